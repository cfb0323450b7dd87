// Model-based property of the sync engine, first half of the runs, and the seeds that once found bugs
// (the harness: sync-chat-model.ts; the second half: sync-chat-model-2.test.ts).
import { describe, it } from 'vitest';
import { byName, cmd, FOUND, modelProperty, runModel, RUNS } from './sync-chat-model';

describe('sync engine against a reference chat server (model-based)', () => {
  it(`rooms, badges and the watched room's messages match the server after any delivery (${Math.ceil(RUNS / 2)} of ${RUNS} runs)`, async () => {
    await modelProperty(1 / 2);
  }, 300_000);
});

describe('fixed seeds of the model-based test', () => {
  for (const seq of FOUND) {
    it(seq.join(' '), async () => {
      await runModel(seq.map((name) => cmd(name, (w) => byName(w, name))));
    });
  }
});
