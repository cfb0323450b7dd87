// The tests Stryker runs against mutants of src/machines and src/domain: their unit and property tests only (no server,
// no database, no browser), so a mutation run stays within a loaded 2-core machine.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      // MUTATE_DOMAIN_ONLY=1: the domain's own tests only (the machines' path tests also call domain rules, and
      // make each domain mutant slow; without them the domain's score is a lower bound)
      ...(process.env.MUTATE_DOMAIN_ONLY ? [] : ['tests/machines/**/*.test.ts']), 'tests/domain/**/*.test.ts',
      // the property tests of domain rules (not the sync engine's model tests)
      'tests/property/{billing,groups,identity}-*.test.ts', 'tests/property/{crm,donations,sponsors}/*.test.ts',
    ],
    // flows-doc.test.ts compares docs/flows.md with diagrams drawn from the machines: a change detector, not a check
    // of behaviour, so a mutant it alone catches must count as surviving (and it imports every machine: slow)
    exclude: ['tests/machines/**/*.integration.test.ts', 'tests/machines/flows-doc.test.ts', 'node_modules/**'],
    environment: 'node',
    testTimeout: 30_000,
    pool: 'forks',
    // property tests try fewer cases per mutant (tests/domain/property-runs.ts): the score is a lower bound
    env: { PROPERTY_RUNS: '40' },
    setupFiles: ['tests/domain/property-runs.ts'],
  },
});
