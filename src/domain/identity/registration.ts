// Sign-up form rules (spec 5, Registration) and the request body built from a valid form.
import { passwordProblem } from './password';
import { isValidEmail } from '../shared/email';
import type { RegistrationInput } from './types';

export const MAX_BUSINESS_TYPES = 5;

export const REGISTRATION_MESSAGES = {
  firstname: 'First name is required',
  lastname: 'Last name is required',
  email: 'Email is required',
  emailInvalid: 'Please enter valid email',
  companyName: 'Company Name is required!!',
  categoriesNone: 'Please select at least one business type.',
  categoriesTooMany: `You can select up to ${MAX_BUSINESS_TYPES} business types.`,
} as const;

export type RegistrationForm = {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  confirmPassword: string;
  companyName: string;
  /** "professional without a company": no company name needed, no company created */
  withoutCompany: boolean;
  categoryIds: string[];
  coupon?: string;
  tc?: string;
};

export type RegistrationField = 'firstname' | 'lastname' | 'email' | 'password' | 'companyName' | 'categoryIds';
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

export const emptyRegistrationForm = (): RegistrationForm => ({
  firstname: '', lastname: '', email: '', password: '', confirmPassword: '',
  companyName: '', withoutCompany: false, categoryIds: [],
});

/** Every problem of the form, by field; an empty object means it can be sent. */
export function validateRegistration(form: RegistrationForm): RegistrationErrors {
  const errors: RegistrationErrors = {};
  if (form.firstname.trim() === '') errors.firstname = REGISTRATION_MESSAGES.firstname;
  if (form.lastname.trim() === '') errors.lastname = REGISTRATION_MESSAGES.lastname;
  const email = form.email.trim();
  if (email === '') errors.email = REGISTRATION_MESSAGES.email;
  else if (!isValidEmail(email)) errors.email = REGISTRATION_MESSAGES.emailInvalid;
  const pw = passwordProblem(form.password, form.confirmPassword);
  if (pw) errors.password = pw;
  if (!form.withoutCompany && form.companyName.trim() === '') errors.companyName = REGISTRATION_MESSAGES.companyName;
  const n = new Set(form.categoryIds).size;
  if (n === 0) errors.categoryIds = REGISTRATION_MESSAGES.categoriesNone;
  else if (n > MAX_BUSINESS_TYPES) errors.categoryIds = REGISTRATION_MESSAGES.categoriesTooMany;
  return errors;
}

export const hasErrors = (errors: RegistrationErrors): boolean => Object.keys(errors).length > 0;

/** Toggles a business type, refusing a sixth one. */
export function toggleCategory(selected: readonly string[], id: string): string[] {
  if (selected.includes(id)) return selected.filter((c) => c !== id);
  if (selected.length >= MAX_BUSINESS_TYPES) return [...selected];
  return [...selected, id];
}

/** The POST /users body. The company name is kept only when a company will be created. */
export function toRegistrationInput(form: RegistrationForm): RegistrationInput {
  const companyName = form.withoutCompany ? undefined : form.companyName.trim();
  return {
    firstname: form.firstname.trim(),
    lastname: form.lastname.trim(),
    email: form.email.trim(),
    password: form.password,
    confirmType: 'CODE',
    meta: {
      ...(companyName ? { companyName } : {}),
      categoryIds: [...new Set(form.categoryIds)].join(','),
      ...(form.coupon ? { coupon: form.coupon } : {}),
      ...(form.tc ? { tc: form.tc } : {}),
    },
  };
}

/** What the confirm step needs to create the company after activation (null: no company). */
export type PendingCompany = { name: string; categoryIds: string[] } | null;

export function pendingCompanyOf(form: RegistrationForm): PendingCompany {
  if (form.withoutCompany) return null;
  return { name: form.companyName.trim(), categoryIds: [...new Set(form.categoryIds)] };
}
