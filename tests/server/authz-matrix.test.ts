// The authorization matrix: eight roles (visitor, signed-in stranger, admin of another group and owner of
// another company, group member, group admin, group owner, company owner, site admin) against every mutating route
// and every private read of groups, group posts/events/members/resources/sponsors, donations, member plans,
// companies (owner routes) and billing. Each cell has an expected outcome; the test prints the number of cells and
// fails listing every mismatch. A second test fails when a route of these areas has no row (nor a reason to have none).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startPglite, type Api, type TestServer } from './harness';
import type { Answer, Outcome, Req, Row } from './authz/matrix';
import { ACCOUNT_ROWS } from './authz/rows-account';
import { ACCOUNT_REMOVAL_ROWS } from './authz/rows-account-removal';
import { ADS_ROWS } from './authz/rows-ads';
import { ADMIN_ROWS } from './authz/rows-admin';
import { ADMIN_STATS_ROWS } from './authz/rows-admin-stats';
import { ADMIN_SYNCS_ROWS } from './authz/rows-admin-syncs';
import { ADMIN_EMAIL_ROWS } from './authz/rows-admin-email';
import { ADMIN_MONEY_ROWS } from './authz/rows-admin-money';
import { BILLING_ROWS } from './authz/rows-billing';
import { COMPANY_ROWS } from './authz/rows-company';
import { CRM_ROWS } from './authz/rows-crm';
import { CRM_MAIL_ROWS } from './authz/rows-crm-mail';
import { NEWS_ROWS } from './authz/rows-news';
import { CONTENT_ROWS } from './authz/rows-content';
import { METRICS_ROWS } from './authz/rows-metrics';
import { GROUP_ROWS } from './authz/rows-groups';
import { SPONSOR_ROWS } from './authz/rows-sponsors';
import { TAGALERT_ROWS } from './authz/rows-tagalerts';
import { TICKET_ROWS } from './authz/rows-tickets';
import { TIMELINE_ROWS } from './authz/rows-timeline';
import { SOCIAL_ROWS } from './authz/rows-social';
import { GEO_ROWS } from './authz/rows-geo';
import { buildWorld, ROLE_NOTES, ROLES, type World } from './authz/world';
import { refusesSiteAdmin, SITE_ADMIN_REFUSED } from '../../server/src/http/registry';

const ROWS: Row[] = [...GROUP_ROWS, ...SPONSOR_ROWS, ...COMPANY_ROWS, ...BILLING_ROWS, ...CRM_ROWS, ...CRM_MAIL_ROWS, ...ADMIN_ROWS, ...ADMIN_STATS_ROWS, ...ADMIN_SYNCS_ROWS, ...ADMIN_EMAIL_ROWS, ...ADMIN_MONEY_ROWS, ...ACCOUNT_ROWS, ...ACCOUNT_REMOVAL_ROWS, ...TICKET_ROWS, ...ADS_ROWS, ...NEWS_ROWS, ...CONTENT_ROWS, ...TAGALERT_ROWS, ...SOCIAL_ROWS, ...METRICS_ROWS, ...TIMELINE_ROWS, ...GEO_ROWS];

/** The areas the matrix answers for (route tags), and routes of them that need no row, with the reason. */
const AREAS = ['groups', 'sponsors', 'donations', 'member-plans', 'company', 'files', 'payment', 'crm', 'admin', 'tickets', 'ads', 'news', 'content', 'tagalerts', 'social', 'metrics', 'timeline', 'geo'];
const NO_ROW: Record<string, string> = {
  'POST /api/v1/company/auth': 'sign-in, codes, refresh: tested in auth.test.ts and token-revocation.test.ts',
  'POST /api/v1/company/users': 'registration',
  'GET /api/v1/company/user': 'the caller themself',
  'GET /api/v1/company/users': 'people search of signed-in users (network), no owner data',
  'PATCH /api/v1/company/users/{id}': 'site admin deactivation: token-revocation.test.ts',
  'GET /api/v1/company/categories': 'public business types',
  'GET /api/v1/company/companies': 'public directory',
  'GET /api/v1/company/companies/{id}': 'public company profile',
  'GET /api/v1/company/companies/{id}/members': 'public member list of a company',
  'GET /api/v1/company/company-media/{id}': 'public logo and banner bytes',
  'GET /api/v1/company/company-posts': 'public company posts (deactivated ones: see the {id} row)',
  'GET /api/v1/company/follows': 'public follower lists',
  'GET /api/v1/company/follows/stats': 'public follower counts',
  'GET /api/v1/company/user-profiles/{profileName}': 'public user profile',
  'GET /api/v1/company/company-group-events/time-zones': 'a constant list',
  'GET /api/v1/company/company-group-images/{id}': 'image bytes by unguessable id (an <img> sends no token)',
  'POST /api/v1/company/tracking-code-logs': 'anonymous visit counter',
  'GET /api/v1/company/cg-sponsor-banners/{id}': 'banner bytes by unguessable id',
  'GET /api/v1/payment/plans': 'public MTZ plans',
  'POST /api/v1/payment/sandbox/tokens': 'the sandbox gateway tokenises a card number, no account',
};

let s: TestServer;
let api: Api;
let w: World;

async function send(req: Req, token: string | undefined): Promise<Answer> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let body: BodyInit | undefined;
  if (req.form) {
    const form = new FormData();
    for (const [name, [bytes, type]] of Object.entries(req.form)) form.append(name, new Blob([bytes], { type }), `${name}.png`);
    body = form;
  } else if (req.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(req.body);
  }
  const r = await fetch(`${s.url}${req.path}`, { method: req.method, headers, body });
  const text = await r.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // bytes (images): the status is what counts
  }
  return { status: r.status, body: parsed };
}

beforeAll(async () => {
  s = await startPglite();
  api = client(s);
  w = await buildWorld(s, api);
}, 300_000);
afterAll(async () => {
  await s?.close();
});

describe('authorization matrix', () => {
  it('every cell answers as expected', async () => {
    const mismatches: string[] = [];
    let cells = 0;
    let confinedCells = 0;
    // spec 6: the site admin is confined to the admin portal on the server too. Every member route outside the few
    // the portal and the sign-in need (SITE_ADMIN_ALSO) answers the site admin 403 with the spec's sentence, whatever
    // the row would answer a member: that cell's expectation is this refusal, not the row's siteAdmin column.
    const confinedRoutes = new Set(s.routes.filter(refusesSiteAdmin).map((r) => `${r.method.toUpperCase()} ${r.path}`));
    for (const row of ROWS) {
      for (const role of ROLES) {
        cells++;
        const confined = role === 'siteAdmin' && confinedRoutes.has(row.route);
        if (confined) confinedCells++;
        const expected: Outcome = confined ? `403 ${SITE_ADMIN_REFUSED}` : row.expect[role];
        let got: Outcome;
        let detail = '';
        try {
          const a = await send(await row.req(w, role), w.token(role));
          const message = (a.body as { message?: unknown } | undefined)?.message;
          got = confined ? `${a.status} ${String(message)}` : row.observe ? row.observe(a, w) : a.status;
          if (typeof message === 'string') detail = ` (${message})`;
        } catch (err) {
          got = `setup failed: ${err instanceof Error ? err.message : String(err)}`;
        }
        if (got !== expected) mismatches.push(`${row.route}${row.variant ? ` [${row.variant}]` : ''} as ${role}: expected ${expected}, got ${got}${detail}`);
      }
    }
    console.log(`authorization matrix: ${cells} cells (${ROWS.length} rows x ${ROLES.length} roles), ${mismatches.length} mismatches; ${confinedCells} site-admin cells refused as confined to the admin portal`);
    console.log(`roles: ${ROLES.map((r) => `${r} (${ROLE_NOTES[r]})`).join('; ')}`);
    if (mismatches.length) console.log(mismatches.join('\n'));
    expect(mismatches).toEqual([]);
    expect(s.serverErrors()).toBe(0);
  }, 600_000);

  it('has a row for every route of its areas, or a reason for none', () => {
    const covered = new Set(ROWS.map((r) => r.route));
    const missing = s.routes
      .filter((r) => AREAS.includes(r.tag))
      .map((r) => `${r.method.toUpperCase()} ${r.path}`)
      .filter((k) => !covered.has(k) && !(k in NO_ROW));
    const stale = [...covered].filter((k) => !s.routes.some((r) => `${r.method.toUpperCase()} ${r.path}` === k));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });
});
