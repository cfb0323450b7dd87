// Model-based property of the whole store, first half of the runs, and the seeds that
// once found bugs: the composed engine against a reference server of follows, connections, group members,
// orders, notifications, one-user lists and chat (the harness: sync-store-model.ts, the server:
// sync-store-model-server.ts; the second half: sync-store-model-2.test.ts, so CI runs both side by side).
import { describe, it } from 'vitest';
import { replay, RUNS, storeProperty } from './sync-store-model';

describe('the store against a reference server (model-based)', () => {
  it(`every open query, the bell and the badges match the server after any interleaving (${Math.ceil(RUNS / 2)} of ${RUNS} runs)`, async () => {
    await storeProperty(1 / 2);
  }, 600_000);
});

/** Step sequences that once found a bug (shrunk counterexamples), replayed on every run. */
const FOUND: { found: string; steps: string[]; strictOpenRoom?: boolean }[] = [
  {
    // a 403 cleared the query in memory but not its saved copy: after a reload with the server out of
    // reach, the member list of a group the user had been removed from came back as 'saved data'
    found: 'a refused query is forgotten by the store too',
    steps: ['ownerMember(g2,me)', 'settle', 'ownerMember(g2,me)', 'settle', 'netDown(false)', 'reload'],
  },
  {
    // seed 776206095: the open room's read mark sent while the network was down reached no server and was
    // never sent again, so the server (and every other device) kept the message unread while this one
    // showed no badge; the badge of the open room is checked against the server's count here
    found: 'a read mark that reached no server is sent again after the reconnect',
    steps: ['netDown(false)', 'openRoom(r1)', 'netUp', 'settle'],
    strictOpenRoom: true,
  },
  {
    // targeted refresh, first cut: the command's resource id alone marked its own event, so the other user's
    // acceptance of the connection just asked for (same id, within the window) was ignored as if it were own
    found: 'another user\'s change of a resource a command just made is not taken for the command\'s own event',
    steps: ['connect(u2,await)', 'otherConnection(u2)', 'settle'],
  },
  {
    // targeted refresh: a follow refreshes the follow lists, not the sales an undelivered ORDER event changed;
    // that event refreshes them when it arrives
    found: 'a command refreshes what its change stales; other changes follow their own events',
    steps: ['buy(u1,me)', 'follow(cm,me,await)', 'settle'],
  },
  {
    // seed 93229804: the unfollow's DELETED change found the follow list without the follow (its refetch, started
    // before the unfollow, was still on its way) and left it alone; the old answer then landed. A query being
    // fetched is now judged as holding nothing, so the change fetches it once more
    found: 'a change that concerns a query being fetched fetches it again',
    steps: ['follow(cm,me,fire)', 'answer(0)', 'unfollow(0,await)', 'settle'],
  },
  {
    // seed -853235546: the follow list patched in place from the command's answer (no GET) then the network went
    // down: the patched answer is the query's last answer (the harness counts it as one)
    found: 'an answer patched in place is kept as the last answer when the network goes down',
    steps: ['follow(c1,me,await)', 'netDown(false)', 'settle'],
  },
  {
    // seed -1040412022 (CI, under load): the buy's ORDER event of the same order was applied in the millisecond the
    // refund started, so the refund took it for its own event and showed the sales answer that event had fetched,
    // from before the refund. An event counts as the command's own only if its burst came after the command started
    found: 'an event applied just before a command is not taken for its own',
    steps: ['buy(u1,me)', 'settle', 'refund(18,await)'],
  },
];

describe('fixed seeds of the store model', () => {
  for (const { found, steps, strictOpenRoom } of FOUND) it(`${found}: ${steps.join(' ')}`, () => replay(steps, strictOpenRoom));
});
