// What views see of each session state: checked over every state the graph reaches.
import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { sessionMachine } from '../../../src/machines/identity/session.machine';
import { connectSession } from '../../../src/machines/identity/session.connect';
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

const states = getShortestPaths(sessionMachine, { events: events as never }).map((p) => p.state);

describe('connectSession', () => {
  it('says loading until the stored login is checked', () => {
    const waiting = states.filter((x) => x.matches('loading') || x.matches('checking'));
    // both waiting states are among the graph's states, so the check below runs on each
    expect(new Set(waiting.map((s) => s.value))).toEqual(new Set(['loading', 'checking']));
    for (const s of waiting) expect(connectSession(s).status).toBe('loading');
  });
  it('says signedIn with the user only when one is loaded', () => {
    for (const s of states) {
      const v = connectSession(s);
      if (v.status === 'signedIn') expect(v.user).not.toBeNull();
      if (s.matches('signedOut') || s.matches('unavailable')) expect(v).toMatchObject({ status: 'signedOut', user: null });
    }
    expect(states.some((s) => connectSession(s).status === 'signedIn')).toBe(true);
  });
  it('keeps the previous user visible while another account signs in, and flags busy', () => {
    const adding = states.find((s) => s.matches('authenticating') && s.context.user !== null);
    expect(adding).toBeDefined();
    expect(connectSession(adding!)).toMatchObject({ status: 'signedIn', busy: true, user: { email: 'alice@mtz.test' } });
    const unavailable = states.find((s) => s.matches('unavailable'));
    expect(connectSession(unavailable!).unavailable).toBe(true);
  });
});
