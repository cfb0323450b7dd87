// Each companies machine is built when its module loads, so a machine that cannot be built breaks the page that
// imports it. The modules are imported inside the tests (not at the top) so that such a failure is a failing test
// here, not a test file that cannot load (which a mutation run would not count as a failure).
import { expect, it } from 'vitest';
import { createActor, type AnyStateMachine } from 'xstate';

const MACHINES: [string, () => Promise<AnyStateMachine>, unknown, string][] = [
  ['connection', async () => (await import('../../../src/machines/companies/connection.machine')).connectionMachine, { signedIn: true }, 'none'],
  ['follow (a visitor)', async () => (await import('../../../src/machines/companies/follow.machine')).followMachine, { signedIn: false, companyId: 'c1', followerId: null }, 'notFollowing'],
  ['owner invite', async () => (await import('../../../src/machines/companies/owner-invite.machine')).ownerInviteMachine, undefined, 'editing'],
  ['watchlist add', async () => (await import('../../../src/machines/companies/watchlist-add.machine')).watchlistAddMachine, { signedIn: true, companyId: 'c1' }, 'closed'],
];

it.each(MACHINES)('the %s machine loads and starts where the page expects it', async (_name, load, input, first) => {
  const actor = createActor(await load(), { input }).start();
  expect(actor.getSnapshot().value).toBe(first);
  expect(actor.getSnapshot().status).toBe('active');
  actor.stop();
});
