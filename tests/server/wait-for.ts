// Polls `check` every 10 ms until it returns a value (resolved) or `timeoutMs` passes (rejected, naming `what`).
export function waitFor<T>(what: string, check: () => T | undefined | false, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const tick = () => {
      const v = check();
      if (v) return resolve(v);
      if (Date.now() - started > timeoutMs) return reject(new Error(`timed out waiting for ${what}`));
      setTimeout(tick, 10);
    };
    tick();
  });
}
