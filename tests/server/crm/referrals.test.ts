// Referral rewards (spec 2: register may carry tc; spec 7: the tracking-codes header): a member who registers
// through a company's code is its referral; once confirmed, the owner earns REFERRAL_REWARD_POINTS MTZ points for
// them, listed on the code's referral-rewards page and in the owner's MTZ points. Unknown codes change nothing.
import { describe, expect, it } from 'vitest';
import { REFERRAL_REWARD_POINTS } from '../../../src/domain/crm/referrals';
import { backends, freshEmail, latestCode, registration } from '../harness';
import { C, companyAreaServer } from '../companies/setup';

describe.each(backends())('referral rewards on $name', (backend) => {
  const t = companyAreaServer(backend);

  async function register(email: string, opts: { tc?: string; header?: string } = {}) {
    const { s } = t.state;
    const body = registration(email, { firstname: 'Rita', lastname: 'Ray', meta: { companyName: 'Rita Co', categoryIds: 'cat-1', ...(opts.tc ? { tc: opts.tc } : {}) } });
    const r = await fetch(`${s.url}${C}/users`, { method: 'POST', headers: { 'content-type': 'application/json', 'tracking-codes': opts.header ?? '' }, body: JSON.stringify(body) });
    return { status: r.status, body: await r.json() };
  }

  it('the form\'s tc or the header makes a referral; confirmed ones earn the owner points; others see nothing', async () => {
    const { api } = t.state;
    const o = await t.owner('Ref Co');
    const other = await t.owner('Other Ref Co');
    expect((await api.post(`${C}/tracking-codes`, { id: 'FairRef1', name: 'Fair' }, o.accessToken)).status).toBe(201);
    expect((await api.post(`${C}/tracking-codes`, { id: 'MailRef2', name: 'Mail' }, o.accessToken)).status).toBe(201);
    const before = (await api.get(`${C}/referral-rewards`, o.accessToken)).body;
    expect(before.map((r: { trackingCodeId: string }) => r.trackingCodeId).sort()).toEqual(['FairRef1', 'MailRef2']);
    for (const r of before) expect(r).toMatchObject({ referred: 0, activated: 0, points: 0, items: [] });

    // through the form's tc (cleaned to letters and digits), through the header (an unknown code first is skipped)
    const a = freshEmail('ref-a');
    expect((await register(a, { tc: 'Fair-Ref1' })).status).toBe(201);
    const b = freshEmail('ref-b');
    expect((await register(b, { header: 'Nope9, MailRef2' })).status).toBe(201);
    // an unknown code: registered all the same, no referral
    expect((await register(freshEmail('ref-c'), { tc: 'Unknown1' })).status).toBe(201);
    expect(await t.count('crm_referrals')).toBe(2);
    // the owner hears of each referral (open views refresh)
    const evs = (await t.events(o.accessToken)).filter((e) => e.resourceType === 'CRM' && e.resource.kind === 'REFERRAL');
    expect(evs.map((e) => e.resource.trackingCodeId).sort()).toEqual(['FairRef1', 'MailRef2']);

    // not confirmed yet: listed, no points
    const fair = () => api.get(`${C}/referral-rewards?trackingCodeIds=FairRef1`, o.accessToken).then((r) => r.body[0]);
    expect(await fair()).toMatchObject({ trackingCodeId: 'FairRef1', referred: 1, activated: 0, points: 0, items: [{ name: 'Rita R.', activated: false, points: 0 }] });
    const points = () => api.get(`${C.replace('company', 'payment')}/points/mine`, o.accessToken).then((r) => r.body);
    const base = (await points()).points;

    expect((await api.auth('CONFIRM_EMAIL_WITH_CODE', { email: a, confirmCode: await latestCode(api, a) })).status).toBe(200);
    expect(await fair()).toMatchObject({ referred: 1, activated: 1, points: REFERRAL_REWARD_POINTS, items: [{ name: 'Rita R.', activated: true, points: REFERRAL_REWARD_POINTS }] });
    const after = await points();
    expect(after.points).toBe(base + REFERRAL_REWARD_POINTS);
    expect(after.entries).toContainEqual(expect.objectContaining({ orderId: null, points: REFERRAL_REWARD_POINTS, description: 'Referral: Rita R. joined through FairRef1' }));

    // another company's owner: 404 for these codes, an empty list of their own; a member without a company 403; visitors 401
    expect((await api.get(`${C}/referral-rewards?trackingCodeIds=FairRef1`, other.accessToken)).status).toBe(404);
    expect((await api.get(`${C}/referral-rewards`, other.accessToken)).body).toEqual([]);
    expect((await points()).points).toBe(base + REFERRAL_REWARD_POINTS);
    const member = await t.member();
    expect((await api.get(`${C}/referral-rewards`, member.accessToken)).status).toBe(403);
    expect((await api.get(`${C}/referral-rewards`)).status).toBe(401);
    // points earned stay when the code is deleted; a new code of the same id (another company's) starts empty
    expect((await t.del(`${C}/tracking-codes/FairRef1`, o.accessToken)).status).toBe(200);
    expect((await points()).points).toBe(base + REFERRAL_REWARD_POINTS);
    expect((await api.post(`${C}/tracking-codes`, { id: 'FairRef1', name: 'Mine now' }, other.accessToken)).status).toBe(201);
    expect((await api.get(`${C}/referral-rewards?trackingCodeIds=FairRef1`, other.accessToken)).body[0]).toMatchObject({ referred: 0, items: [] });
  });
});
