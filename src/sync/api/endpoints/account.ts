// REST calls of the member's own account (/me/account, merged in ../types.ts and ../routes.ts): name and profile
// name, and the password change (every other session of the account ends).
import type { AuthTokens, User } from '../../../domain/identity/types';
import type { RoutesOf } from '../routes';

export type AccountEndpoints = {
  'account.update': { in: { firstname?: string; lastname?: string; profileName?: string }; out: User };
  /** refreshToken: the caller's own, whose session goes on (else the answer carries fresh tokens) */
  'account.changePassword': { in: { currentPassword: string; password: string; refreshToken?: string }; out: { message: string } & Partial<AuthTokens> };
};

export const accountRoutes: RoutesOf<AccountEndpoints> = {
  'account.update': { service: 'company', method: 'PATCH', authed: true, build: (body) => ({ path: '/user', body }) },
  'account.changePassword': { service: 'company', method: 'POST', authed: true, build: (body) => ({ path: '/user/password', body }) },
};
