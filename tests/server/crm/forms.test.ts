// Form builders (spec 2) and the proof-of-work captcha (spec 7: POST /captcha-check): the owner builds a form
// (the domain's rules: one required e-mail field, choices, contact targets), publishes it; a visitor without an
// account fetches a challenge, solves it, fills the form: the company's contact is created, then updated by a
// second submission with the same e-mail; a solution is spent once; bad answers and bad captchas write nothing.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import type { FormDraft } from '../../../src/domain/crm/forms';
import { backends } from '../harness';
import { C, companyAreaServer } from '../companies/setup';

const draft = (over: Partial<FormDraft> = {}): FormDraft => ({
  title: ' Trade fair sign-up ', description: 'Leave your details and we call you back.', published: true,
  fields: [
    { id: 'email', label: 'E-mail', type: 'EMAIL', required: true },
    { id: 'first', label: 'First name', type: 'TEXT', required: true, contactField: 'firstname' },
    { id: 'phone', label: 'Phone', type: 'PHONE', required: false, contactField: 'phone' },
    { id: 'interest', label: 'Interested in', type: 'CHOICE', required: true, choices: ['Bolts', 'Nuts'] },
    { id: 'note', label: 'Anything else?', type: 'LONG_TEXT', required: false },
  ],
  ...over,
});

describe.each(backends())('form builders on $name', (backend) => {
  const t = companyAreaServer(backend);

  async function solved() {
    const { api } = t.state;
    const challenge = (await api.get(`${C}/captcha-challenge`)).body;
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('captcha not solved');
    return { challenge, solution };
  }

  it('build, publish, fill without an account behind the captcha: contacts created and merged; others get 404', async () => {
    const { api } = t.state;
    const o = await t.owner('Form Co');
    const other = await t.owner('Other Form Co');
    // bad drafts: nothing written
    for (const bad of [
      draft({ title: ' ' }), draft({ fields: [] }),
      draft({ fields: draft().fields.filter((f) => f.type !== 'EMAIL') }),
      draft({ fields: [{ id: 'e', label: 'E-mail', type: 'EMAIL', required: false }] }),
      draft({ fields: [...draft().fields, { id: 'c', label: 'Pick', type: 'CHOICE', required: false, choices: ['One'] }] }),
      draft({ fields: [...draft().fields, { id: 'x', label: 'Long', type: 'LONG_TEXT', required: false, contactField: 'lastname' }] }),
    ]) expect((await api.post(`${C}/form-builders`, bad, o.accessToken)).status).toBe(400);
    expect((await api.post(`${C}/form-builders`, { ...draft(), extra: 1 }, o.accessToken)).status).toBe(400);
    expect(await t.count('crm_forms')).toBe(0);

    const made = await api.post(`${C}/form-builders`, draft(), o.accessToken);
    expect(made).toMatchObject({ status: 201, body: { title: 'Trade fair sign-up', published: true, submissionCount: 0 } });
    const id = made.body.id as string;
    expect((await api.get(`${C}/crm/stats`, o.accessToken)).body.formBuilders).toBe(1);
    expect((await api.get(`${C}/form-builders/${id}`, other.accessToken)).status).toBe(404);
    expect((await api.patch(`${C}/form-builders/${id}`, draft(), other.accessToken)).status).toBe(404);
    expect((await api.get(`${C}/form-builders/${id}/submissions`, other.accessToken)).status).toBe(404);

    // the public form, no account
    expect((await api.get(`${C}/forms/${id}`)).body).toMatchObject({ id, title: 'Trade fair sign-up', companyName: 'Form Co' });
    const answers = { email: ' Vera@Example.COM ', first: 'Vera', phone: '+371 2000 0000', interest: 'Bolts', note: 'Call after 10' };
    // the captcha: checked without spending, then spent by the submission
    const c1 = await solved();
    expect((await api.post(`${C}/captcha-check`, c1)).body).toEqual({ verified: true });
    expect((await api.post(`${C}/captcha-check`, { ...c1, solution: { ...c1.solution, counter: c1.solution.counter + 1 } })).body).toEqual({ verified: false });
    // bad answers: nothing written, the captcha not spent
    expect((await api.post(`${C}/forms/${id}/submissions`, { answers: { ...answers, interest: 'Screws' }, captcha: c1 })).body.message).toBe('Interested in: Please pick one of the options');
    expect((await api.post(`${C}/forms/${id}/submissions`, { answers: { ...answers, email: 'nope' }, captcha: c1 })).status).toBe(400);
    expect((await api.post(`${C}/forms/${id}/submissions`, { answers: { ...answers, first: '' }, captcha: c1 })).body.message).toBe('First name: This field is required');
    const tampered = { ...c1, challenge: { ...c1.challenge, parameters: { ...c1.challenge.parameters, keyPrefix: '0' } } };
    expect((await api.post(`${C}/forms/${id}/submissions`, { answers, captcha: tampered })).body.message).toBe('The captcha could not be verified. Please try again.');
    expect(await t.count('crm_form_submissions')).toBe(0);
    expect(await t.count('crm_contacts')).toBe(0);

    const sent = await api.post(`${C}/forms/${id}/submissions`, { answers, captcha: c1 });
    expect(sent).toMatchObject({ status: 201, body: { message: 'Thank you! Your answers were sent.' } });
    // the same solution again: refused (spent), and the check says so
    expect((await api.post(`${C}/forms/${id}/submissions`, { answers, captcha: c1 })).status).toBe(400);
    expect((await api.post(`${C}/captcha-check`, c1)).body).toEqual({ verified: false });
    // a second submission with the same e-mail updates the contact
    expect((await api.post(`${C}/forms/${id}/submissions`, { answers: { ...answers, email: 'vera@example.com', phone: '+371 2999 9999' }, captcha: await solved() })).status).toBe(201);
    const contacts = (await api.get(`${C}/contacts`, o.accessToken)).body;
    expect(contacts.items).toEqual([expect.objectContaining({ email: 'vera@example.com', firstname: 'Vera', phone: '+37129999999' })]); // E.164
    const subs = (await api.get(`${C}/form-builders/${id}/submissions`, o.accessToken)).body;
    expect(subs.total).toBe(2);
    expect(subs.items[1]).toMatchObject({ email: 'vera@example.com', answers: { interest: 'Bolts', note: 'Call after 10' }, contactId: contacts.items[0].id });
    expect((await api.get(`${C}/form-builders`, o.accessToken)).body[0]).toMatchObject({ id, submissionCount: 2 });
    // the owner hears of each submission
    const evs = (await t.events(o.accessToken)).filter((e) => e.resourceType === 'CRM' && e.resource.kind === 'FORMSUBMISSION');
    expect(evs).toHaveLength(2);

    // unpublished: gone for visitors; deleted: gone, the contacts stay
    expect((await api.patch(`${C}/form-builders/${id}`, draft({ published: false }), o.accessToken)).body.published).toBe(false);
    expect((await api.get(`${C}/forms/${id}`)).status).toBe(404);
    expect((await api.post(`${C}/forms/${id}/submissions`, { answers, captcha: await solved() })).status).toBe(404);
    expect((await t.del(`${C}/form-builders/${id}`, other.accessToken)).status).toBe(404);
    expect((await t.del(`${C}/form-builders/${id}`, o.accessToken)).status).toBe(200);
    expect(await t.count('crm_form_submissions')).toBe(0);
    expect(await t.count('crm_contacts')).toBe(1);
    const member = await t.member();
    expect((await api.get(`${C}/form-builders`, member.accessToken)).status).toBe(403);
    expect((await api.get(`${C}/form-builders`)).status).toBe(401);
  });

  it('an expired challenge is refused', async () => {
    const { api, s } = t.state;
    const o = await t.owner('Late Co');
    const id = (await api.post(`${C}/form-builders`, draft(), o.accessToken)).body.id as string;
    const c = await solved();
    s.clock.advance(11 * 60_000);
    expect((await api.post(`${C}/captcha-check`, c)).body).toEqual({ verified: false });
    expect((await api.post(`${C}/forms/${id}/submissions`, { answers: { email: 'a@b.co', first: 'A', interest: 'Nuts' }, captcha: c })).status).toBe(400);
  });
});
