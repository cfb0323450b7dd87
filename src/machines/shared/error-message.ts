// The text a machine shows for a failed effect: the error's own message, or the flow's fallback.
export const errorMessageOf = (err: unknown, fallback: string): string =>
  err && typeof err === 'object' && 'message' in err && typeof err.message === 'string' && err.message ? err.message : fallback;
