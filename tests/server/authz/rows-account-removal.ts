// Matrix rows of the member's own e-mail change, data export and removal: every signed-in role acts on itself only.
// The destructive ones send what is refused (a wrong password, a code never asked for) so the world's accounts live on.
import { E, signedIn, type Row } from './matrix';
import { C } from './world';

export const ACCOUNT_REMOVAL_ROWS: Row[] = [
  {
    route: 'POST /api/v1/company/user/email', variant: 'a wrong current password', expect: signedIn(400),
    req: () => ({ method: 'POST', path: `${C}/user/email`, body: { password: 'Wrong-password-1', email: 'someone-new@example.test' } }),
  },
  {
    route: 'POST /api/v1/company/user/email/confirm', variant: 'a code never asked for', expect: signedIn(400),
    req: () => ({ method: 'POST', path: `${C}/user/email/confirm`, body: { code: '000000' } }),
  },
  { route: 'GET /api/v1/company/user/export', variant: 'my own data', expect: signedIn(200), req: () => ({ method: 'GET', path: `${C}/user/export` }) },
  {
    route: 'POST /api/v1/company/user/removal-code', variant: 'a code to my own address; a site admin account cannot be removed',
    expect: E(401, 200, 200, 200, 200, 200, 200, 400), req: () => ({ method: 'POST', path: `${C}/user/removal-code`, body: {} }),
  },
  {
    route: 'POST /api/v1/company/user/removal', variant: 'a wrong password', expect: signedIn(400),
    req: () => ({ method: 'POST', path: `${C}/user/removal`, body: { password: 'Wrong-password-1' } }),
  },
];
