// With SMTP_URL set, the outbox is sent over SMTP and marked sent (a tiny SMTP server stands in).
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail } from '../../server/src/db/outbox';
import { client, freshEmail, registration, startPglite, type TestServer } from './harness';

function fakeSmtp(received: string[]): Promise<{ server: Server; port: number }> {
  const server = createServer((sock) => {
    let data = false;
    let buf = '';
    let message = '';
    sock.write('220 fake ESMTP\r\n');
    sock.on('data', (chunk) => {
      buf += chunk.toString('utf8');
      let i;
      while ((i = buf.indexOf('\r\n')) >= 0) {
        const line = buf.slice(0, i);
        buf = buf.slice(i + 2);
        if (data) {
          if (line === '.') {
            data = false;
            received.push(message);
            message = '';
            sock.write('250 queued\r\n');
          } else message += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') sock.write('250 fake\r\n');
        else if (verb === 'DATA') {
          data = true;
          sock.write('354 go\r\n');
        } else if (verb === 'QUIT') sock.end('221 bye\r\n');
        else sock.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port })));
}

describe('mail over SMTP', () => {
  const received: string[] = [];
  let smtp: { server: Server; port: number };
  let s: TestServer;
  beforeAll(async () => {
    smtp = await fakeSmtp(received);
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
