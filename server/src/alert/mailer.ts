// Sends the mail outbox over SMTP when SMTP_URL is set; without it each mail (with its code) is written
// to the server log as it is committed, and stays readable in the outbox.
import nodemailer from 'nodemailer';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Mailer } from '../context';
import { mailParts, type OutgoingMail } from '../db/outbox';
import type { DB } from '../db/schema';

export type MailerOptions = {
  smtpUrl?: string;
  from?: string;
  retryEveryMs?: number;
  log: (msg: string, err?: unknown) => void;
  /** without SMTP: where committed mails are written (the server's console) */
  print?: (text: string) => void;
};

/** A mail as the server log shows it when there is no SMTP. */
export const mailLogText = (m: OutgoingMail) =>
  `Mail (no SMTP_URL: not sent) to ${m.to}\nSubject: ${m.subject}\n${Object.entries(m.headers ?? {})
    .map(([k, v]) => `${k}: ${v}\n`)
    .join('')}${m.text}\n`;

const MAX_ATTEMPTS = 5;

export function createMailer(db: Kysely<DB>, clock: Clock, opts: MailerOptions): Mailer {
  if (!opts.smtpUrl) {
    const print = opts.print ?? (() => {});
    return { kick: (committed = []) => committed.forEach((m) => print(mailLogText(m))), close: async () => {} };
  }
  const transport = nodemailer.createTransport(opts.smtpUrl);
  const from = opts.from ?? 'MTZ <no-reply@mtz.test>';
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;

  async function drain(): Promise<void> {
    const pending = await db
      .selectFrom('mails')
      .selectAll()
      .where('sent_at', 'is', null)
      .where('attempts', '<', MAX_ATTEMPTS)
      .orderBy('n')
      .limit(50)
      .execute();
    for (const m of pending) {
      if (closed) return;
      try {
        await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text, ...mailParts(m) });
        await db.updateTable('mails').set({ sent_at: clock.now(), attempts: m.attempts + 1, last_error: null }).where('id', '=', m.id).execute();
      } catch (err) {
        opts.log(`mail ${m.id} failed`, err);
        await db.updateTable('mails').set({ attempts: m.attempts + 1, last_error: String(err).slice(0, 500) }).where('id', '=', m.id).execute();
      }
    }
  }

  const kick = () => {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((err) => opts.log('mail outbox failed', err))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          kick();
        }
      });
  };
  const timer = setInterval(kick, opts.retryEveryMs ?? 30_000);
  timer.unref();
  kick();
  return {
    kick,
    close: async () => {
      closed = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
