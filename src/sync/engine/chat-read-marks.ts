// Read marks: messages the viewer sees in the open room are marked read on the server, once each.
import { isUnseenBy } from '../../domain/chat/apply';
import type { ChatMessage } from '../../domain/chat/types';
import type { ChatRest } from './chat-rest';
import type { ChatProjection } from './chat-projection';

export type ReadMarksDeps = {
  rest(): ChatRest | null;
  log(m: string): void;
  projection: ChatProjection;
};

export type ReadMarks = ReturnType<typeof createReadMarks>;

export function createReadMarks(deps: ReadMarksDeps) {
  /** ids already marked read on the server by this engine (or on their way) */
  const patched = new Set<string>();
  /** marks that reached no server: sent again once the engine has caught up after a reconnect */
  const unsent = new Map<string, ChatMessage>();

  function markRead(messages: readonly ChatMessage[]): void {
    const rest = deps.rest();
    if (!rest) return;
    for (const m of messages) {
      if (patched.has(m.id)) continue;
      patched.add(m.id);
      unsent.delete(m.id);
      rest.call('chat.messages.read', { id: m.id }).then((out) => {
        if (out !== undefined) return;
        patched.delete(m.id);
        unsent.set(m.id, m);
      }, (err: unknown) => deps.log(`Marking a message read failed: ${String(err)}`));
    }
  }

  return {
    markRead,
    /** Messages that arrive unseen (as the server has them) in the open room: read them on the server too. */
    readIncoming(incoming: readonly ChatMessage[]): void {
      const state = deps.projection.state();
      const open = state.openRoomId;
      if (open === null) return;
      markRead(incoming.filter((m) => m.roomId === open && isUnseenBy(m, state.viewerId)));
    },
    /** the engine caught up after a reconnect: marks that reached no server go again */
    retryUnsent(): void {
      const again = [...unsent.values()];
      unsent.clear();
      markRead(again);
    },
    reset(): void {
      patched.clear();
      unsent.clear();
    },
  };
}
