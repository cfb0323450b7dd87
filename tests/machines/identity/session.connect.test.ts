// What views see of each session state: checked over every state the graph reaches (walked inside the tests,
// so a machine that cannot be walked fails a test instead of the file's collection).
import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { sessionMachine } from '../../../src/machines/identity/session.machine';
import { connectSession, type SessionSnapshot } from '../../../src/machines/identity/session.connect';
import type { User } from '../../../src/domain/identity/types';

const alice = { email: 'alice@mtz.test', accessToken: 'a', refreshToken: 'ra' };
const user: User = { id: 'u1', email: 'alice@mtz.test', firstname: 'Alice', lastname: 'A', admin: false, logo: null, profileName: 'alice', activated: true, companyIds: [], planLabel: 'Free' };
const events = [
  { type: 'xstate.done.actor.loadLogins', output: [alice] },
  { type: 'xstate.done.actor.loadLogins', output: [] },
  { type: 'xstate.done.actor.fetchUser', output: user },
  { type: 'xstate.error.actor.fetchUser', error: { status: 503, message: 'Service unavailable 503' } },
  { type: 'login.submit', email: 'bob@mtz.test', password: 'x' },
  { type: 'xstate.error.actor.login', error: { status: 401, message: 'Invalid login' } },
];

let walked: SessionSnapshot[] | null = null;
const states = (): SessionSnapshot[] => (walked ??= getShortestPaths(sessionMachine, { events: events as never }).map((p) => p.state as SessionSnapshot));

/** the view of each resting state: [value, a user in the context] -> what views see */
const expected: Record<string, ReturnType<typeof connectSession>> = {
  'loading,false': { status: 'loading', user: null, busy: false, unavailable: false },
  'checking,false': { status: 'loading', user: null, busy: true, unavailable: false },
  'signedIn,true': { status: 'signedIn', user, busy: false, unavailable: false },
  'signedOut,false': { status: 'signedOut', user: null, busy: false, unavailable: false },
  'unavailable,false': { status: 'signedOut', user: null, busy: false, unavailable: true },
  'authenticating,false': { status: 'signedOut', user: null, busy: true, unavailable: false },
  'authenticating,true': { status: 'signedIn', user, busy: true, unavailable: false },
};

describe('connectSession', () => {
  it('gives each state the graph reaches its view', () => {
    const seen = new Set<string>();
    for (const s of states()) {
      const key = `${String(s.value)},${s.context.user !== null}`;
      seen.add(key);
      expect([key, connectSession(s)]).toEqual([key, expected[key]]);
    }
    // every case above is among the graph's states, so none of the checks is vacuous
    expect([...seen].sort()).toEqual(Object.keys(expected).sort());
  });

  it('hides a user left in the context while checking another login', () => {
    const checking = states().find((s) => s.matches('checking'))!;
    const stale = { ...checking, context: { ...checking.context, user } } as SessionSnapshot;
    expect(connectSession(stale)).toEqual({ status: 'loading', user: null, busy: true, unavailable: false });
  });
});
