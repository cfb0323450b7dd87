// With SMTP_URL set, the outbox is sent over SMTP and marked sent (a tiny SMTP server stands in).
import type { Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail } from '../../server/src/db/outbox';
import { client, freshEmail, registration, startPglite, type TestServer } from './harness';
import { smtpServer } from './smtp-server';


describe('mail over SMTP', () => {
  const received: string[] = [];
  let smtp: { server: Server; port: number };
  let s: TestServer;
  beforeAll(async () => {
    smtp = await smtpServer(received);
    s = await startPglite({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` }); // PGlite only: SMTP delivery, the outbox rows are covered on both
  });
  afterAll(async () => {
    await s.close();
    smtp.server.close();
  });

  it('sends the confirmation mail and marks the outbox row sent', async () => {
    const email = freshEmail('smtp');
    expect((await client(s).post('/api/v1/company/users', registration(email))).status).toBe(201);
    const deadline = Date.now() + 10_000;
    const sent = async () => (await s.db.selectFrom('mails').select('sent_at').where('to', '=', email).executeTakeFirst())?.sent_at;
    while (Date.now() < deadline && !(await sent())) await new Promise((r) => setTimeout(r, 50));
    const mail = received.find((m) => m.includes(email));
    expect(mail).toMatch(/confirmation code is \d{6}/);
    const row = await s.db.selectFrom('mails').select(['sent_at', 'attempts']).where('to', '=', email).executeTakeFirstOrThrow();
    expect(row.attempts).toBe(1);
    expect(row.sent_at).toBe(s.clock.now());
  });

  it("sends a mail's HTML part and extra headers (List-Unsubscribe) as they were queued", async () => {
    const to = freshEmail('smtp-html');
    await s.db.transaction().execute((trx) =>
      enqueueMail(trx, { to, subject: 'Hello', text: 'Plain', html: '<p>Rich</p>', headers: { 'List-Unsubscribe': '<https://mtz.test/u/1>' } }, s.clock.now()),
    );
    s.ctx.mailer.kick();
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && !received.some((m) => m.includes(to))) await new Promise((r) => setTimeout(r, 50));
    const mail = received.find((m) => m.includes(to)) ?? '';
    expect(mail).toContain('List-Unsubscribe: <https://mtz.test/u/1>');
    expect(mail).toContain('<p>Rich</p>');
    expect(mail).toContain('Plain');
  });
});
