import { describe, expect, it } from 'vitest';
import { passwordChecklist, passwordProblem, PASSWORD_MESSAGES } from '../../../src/domain/identity/password';

describe('password checklist', () => {
  it('names the four rules as the spec does, in order', () => {
    expect(passwordChecklist('').map((i) => i.label)).toEqual(['Minimum length-8', 'Uppercase-1', 'Letter-1', 'Number-1']);
  });
  it('ticks each rule independently', () => {
    expect(passwordChecklist('abc').map((i) => i.ok)).toEqual([false, false, true, false]);
    expect(passwordChecklist('ABCDEFGH').map((i) => i.ok)).toEqual([true, true, true, false]);
    expect(passwordChecklist('12345678').map((i) => i.ok)).toEqual([true, false, false, true]);
    expect(passwordChecklist('Alice123!').every((i) => i.ok)).toBe(true);
  });
});

describe('password messages', () => {
  it('asks for both fields when either is empty', () => {
    expect(passwordProblem('', '')).toBe('Enter Password and Confirm Password!');
    expect(passwordProblem('Alice123!', '')).toBe(PASSWORD_MESSAGES.empty);
    expect(passwordProblem('', 'Alice123!')).toBe(PASSWORD_MESSAGES.empty);
  });
  it('reports a mismatch', () => {
    expect(passwordProblem('Alice123!', 'Alice123?')).toBe('Password does not match!');
  });
  it('reports failing rules for a matching weak pair', () => {
    expect(passwordProblem('alice123', 'alice123')).toBe('Check password requirements!!');
    expect(passwordProblem('Abc1', 'Abc1')).toBe('Check password requirements!!');
  });
  it('accepts a strong matching pair', () => {
    expect(passwordProblem('Bob12345!', 'Bob12345!')).toBeNull();
  });
});
