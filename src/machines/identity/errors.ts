// How machines read a failed actor's error without importing sync: any thrown value with an
// optional numeric `status` and a `message` (the API client's ApiRequestError has both).

export type ErrorInfo = { status: number | null; message: string };

export function errorInfo(error: unknown, fallback: string): ErrorInfo {
  if (typeof error === 'object' && error !== null) {
    const rec = error as { message?: unknown };
    const message = typeof rec.message === 'string' && rec.message !== '' ? rec.message : fallback;
    return { status: statusOf(error), message };
  }
  if (typeof error === 'string' && error !== '') return { status: null, message: error };
  return { status: null, message: fallback };
}

/** The numeric `status` of a thrown value, or null. */
export function statusOf(error: unknown): number | null {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' ? status : null;
}

/** Error a fake or real actor throws when the service could not be reached (the client resolved nothing). */
export class ServiceUnavailableError extends Error {
  readonly status = 503;
  constructor() {
    super('Service unavailable 503');
    this.name = 'ServiceUnavailableError';
  }
}
