import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 180_000, // server suites build or copy a template database in beforeAll: slow on a loaded machine
    pool: 'forks',
    // the server suite also on a real PostgreSQL when one is found (npm test) or given (DATABASE_URL)
    globalSetup: ['tests/server/pg-global-setup.ts'],
    // FC_SEED/FC_PATH replay one failing case of a property test; FC_RUNS changes the runs (README, For QA)
    setupFiles: ['tests/support/fast-check-replay.ts'],
    reporters: ['default', ['json', { outputFile: '.tmp/reports/vitest.json' }]],
  },
});
