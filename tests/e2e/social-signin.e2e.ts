// Social sign-in in Chromium, the whole redirect flow through openid-client against a local OpenID Connect provider
// (oauth2-mock-server): a first Google sign-in creates the account and lands on the intro's company step, a second
// one (another browser) signs in to the same account, and a provider's refusal shows 'Google login failed'.
// The provider's settings reach the server only through its environment, so this test starts a server of its own
// (port SOCIAL_E2E_PORT, default 4315; the provider on a free port), beside the suite's.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OAuth2Server } from 'oauth2-mock-server';
import { uniqueEmail } from './page-models/api';

const port = Number(process.env.SOCIAL_E2E_PORT ?? 4315);
const site = `http://localhost:${port}`;
let provider: OAuth2Server;
let server: ChildProcess | null = null;
let identity: Record<string, unknown> = {};

async function waitForServer(deadline: number): Promise<void> {
  for (;;) {
    if (server?.exitCode !== null) throw new Error(`the social sign-in test server exited (${server?.exitCode})`);
    try {
      if ((await fetch(`${site}/api/v1/openapi.json`)).ok) return;
    } catch { /* not listening yet */ }
    if (Date.now() > deadline) throw new Error('the social sign-in test server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
}

test.beforeAll(async () => {
  test.setTimeout(240_000); // first start: initdb, migrations and the demo seed, on a busy machine
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, 'localhost');
  provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    if ('nonce' in token.payload) Object.assign(token.payload, identity);
  });
  server = spawn(join('node_modules', '.bin', 'tsx'), ['server/src/main.ts'], {
    detached: true, // its own process group: stopped whole in afterAll
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env, PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), 'mtz-e2e-social-')), NODE_ENV: 'test', RATE_LIMITS: '100', DEV_ENDPOINTS: '1',
      GOOGLE_CLIENT_ID: 'mtz-e2e', GOOGLE_CLIENT_SECRET: 'mtz-e2e-secret', GOOGLE_ISSUER: provider.issuer.url ?? '',
    },
  });
  await waitForServer(Date.now() + 220_000);
});

test.afterAll(async () => {
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  await provider?.stop();
});

async function signInWithGoogle(page: Page) {
  await page.goto(`${site}/login`);
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
}

async function freshPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test('a first Google sign-in creates the account and continues to the company step; a second one signs in to it', async ({ browser }) => {
  test.slow();
  const email = uniqueEmail('grace');
  identity = { sub: `google-${email}`, email, email_verified: true, given_name: 'Grace', family_name: 'Hopper' };

  const first = await freshPage(browser);
  await first.goto(`${site}/login`);
  // the server has Google only: once its button is there, the list has arrived, and LinkedIn's is not offered
  await expect(first.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  await expect(first.getByRole('button', { name: 'Sign in with LinkedIn' })).toHaveCount(0);
  await signInWithGoogle(first);
  await expect(first).toHaveURL(new RegExp(`^${site}/me/intro\\?step=2`));
  await expect(first.getByRole('heading', { name: 'Step 2 of 4: Your company' })).toBeVisible();
  await first.goto(`${site}/me/account`);
  await expect(first.getByRole('region', { name: 'Linked sign-ins' }).getByText(`Google: ${email}`)).toBeVisible();

  // another browser, no session: the provider's same account signs in to the same account (no second sign-up, no link step)
  const second = await freshPage(browser);
  await signInWithGoogle(second);
  await expect(second).toHaveURL(new RegExp(`^${site}/me$`));
  await second.goto(`${site}/me/account`);
  await expect(second.getByLabel('First name')).toHaveValue('Grace');
  await expect(second.getByText(`Google: ${email}`)).toBeVisible();
});

/** A member registered with a password (and confirmed with the mailed code) on this test's server. */
async function registeredMember(email: string, password: string): Promise<void> {
  const post = (path: string, body: unknown) => fetch(`${site}/api/v1/company${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const reg = await post('/users', { firstname: 'Ada', lastname: 'Byron', email, password, confirmType: 'CODE', meta: { companyName: 'Byron Looms', categoryIds: 'cat-1' } });
  expect(reg.status).toBe(201);
  const mails = (await (await fetch(`${site}/api/v1/alert/dev/mails?to=${encodeURIComponent(email)}`)).json()) as { text: string }[];
  const confirmCode = /\b\d{6}\b/.exec(mails[0]?.text ?? '')?.[0];
  expect((await post('/auth', { type: 'CONFIRM_EMAIL_WITH_CODE', data: { email, confirmCode } })).status).toBe(200);
}

test("an e-mail registered with a password is linked only once that password is given", async ({ browser }) => {
  const email = uniqueEmail('ada');
  await registeredMember(email, 'Secret123');
  identity = { sub: `google-${email}`, email, email_verified: true, given_name: 'Ada', family_name: 'Lovelace' };
  const page = await freshPage(browser);
  await signInWithGoogle(page);
  const form = page.getByRole('form', { name: 'Link your sign-in' });
  await expect(form.getByText(/This e-mail is already registered/)).toBeVisible();
  await form.getByLabel('Password').fill('Wrong1234');
  await form.getByRole('button', { name: 'Link and sign in' }).click();
  await expect(form.getByText('Invalid login')).toBeVisible();
  await form.getByLabel('Password').fill('Secret123');
  await form.getByRole('button', { name: 'Link and sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`^${site}/me$`));
  await page.goto(`${site}/me/account`);
  await expect(page.getByLabel('First name')).toHaveValue('Ada'); // the registered account, not a new one from the provider's names
  await expect(page.getByText(`Google: ${email}`)).toBeVisible();
});

test("the provider's refusal shows 'Google login failed' and signs nobody in", async ({ browser }) => {
  identity = { sub: 'google-refused', email: uniqueEmail('refused'), email_verified: true };
  const refuse = (redirect: { url: URL }) => {
    redirect.url.searchParams.delete('code');
    redirect.url.searchParams.set('error', 'access_denied');
  };
  provider.service.once('beforeAuthorizeRedirect', refuse);
  const page = await freshPage(browser);
  await signInWithGoogle(page);
  await expect(page).toHaveURL(new RegExp(`^${site}/auth/google\\?`));
  await expect(page.getByRole('alert').filter({ hasText: 'Google login failed' }).first()).toBeVisible();
  await page.goto(`${site}/me`);
  await expect(page.getByText('Login required. Please Login to access.')).toBeVisible();
});
