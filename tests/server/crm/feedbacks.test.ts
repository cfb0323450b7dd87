// Feedbacks (spec 2: /me/crm/feedbacks and /feedbacks/report): a visitor sends feedback to a company from the
// footer behind the captcha (spent once); bad input is refused with nothing written; a form collected as feedback
// makes a feedback of each submission; only the company's owner (and members allowed) reads and marks them; the
// report counts them by day with the average rating; platform feedback (no company) is the site admins' to read.
import { randomUUID } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import { withOwner } from '../../../server/src/companies/tables';
import { backends, login } from '../harness';
import { C, companyAreaServer } from '../companies/setup';

describe.each(backends())('feedbacks on $name', (backend) => {
  const t = companyAreaServer(backend);

  async function solved() {
    const challenge = (await t.state.api.get(`${C}/captcha-challenge`)).body;
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('captcha not solved');
    return { challenge, solution };
  }

  it('a visitor sends feedback to a company; bad input and spent captchas write nothing; only its CRM reads it', async () => {
    const { api, s } = t.state;
    const o = await t.owner('Feedback Co');
    const other = await t.owner('Other Feedback Co');
    const ok = { message: ' Great catalogue, slow replies. ', rating: 4, email: ' Vera@Example.COM ', companyId: o.companyId };
    const before = await t.count('crm_feedbacks');
    const admin = (await login(api, 'admin@mtz.test', 'Admin123!')).accessToken;
    const platformBefore = (await api.get(`${C}/admin/feedbacks`, admin)).body.total as number;
    const c1 = await solved();
    for (const [bad, message] of [
      [{ ...ok, message: '  ' }, 'Please write your feedback'],
      [{ ...ok, message: 'x'.repeat(2001) }, 'Feedback can be at most 2000 characters'],
      [{ ...ok, email: '' }, 'Please enter your e-mail'],
      [{ ...ok, email: 'nope' }, 'Please enter a valid e-mail'],
    ] as const) expect((await api.post(`${C}/feedbacks`, { ...bad, captcha: c1 })).body.message).toBe(message);
    for (const bad of [{ ...ok, rating: 6 }, { ...ok, rating: 2.5 }, { ...ok, extra: 1 }, { ...ok, captcha: undefined }]) {
      expect((await api.post(`${C}/feedbacks`, { captcha: c1, ...bad })).status).toBe(400);
    }
    expect((await api.post(`${C}/feedbacks`, { ...ok, companyId: 'no-such-company', captcha: c1 })).status).toBe(404);
    const tampered = { ...c1, solution: { ...c1.solution, counter: c1.solution.counter + 1 } };
    expect((await api.post(`${C}/feedbacks`, { ...ok, captcha: tampered })).body.message).toBe('The captcha could not be verified, please try again');
    expect(await t.count('crm_feedbacks')).toBe(before);
    expect(await t.count('captcha_solutions')).toBe(0);

    const sent = await api.post(`${C}/feedbacks`, { ...ok, captcha: c1 });
    expect(sent).toMatchObject({ status: 201, body: { message: 'Thank you for your feedback' } });
    // spent: refused, nothing more written
    expect((await api.post(`${C}/feedbacks`, { ...ok, captcha: c1 })).status).toBe(400);
    expect(await t.count('crm_feedbacks')).toBe(before + 1);
    // the platform's (no company)
    expect((await api.post(`${C}/feedbacks`, { message: 'Love the site', rating: null, email: 'p@example.test', captcha: await solved() })).status).toBe(201);

    const list = (await api.get(`${C}/crm/feedbacks`, o.accessToken)).body;
    expect(list).toMatchObject({ total: 1, unread: 1, items: [{ source: 'FOOTER', rating: 4, email: 'vera@example.com', message: 'Great catalogue, slow replies.', read: false, formId: null }] });
    expect((await api.get(`${C}/crm/feedbacks`, other.accessToken)).body).toMatchObject({ total: 0, items: [] });
    const id = list.items[0].id as string;
    expect((await api.post(`${C}/crm/feedbacks/${id}/read`, {}, other.accessToken)).status).toBe(404);
    expect((await api.get(`${C}/crm/feedbacks`, (await t.member()).accessToken)).status).toBe(403);
    expect((await api.get(`${C}/crm/feedbacks`)).status).toBe(401);
    // the owner hears of it live
    expect((await t.events(o.accessToken)).filter((e) => e.resourceType === 'CRM' && e.resource.kind === 'FEEDBACK')).toHaveLength(1);
    expect((await t.events(other.accessToken)).filter((e) => e.resourceType === 'CRM' && e.resource.kind === 'FEEDBACK')).toHaveLength(0);

    // a member the owner allows reads and marks it read
    const m = await t.member();
    await withOwner(s.db).insertInto('company_members').values({ id: randomUUID(), company_id: o.companyId, user_id: m.id, created_at: Date.now() }).execute();
    expect((await api.get(`${C}/crm/feedbacks`, m.accessToken)).status).toBe(403);
    expect((await api.patch(`${C}/crm/delegates/${m.id}`, { allowed: true }, o.accessToken)).status).toBe(200);
    expect((await api.post(`${C}/crm/feedbacks/${id}/read`, {}, m.accessToken)).status).toBe(200);
    expect((await api.get(`${C}/crm/feedbacks`, o.accessToken)).body).toMatchObject({ total: 1, unread: 0, items: [{ id, read: true }] });

    // site admins read the platform's feedback, owners may not
    const platform = (await api.get(`${C}/admin/feedbacks`, admin)).body;
    expect(platform.total).toBe(platformBefore + 1);
    expect((await t.events(admin)).filter((e) => e.resourceType === 'ADMIN' && e.resource.targetType === 'FEEDBACK')).toHaveLength(1);
    expect(platform.items).toContainEqual(expect.objectContaining({ message: 'Love the site', rating: null, email: 'p@example.test', source: 'FOOTER' }));
    expect((await api.get(`${C}/admin/feedbacks`, o.accessToken)).status).toBe(403);
  });

  it('a form collected as feedback makes a feedback of each submission; the report counts by day with the average rating', async () => {
    const { api, s } = t.state;
    const o = await t.owner('Form Feedback Co');
    const fields = [
      { id: 'email', label: 'E-mail', type: 'EMAIL', required: true },
      { id: 'say', label: 'Your opinion', type: 'LONG_TEXT', required: true },
    ];
    const form = (await api.post(`${C}/form-builders`, { title: 'Opinions', description: '', fields, published: true, collectFeedback: true }, o.accessToken)).body;
    expect(form.collectFeedback).toBe(true);
    const plain = (await api.post(`${C}/form-builders`, { title: 'Sign-up', description: '', fields, published: true }, o.accessToken)).body;
    expect(plain.collectFeedback).toBe(false);
    expect((await api.post(`${C}/forms/${form.id}/submissions`, { answers: { email: 'ann@example.test', say: 'Fast delivery' }, captcha: await solved() })).status).toBe(201);
    expect((await api.post(`${C}/forms/${plain.id}/submissions`, { answers: { email: 'bob@example.test', say: 'Not feedback' }, captcha: await solved() })).status).toBe(201);
    const list = (await api.get(`${C}/crm/feedbacks`, o.accessToken)).body;
    expect(list).toMatchObject({ total: 1, items: [{ source: 'FORM', formId: form.id, formTitle: 'Opinions', email: 'ann@example.test', message: 'Fast delivery', rating: null }] });

    // the form's feedback a day earlier; two footer feedbacks today, rated 5 and 2
    await s.db.updateTable('crm_feedbacks').set((eb) => ({ created_at: eb('created_at', '-', 24 * 3600_000) })).execute();
    for (const rating of [5, 2]) {
      expect((await api.post(`${C}/feedbacks`, { message: 'ok', rating, email: 'x@example.test', companyId: o.companyId, captcha: await solved() })).status).toBe(201);
    }
    const report = (await api.get(`${C}/crm/feedbacks/report`, o.accessToken)).body;
    expect(report).toMatchObject({ total: 3, rated: 2, averageRating: 3.5 });
    expect(report.DAY.map((d: { count: number }) => d.count)).toEqual([1, 2]);
    expect(report.YEAR.reduce((n: number, y: { count: number }) => n + y.count, 0)).toBe(3);
    expect((await api.get(`${C}/crm/feedbacks/report?startDate=2000-13-01`, o.accessToken)).status).toBe(400);
    expect((await api.get(`${C}/crm/feedbacks/report`, (await t.owner('Empty Co')).accessToken)).body).toMatchObject({ total: 0, averageRating: null, DAY: [] });
    expect(s.serverErrors()).toBe(0);
  });
});
