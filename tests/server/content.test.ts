// FAQs (admin portal: /mtz-admin/faqs; public: /faqs and /faqs/{profileName}): only site admins write (each change
// audited); bad input is a 4xx that writes nothing; answers are sanitised rich text; order is the admin's.
import { describe, expect, it } from 'vitest';
import { newMember } from './harness';
import { adminServer, rowCount } from './admin/setup';

const A = '/api/v1/company/admin/faq-topics';
const Q = '/api/v1/company/admin/faq-questions';
const P = '/api/v1/company/faqs';
const w = adminServer();

const count = async (table: 'faq_topics' | 'faq_questions') =>
  Number((await w.s.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
const snapshot = async () => [await count('faq_topics'), await count('faq_questions'), await rowCount(w.s, 'admin_audit')];
const uniq = () => Math.random().toString(36).slice(2, 8);

async function topic(title = `Topic ${uniq()}`) {
  const r = await w.api.post(A, { title }, w.admin);
  expect(r.status).toBe(201);
  return r.body as { id: string; profileName: string; title: string };
}

describe('FAQs', () => {
  it('non-admins are refused every write (401 visitor, 403 member) and nothing is written', async () => {
    const member = (await newMember(w.api, 'faq-member')).accessToken;
    const t = await topic();
    const before = await snapshot();
    for (const token of [undefined, member]) {
      const expected = token ? 403 : 401;
      expect((await w.api.post(A, { title: 'Nope' }, token)).status).toBe(expected);
      expect((await w.api.patch(`${A}/${t.id}`, { title: 'Nope' }, token)).status).toBe(expected);
      expect((await w.api.call('DELETE', `${A}/${t.id}`, undefined, token)).status).toBe(expected);
      expect((await w.api.post(`${A}/${t.id}/questions`, { question: 'Q?', answer: '<p>A</p>' }, token)).status).toBe(expected);
      expect((await w.api.post(`${A}/order`, { ids: [t.id] }, token)).status).toBe(expected);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('bad input is a 400 (or 404/409) with a message, and nothing is written', async () => {
    const t = await topic();
    const other = await topic();
    const before = await snapshot();
    const bad: [string, string, unknown, number][] = [
      ['POST', A, { title: '' }, 400],
      ['POST', A, { title: 'T', profileName: 'Not A Name!' }, 400],
      ['POST', A, { title: '!!!' }, 400],
      ['POST', A, { title: 'T', extra: 1 }, 400],
      ['POST', A, { title: 'T', profileName: t.profileName }, 409],
      ['PATCH', `${A}/${other.id}`, { profileName: t.profileName }, 409],
      ['PATCH', `${A}/no-such-topic`, { title: 'X' }, 404],
      ['POST', `${A}/${t.id}/questions`, { question: '', answer: '<p>A</p>' }, 400],
      ['POST', `${A}/${t.id}/questions`, { question: 'Q?', answer: '<script>alert(1)</script>' }, 400],
      ['POST', `${A}/${t.id}/questions`, { question: 'Q?' }, 400],
      ['POST', `${A}/no-such-topic/questions`, { question: 'Q?', answer: '<p>A</p>' }, 404],
      ['POST', `${A}/order`, { ids: [t.id] }, 400],
      ['POST', `${A}/${t.id}/questions/order`, { ids: ['x'] }, 400],
      ['PATCH', `${Q}/no-such-question`, { question: 'X' }, 404],
    ];
    for (const [method, path, body, status] of bad) {
      const r = await w.api.call(method, path, body, w.admin);
      expect(r.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(status);
      expect(r.body.message ?? r.body.error ?? JSON.stringify(r.body)).toMatch(/\w/);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('a topic with questions is public in order; edits, reorders and deletes are audited', async () => {
    const t = await topic(`Shipping ${uniq()}`);
    expect(t.profileName).toMatch(/^shipping-[a-z0-9]+$/);
    const q1 = (await w.api.post(`${A}/${t.id}/questions`, { question: 'How long?', answer: '<p>Two <b>days</b></p>' }, w.admin)).body.questions[0];
    const withTwo = (await w.api.post(`${A}/${t.id}/questions`, { question: 'Where to?', answer: '<p>Anywhere</p>' }, w.admin)).body;
    const q2 = withTwo.questions[1];
    expect(withTwo.questions.map((q: { question: string }) => q.question)).toEqual(['How long?', 'Where to?']);

    const one = (await w.api.get(`${P}/${t.profileName}`)).body;
    expect(one).toMatchObject({ title: t.title, questions: [{ question: 'How long?', answer: '<p>Two <b>days</b></p>' }, { question: 'Where to?' }] });
    expect((await w.api.get(P)).body.map((x: { id: string }) => x.id)).toContain(t.id);
    const missing = await w.api.get(`${P}/no-such-topic-here`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('FAQ topic not found');

    const reordered = (await w.api.post(`${A}/${t.id}/questions/order`, { ids: [q2.id, q1.id] }, w.admin)).body;
    expect(reordered.questions.map((q: { id: string }) => q.id)).toEqual([q2.id, q1.id]);
    const all = (await w.api.get(P)).body.map((x: { id: string }) => x.id) as string[];
    const topicsOrder = [t.id, ...all.filter((id) => id !== t.id)];
    expect((await w.api.post(`${A}/order`, { ids: topicsOrder }, w.admin)).status).toBe(200);
    expect((await w.api.get(P)).body[0].id).toBe(t.id);

    const renamed = (await w.api.patch(`${A}/${t.id}`, { title: 'Delivery', profileName: `delivery-${uniq()}` }, w.admin)).body;
    expect((await w.api.get(`${P}/${renamed.profileName}`)).body.title).toBe('Delivery');
    expect((await w.api.get(`${P}/${t.profileName}`)).status).toBe(404);
    expect((await w.api.patch(`${Q}/${q1.id}`, { answer: '<p>Three days</p>' }, w.admin)).body.questions[1].answer).toBe('<p>Three days</p>');
    expect((await w.api.call('DELETE', `${Q}/${q2.id}`, undefined, w.admin)).body.questions).toHaveLength(1);

    const log = (await w.api.get(`/api/v1/company/admin/audit?targetType=FAQ_TOPIC&targetId=${t.id}`, w.admin)).body;
    expect(log.map((e: { action: string }) => e.action)).toEqual([
      'FAQ_QUESTION_DELETED', 'FAQ_QUESTION_EDITED', 'FAQ_TOPIC_EDITED', 'FAQ_QUESTIONS_REORDERED', 'FAQ_QUESTION_ADDED', 'FAQ_QUESTION_ADDED', 'FAQ_TOPIC_CREATED',
    ]);
    expect(log[2]).toMatchObject({ before: { title: t.title }, after: { title: 'Delivery' } });

    const [topics, questions] = [await count('faq_topics'), await count('faq_questions')];
    expect((await w.api.call('DELETE', `${A}/${t.id}`, undefined, w.admin)).body).toEqual({ ok: true });
    expect([await count('faq_topics'), await count('faq_questions')]).toEqual([topics - 1, questions - 1]);
    expect((await w.api.get(`${P}/${renamed.profileName}`)).status).toBe(404);
  });

  it('answers are sanitised: scripts, handlers and javascript: links never come back', async () => {
    const t = await topic();
    const r = await w.api.post(`${A}/${t.id}/questions`, {
      question: '<b>Plain</b> text?',
      answer: '<p onclick="steal()">Hi <b>there</b><script>alert(1)</script> <a href="javascript:alert(1)">x</a></p><img src=x onerror=alert(1)>',
    }, w.admin);
    expect(r.status).toBe(201);
    const q = (await w.api.get(`${P}/${t.profileName}`)).body.questions[0];
    expect(q.answer).toContain('<b>there</b>');
    expect(q.answer).not.toMatch(/<script|onclick|onerror|href="javascript:|<img/i);
    expect(q.question).toBe('<b>Plain</b> text?'); // plain text: the client renders it as text, never as HTML
    // a row written around the API is sanitised again when read
    await w.s.db.updateTable('faq_questions').set({ answer: '<p>ok<script>alert(1)</script></p>' }).where('topic_id', '=', t.id).execute();
    expect((await w.api.get(`${P}/${t.profileName}`)).body.questions[0].answer).toBe('<p>ok</p>');
  });

  it('the demo topics are seeded', async () => {
    const names = (await w.api.get(P)).body.map((x: { profileName: string }) => x.profileName);
    expect(names).toEqual(expect.arrayContaining(['getting-started', 'companies-and-groups']));
  });
});
