// A flight recording attached to a feedback: sent as the multipart body's recording part with the feedback's JSON,
// stored redacted beside the feedback in its transaction; too large (413), not JSON or not a recording (400) and a
// bad feedback write nothing and leave the captcha unspent; the company's CRM (not other owners, not admins)
// downloads a company feedback's recording, site admins a platform feedback's; a crafted file's secrets never
// reach the store.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import { RECORDING_FORMAT } from '../../../src/domain/shared/recording';
import { backends, login } from '../harness';
import { C, companyAreaServer } from '../companies/setup';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1LTEifQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
const CARD = '4111 1111 1111 1111';
/** A recording as a crafted client might send it: secrets under secret names, innocent names and in text. */
const crafted = () => ({
  format: RECORDING_FORMAT, createdAt: 1_700_000_000_000, userId: 'u-1',
  store: { rooms: [], notificationCount: 2, messages: {} },
  entries: [
    { i: 0, t: 1, realm: 'worker', kind: 'rest', method: 'POST', url: '/api/v1/company/auth?access_token=s3cr3t-query', status: 200, body: { accessToken: 'plain-access', refreshToken: 'plain-refresh', user: { id: 'u-1', password: 'hunter2-pw' } } },
    { i: 1, t: 2, realm: 'worker', kind: 'command', endpoint: 'billing.pay', input: { cardNumber: '5555555555554444', cvc: '123', note: `card ${CARD}` }, outcome: { ok: true, echo: JWT } },
    { i: 0, t: 3, realm: 'page', kind: 'machine', actor: 'x:1', machine: 'payment', event: { type: 'submit', headers: { Authorization: 'Bearer b34r3r-t0k3n' } }, value: 'done', status: 'active' },
  ],
});
const SECRETS = ['s3cr3t-query', 'plain-access', 'plain-refresh', 'hunter2-pw', '5555555555554444', CARD, JWT, 'b34r3r-t0k3n', '"123"'];

describe.each(backends())('feedback recordings on $name', (backend) => {
  const t = companyAreaServer(backend);
  const solved = async () => {
    const challenge = (await t.state.api.get(`${C}/captcha-challenge`)).body;
    return { challenge, solution: await solveChallenge({ challenge, deriveKey }) };
  };
  const form = (feedback: unknown, recording: Blob) => {
    const f = new FormData();
    f.append('feedback', JSON.stringify(feedback));
    f.append('recording', recording, 'mtz-recording.json');
    return f;
  };
  const json = (v: unknown) => new Blob([JSON.stringify(v)], { type: 'application/json' });
  const written = () => t.counts('crm_feedbacks', 'crm_feedback_recordings', 'captcha_solutions');

  it('a feedback carries a recording, stored redacted; bad files and bad feedback write nothing', async () => {
    const { api, s } = t.state;
    const o = await t.owner('Recording Co');
    const draft = { message: 'The payment page froze', rating: 2, email: 'rita@example.test', companyId: o.companyId };
    const captcha = await solved();
    const before = await written();
    const big = new Blob([JSON.stringify({ ...crafted(), pad: 'x'.repeat(5 * 1024 * 1024) })]);
    for (const [body, status, message] of [
      [form({ ...draft, captcha }, big), 413, 'recording: the recording is larger than 5 MB'],
      [form({ ...draft, captcha }, new Blob(['{"format": "mtz-rec'])), 400, 'recording: the file is not valid JSON'],
      [form({ ...draft, captcha }, json({ format: RECORDING_FORMAT, entries: [] })), 400, 'recording: the file is not a recording (mtz-recording/1)'],
      [form({ ...draft, captcha }, json({ ...crafted(), entries: [{ kind: 'frame' }] })), 400, 'recording: the file is not a recording (mtz-recording/1)'],
      [form({ ...draft, captcha }, json([crafted()])), 400, 'recording: the file is not a recording (mtz-recording/1)'],
      [form({ ...draft, captcha }, new Blob([])), 400, 'recording: the file is not a recording (mtz-recording/1)'],
      [form({ ...draft, message: ' ', captcha }, json(crafted())), 400, 'Please write your feedback'],
      [form({ ...draft, extra: 1, captcha }, json(crafted())), 400, undefined],
    ] as const) {
      const r = await t.multipart(`${C}/feedbacks`, body, '');
      expect(r.status).toBe(status);
      if (message) expect(r.body.message).toBe(message);
    }
    const noFile = new FormData();
    noFile.append('feedback', JSON.stringify({ ...draft, captcha }));
    noFile.append('recording', 'not a file');
    expect((await t.multipart(`${C}/feedbacks`, noFile, '')).status).toBe(400);
    expect(await written()).toEqual(before);

    // the same captcha, unspent, now with a good (crafted) recording
    const sent = await t.multipart(`${C}/feedbacks`, form({ ...draft, captcha }, json(crafted())), '');
    expect(sent).toMatchObject({ status: 201, body: { message: 'Thank you for your feedback' } });
    expect(await written()).toEqual({ crm_feedbacks: before.crm_feedbacks + 1, crm_feedback_recordings: before.crm_feedback_recordings + 1, captcha_solutions: before.captcha_solutions + 1 });
    const stored = await s.db.selectFrom('crm_feedback_recordings').selectAll().where('feedback_id', '=', sent.body.id).executeTakeFirstOrThrow();
    for (const secret of SECRETS) expect(stored.recording).not.toContain(secret);
    const kept = JSON.parse(stored.recording);
    expect(kept).toMatchObject({ format: RECORDING_FORMAT, userId: 'u-1', store: { notificationCount: 2 }, entries: [{ kind: 'rest', body: { accessToken: '[redacted]', user: { id: 'u-1', password: '[redacted]' } } }, { kind: 'command', endpoint: 'billing.pay' }, { kind: 'machine', value: 'done' }] });
    expect(Number(stored.size)).toBe(Buffer.byteLength(stored.recording));

    const list = (await api.get(`${C}/crm/feedbacks`, o.accessToken)).body;
    expect(list.items).toEqual([expect.objectContaining({ id: sent.body.id, recording: { size: Number(stored.size), entries: 3 } })]);
    const download = await api.get(`${C}/crm/feedbacks/${sent.body.id}/recording`, o.accessToken);
    expect(download).toEqual({ status: 200, body: kept });
    // a feedback without one (JSON, as before) says so
    expect((await api.post(`${C}/feedbacks`, { ...draft, message: 'No recording', captcha: await solved() })).status).toBe(201);
    const plain = (await api.get(`${C}/crm/feedbacks`, o.accessToken)).body.items.find((f: { message: string }) => f.message === 'No recording');
    expect(plain.recording).toBeNull();
    expect(await api.get(`${C}/crm/feedbacks/${plain.id}/recording`, o.accessToken)).toEqual({ status: 404, body: { message: 'This feedback has no recording' } });
    expect(s.serverErrors()).toBe(0);
  });

  it("only whoever reads the feedback downloads its recording: the company's CRM, site admins for the platform's", async () => {
    const { api, s } = t.state;
    const o = await t.owner('Reader Co');
    const other = await t.owner('Other Reader Co');
    const admin = (await login(api, 'admin@mtz.test', 'Admin123!')).accessToken;
    const toCompany = (await t.multipart(`${C}/feedbacks`, form({ message: 'Hi', email: 'a@example.test', companyId: o.companyId, captcha: await solved() }, json(crafted())), '')).body.id as string;
    const toPlatform = (await t.multipart(`${C}/feedbacks`, form({ message: 'Hi', email: 'a@example.test', captcha: await solved() }, json(crafted())), '')).body.id as string;
    const crm = (id: string) => `${C}/crm/feedbacks/${id}/recording`;
    const platform = (id: string) => `${C}/admin/feedbacks/${id}/recording`;

    expect((await api.get(crm(toCompany), o.accessToken)).status).toBe(200);
    expect((await api.get(crm(toCompany), other.accessToken)).status).toBe(404);
    expect((await api.get(crm(toCompany), (await t.member()).accessToken)).status).toBe(403);
    expect((await api.get(crm(toCompany), admin)).status).toBe(403);
    expect((await api.get(crm(toCompany))).status).toBe(401);
    expect((await api.get(crm(toPlatform), o.accessToken)).status).toBe(404);
    expect((await api.get(crm('no-such-feedback'), o.accessToken)).status).toBe(404);

    const adminGot = await api.get(platform(toPlatform), admin);
    expect(adminGot.status).toBe(200);
    expect(adminGot.body.entries).toHaveLength(3);
    expect((await api.get(platform(toCompany), admin)).status).toBe(404);
    expect((await api.get(platform(toPlatform), o.accessToken)).status).toBe(403);
    expect((await api.get(platform(toPlatform))).status).toBe(401);
    const listed = (await api.get(`${C}/admin/feedbacks?limit=128`, admin)).body.items.find((f: { id: string }) => f.id === toPlatform);
    expect(listed.recording).toEqual({ size: expect.any(Number), entries: 3 });
    expect(s.serverErrors()).toBe(0);
  });
});
