// Reported contents: the reports of the report dialogs (companies, groups, products; group posts) in one queue;
// dismissing one, hiding the content (every open report on it decided, the owner notified, the post gone for the
// reporter and visitors but not for its owner); who decided what and when; bad input and second decisions write nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { newMember } from '../harness';
import { newGroup, type Group } from '../sponsors/helpers';

const A = '/api/v1/company/admin';
const C = '/api/v1/company';

import { adminServer, rowCount } from './setup';
const w = adminServer();
let g: Group;

const rows = async (table: 'admin_report_decisions' | 'admin_audit' | 'notifications') =>
  await rowCount(w.s, table);

async function reportedPost(text: string) {
  const post = await w.api.post(`${C}/company-group-posts`, { companyGroupId: g.id, content: `<p>${text}</p>` }, g.member.accessToken);
  expect(post.status).toBe(201);
  return post.body.id as string;
}
const report = async (postId: string, token: string, reason = 'SPAM_OR_MISLEADING', description = '') => {
  const r = await w.api.post(`${C}/company-group-post-searches/${postId}/reports`, { reason, description }, token);
  expect(r.status).toBe(201);
  return r.body.id as string;
};
const queue = async (q = '') => (await w.api.get(`${A}/reports?limit=128${q}`, w.admin)).body;

beforeAll(async () => {
  g = await newGroup(w.s, w.api);
}, 240_000);

describe('reported contents', () => {
  it('lists reports of companies and group posts in one queue with reason and comment', async () => {
    const reporter = await newMember(w.api, 'reporter');
    const co = await w.api.post(`${C}/companies`, { name: 'Reported Co', categoryIds: ['cat-1'] }, g.owner.accessToken);
    const companyReport = await w.api.post(`${C}/company-searches/${co.body.id}/reports`, { reason: 'OTHER_SITE_VIOLATION', description: 'Fake address' }, reporter.accessToken);
    expect(companyReport.status).toBe(201);
    const postId = await reportedPost('Buy cheap watches');
    const adminEvents = async () => Number((await w.s.db.selectFrom('events').select((eb) => eb.fn.countAll<string>().as('n')).where('resource_type', '=', 'ADMIN').executeTakeFirstOrThrow()).n);
    const eventsBefore = await adminEvents();
    const postReport = await report(postId, reporter.accessToken, 'INAPPROPRIATE_CONTENT');
    expect(await adminEvents()).toBe(eventsBefore + 1); // the one site admin's open queue refreshes
    const open = await queue();
    expect(open.items.find((r: { id: string }) => r.id === companyReport.body.id)).toMatchObject({
      targetType: 'COMPANY', targetName: 'Reported Co', targetHidden: false, reason: 'OTHER_SITE_VIOLATION', comment: 'Fake address', reporterName: 'Test User', decision: null,
    });
    expect(open.items.find((r: { id: string }) => r.id === postReport)).toMatchObject({ targetType: 'COMPANY_GROUP_POST', targetName: 'Buy cheap watches', reason: 'INAPPROPRIATE_CONTENT' });
    const posts = await queue('&targetType=COMPANY_GROUP_POST');
    expect(posts.items.every((r: { targetType: string }) => r.targetType === 'COMPANY_GROUP_POST')).toBe(true);
    expect((await w.api.get(`${A}/counts`, w.admin)).body.openReports).toBe(open.total);
  });

  it('hiding a post decides every open report on it, notifies its owner, and hides it from all but its owner and group admins', async () => {
    const [r1, r2] = [await newMember(w.api, 'r1'), await newMember(w.api, 'r2')];
    const postId = await reportedPost('Visit my shady site');
    const first = await report(postId, r1.accessToken);
    const second = await report(postId, g.admin.accessToken, 'OTHER_SITE_VIOLATION', 'Phishing');
    const [decisions, notes, audits] = [await rows('admin_report_decisions'), await rows('notifications'), await rows('admin_audit')];
    const openBefore = (await w.api.get(`${A}/counts`, w.admin)).body.openReports;

    const r = await w.api.patch(`${A}/reports/${first}`, { decision: 'HIDDEN' }, w.admin);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ decision: 'HIDDEN', deciderName: 'Ada Admin', decidedAt: w.s.clock.now(), targetHidden: true });
    expect(await rows('admin_report_decisions')).toBe(decisions + 2);
    expect(await rows('notifications')).toBe(notes + 3); // the owner, and each of the two reporters
    expect(await rows('admin_audit')).toBe(audits + 3); // the post hidden, two reports decided
    expect((await w.api.get(`${A}/counts`, w.admin)).body.openReports).toBe(openBefore - 2);
    const decidedQueue = await queue('&status=decided');
    expect(decidedQueue.items.find((x: { id: string }) => x.id === second)).toMatchObject({ decision: 'HIDDEN', deciderName: 'Ada Admin' });

    const list = (token?: string) => w.api.get(`${C}/company-group-posts?companyGroupId=${g.id}`, token);
    const ids = (res: { body: { id: string }[] }) => res.body.map((p) => p.id);
    expect(ids(await list(r1.accessToken))).not.toContain(postId);
    expect(ids(await list())).not.toContain(postId);
    expect((await w.api.get(`${C}/company-group-posts/${postId}`, r2.accessToken)).status).toBe(404);
    expect(ids(await list(g.member.accessToken))).toContain(postId);
    expect((await w.api.get('/api/v1/alert/notifications', r1.accessToken)).body[0].content).toBe("The group post 'Visit my shady site' you reported was hidden. Thank you for your report.");
    const bell = await w.api.get('/api/v1/alert/notifications', g.member.accessToken);
    expect(bell.body[0].content).toBe("Your group post 'Visit my shady site' was hidden by the MTZ team: it was reported (spam or misleading) and an admin agreed");
    const audit = await w.api.get(`${A}/audit?targetType=COMPANY_GROUP_POST&targetId=${postId}`, w.admin);
    expect(audit.body[0]).toMatchObject({ action: 'COMPANY_GROUP_POST_HIDDEN', before: { hidden: false }, after: { hidden: true } });
  });

  it('dismissing decides that report only; a second decision and bad input write nothing', async () => {
    const r1 = await newMember(w.api, 'd1');
    const postId = await reportedPost('Harmless news');
    const one = await report(postId, r1.accessToken);
    const two = await report(postId, g.admin.accessToken);
    expect((await w.api.patch(`${A}/reports/${one}`, { decision: 'DISMISSED' }, w.admin)).body).toMatchObject({ decision: 'DISMISSED', targetHidden: false });
    const [decisions, notes, audits] = [await rows('admin_report_decisions'), await rows('notifications'), await rows('admin_audit')];
    expect((await w.api.patch(`${A}/reports/${one}`, { decision: 'HIDDEN' }, w.admin))).toMatchObject({ status: 409, body: { message: 'This report was already decided' } });
    for (const body of [{}, { decision: 'hide' }, { decision: 'DISMISSED', extra: 1 }, null]) {
      expect((await w.api.patch(`${A}/reports/${two}`, body, w.admin)).status).toBe(400);
    }
    expect((await w.api.patch(`${A}/reports/nope`, { decision: 'DISMISSED' }, w.admin)).status).toBe(404);
    expect((await w.api.patch(`${A}/reports/${two}`, { decision: 'DISMISSED' }, r1.accessToken)).status).toBe(403);
    for (const q of ['status=closed', 'targetType=USER', 'reason=RUDE', 'limit=0']) expect((await w.api.get(`${A}/reports?${q}`, w.admin)).status).toBe(400);
    expect([await rows('admin_report_decisions'), await rows('notifications'), await rows('admin_audit')]).toEqual([decisions, notes, audits]);
    expect((await w.api.get(`${C}/company-group-posts/${postId}`, r1.accessToken)).status).toBe(200);
  });
});
