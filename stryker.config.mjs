// Mutation testing of the machines and the domain (npm run mutate; not part of npm test). Incremental: the
// results of the last run are kept in .tmp/stryker/incremental.json, so a run after a change tests only the
// mutants of changed code or changed tests. One folder at a time: npm run mutate -- --mutate 'src/domain/chat/**/*.ts'
// The unit tests of those layers run (tests/machines, tests/domain: stryker.vitest.config.ts), not the server suite.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'stryker.vitest.config.ts', related: true },
  mutate: ['src/machines/**/*.ts', 'src/domain/**/*.ts', '!src/**/*.d.ts'],
  coverageAnalysis: 'perTest',
  incremental: true,
  incrementalFile: '.tmp/stryker/incremental.json',
  tempDirName: '.tmp/stryker-tmp',
  // outputs of other runs (browser tests, builds) are not part of the sandbox, and may vanish while it is copied
  ignorePatterns: ['/test-results', '/playwright-report', '/.tmp', '/dist', '/data', '*.log'],
  concurrency: 1,
  reporters: ['clear-text', 'progress', 'json', 'html'],
  jsonReporter: { fileName: '.tmp/stryker/mutation.json' },
  htmlReporter: { fileName: '.tmp/stryker/mutation.html' },
  thresholds: { high: 90, low: 85, break: null },
};
