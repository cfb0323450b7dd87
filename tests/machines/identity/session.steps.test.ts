// The session machine step by step: the context after each event, what each effect is asked (loadLogins,
// fetchUser, login), what is written to the stored list and alerted, and each shape of a failed login or check.
import { describe, expect, it } from 'vitest';
import { sessionMachine } from '../../../src/machines/identity/session.machine';
import { ServiceUnavailableError } from '../../../src/machines/identity/errors';
import type { Login, User } from '../../../src/domain/identity/types';
import { stepActor } from '../harness';

const alice: Login = { email: 'alice@mtz.test', accessToken: 'a1', refreshToken: 'ra1' };
const bob: Login = { email: 'bob@mtz.test', accessToken: 'b1', refreshToken: 'rb1' };
const userOf = (email: string): User => ({
  id: `u-${email}`, email, firstname: email.split('@')[0], lastname: 'Test', admin: false, logo: null,
  profileName: email.split('@')[0], activated: true, companyIds: [], planLabel: 'Free',
});
// the spec's words (spec 3 and the alerts list), not the machine's constants
const INVALID_LOGIN = 'Invalid login';
const NOT_ACTIVATED = 'Account is not activated. Please confirm your email.';
const INVALID_STORED = 'Your saved login is no longer valid. Please login again.';

function start() {
  const writes: Login[][] = [];
  const alerts: { message: string; status: string }[] = [];
  const s = stepActor(sessionMachine, ['loadLogins', 'fetchUser', 'login'], {
    actions: {
      persistLogins: ({ context }: { context: { logins: Login[] } }) => { writes.push(context.logins); },
      alert: (_: unknown, params: { message: string; status: string }) => { alerts.push(params); },
    },
  });
  return { ...s, settle: s.outcome, writes, alerts };
}

/** signed in as the first of `logins` */
async function signedIn(logins: Login[]) {
  const s = start();
  await s.settle('loadLogins', logins);
  await s.settle('fetchUser', userOf(logins[0].email));
  expect(s.value()).toBe('signedIn');
  return s;
}

describe('session machine: loading and checking the stored logins', () => {
  it('starts loading with an empty context', () => {
    const { actor, ctx, value, fakes } = start();
    expect(value()).toBe('loading');
    expect(ctx()).toEqual({ logins: [], user: null, error: null, unconfirmedEmail: null, pendingEmail: '' });
    expect(fakes.pending.has('loadLogins')).toBe(true);
    actor.stop();
  });

  it('checks the first stored login and signs it in, without writing the list back', async () => {
    const { settle, asked, ctx, value, writes } = start();
    await settle('loadLogins', [bob, alice]);
    expect([value(), ctx().logins]).toEqual(['checking', [bob, alice]]);
    expect(asked('fetchUser')).toEqual({ login: bob });
    await settle('fetchUser', userOf('bob@mtz.test'));
    expect(value()).toBe('signedIn');
    expect(ctx()).toEqual({ logins: [bob, alice], user: userOf('bob@mtz.test'), error: null, unconfirmedEmail: null, pendingEmail: '' });
    expect(writes).toEqual([]);
  });

  it('is signed out with no stored login, or when the stored list cannot be read', async () => {
    const empty = start();
    await empty.settle('loadLogins', []);
    expect([empty.value(), empty.ctx().logins, empty.fakes.pending.has('fetchUser')]).toEqual(['signedOut', [], false]);
    const broken = start();
    await broken.settle('loadLogins', new Error('unreadable'), true);
    expect([broken.value(), broken.ctx().logins, broken.fakes.pending.has('fetchUser')]).toEqual(['signedOut', [], false]);
  });

  it('drops a stored login the server refuses, alerts, and checks the next one', async () => {
    const { settle, asked, ctx, value, writes, alerts } = start();
    await settle('loadLogins', [bob, alice]);
    await settle('fetchUser', { status: 401, message: 'Unauthorized' }, true);
    expect(value()).toBe('checking');
    expect(ctx()).toMatchObject({ logins: [alice], user: null, error: INVALID_STORED });
    expect(writes).toEqual([[alice]]);
    expect(alerts).toEqual([{ message: INVALID_STORED, status: 'error' }]);
    expect(asked('fetchUser')).toEqual({ login: alice });
    // the next check succeeding clears the error
    await settle('fetchUser', userOf('alice@mtz.test'));
    expect([value(), ctx().error, ctx().user?.email]).toEqual(['signedIn', null, 'alice@mtz.test']);
  });

  it('drops the login on any failure other than 503, whatever its shape', async () => {
    for (const error of [new Error('boom'), 'refused', { status: 500 }, null]) {
      const { settle, ctx, value, writes } = start();
      await settle('loadLogins', [alice]);
      await settle('fetchUser', error, true);
      expect([value(), ctx().logins, ctx().error, writes]).toEqual(['signedOut', [], INVALID_STORED, [[]]]);
    }
  });

  it('keeps the login when the server cannot be reached, and checks it again on retry', async () => {
    for (const error of [new ServiceUnavailableError(), { status: 503 }]) {
      const { settle, asked, ctx, value, writes, alerts, actor, fakes } = start();
      await settle('loadLogins', [bob, alice]);
      await settle('fetchUser', error, true);
      expect(value()).toBe('unavailable');
      expect(ctx()).toEqual({ logins: [bob, alice], user: null, error: null, unconfirmedEmail: null, pendingEmail: '' });
      expect([writes, alerts]).toEqual([[], []]);
      actor.send({ type: 'session.retry' });
      expect(value()).toBe('checking');
      expect(fakes.inputs.get('fetchUser')).toHaveLength(2);
      expect(asked('fetchUser')).toEqual({ login: bob });
    }
  });

  it('ignores session.retry and account.switch where they mean nothing', async () => {
    const { actor, settle, value, ctx } = start();
    await settle('loadLogins', [alice]);
    actor.send({ type: 'session.retry' });
    actor.send({ type: 'account.switch', email: 'alice@mtz.test' });
    expect([value(), ctx().logins]).toEqual(['checking', [alice]]);
  });
});

describe('session machine: logging in', () => {
  it('logs in from signed out with the trimmed email, stores the new login first and checks it', async () => {
    const { actor, settle, asked, ctx, value, writes } = start();
    await settle('loadLogins', []);
    actor.send({ type: 'login.submit', email: '  carol@mtz.test ', password: 'Carol123!' });
    expect(value()).toBe('authenticating');
    expect(ctx().pendingEmail).toBe('carol@mtz.test');
    expect(asked('login')).toEqual({ email: 'carol@mtz.test', password: 'Carol123!' });
    await settle('login', { accessToken: 'c1', refreshToken: 'rc1' });
    const carol = { email: 'carol@mtz.test', accessToken: 'c1', refreshToken: 'rc1' };
    expect([value(), ctx().logins, ctx().user]).toEqual(['checking', [carol], null]);
    expect(writes).toEqual([[carol]]);
    expect(asked('fetchUser')).toEqual({ login: carol });
  });

  it('shows the server message of a failed login, or "Invalid login" when it has none', async () => {
    const cases: [unknown, string][] = [
      [{ status: 401, message: 'Wrong password' }, 'Wrong password'],
      [{ status: 401 }, INVALID_LOGIN],
      [new Error(''), INVALID_LOGIN],
      ['Too many attempts', 'Too many attempts'],
      [undefined, INVALID_LOGIN],
    ];
    for (const [error, message] of cases) {
      const { actor, settle, ctx, value, writes } = start();
      await settle('loadLogins', []);
      actor.send({ type: 'login.submit', email: 'carol@mtz.test', password: 'x' });
      await settle('login', error, true);
      expect(value()).toBe('signedOut');
      expect(ctx()).toEqual({ logins: [], user: null, error: message, unconfirmedEmail: null, pendingEmail: 'carol@mtz.test' });
      expect(writes).toEqual([]);
    }
  });

  it('on 403 keeps the email that needs its confirmation code, with the server message or the spec one', async () => {
    for (const [error, message] of [[{ status: 403 }, NOT_ACTIVATED], [{ status: 403, message: 'Confirm first' }, 'Confirm first']] as const) {
      const { actor, settle, ctx, value } = start();
      await settle('loadLogins', []);
      actor.send({ type: 'login.submit', email: ' dave@mtz.test', password: 'x' });
      await settle('login', error, true);
      expect([value(), ctx().error, ctx().unconfirmedEmail]).toEqual(['signedOut', message, 'dave@mtz.test']);
      // a new attempt clears both
      actor.send({ type: 'login.submit', email: 'erin@mtz.test', password: 'y' });
      expect([value(), ctx().error, ctx().unconfirmedEmail, ctx().pendingEmail]).toEqual(['authenticating', null, null, 'erin@mtz.test']);
    }
  });

  it('logs in from unavailable too', async () => {
    const { actor, settle, asked, value } = start();
    await settle('loadLogins', [alice]);
    await settle('fetchUser', { status: 503 }, true);
    actor.send({ type: 'login.submit', email: 'bob@mtz.test', password: 'Bob12345!' });
    expect([value(), asked('login')]).toEqual(['authenticating', { email: 'bob@mtz.test', password: 'Bob12345!' }]);
    await settle('login', { status: 401 }, true);
    // nobody was signed in: back to signed out, the stored login kept
    expect(value()).toBe('signedOut');
  });

  it('while signed in, a failed login of another account returns to the signed-in user', async () => {
    const { actor, settle, ctx, value, writes } = await signedIn([alice]);
    actor.send({ type: 'login.submit', email: 'bob@mtz.test', password: 'nope' });
    expect([value(), ctx().user?.email]).toEqual(['authenticating', 'alice@mtz.test']);
    await settle('login', { status: 401, message: 'Invalid login' }, true);
    expect([value(), ctx().user?.email, ctx().logins, ctx().error]).toEqual(['signedIn', 'alice@mtz.test', [alice], INVALID_LOGIN]);
    expect(writes).toEqual([]);
  });

  it('while signed in, a successful login adds the account first and forgets the previous user until checked', async () => {
    const { actor, settle, ctx, value, writes, asked } = await signedIn([alice]);
    actor.send({ type: 'login.submit', email: 'bob@mtz.test', password: 'Bob12345!' });
    await settle('login', { accessToken: 'b1', refreshToken: 'rb1' });
    expect([value(), ctx().user, ctx().logins]).toEqual(['checking', null, [bob, alice]]);
    expect(writes).toEqual([[bob, alice]]);
    expect(asked('fetchUser')).toEqual({ login: bob });
  });
});

describe('session machine: tokens, logout, stored logins and switching', () => {
  it('a refresh replaces the current tokens and writes the list', async () => {
    const { actor, ctx, value, writes } = await signedIn([bob, alice]);
    actor.send({ type: 'token.refreshed', tokens: { accessToken: 'b2', refreshToken: 'rb2' } });
    expect([value(), ctx().logins]).toEqual(['signedIn', [{ email: 'bob@mtz.test', accessToken: 'b2', refreshToken: 'rb2' }, alice]]);
    expect(writes).toEqual([ctx().logins]);
  });

  for (const type of ['logout', 'token.expired'] as const) {
    it(`${type} drops the current login and checks the next one, or signs out after the last`, async () => {
      const { actor, settle, ctx, value, writes, asked } = await signedIn([bob, alice]);
      actor.send({ type });
      expect([value(), ctx().logins, ctx().user]).toEqual(['checking', [alice], null]);
      expect(asked('fetchUser')).toEqual({ login: alice });
      await settle('fetchUser', userOf('alice@mtz.test'));
      actor.send({ type });
      expect([value(), ctx().logins, ctx().user]).toEqual(['signedOut', [], null]);
      expect(writes).toEqual([[alice], []]);
      // nothing left to drop: ignored
      actor.send({ type });
      expect(writes).toHaveLength(2);
    });
  }

  it('a login stored elsewhere (the confirmation code) becomes current, clears the errors and is checked', async () => {
    const { actor, settle, ctx, value, writes, asked } = start();
    await settle('loadLogins', [alice]);
    await settle('fetchUser', { status: 401 }, true);
    actor.send({ type: 'login.submit', email: 'dave@mtz.test', password: 'x' });
    await settle('login', { status: 403 }, true);
    expect(ctx()).toMatchObject({ error: NOT_ACTIVATED, unconfirmedEmail: 'dave@mtz.test' });
    const dave = { email: 'dave@mtz.test', accessToken: 'd1', refreshToken: 'rd1' };
    actor.send({ type: 'login.store', login: dave });
    expect(value()).toBe('checking');
    expect(ctx()).toMatchObject({ logins: [dave], error: null, unconfirmedEmail: null });
    expect(writes.at(-1)).toEqual([dave]);
    expect(asked('fetchUser')).toEqual({ login: dave });
  });

  it('switching to a stored account moves it first, forgets the user until checked, and writes the list', async () => {
    const { actor, ctx, value, writes, asked } = await signedIn([bob, alice]);
    actor.send({ type: 'account.switch', email: 'alice@mtz.test' });
    expect([value(), ctx().logins, ctx().user]).toEqual(['checking', [alice, bob], null]);
    expect(writes).toEqual([[alice, bob]]);
    expect(asked('fetchUser')).toEqual({ login: alice });
  });
});
