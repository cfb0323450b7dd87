// The path-test harness every machine's tests use: graph paths, their replay on a real actor with
// controllable effects, and the transition coverage the suites must reach (100%).
export * from './replay';
export * from './coverage';
export * from './steps';
