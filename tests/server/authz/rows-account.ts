// Matrix rows of the member's own account (/me/account): every signed-in role edits only itself. The password row
// sends a wrong current password (a right one would end the world's sessions): refused as such, for every role.
import { signedIn, type Row } from './matrix';
import { C } from './world';

export const ACCOUNT_ROWS: Row[] = [
  { route: 'PATCH /api/v1/company/user', variant: 'my own last name, unchanged', expect: signedIn(200), req: () => ({ method: 'PATCH', path: `${C}/user`, body: { lastname: 'User' } }) },
  {
    route: 'POST /api/v1/company/user/password', variant: 'a wrong current password', expect: signedIn(400),
    req: () => ({ method: 'POST', path: `${C}/user/password`, body: { currentPassword: 'Wrong-password-1', password: 'Another123' } }),
  },
];
