// How many cases a property test tries: its own number in the normal suite; under mutation testing
// (stryker.vitest.config.ts sets PROPERTY_RUNS) fewer, so each mutant's run stays short on a small machine.
// Fewer cases can only let more mutants survive, so the mutation score this gives is a lower bound.
import fc from 'fast-check';

const fromEnv = Number(process.env.PROPERTY_RUNS) || null;

export const propertyRuns = (normal: number): number => fromEnv ?? normal;

if (fromEnv) fc.configureGlobal({ ...fc.readConfigureGlobal(), numRuns: fromEnv });
