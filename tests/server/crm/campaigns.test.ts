// CRM e-mail layouts and campaigns: CRUD of the company owner's (another owner 404, no company 403, visitor 401)
// with row counts; bad input 400 with nothing written; Send snapshots the group's contacts (unsubscribed ones are
// never mailed); the sender batches; every mail carries the unsubscribe link and List-Unsubscribe headers; the
// public unsubscribe routes; a test send goes to the caller.
/* eslint-disable @typescript-eslint/no-explicit-any -- loosely typed JSON bodies keep the HTTP assertions short */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES } from '../../../src/domain/crm/campaigns';
import { withOwner } from '../../../server/src/companies/tables';
import { campaignSenderIdle, sendCampaignBatch, SEND_BATCH } from '../../../server/src/crm/campaign-sender';
import { mailParts } from '../../../server/src/db/outbox';
import { backends } from '../harness';
import { C, companyAreaServer } from '../companies/setup';

process.env.CRM_CAMPAIGN_CRON_MS = String(3_600_000); // the cron stays out of the way: the tests run the sender themselves

const LAYOUT = { name: 'News', html: '<h2 onclick="x()">{companyName}</h2><script>alert(1)</script>{content}<p>Bye</p>' };
const draft = (more: Record<string, unknown> = {}) => ({ name: 'Spring', subject: 'Hi {firstname}', body: 'Dear {firstname} {lastname},\n\nnews for {email}.', layoutId: null, contactGroupId: null, ...more });

describe.each(backends())('CRM e-mail campaigns on $name', (backend) => {
  const t = companyAreaServer(backend);
  const mails = async (to?: string) => {
    let q = t.state.s.db.selectFrom('mails').selectAll();
    if (to) q = q.where('to', '=', to);
    return (await q.execute()).map((m) => ({ ...m, html: undefined, headers: undefined, ...mailParts(m) }));
  };
  /** `n` contacts of the owner's company in a new group (written directly: fast for large groups); `unsubscribed` of them marked so. */
  const group = async (tok: string, companyId: string, n: number, unsubscribed = 0) => {
    const g = (await t.state.api.post(`${C}/contact-groups`, { name: `G ${randomUUID().slice(0, 6)}` }, tok)).body;
    const now = Date.now();
    const rows = Array.from({ length: n }, (_, i) => ({
      id: randomUUID(), company_id: companyId, email: `p${i}-${g.id.slice(0, 6)}@example.test`, firstname: `First${i}`, lastname: `Last${i}`, phone: '', company_name: 'Buyer Co',
      unsubscribed: i < unsubscribed, created_at: now, updated_at: now,
    }));
    if (n > 0) {
      await t.state.s.db.insertInto('crm_contacts').values(rows).execute();
      await t.state.s.db.insertInto('crm_contact_group_members').values(rows.map((r) => ({ group_id: g.id, contact_id: r.id, created_at: now }))).execute();
    }
    return { id: g.id as string, contacts: rows };
  };

  it('layouts: create (sanitised), list, get, edit, delete; bad input 400 and nothing written; others 404/403/401', async () => {
    const { api } = t.state;
    const o = await t.owner('Layout Co');
    const other = await t.owner('Other Layout Co');
    const stranger = await t.member();
    const before = await t.count('crm_email_layouts');
    const made = await api.post(`${C}/email-layouts`, LAYOUT, o.accessToken);
    expect(made.status).toBe(201);
    expect(made.body.html).toBe('<h2>{companyName}</h2>{content}<p>Bye</p>');
    expect(made.body).toMatchObject({ name: 'News', companyId: o.companyId });
    for (const bad of [{ ...LAYOUT, name: ' ' }, { ...LAYOUT, html: '<p>{nope}</p>' }, { ...LAYOUT, html: 'x'.repeat(20_001) }, { ...LAYOUT, extra: 1 }, { name: 'x' }]) {
      const r = await api.post(`${C}/email-layouts`, bad, o.accessToken);
      expect([r.status, JSON.stringify(bad).slice(0, 40)]).toEqual([400, JSON.stringify(bad).slice(0, 40)]);
    }
    expect((await api.post(`${C}/email-layouts`, { ...LAYOUT, html: '{nope}{other}' }, o.accessToken)).body.message).toBe(`body: ${CAMPAIGN_MESSAGES.unknownPlaceholder(['nope', 'other'])}`);
    expect(await t.count('crm_email_layouts')).toBe(before + 1);
    expect((await api.get(`${C}/email-layouts`, o.accessToken)).body.map((l: any) => l.id)).toEqual([made.body.id]);
    const edited = await api.patch(`${C}/email-layouts/${made.body.id}`, { name: 'Renamed', html: '<p>{firstname}</p>' }, o.accessToken);
    expect(edited.body).toMatchObject({ name: 'Renamed', html: '<p>{firstname}</p>' });
    expect((await api.get(`${C}/email-layouts/${made.body.id}`, o.accessToken)).body.name).toBe('Renamed');
    for (const [m, body] of [['GET'], ['PATCH', LAYOUT], ['DELETE']] as const) expect((await api.call(m, `${C}/email-layouts/${made.body.id}`, body, other.accessToken)).status).toBe(404);
    expect((await api.get(`${C}/email-layouts`, other.accessToken)).body).toEqual([]);
    expect((await api.get(`${C}/email-layouts`, stranger.accessToken)).status).toBe(403);
    expect((await api.get(`${C}/email-layouts`)).status).toBe(401);
    // deleting a layout a draft uses unlinks it
    const c = (await api.post(`${C}/email-campaigns`, draft({ layoutId: made.body.id }), o.accessToken)).body;
    expect((await t.del(`${C}/email-layouts/${made.body.id}`, o.accessToken)).status).toBe(200);
    expect(await t.count('crm_email_layouts')).toBe(before);
    expect((await api.get(`${C}/email-campaigns/${c.id}`, o.accessToken)).body.layoutId).toBeNull();
    expect((await api.get(`${C}/crm/stats`, o.accessToken)).body).toMatchObject({ emailLayouts: 0, emailCampaigns: 1 });
    const kinds = (await t.events(o.accessToken)).filter((e) => e.resourceType === 'CRM').map((e) => `${e.action}.${e.resource.kind}`);
    expect(kinds).toEqual(['CREATED.EMAILLAYOUT', 'UPDATED.EMAILLAYOUT', 'CREATED.EMAILCAMPAIGN', 'DELETED.EMAILLAYOUT']);
  });

  it('campaigns: create, list, get, edit while DRAFT, delete; bad input 400 or 404 and nothing written; others 404', async () => {
    const { api } = t.state;
    const o = await t.owner('Campaign Co');
    const other = await t.owner('Other Campaign Co');
    const theirLayout = (await api.post(`${C}/email-layouts`, LAYOUT, other.accessToken)).body;
    const theirGroup = (await api.post(`${C}/contact-groups`, { name: 'Theirs' }, other.accessToken)).body;
    const before = await t.count('crm_email_campaigns');
    const made = await api.post(`${C}/email-campaigns`, draft(), o.accessToken);
    expect(made).toMatchObject({ status: 201, body: { name: 'Spring', state: 'DRAFT', totals: { recipients: 0, queued: 0, sent: 0, failed: 0, unsubscribed: 0 }, startedAt: null } });
    const bad: [Record<string, unknown>, number, string?][] = [
      [draft({ subject: 'Hi {first_name}' }), 400, `body: ${CAMPAIGN_MESSAGES.unknownPlaceholder(['first_name'])}`],
      [draft({ body: '{content}' }), 400, `body: ${CAMPAIGN_MESSAGES.unknownPlaceholder(['content'])}`],
      [draft({ name: '' }), 400], [draft({ body: '  ' }), 400], [draft({ subject: 'x'.repeat(201) }), 400], [draft({ body: 'x'.repeat(20_001) }), 400],
      [draft({ layoutId: theirLayout.id }), 404, 'Email layout not found'], [draft({ contactGroupId: theirGroup.id }), 404, 'Contact group not found'],
    ];
    for (const [body, status, message] of bad) {
      const r = await api.post(`${C}/email-campaigns`, body, o.accessToken);
      expect([r.status, message ?? r.body.message]).toEqual([status, r.body.message]);
    }
    expect(await t.count('crm_email_campaigns')).toBe(before + 1);
    const g = await group(o.accessToken, o.companyId, 2);
    const edited = await api.patch(`${C}/email-campaigns/${made.body.id}`, draft({ name: 'Summer', contactGroupId: g.id }), o.accessToken);
    expect(edited.body).toMatchObject({ name: 'Summer', contactGroupId: g.id, state: 'DRAFT' });
    expect((await api.patch(`${C}/email-campaigns/${made.body.id}`, draft({ contactGroupId: theirGroup.id }), o.accessToken)).status).toBe(404);
    expect((await api.get(`${C}/email-campaigns/${made.body.id}`, o.accessToken)).body.contactGroupId).toBe(g.id);
    expect((await api.get(`${C}/email-campaigns`, o.accessToken)).body.map((c: any) => c.name)).toEqual(['Summer']);
    for (const [m, path, body] of [['GET', ''], ['PATCH', '', draft()], ['DELETE', ''], ['POST', '/send'], ['POST', '/test-send'], ['GET', '/recipients']] as const) {
      expect([m, path, (await api.call(m, `${C}/email-campaigns/${made.body.id}${path}`, body, other.accessToken)).status]).toEqual([m, path, 404]);
    }
    const second = (await api.post(`${C}/email-campaigns`, draft(), o.accessToken)).body;
    expect((await t.del(`${C}/email-campaigns/${second.id}`, o.accessToken)).status).toBe(200);
    expect(await t.count('crm_email_campaigns')).toBe(before + 1);
  });

  it('Send: no group or an empty one is refused with nothing written; the group is snapshotted, unsubscribed contacts never mailed', async () => {
    const { api, s } = t.state;
    const o = await t.owner('Sender Co');
    const layout = (await api.post(`${C}/email-layouts`, LAYOUT, o.accessToken)).body;
    const c = (await api.post(`${C}/email-campaigns`, draft({ layoutId: layout.id }), o.accessToken)).body;
    const recipientsBefore = await t.count('crm_campaign_recipients');
    expect((await api.post(`${C}/email-campaigns/${c.id}/send`, {}, o.accessToken))).toMatchObject({ status: 400, body: { message: CAMPAIGN_MESSAGES.noGroup } });
    const empty = await group(o.accessToken, o.companyId, 0);
    await api.patch(`${C}/email-campaigns/${c.id}`, draft({ layoutId: layout.id, contactGroupId: empty.id }), o.accessToken);
    expect((await api.post(`${C}/email-campaigns/${c.id}/send`, {}, o.accessToken))).toMatchObject({ status: 400, body: { message: CAMPAIGN_MESSAGES.emptyGroup } });
    expect((await api.get(`${C}/email-campaigns/${c.id}`, o.accessToken)).body.state).toBe('DRAFT');
    expect(await t.count('crm_campaign_recipients')).toBe(recipientsBefore);

    const g = await group(o.accessToken, o.companyId, 4, 1);
    await api.patch(`${C}/email-campaigns/${c.id}`, draft({ layoutId: layout.id, contactGroupId: g.id }), o.accessToken);
    const sent = await api.post(`${C}/email-campaigns/${c.id}/send`, {}, o.accessToken);
    expect(sent).toMatchObject({ status: 200, body: { state: 'SENDING', totals: { recipients: 4, unsubscribed: 1 } } });
    // a contact added to the group later is not a recipient; the campaign can no longer change
    await group(o.accessToken, o.companyId, 0);
    expect((await api.patch(`${C}/email-campaigns/${c.id}`, draft(), o.accessToken))).toMatchObject({ status: 409, body: { message: CAMPAIGN_MESSAGES.notDraft } });
    expect((await api.post(`${C}/email-campaigns/${c.id}/send`, {}, o.accessToken)).status).toBe(409);
    await campaignSenderIdle(s.ctx);
    const done = (await api.get(`${C}/email-campaigns/${c.id}`, o.accessToken)).body;
    expect(done).toMatchObject({ state: 'SENT', totals: { recipients: 4, queued: 0, sent: 3, failed: 0, unsubscribed: 1 } });
    expect(done.finishedAt).toEqual(expect.any(Number));
    expect(await mails(g.contacts[0].email)).toEqual([]);
    for (const k of g.contacts.slice(1)) {
      const [m, ...more] = await mails(k.email);
      expect(more).toEqual([]);
      expect(m.subject).toBe(`Hi ${k.firstname}`);
      expect(m.text).toContain(`Dear ${k.firstname} ${k.lastname},`);
      expect(m.html).toContain('<h2>Buyer Co</h2><p>Dear');
      const token = /\/unsubscribe\?token=([^\s"&<>]+)/.exec(m.text)?.[1] as string;
      expect(m.text).toContain(`${s.url}/unsubscribe?token=${token}`);
      expect(m.html).toContain(`href="${s.url}/unsubscribe?token=${token}"`);
      expect(m.headers).toEqual({ 'List-Unsubscribe': `<${s.url}/api/v1/company/unsubscribe?token=${token}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    }
    const page = (await api.get(`${C}/email-campaigns/${c.id}/recipients?limit=2`, o.accessToken)).body;
    expect(page.total).toBe(4);
    expect(page.items.map((r: any) => r.email)).toEqual(g.contacts.map((k) => k.email).sort().slice(0, 2));
    const unsub = (await api.get(`${C}/email-campaigns/${c.id}/recipients?state=UNSUBSCRIBED`, o.accessToken)).body;
    expect(unsub).toMatchObject({ total: 1, items: [{ email: g.contacts[0].email, name: 'First0 Last0', state: 'UNSUBSCRIBED', sentAt: null, contactId: g.contacts[0].id }] });
    expect((await api.get(`${C}/email-campaigns/${c.id}/recipients?state=NOPE`, o.accessToken)).status).toBe(400);
    expect((await t.del(`${C}/email-campaigns/${c.id}`, o.accessToken)).status).toBe(200);
    const kinds = (await t.events(o.accessToken)).filter((e) => e.resource.kind === 'EMAILCAMPAIGN').map((e) => e.action);
    expect(kinds.filter((a) => a === 'UPDATED').length).toBeGreaterThanOrEqual(4); // the edits, Send, the batch, the end
  });

  it('the sender batches: Send mails the first batch, each pass the next; two passes at once never mail a contact twice', async () => {
    const { api, s } = t.state;
    const o = await t.owner('Batch Co');
    const n = 2 * SEND_BATCH + 20;
    const g = await group(o.accessToken, o.companyId, n);
    const c = (await api.post(`${C}/email-campaigns`, draft({ contactGroupId: g.id }), o.accessToken)).body;
    expect((await api.post(`${C}/email-campaigns/${c.id}/send`, {}, o.accessToken)).status).toBe(200);
    await campaignSenderIdle(s.ctx);
    const totals = async () => (await api.get(`${C}/email-campaigns/${c.id}`, o.accessToken)).body;
    expect(await totals()).toMatchObject({ state: 'SENDING', totals: { sent: SEND_BATCH, queued: n - SEND_BATCH } });
    expect(await sendCampaignBatch(s.ctx)).toBe(SEND_BATCH);
    expect((await totals()).totals.sent).toBe(2 * SEND_BATCH);
    const both = await Promise.all([sendCampaignBatch(s.ctx, 15), sendCampaignBatch(s.ctx, 15)]);
    expect(both[0] + both[1]).toBeGreaterThanOrEqual(15);
    await sendCampaignBatch(s.ctx);
    expect(await totals()).toMatchObject({ state: 'SENT', totals: { sent: n, queued: 0 } });
    expect(await sendCampaignBatch(s.ctx)).toBe(0);
    const all = await mails();
    for (const k of g.contacts) expect(all.filter((m) => m.to === k.email)).toHaveLength(1);
    const ids = await s.db.selectFrom('crm_campaign_recipients').select('mail_id').where('campaign_id', '=', c.id).execute();
    expect(new Set(ids.map((r) => r.mail_id)).size).toBe(n);
    // a mail the outbox could not deliver shows its recipient FAILED with the outbox's error
    await s.db.updateTable('mails').set({ sent_at: null, last_error: 'SMTP refused' }).where('id', '=', ids[0].mail_id as string).execute();
    expect((await totals()).totals).toMatchObject({ sent: n - 1, failed: 1 });
    expect((await api.get(`${C}/email-campaigns/${c.id}/recipients?state=FAILED`, o.accessToken)).body).toMatchObject({ total: 1, items: [{ state: 'FAILED', error: 'SMTP refused' }] });
  });

  it('unsubscribe: the link shows the masked address, unsubscribes once (idempotent), a queued recipient is then never mailed; bad tokens 404', async () => {
    const { api, s } = t.state;
    const o = await t.owner('Unsub Co');
    const g = await group(o.accessToken, o.companyId, SEND_BATCH + 2);
    const c = (await api.post(`${C}/email-campaigns`, draft({ contactGroupId: g.id }), o.accessToken)).body;
    await api.post(`${C}/email-campaigns/${c.id}/send`, {}, o.accessToken);
    await campaignSenderIdle(s.ctx);
    const first = g.contacts[0];
    const token = /token=([^\s"&<>]+)/.exec((await mails(first.email))[0].text)?.[1] as string;
    const U = `${C}/unsubscribe?token=${token}`;
    expect((await api.get(U)).body).toEqual({ companyName: 'Unsub Co', email: `p***@example.test`, unsubscribed: false });
    // the RFC 8058 one-click POST, as a mail client sends it
    const oneClick = await fetch(`${s.url}${U}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(oneClick.status).toBe(200);
    expect((await api.get(U)).body.unsubscribed).toBe(true);
    expect((await api.post(U, {})).body).toEqual({ companyName: 'Unsub Co', email: 'p***@example.test', unsubscribed: true });
    expect((await api.get(`${C}/contacts/${first.id}`, o.accessToken)).body.unsubscribed).toBe(true);
    // its recipient, whose mail went, shows UNSUBSCRIBED with the time it was sent
    const firstRecipient = (await api.get(`${C}/email-campaigns/${c.id}/recipients?state=UNSUBSCRIBED`, o.accessToken)).body;
    expect(firstRecipient).toMatchObject({ total: 1, items: [{ email: first.email, state: 'UNSUBSCRIBED' }] });
    expect(firstRecipient.items[0].sentAt).toEqual(expect.any(Number));
    // a recipient still queued: unsubscribed through another campaign's link, never mailed by this one
    const queued = await s.db.selectFrom('crm_campaign_recipients').select(['id', 'contact_id', 'email']).where('campaign_id', '=', c.id).where('state', '=', 'QUEUED').orderBy('created_at').orderBy('id').execute();
    expect(queued).toHaveLength(2);
    await s.db.updateTable('crm_contacts').set({ unsubscribed: true }).where('id', '=', queued[0].contact_id as string).execute();
    const { unsubscribeToken } = await import('../../../server/src/crm/campaign-sender');
    expect((await api.post(`${C}/unsubscribe?token=${unsubscribeToken(s.ctx.jwtSecret, queued[1].id)}`, {})).status).toBe(200);
    expect(await sendCampaignBatch(s.ctx)).toBe(1);
    expect(await mails(queued[0].email as string)).toEqual([]);
    expect(await mails(queued[1].email as string)).toEqual([]);
    expect((await api.get(`${C}/email-campaigns/${c.id}`, o.accessToken)).body).toMatchObject({ state: 'SENT', totals: { sent: SEND_BATCH - 1, unsubscribed: 3, queued: 0 } });
    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
    for (const bad of [forged, 'nope', `${randomUUID()}.x`, '']) {
      const r = await api.get(`${C}/unsubscribe?token=${encodeURIComponent(bad)}`);
      expect([bad, r.status]).toEqual([bad, bad === '' ? 400 : 404]);
      if (bad) expect(r.body.message).toBe('This unsubscribe link is not valid');
    }
    expect((await api.post(`${C}/unsubscribe?token=${encodeURIComponent(forged)}`, {})).status).toBe(404);
  });

  it("a test send mails the campaign to the caller, with the caller's values and no unsubscribe link", async () => {
    const { api } = t.state;
    const o = await t.owner('Tester Co');
    const layout = (await api.post(`${C}/email-layouts`, { name: 'L', html: '<p>{companyName}</p>{content}' }, o.accessToken)).body;
    const c = (await api.post(`${C}/email-campaigns`, draft({ layoutId: layout.id }), o.accessToken)).body;
    const before = await t.count('crm_campaign_recipients');
    expect((await api.post(`${C}/email-campaigns/${c.id}/test-send`, {}, o.accessToken)).body).toEqual({ to: o.email });
    const [m] = await mails(o.email).then((l) => l.filter((x) => x.subject.startsWith('Hi')));
    expect(m.subject).toBe('Hi Test');
    expect(m.text).toContain(`Dear Test User,\n\nnews for ${o.email}.`);
    expect(m.html).toContain('<p>Tester Co</p>');
    expect(m.headers).toBeUndefined();
    expect(await t.count('crm_campaign_recipients')).toBe(before);
    expect((await api.get(`${C}/email-campaigns/${c.id}`, o.accessToken)).body.state).toBe('DRAFT');
  });

  it('a member the owner allows works on the campaigns and hears of them while they send; one not allowed gets 403', async () => {
    const { api, s } = t.state;
    const o = await t.owner('Delegated Co');
    const d = await t.member();
    const notAllowed = await t.member();
    for (const m of [d, notAllowed]) await withOwner(s.db).insertInto('company_members').values({ id: randomUUID(), company_id: o.companyId, user_id: m.id, created_at: Date.now() }).execute();
    expect((await api.patch(`${C}/crm/delegates/${d.id}`, { allowed: true }, o.accessToken)).status).toBe(200);
    expect((await api.get(`${C}/email-campaigns`, notAllowed.accessToken)).status).toBe(403);
    const g = await group(o.accessToken, o.companyId, 2);
    const c = (await api.post(`${C}/email-campaigns`, draft({ contactGroupId: g.id }), d.accessToken)).body;
    expect((await api.get(`${C}/email-campaigns`, o.accessToken)).body.map((x: any) => x.id)).toEqual([c.id]);
    expect((await api.post(`${C}/email-campaigns/${c.id}/send`, {}, d.accessToken)).status).toBe(200);
    await campaignSenderIdle(s.ctx);
    expect((await api.get(`${C}/email-campaigns/${c.id}`, d.accessToken)).body).toMatchObject({ state: 'SENT', totals: { sent: 2 } });
    for (const tok of [o.accessToken, d.accessToken]) {
      const updates = (await t.events(tok)).filter((e) => e.resource.kind === 'EMAILCAMPAIGN' && e.resource.id === c.id).map((e) => e.action);
      expect(updates).toEqual(['CREATED', 'UPDATED', 'UPDATED']); // created, Send, the batch that ended it
    }
    expect((await t.events(notAllowed.accessToken)).some((e) => e.resource?.kind === 'EMAILCAMPAIGN')).toBe(false);
  });
});
