// Identity routes (the spec's company service, under /api/v1/company): auth, users, the current user, companies, categories.
import { z } from 'zod';
import { parseTrackingCodesHeader } from '../../../src/domain/crm/referrals';
import type { AppContext } from '../context';
import { publishedThen } from '../tagalerts/publish';
import { defineRoute, type AnyRoute } from '../http/registry';
import { changePassword, updateProfile } from './account';
import { setDeactivated } from './accounts';
import { handleAuth } from './auth';
import { socialAuthRequestSchemas } from '../social/schemas';
import { createCompany, currentUser, listCategories, registerUser } from './users';

const BASE = '/api/v1/company';

export const emailSchema = z.email({ error: 'Please enter valid email' }).max(254);
/** Spec section 5: at least 8 characters, an uppercase letter, a letter, a digit. */
export const passwordSchema = z
  .string()
  .max(200)
  .refine((p) => p.length >= 8 && /[A-Z]/.test(p) && /[A-Za-z]/.test(p) && /\d/.test(p), { error: 'Check password requirements!!' });
const codeSchema = z.string().regex(/^\d{6}$/, { error: 'Please enter 6 digits code' });
const name = (what: string) => z.string().trim().min(1, { error: `${what} is required` }).max(100);

export const authRequestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('LOGIN'), data: z.object({ email: z.string().max(254), password: z.string().max(200) }) }),
  z.object({ type: z.literal('CONFIRM_EMAIL_WITH_CODE'), data: z.object({ email: z.string().max(254), confirmCode: codeSchema }) }),
  z.object({ type: z.literal('RESEND_CONFIRM_EMAIL_WITH_CODE'), data: z.object({ email: emailSchema }) }),
  z.object({ type: z.literal('REFRESH_TOKEN'), data: z.object({ refreshToken: z.string().min(1).max(200) }) }),
  z.object({ type: z.literal('RESET_PASSWORD'), data: z.object({ email: emailSchema }) }),
  z.object({ type: z.literal('RESET_PASSWORD_WITH_CODE'), data: z.object({ email: emailSchema, confirmCode: codeSchema, password: passwordSchema }) }),
  ...socialAuthRequestSchemas,
]);

const authResponseSchema = z.object({ accessToken: z.string().optional(), refreshToken: z.string().optional(), message: z.string().optional(), email: z.string().optional() });

export const registrationSchema = z.object({
  firstname: name('First name'),
  lastname: name('Last name'),
  email: emailSchema,
  password: passwordSchema,
  confirmType: z.literal('CODE'),
  meta: z.object({
    companyName: z.string().max(200).optional(),
    categoryIds: z.string().max(500),
    referralCompanyGroupIds: z.string().max(2000).optional(),
    coupon: z.string().max(100).optional(),
    tc: z.string().max(200).optional(),
  }),
});

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  admin: z.boolean(),
  grantee: z.boolean().optional(),
  logo: z.string().nullable(),
  profileName: z.string(),
  activated: z.boolean(),
  companyIds: z.array(z.string()),
  planLabel: z.string(),
});

/** A user's profile name (their page's address): lowercase letters, digits and single hyphens. */
const profileNameSchema = z
  .string()
  .trim()
  .min(3, { error: 'Profile name must have at least 3 characters' })
  .max(40, { error: 'Profile name must have at most 40 characters' })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'Profile name may only contain lowercase letters, digits and hyphens' });

export const companySummarySchema = z.object({ id: z.string(), name: z.string(), profileName: z.string(), ownerId: z.string() });
export const categorySchema = z.object({ id: z.string(), name: z.string() });

export function identityRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'post', path: `${BASE}/auth`, tag: 'company', auth: 'none',
      summary: 'Sign in, confirm e-mail, re-send code, refresh tokens, reset password',
      body: authRequestSchema,
      response: authResponseSchema,
      handler: ({ body }) => handleAuth(ctx, body),
    }),
    defineRoute({
      method: 'post', path: `${BASE}/users`, tag: 'company', auth: 'none', status: 201,
      summary: 'Register (inactive until the mailed code is confirmed)',
      body: registrationSchema,
      response: z.object({ id: z.string(), email: z.string() }),
      handler: ({ body, headers }) => registerUser(ctx, body, parseTrackingCodesHeader(headers.get('tracking-codes'))),
    }),
    defineRoute({
      method: 'get', path: `${BASE}/user`, tag: 'company', auth: 'user',
      summary: 'The signed-in user',
      response: userSchema,
      handler: ({ caller }) => currentUser(ctx, caller.userId),
    }),
    defineRoute({
      method: 'patch', path: `${BASE}/user`, tag: 'company', auth: 'user',
      summary: 'Edit my name and profile name',
      body: z.object({ firstname: name('First name').optional(), lastname: name('Last name').optional(), profileName: profileNameSchema.optional() }).strict(),
      response: userSchema,
      handler: ({ body, caller }) => updateProfile(ctx, caller.userId, body),
    }),
    defineRoute({
      method: 'post', path: `${BASE}/user/password`, tag: 'company', auth: 'user',
      summary: 'Change my password (the current one needed): every other session ends at once; the session of the refresh token sent along goes on, else the caller gets fresh tokens',
      body: z.object({ currentPassword: z.string().min(1, { error: 'Enter your current password' }).max(200), password: passwordSchema, refreshToken: z.string().max(200).optional() }).strict(),
      response: z.object({ message: z.string(), accessToken: z.string().optional(), refreshToken: z.string().optional() }),
      handler: ({ body, caller }) => changePassword(ctx, caller.userId, body),
    }),
    defineRoute({
      method: 'patch', path: `${BASE}/users/{id}`, tag: 'company', auth: 'admin',
      summary: 'Deactivate or reactivate an account (site admin, admin portal): deactivation ends its sessions at once',
      params: z.object({ id: z.string().min(1).max(100) }),
      body: z.object({ deactivated: z.boolean() }).strict(),
      response: z.object({ id: z.string(), deactivated: z.boolean() }),
      handler: ({ params, body }) => setDeactivated(ctx, params.id, body.deactivated),
    }),
    defineRoute({
      method: 'post', path: `${BASE}/companies`, tag: 'company', auth: 'user', status: 201,
      summary: 'Create a company owned by the caller',
      body: z.object({ name: name('Company Name'), categoryIds: z.array(z.string().max(100)).max(20) }),
      response: companySummarySchema,
      handler: async ({ body, caller }) => publishedThen(ctx, 'COMPANY', await createCompany(ctx, caller.userId, body), caller.userId),
    }),
    defineRoute({
      method: 'get', path: `${BASE}/categories`, tag: 'company', auth: 'none',
      summary: 'Business types for sign-up',
      response: z.array(categorySchema),
      handler: () => listCategories(ctx.db),
    }),
  ];
}
