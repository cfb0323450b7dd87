// Helpers of the companies machines' tests: settling a controllable fake and starting the watchlist-add machine
// with its fakes and recorded notices (shared by its path tests and its case tests).
import { expect } from 'vitest';
import { createActor, type InspectionEvent } from 'xstate';
import { watchlistAddMachine, type Notice, type WatchlistAddInput } from '../../../src/machines/companies/watchlist-add.machine';
import { controllableActors, type Fakes } from '../harness';

export type Outcome = { output: unknown } | { error: unknown };

/** Answers the fake invoked as `id` (which must be under way) with an output or an error; resolves once the machine took it. */
export const settler = (fakes: Fakes) => async (id: string, outcome: Outcome): Promise<void> => {
  const p = fakes.pending.get(id);
  expect(p, `${id} is under way`).toBeDefined();
  fakes.pending.delete(id);
  if ('output' in outcome) p!.resolve(outcome.output);
  else p!.reject(outcome.error);
  await new Promise((r) => setTimeout(r, 0));
};

/** The watchlist-add machine started with controllable effects, the notices it alerts and the log-in requests it makes. */
export function startWatchlistAdd(input: WatchlistAddInput, inspect?: (ev: InspectionEvent) => void) {
  const fakes = controllableActors(['loadLists', 'createList', 'addCompany']);
  const notices: Notice[] = [];
  let askLogin = 0;
  const actor = createActor(watchlistAddMachine.provide({
    actors: fakes.actors as never,
    actions: { askLogin: () => void askLogin++, notify: (_: unknown, n: Notice) => void notices.push(n) },
  }), { input, inspect }).start();
  return { actor, fakes, notices, asked: () => askLogin, settle: settler(fakes) };
}

/** Each kind of failure a call can end with, and the message shown for it: an Error's or a body's message, a text, anything else as text. */
export const failures = (text: string): [string, unknown, string][] => [
  ['an Error', new Error(text), text],
  ['a body with a message', { message: text }, text],
  ['a body with a non-text message', { message: 503 }, '503'],
  ['a text', text, text],
  ['nothing', null, 'null'],
];
