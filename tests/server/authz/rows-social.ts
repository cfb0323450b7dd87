// Matrix rows of social sign-in (tag 'social'): the provider list and the start of a flow are open to everyone (the
// matrix's server has no provider configured: a start is 404 for every role), a link needs the flow's handle and the
// account's password, not a session (a forged handle is 400 for everyone); my linked sign-ins need a session.
import { all, signedIn, type Row } from './matrix';

const S = '/api/v1/company/auth/social';

export const SOCIAL_ROWS: Row[] = [
  { route: `GET ${S}/providers`, expect: all(200), req: () => ({ method: 'GET', path: `${S}/providers` }) },
  {
    route: `POST ${S}/start`, variant: 'provider not configured', expect: all(404),
    req: () => ({ method: 'POST', path: `${S}/start`, body: { type: 'GOOGLE', redirectUrl: 'http://localhost/auth/google' } }),
  },
  {
    route: `POST ${S}/link`, variant: 'a handle no flow has', expect: all(400),
    req: (w) => ({ method: 'POST', path: `${S}/link`, body: { socialToken: `forged-${w.uniq()}`, password: 'Secret123' } }),
  },
  {
    route: `POST ${S}/link/code`, variant: 'a handle no flow has', expect: all(400),
    req: (w) => ({ method: 'POST', path: `${S}/link/code`, body: { socialToken: `forged-${w.uniq()}` } }),
  },
  { route: 'GET /api/v1/company/user/social-links', expect: signedIn(200), req: () => ({ method: 'GET', path: '/api/v1/company/user/social-links' }) },
];
