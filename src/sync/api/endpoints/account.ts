// REST calls of the member's own account (/me/account, merged in ../types.ts and ../routes.ts): name and profile
// name, the password change (every other session of the account ends), the e-mail change and the removal.
import type { AuthTokens, User } from '../../../domain/identity/types';
import type { RoutesOf } from '../routes';

export type AccountEndpoints = {
  'account.update': { in: { firstname?: string; lastname?: string; profileName?: string }; out: User };
  /** refreshToken: the caller's own, whose session goes on (else the answer carries fresh tokens) */
  'account.changePassword': { in: { currentPassword: string; password: string; refreshToken?: string }; out: { message: string } & Partial<AuthTokens> };
  /** e-mail change: the code goes to the new address; the e-mail changes when it is confirmed */
  'account.email.request': { in: { password: string; email: string }; out: { message: string } };
  'account.email.confirm': { in: { code: string }; out: User };
  /** removal (/me/account/removal): by password or by the code mailed with account.removal.code; the data export is a file download through the engine (GET /user/export) */
  'account.removal.code': { in: Record<string, never>; out: { message: string } };
  'account.remove': { in: { password: string } | { code: string }; out: { message: string } };
};

export const accountRoutes: RoutesOf<AccountEndpoints> = {
  'account.update': { service: 'company', method: 'PATCH', authed: true, build: (body) => ({ path: '/user', body }) },
  'account.changePassword': { service: 'company', method: 'POST', authed: true, build: (body) => ({ path: '/user/password', body }) },
  'account.email.request': { service: 'company', method: 'POST', authed: true, build: (body) => ({ path: '/user/email', body }) },
  'account.email.confirm': { service: 'company', method: 'POST', authed: true, build: (body) => ({ path: '/user/email/confirm', body }) },
  'account.removal.code': { service: 'company', method: 'POST', authed: true, build: (body) => ({ path: '/user/removal-code', body }) },
  'account.remove': { service: 'company', method: 'POST', authed: true, build: (body) => ({ path: '/user/removal', body }) },
};
