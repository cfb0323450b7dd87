// Model-based property of the whole store, second half of the runs (a file of its own so that CI runs
// both halves side by side; the harness: sync-store-model.ts).
import { describe, it } from 'vitest';
import { RUNS, storeProperty } from './sync-store-model';

describe('the store against a reference server (model-based, second half)', () => {
  it(`every open query, the bell and the badges match the server after any interleaving (${Math.ceil(RUNS / 2)} of ${RUNS} runs)`, async () => {
    await storeProperty(1 / 2);
  }, 600_000);
});
