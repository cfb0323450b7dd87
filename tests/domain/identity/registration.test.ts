import { describe, expect, it } from 'vitest';
import {
  emptyRegistrationForm, pendingCompanyOf, toggleCategory, toRegistrationInput, validateRegistration,
  type RegistrationForm,
} from '../../../src/domain/identity/registration';

const valid = (over: Partial<RegistrationForm> = {}): RegistrationForm => ({
  ...emptyRegistrationForm(),
  firstname: 'Carol', lastname: 'Nguyen', email: 'carol@example.test',
  password: 'Carol123!', confirmPassword: 'Carol123!',
  companyName: 'Carol Imports', categoryIds: ['c1'],
  ...over,
});

describe('registration validation', () => {
  it('accepts a complete form', () => {
    expect(validateRegistration(valid())).toEqual({});
  });
  it('requires names, email and password', () => {
    const e = validateRegistration(emptyRegistrationForm());
    expect(e.firstname).toBe('First name is required');
    expect(e.lastname).toBe('Last name is required');
    expect(e.email).toBe('Email is required');
    expect(e.password).toBe('Enter Password and Confirm Password!');
  });
  it('rejects an email without @', () => {
    expect(validateRegistration(valid({ email: 'carol' })).email).toBe('Please enter valid email');
  });
  it('requires a company name unless a professional without a company', () => {
    expect(validateRegistration(valid({ companyName: '  ' })).companyName).toBe('Company Name is required!!');
    expect(validateRegistration(valid({ companyName: '', withoutCompany: true }))).toEqual({});
  });
  it('requires 1 to 5 business types', () => {
    expect(validateRegistration(valid({ categoryIds: [] })).categoryIds).toBe('Please select at least one business type.');
    expect(validateRegistration(valid({ categoryIds: ['1', '2', '3', '4', '5'] })).categoryIds).toBeUndefined();
    expect(validateRegistration(valid({ categoryIds: ['1', '2', '3', '4', '5', '6'] })).categoryIds).toBeDefined();
  });
  it('checks the password rules', () => {
    expect(validateRegistration(valid({ password: 'weakpass', confirmPassword: 'weakpass' })).password).toBe('Check password requirements!!');
    expect(validateRegistration(valid({ confirmPassword: 'Other123!' })).password).toBe('Password does not match!');
  });
});

describe('business type toggle', () => {
  it('adds, removes and refuses a sixth', () => {
    expect(toggleCategory([], 'a')).toEqual(['a']);
    expect(toggleCategory(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggleCategory(['1', '2', '3', '4', '5'], '6')).toEqual(['1', '2', '3', '4', '5']);
  });
});

describe('registration request', () => {
  it('joins category ids and carries coupon and tc', () => {
    const body = toRegistrationInput(valid({ categoryIds: ['a', 'b'], coupon: 'save10', tc: 'TC1' }));
    expect(body).toEqual({
      firstname: 'Carol', lastname: 'Nguyen', email: 'carol@example.test', password: 'Carol123!', confirmType: 'CODE',
      meta: { companyName: 'Carol Imports', categoryIds: 'a,b', coupon: 'save10', tc: 'TC1' },
    });
  });
  it('drops the company for a professional without a company', () => {
    const form = valid({ withoutCompany: true });
    expect(toRegistrationInput(form).meta.companyName).toBeUndefined();
    expect(pendingCompanyOf(form)).toBeNull();
    expect(pendingCompanyOf(valid())).toEqual({ name: 'Carol Imports', categoryIds: ['c1'] });
  });
});
