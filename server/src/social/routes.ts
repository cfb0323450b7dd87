// Social sign-in routes beside the auth request (which takes the provider's answer, spec 7): which providers
// are configured, the start of a flow, the password that links a provider to a registered e-mail, my links.
import { z } from 'zod';
import type { AppContext } from '../context';
import { defineRoute, type AnyRoute } from '../http/registry';
import { listLinks, startSocial } from './flow';
import { linkAccount, sendLinkCode } from './link';
import { PROVIDER_NAMES, SOCIAL_TYPES, socialProviders } from './providers';

const BASE = '/api/v1/company';
const typeSchema = z.enum(SOCIAL_TYPES);
const tokenSchema = z.string().min(1).max(200);
const tokensSchema = z.object({ accessToken: z.string().optional(), refreshToken: z.string().optional(), message: z.string().optional() });

export function socialRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'get', path: `${BASE}/auth/social/providers`, tag: 'social', auth: 'none',
      summary: 'The social sign-in providers this server is configured for (the login page shows only these)',
      response: z.object({ providers: z.array(z.object({ type: typeSchema, name: z.string() })) }),
      handler: async () => ({ providers: socialProviders(ctx).configured().map((type) => ({ type, name: PROVIDER_NAMES[type] })) }),
    }),
    defineRoute({
      method: 'post', path: `${BASE}/auth/social/start`, tag: 'social', auth: 'none',
      summary: "Start a provider's sign-in (PKCE, state, nonce): the provider's authorization URL and the handle (socialToken) the browser keeps for the auth request",
      body: z.object({ type: typeSchema, redirectUrl: z.string().min(1).max(500) }).strict(),
      response: z.object({ authorizationUrl: z.string(), socialToken: z.string() }),
      handler: ({ body }) => startSocial(ctx, body.type, body.redirectUrl),
    }),
    defineRoute({
      method: 'post', path: `${BASE}/auth/social/link`, tag: 'social', auth: 'none',
      summary: "Link the provider's account to the registered account of the same e-mail with that account's password or the mailed code, and sign in",
      body: z.object({
        socialToken: tokenSchema,
        password: z.string().min(1, { error: 'Enter your password' }).max(200).optional(),
        code: z.string().regex(/^\d{6}$/, { error: 'Please enter 6 digits code' }).optional(),
      }).strict().refine((b) => (b.password === undefined) !== (b.code === undefined), { error: 'Give the password or the code' }),
      response: tokensSchema,
      handler: ({ body }) => linkAccount(ctx, body),
    }),
    defineRoute({
      method: 'post', path: `${BASE}/auth/social/link/code`, tag: 'social', auth: 'none',
      summary: "Mail a 6-digit code to the registered account's address, to link the provider without the password",
      body: z.object({ socialToken: tokenSchema }).strict(),
      response: z.object({ message: z.string() }),
      handler: ({ body }) => sendLinkCode(ctx, body.socialToken),
    }),
    defineRoute({
      method: 'get', path: `${BASE}/user/social-links`, tag: 'social', auth: 'user',
      summary: 'My linked social sign-ins',
      response: z.array(z.object({ type: typeSchema, email: z.string(), createdAt: z.number() })),
      handler: ({ caller }) => listLinks(ctx, caller.userId),
    }),
  ];
}
