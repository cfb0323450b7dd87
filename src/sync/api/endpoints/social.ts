// REST calls of social sign-in (spec 7: the auth request {socialToken, type GOOGLE or LINKEDIN, redirectUrl}):
// the configured providers, the start of a flow, linking to a registered e-mail with its password or a mailed code,
// my links;
// merged in ../types.ts and ../routes.ts.
import type { AuthTokens } from '../../../domain/identity/types';
import { PATHS } from '../../contract/endpoints';
import type { RoutesOf } from '../routes';
import { NEVER } from '../stale';

export type SocialType = 'GOOGLE' | 'LINKEDIN';
export type SocialProvider = { type: SocialType; name: string };
export type SocialLink = { type: SocialType; email: string; createdAt: number };
/** 'Account created' for a first sign-in, 'Signed in' after */
export type SocialSignedIn = AuthTokens & { email: string; message: string };

export type SocialEndpoints = {
  'social.providers': { in: void; out: { providers: SocialProvider[] } };
  'social.start': { in: { type: SocialType; redirectUrl: string }; out: { authorizationUrl: string; socialToken: string } };
  /** redirectUrl: the callback URL the provider sent the browser to */
  'social.signIn': { in: { type: SocialType; socialToken: string; redirectUrl: string }; out: SocialSignedIn };
  /** the registered account's password, or the code mailed by 'social.linkCode' */
  'social.link': { in: { socialToken: string; password?: string; code?: string }; out: SocialSignedIn };
  'social.linkCode': { in: { socialToken: string }; out: { message: string } };
  'social.links': { in: void; out: SocialLink[] };
};

const S = '/auth/social';

export const socialRoutes: RoutesOf<SocialEndpoints> = {
  'social.providers': { service: 'company', method: 'GET', authed: false, stale: NEVER, build: () => ({ path: `${S}/providers` }) },
  'social.start': { service: 'company', method: 'POST', authed: false, build: (body) => ({ path: `${S}/start`, body }) },
  'social.signIn': { service: 'company', method: 'POST', authed: false, build: (body) => ({ path: PATHS.company.auth, body }) },
  'social.link': { service: 'company', method: 'POST', authed: false, build: (body) => ({ path: `${S}/link`, body }) },
  'social.linkCode': { service: 'company', method: 'POST', authed: false, build: (body) => ({ path: `${S}/link/code`, body }) },
  'social.links': { service: 'company', method: 'GET', authed: true, stale: NEVER, build: () => ({ path: '/user/social-links' }) },
};
