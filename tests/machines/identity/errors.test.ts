// How identity machines read a failed actor's error: the status when it is a number, the message when it is a
// non-empty string, the fallback otherwise; and the error a client throws when the service could not be reached.
import { describe, expect, it } from 'vitest';
import { errorInfo, ServiceUnavailableError, statusOf } from '../../../src/machines/identity/errors';

describe('errorInfo', () => {
  it('reads the status and message of an error object', () => {
    expect(errorInfo({ status: 409, message: 'Email is already registered' }, 'fallback')).toEqual({ status: 409, message: 'Email is already registered' });
    expect(errorInfo(new Error('boom'), 'fallback')).toEqual({ status: null, message: 'boom' });
  });

  it('falls back to the given message when the object has none, an empty one or one that is not text', () => {
    expect(errorInfo({ status: 403 }, 'fallback')).toEqual({ status: 403, message: 'fallback' });
    expect(errorInfo({ status: 400, message: '' }, 'fallback')).toEqual({ status: 400, message: 'fallback' });
    expect(errorInfo({ message: 42 }, 'fallback')).toEqual({ status: null, message: 'fallback' });
    expect(errorInfo(new Error(''), 'fallback')).toEqual({ status: null, message: 'fallback' });
  });

  it('ignores a status that is not a number', () => {
    expect(errorInfo({ status: '503', message: 'down' }, 'fallback')).toEqual({ status: null, message: 'down' });
  });

  it('takes a non-empty string as the message, and falls back for anything else', () => {
    expect(errorInfo('offline', 'fallback')).toEqual({ status: null, message: 'offline' });
    expect(errorInfo('', 'fallback')).toEqual({ status: null, message: 'fallback' });
    expect(errorInfo(null, 'fallback')).toEqual({ status: null, message: 'fallback' });
    expect(errorInfo(undefined, 'fallback')).toEqual({ status: null, message: 'fallback' });
    expect(errorInfo(503, 'fallback')).toEqual({ status: null, message: 'fallback' });
  });
});

describe('ServiceUnavailableError', () => {
  it('is an Error with status 503 and the spec message', () => {
    const e = new ServiceUnavailableError();
    expect(e).toBeInstanceOf(Error);
    expect([e.status, e.message, e.name]).toEqual([503, 'Service unavailable 503', 'ServiceUnavailableError']);
    expect(errorInfo(e, 'fallback')).toEqual({ status: 503, message: 'Service unavailable 503' });
  });
});

describe('statusOf', () => {
  it('is the numeric status of an object, else null', () => {
    expect(statusOf({ status: 403, message: 'x' })).toBe(403);
    expect(statusOf(new ServiceUnavailableError())).toBe(503);
    for (const e of [{ status: '403' }, {}, new Error('x'), null, undefined, 'offline', 503]) expect(statusOf(e)).toBeNull();
  });
});
