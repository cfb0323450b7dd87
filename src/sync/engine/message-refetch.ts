// Spec 4: a MESSAGE UPDATED event refetches the message (GET /messages/{id}) instead of trusting the
// frame. One request per message at a time; updates arriving meanwhile make it read once more after.
// Only when the network is down is the frame used, so an edit is never lost for want of a request.
import { isChatMessage } from '../../domain/chat/guards';
import type { ChatMessage } from '../../domain/chat/types';
import { ApiRequestError } from '../api/types';
import type { ChatRest } from './chat-rest';

export type MessageRefetchDeps = {
  rest(): ChatRest | null;
  log(m: string): void;
  /** the message as the server has it now (or, network down, as the frame said) */
  onMessage(m: ChatMessage): void;
};

export type MessageRefetch = {
  /** an UPDATED frame's message: read it again from the server */
  updated(frame: ChatMessage): void;
  /** requests still running (tests wait for 0) */
  inFlight(): number;
  reset(): void;
};

export function createMessageRefetch(deps: MessageRefetchDeps): MessageRefetch {
  /** the newest frame per message id still to be read */
  const due = new Map<string, ChatMessage>();
  /** ids being read, with the generation that reads them */
  const running = new Map<string, number>();
  let generation = 0;

  async function readOne(frame: ChatMessage, gen: number): Promise<void> {
    const rest = deps.rest();
    if (!rest) return;
    let fresh: ChatMessage | undefined;
    try {
      const answer = await rest.call('chat.messages.get', { id: frame.id });
      if (answer === undefined) fresh = frame; // network down: the frame is all we have
      else if (isChatMessage(answer)) fresh = answer;
      else deps.log(`Refetching message ${frame.id}: the answer does not decode`);
    } catch (err) {
      // 404/403: deleted or no longer ours, its DELETED or ROOM event follows; anything else is logged
      if (!(err instanceof ApiRequestError && (err.status === 404 || err.status === 403))) {
        deps.log(`Refetching message ${frame.id} failed: ${String(err)}`);
      }
    }
    if (fresh && gen === generation) deps.onMessage(fresh);
  }

  async function drain(id: string): Promise<void> {
    const gen = generation;
    running.set(id, gen);
    try {
      for (let frame = due.get(id); frame !== undefined && gen === generation; frame = due.get(id)) {
        due.delete(id);
        await readOne(frame, gen);
      }
    } finally {
      if (running.get(id) === gen) running.delete(id);
    }
  }

  return {
    updated(frame) {
      due.set(frame.id, frame);
      if (running.get(frame.id) !== generation) void drain(frame.id);
    },
    inFlight: () => running.size,
    reset() {
      generation += 1;
      due.clear();
    },
  };
}
