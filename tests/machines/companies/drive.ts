// Helpers of the companies machines' tests: the watchlist-add machine started with its fakes and recorded
// notices (shared by its path tests and its case tests), and the shapes of failure a call can end with.
import type { InspectionEvent } from 'xstate';
import { watchlistAddMachine, type Notice, type WatchlistAddInput } from '../../../src/machines/companies/watchlist-add.machine';
import { stepActor } from '../harness';

/** The watchlist-add machine started with controllable effects, the notices it alerts and the log-in requests it makes. */
export function startWatchlistAdd(input: WatchlistAddInput, inspect?: (ev: InspectionEvent) => void) {
  const notices: Notice[] = [];
  let askLogin = 0;
  const t = stepActor(watchlistAddMachine, ['loadLists', 'createList', 'addCompany'], {
    input, inspect,
    actions: { askLogin: () => void askLogin++, notify: (_: unknown, n: Notice) => void notices.push(n) },
  });
  return { ...t, notices, asked: () => askLogin };
}

/** Each kind of failure a call can end with, and the message shown for it: an Error's or a body's message, a text, anything else as text. */
export const failures = (text: string): [string, unknown, string][] => [
  ['an Error', new Error(text), text],
  ['a body with a message', { message: text }, text],
  ['a body with a non-text message', { message: 503 }, '503'],
  ['a text', text, text],
  ['nothing', null, 'null'],
];
