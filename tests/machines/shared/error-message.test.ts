// The text a machine shows for a failed effect: the error's own non-empty message, else the flow's fallback.
import { describe, expect, it } from 'vitest';
import { errorMessageOf } from '../../../src/machines/shared/error-message';

describe('errorMessageOf', () => {
  it.each([
    [new Error('Card declined'), 'Card declined'],
    [{ status: 409, message: 'Already paid' }, 'Already paid'],
  ])('%o says its own message', (error, message) => {
    expect(errorMessageOf(error, 'fallback')).toBe(message);
  });
  it.each([[new Error('')], [{ message: '' }], [{ message: 42 }], [{}], ['a bare string'], [null], [undefined], [0]])('%o says the fallback', (error) => {
    expect(errorMessageOf(error, 'fallback')).toBe('fallback');
  });
});
