// Extra questions (admin portal: /mtz-admin/user-extra-questions and /company-extra-questions): only site admins
// write them (audited); members answer the USER ones at /me/extra-info, a company's owner the COMPANY ones; bad
// input (unknown question or choice, two choices for a one-choice question) is a 400 with nothing written.
import { describe, expect, it } from 'vitest';
import { newMember } from './harness';
import { adminServer, rowCount } from './admin/setup';

const C = '/api/v1/company';
const A = `${C}/admin/extra-questions`;
const w = adminServer();

const answers = async () => Number((await w.s.db.selectFrom('extra_answers').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
const questions = async () => Number((await w.s.db.selectFrom('extra_questions').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
type Q = { id: string; choices: { id: string; label: string }[] };

async function question(audience: 'USER' | 'COMPANY', multiple: boolean, choices = ['Red', 'Green', 'Blue']): Promise<Q> {
  const r = await w.api.post(A, { audience, question: `Colour ${Math.random().toString(36).slice(2, 7)}?`, multiple, choices }, w.admin);
  expect(r.status).toBe(201);
  return r.body;
}

describe('extra questions', () => {
  it('only a site admin lists and writes questions; bad input is a 400 and writes nothing', async () => {
    const member = (await newMember(w.api, 'extra-member')).accessToken;
    const q = await question('USER', false);
    const before = [await questions(), await rowCount(w.s, 'admin_audit')];
    for (const [token, status] of [[undefined, 401], [member, 403]] as const) {
      expect((await w.api.get(`${A}?audience=USER`, token)).status).toBe(status);
      expect((await w.api.post(A, { audience: 'USER', question: 'Q?', multiple: false, choices: ['a', 'b'] }, token)).status).toBe(status);
      expect((await w.api.patch(`${A}/${q.id}`, { question: 'Q?' }, token)).status).toBe(status);
      expect((await w.api.call('DELETE', `${A}/${q.id}`, undefined, token)).status).toBe(status);
    }
    for (const bad of [
      { audience: 'USER', question: '', multiple: false, choices: ['a', 'b'] },
      { audience: 'USER', question: 'Q?', multiple: false, choices: ['only one'] },
      { audience: 'USER', question: 'Q?', multiple: false, choices: ['Same', 'same'] },
      { audience: 'SOMEONE', question: 'Q?', multiple: false, choices: ['a', 'b'] },
      { audience: 'USER', question: 'Q?', choices: ['a', 'b'] },
    ]) expect((await w.api.post(A, bad, w.admin)).status, JSON.stringify(bad)).toBe(400);
    expect((await w.api.patch(`${A}/${q.id}`, { choices: [{ id: 'not-a-choice', label: 'x' }, { label: 'y' }] }, w.admin)).status).toBe(400);
    expect((await w.api.patch(`${A}/no-such-question`, { question: 'x' }, w.admin)).status).toBe(404);
    expect([await questions(), await rowCount(w.s, 'admin_audit')]).toEqual(before);
    expect((await w.api.get(`${A}?audience=USER`, w.admin)).body.map((x: Q) => x.id)).toContain(q.id);
  });

  it('a member answers the USER questions; one choice or several as the question says; nothing written on a refusal', async () => {
    const m = (await newMember(w.api, 'extra-answerer')).accessToken;
    const single = await question('USER', false);
    const multi = await question('USER', true);
    const company = await question('COMPANY', false);
    const [red, green] = single.choices;
    const before = await answers();
    for (const bad of [
      { [single.id]: [red!.id, green!.id] },
      { [single.id]: ['no-such-choice'] },
      { [company.id]: [company.choices[0]!.id] },
      { 'no-such-question': [] },
    ]) {
      const r = await w.api.patch(`${C}/extra-info`, { answers: bad }, m);
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(r.body.message).toMatch(/\w/);
    }
    expect(await answers()).toBe(before);
    expect((await w.api.patch(`${C}/extra-info`, { answers: { [single.id]: [red!.id] } })).status).toBe(401);

    const saved = (await w.api.patch(`${C}/extra-info`, { answers: { [single.id]: [green!.id], [multi.id]: [multi.choices[0]!.id, multi.choices[2]!.id] } }, m)).body;
    expect(saved.answers).toMatchObject({ [single.id]: [green!.id], [multi.id]: [multi.choices[0]!.id, multi.choices[2]!.id] });
    expect(saved.questions.map((x: Q) => x.id)).toEqual(expect.arrayContaining([single.id, multi.id]));
    expect(saved.questions.map((x: Q) => x.id)).not.toContain(company.id);
    expect(await answers()).toBe(before + 2);
    expect((await w.api.get(`${C}/extra-info`, m)).body.answers[single.id]).toEqual([green!.id]);

    // an admin removes a choice: it leaves the answer; deleting the question removes its answers
    const edited = (await w.api.patch(`${A}/${multi.id}`, { choices: [{ id: multi.choices[0]!.id, label: 'Crimson' }, { label: 'Teal' }] }, w.admin)).body;
    expect(edited.choices.map((c: { label: string }) => c.label)).toEqual(['Crimson', 'Teal']);
    expect((await w.api.get(`${C}/extra-info`, m)).body.answers[multi.id]).toEqual([multi.choices[0]!.id]);
    expect((await w.api.patch(`${C}/extra-info`, { answers: { [single.id]: [] } }, m)).body.answers[single.id]).toBeUndefined();
    expect((await w.api.call('DELETE', `${A}/${multi.id}`, undefined, w.admin)).status).toBe(200);
    expect(await answers()).toBe(before);
    const log = (await w.api.get(`${C}/admin/audit?targetType=EXTRA_QUESTION&targetId=${multi.id}`, w.admin)).body;
    expect(log.map((e: { action: string }) => e.action)).toEqual(['EXTRA_QUESTION_DELETED', 'EXTRA_QUESTION_EDITED', 'EXTRA_QUESTION_CREATED']);
  });

  it("only a company's owner answers its COMPANY questions", async () => {
    const owner = await newMember(w.api, 'extra-owner');
    const other = (await newMember(w.api, 'extra-other')).accessToken;
    const co = (await w.api.post(`${C}/companies`, { name: `Extra Co ${Date.now()}`, categoryIds: ['cat-1'] }, owner.accessToken)).body;
    const q = await question('COMPANY', false);
    const body = { answers: { [q.id]: [q.choices[1]!.id] } };
    const before = await answers();
    expect((await w.api.get(`${C}/companies/${co.id}/extra-info`, other)).status).toBe(403);
    expect((await w.api.patch(`${C}/companies/${co.id}/extra-info`, body, other)).status).toBe(403);
    expect((await w.api.patch(`${C}/companies/no-such-company/extra-info`, body, owner.accessToken)).status).toBe(404);
    expect(await answers()).toBe(before);
    expect((await w.api.patch(`${C}/companies/${co.id}/extra-info`, body, owner.accessToken)).body.answers).toEqual({ [q.id]: [q.choices[1]!.id] });
    expect((await w.api.get(`${C}/companies/${co.id}/extra-info`, owner.accessToken)).body.answers).toEqual({ [q.id]: [q.choices[1]!.id] });
    expect((await w.api.get(`${C}/extra-info`, owner.accessToken)).body.answers[q.id]).toBeUndefined();
  });
});
