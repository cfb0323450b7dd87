import { describe, expect, it } from 'vitest';
import { codeProblem, isCompleteCode, sanitizeCode } from '../../../src/domain/identity/code';

describe('confirmation code input', () => {
  it('keeps digits only and at most six', () => {
    expect(sanitizeCode('12a3-45 678')).toBe('123456');
    expect(sanitizeCode(' 0 1 2 ')).toBe('012');
    expect(sanitizeCode('abc')).toBe('');
    expect(sanitizeCode('１２３')).toBe('');
  });
  it('requires exactly six digits', () => {
    expect(codeProblem('12345')).toBe('Please enter 6 digits code');
    expect(codeProblem('1234567')).toBe('Please enter 6 digits code');
    expect(codeProblem('12345a')).toBe('Please enter 6 digits code');
    expect(codeProblem('')).toBe('Please enter 6 digits code');
    expect(codeProblem('000000')).toBeNull();
    expect(isCompleteCode('123456')).toBe(true);
  });
});
