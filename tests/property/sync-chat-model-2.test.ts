// Model-based property of the sync engine, second half of the runs (a file of its own so that CI runs
// both halves side by side; the harness: sync-chat-model.ts).
import { describe, it } from 'vitest';
import { modelProperty, RUNS } from './sync-chat-model';

describe('sync engine against a reference chat server (model-based, second half)', () => {
  it(`rooms, badges and the watched room's messages match the server after any delivery (${Math.ceil(RUNS / 2)} of ${RUNS} runs)`, async () => {
    await modelProperty(1 / 2);
  }, 300_000);
});
