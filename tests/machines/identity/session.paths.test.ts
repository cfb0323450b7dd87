// Path tests generated from the session machine's graph, replayed on a real actor with fake effects.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { sessionMachine, SESSION_MESSAGES, type SessionEvent } from '../../../src/machines/identity/session.machine';
import type { Login, User } from '../../../src/domain/identity/types';
import { controllableActors, itTakesEveryTransition, replay, restingLeafValues, transitionCoverage, transitionPaths } from '../harness';

const alice: Login = { email: 'alice@mtz.test', accessToken: 'a1', refreshToken: 'ra1' };
const bob: Login = { email: 'bob@mtz.test', accessToken: 'b1', refreshToken: 'rb1' };
const userOf = (email: string): User => ({
  id: `u-${email}`, email, firstname: email.split('@')[0], lastname: 'Test', admin: false, logo: null,
  profileName: email.split('@')[0], activated: true, companyIds: [], planLabel: 'Free',
});

type GraphEvent = SessionEvent | { type: string; output?: unknown; error?: unknown };

const eventsFor = (s: { context: { logins: Login[] } }): GraphEvent[] => [
  { type: 'xstate.done.actor.loadLogins', output: [bob, alice] },
  { type: 'xstate.done.actor.loadLogins', output: [] },
  { type: 'xstate.error.actor.loadLogins', error: new Error('the stored list is unreadable') },
  { type: 'xstate.done.actor.fetchUser', output: userOf(s.context.logins[0]?.email ?? 'nobody@mtz.test') },
  { type: 'xstate.error.actor.fetchUser', error: { status: 401, message: 'Unauthorized' } },
  { type: 'xstate.error.actor.fetchUser', error: { status: 503, message: 'Service unavailable 503' } },
  { type: 'login.submit', email: 'alice@mtz.test', password: 'Alice123!' },
  { type: 'login.submit', email: 'carol@mtz.test', password: 'Carol123!' },
  { type: 'xstate.done.actor.login', output: { accessToken: 'new', refreshToken: 'rnew' } },
  { type: 'xstate.error.actor.login', error: { status: 401, message: 'Invalid login' } },
  { type: 'xstate.error.actor.login', error: { status: 403, message: SESSION_MESSAGES.notActivated } },
  { type: 'token.refreshed', tokens: { accessToken: 'a2', refreshToken: 'ra2' } },
  { type: 'token.expired' },
  { type: 'logout' },
  { type: 'account.switch', email: 'alice@mtz.test' },
  { type: 'account.switch', email: 'bob@mtz.test' },
  { type: 'session.retry' },
];

// One path per abstract state: the machine state, how many logins, whether a user is loaded and
// which message shows. Exact token values and list order would multiply paths without new behaviour.
type Snap = { value: unknown; context: { logins: Login[]; user: User | null; error: string | null; unconfirmedEmail: string | null } };
const view = (s: Snap) => [s.value, s.context.logins.length, s.context.user !== null, s.context.error, s.context.unconfirmedEmail !== null];
const paths = transitionPaths(sessionMachine, {
  events: eventsFor as never,
  serializeState: (s) => JSON.stringify(view(s)),
});
// the fake server answers for whichever login it is asked about
const replayOptions = {
  view: view as never,
  output: (id: string, input: unknown, out: unknown) => (id === 'fetchUser' ? userOf((input as { login: Login }).login.email) : out),
};

const coverage = transitionCoverage(sessionMachine);
describe('session machine: every shortest path of its graph', () => {
  it('reaches every resting state', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect([...reached].sort()).toEqual(restingLeafValues(sessionMachine).sort());
    expect(paths.length).toBeGreaterThan(20);
  });

  it.each(paths.map((p) => [`${p.steps.map((s) => s.event.type).join(' > ')}`, p] as const))('%s', async (_name, path) => {
    const fakes = controllableActors(['loadLogins', 'fetchUser', 'login']);
    let stored: Login[] | null = null;
    const alerts: string[] = [];
    const machine = sessionMachine.provide({
      actors: fakes.actors as never,
      actions: {
        persistLogins: ({ context }) => { stored = context.logins; },
        alert: (_, params) => { alerts.push(params.message); },
      },
    });
    const actor = createActor(machine, { inspect: coverage.inspect }).start();
    await replay(actor, fakes, path.steps.slice(0, -1) as never, replayOptions);
    const alertsBefore = alerts.length;
    const before = actor.getSnapshot().context;
    await replay(actor, fakes, path.steps.slice(-1) as never, replayOptions);
    const snap = actor.getSnapshot();
    const ctx = snap.context;

    // the stored list (what loadLogins read, until the machine writes it) always mirrors the machine's list
    const loaded = path.steps.map((st) => st.event as { type: string; output?: unknown }).find((e) => e.type === 'xstate.done.actor.loadLogins');
    const read = loaded?.output as Login[] | undefined;
    const storage = stored ?? read ?? null;
    if (storage !== null) expect(storage).toEqual(ctx.logins);
    // signed in means: the user is the current login's user, and that is what fetchUser was asked about
    if (snap.matches('signedIn')) {
      expect(ctx.user?.email).toBe(ctx.logins[0].email);
      const asked = fakes.inputs.get('fetchUser') ?? [];
      expect((asked.at(-1) as { login: Login }).login.email).toBe(ctx.logins[0].email);
    }
    if (snap.matches('signedOut')) expect(ctx.user).toBeNull();
    if (snap.matches('checking')) expect(ctx.logins.length).toBeGreaterThan(0);
    // logins are unique by email
    expect(new Set(ctx.logins.map((l) => l.email)).size).toBe(ctx.logins.length);

    const last = path.steps.at(-1)!.event as GraphEvent & { error?: { status: number } };
    if (last.type === 'xstate.error.actor.login') {
      expect(ctx.error).toBe(last.error?.status === 403 ? SESSION_MESSAGES.notActivated : 'Invalid login');
      expect(ctx.unconfirmedEmail).toBe(last.error?.status === 403 ? ctx.pendingEmail : null);
    }
    if (last.type === 'xstate.error.actor.fetchUser' && last.error?.status === 401) {
      expect(alerts.slice(alertsBefore)).toEqual([SESSION_MESSAGES.invalidStoredLogin]);
      expect(ctx.logins).toEqual(before.logins.slice(1));
    }
    if (last.type === 'xstate.error.actor.fetchUser' && last.error?.status === 503) {
      expect(snap.matches('unavailable')).toBe(true);
      expect(alerts.length).toBe(alertsBefore);
      expect(ctx.logins).toEqual(before.logins);
    }
    if (last.type === 'token.expired' || last.type === 'logout') {
      expect(ctx.logins).toEqual(before.logins.slice(1));
    }
    if (last.type === 'xstate.done.actor.login') {
      expect(ctx.logins[0]).toEqual({ email: ctx.pendingEmail, accessToken: 'new', refreshToken: 'rnew' });
      expect(ctx.error).toBeNull();
    }
    actor.stop();
  });
  itTakesEveryTransition(coverage);
});

describe('session machine: scenarios', () => {
  it('adds a second account, switches back without signing in, and logs out to the other one', async () => {
    const fakes = controllableActors(['loadLogins', 'fetchUser', 'login']);
    const fetched: string[] = [];
    const actor = createActor(sessionMachine.provide({ actors: fakes.actors as never })).start();
    const settle = async (id: string, value: unknown) => {
      const p = fakes.pending.get(id)!;
      fakes.pending.delete(id);
      if (id === 'fetchUser') fetched.push((p.input as { login: Login }).login.email);
      p.resolve(value);
      await new Promise((r) => setTimeout(r, 0));
    };
    await settle('loadLogins', [alice]);
    await settle('fetchUser', userOf('alice@mtz.test'));
    expect(actor.getSnapshot().value).toBe('signedIn');
    actor.send({ type: 'login.submit', email: 'bob@mtz.test', password: 'Bob12345!' });
    await settle('login', { accessToken: 'b1', refreshToken: 'rb1' });
    await settle('fetchUser', userOf('bob@mtz.test'));
    expect(actor.getSnapshot().context.logins.map((l) => l.email)).toEqual(['bob@mtz.test', 'alice@mtz.test']);
    actor.send({ type: 'account.switch', email: 'alice@mtz.test' });
    expect(fakes.pending.has('login')).toBe(false);
    await settle('fetchUser', userOf('alice@mtz.test'));
    expect(actor.getSnapshot().context.user?.email).toBe('alice@mtz.test');
    actor.send({ type: 'logout' });
    await settle('fetchUser', userOf('bob@mtz.test'));
    expect(actor.getSnapshot().context.logins).toEqual([bob]);
    expect(fetched).toEqual(['alice@mtz.test', 'bob@mtz.test', 'alice@mtz.test', 'bob@mtz.test']);
  });
});

describe('session machine: switching accounts', () => {
  it('switches to another stored account however it is typed; the current or an unknown one changes nothing', async () => {
    const fakes = controllableActors(['loadLogins', 'fetchUser', 'login']);
    const actor = createActor(sessionMachine.provide({ actors: fakes.actors as never })).start();
    const settle = async (id: string, value: unknown) => {
      const p = fakes.pending.get(id)!;
      fakes.pending.delete(id);
      p.resolve(value);
      await new Promise((r) => setTimeout(r, 0));
    };
    await settle('loadLogins', [bob, alice]);
    await settle('fetchUser', userOf('bob@mtz.test'));
    for (const email of ['bob@mtz.test', ' BOB@mtz.test ', 'carol@mtz.test']) {
      actor.send({ type: 'account.switch', email });
      expect(actor.getSnapshot().value).toBe('signedIn');
      expect(actor.getSnapshot().context.logins).toEqual([bob, alice]);
      expect(fakes.pending.has('fetchUser')).toBe(false);
    }
    actor.send({ type: 'account.switch', email: ' ALICE@MTZ.test ' });
    expect(actor.getSnapshot().value).toBe('checking');
    expect(actor.getSnapshot().context.logins.map((l) => l.email)).toEqual(['alice@mtz.test', 'bob@mtz.test']);
    expect((fakes.pending.get('fetchUser')!.input as { login: Login }).login.email).toBe('alice@mtz.test');
    actor.stop();
  });
});

describe('session machine: logout before the stored list is loaded', () => {
  it('does not overwrite the stored logins', async () => {
    const fakes = controllableActors(['loadLogins', 'fetchUser', 'login']);
    const writes: Login[][] = [];
    const actor = createActor(sessionMachine.provide({
      actors: fakes.actors as never,
      actions: { persistLogins: ({ context }) => { writes.push(context.logins); } },
    })).start();
    actor.send({ type: 'logout' });
    actor.send({ type: 'token.expired' });
    expect(actor.getSnapshot().value).toBe('loading');
    fakes.pending.get('loadLogins')!.resolve([alice]);
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('checking');
    expect(writes).toEqual([]);
  });
});
