// Re-running exactly the case a property test once failed on: fast-check prints `{ seed: S, path: "P",
// endOnFailure: true }` with the counterexample; FC_SEED=S FC_PATH=P npx vitest run <that file> replays that
// case (and its shrinking path) instead of new random ones, in every fc.assert of the run. FC_RUNS overrides
// the number of runs of every property (e.g. FC_RUNS=5000 for a longer hunt).
import fc from 'fast-check';

const seed = process.env.FC_SEED;
const path = process.env.FC_PATH;
const runs = process.env.FC_RUNS;
if (seed !== undefined || runs !== undefined) {
  fc.configureGlobal({
    ...fc.readConfigureGlobal(),
    ...(seed !== undefined ? { seed: Number(seed), path, endOnFailure: true } : {}),
    ...(runs !== undefined ? { numRuns: Number(runs) } : {}),
  });
}
