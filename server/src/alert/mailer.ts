// Sends the mail outbox over SMTP when SMTP_URL is set; without it each mail (with its code) is written
// to the server log as it is committed, and stays readable in the outbox. Sending is the job queue's 'mailOutbox'
// job (../shared/jobs): a commit kicks it (kicks coalesce), its cron tick retries what failed, and each sender
// CLAIMS a mail before sending it (../db/outbox.ts claimMails), so two processes never send one mail twice; a claim
// left by a dead process is taken again after MAIL_CLAIM_TIMEOUT_MS (default 5 min).
import nodemailer from 'nodemailer';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Mailer } from '../context';
import { claimMails, mailParts, settleClaim, type OutgoingMail } from '../db/outbox';
import { kickJob, registerJob } from '../shared/jobs/queue';
import type { DB } from '../db/schema';

export type MailerOptions = {
  smtpUrl?: string;
  from?: string;
  /** how often the outbox job retries what is left (default MAIL_RETRY_CRON_MS, else 60 s; rounded up to a crontab step) */
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
const CLAIM_BATCH = 10;
export const MAIL_CLAIM_TIMEOUT_MS = 5 * 60_000;

/** The mailer, and (with SMTP) one pass over the outbox: claims and sends until nothing is left; answers how many went out. */
export type OutboxMailer = Mailer & { sendPending(): Promise<number> };

export function createMailer(db: Kysely<DB>, clock: Clock, opts: MailerOptions): OutboxMailer {
  if (!opts.smtpUrl) {
    const print = opts.print ?? (() => {});
    return { kick: (committed = []) => committed.forEach((m) => print(mailLogText(m))), close: async () => {}, sendPending: async () => 0 };
  }
  const transport = nodemailer.createTransport(opts.smtpUrl);
  const from = opts.from ?? 'MTZ <no-reply@mtz.test>';
  const timeoutMs = Number(process.env.MAIL_CLAIM_TIMEOUT_MS) || MAIL_CLAIM_TIMEOUT_MS;
  const passes = new Set<Promise<number>>();
  let closed = false;

  async function pass(): Promise<number> {
    let sent = 0;
    let afterN = 0;
    while (!closed) {
      const claimed = await claimMails(db, { now: clock.now(), limit: CLAIM_BATCH, afterN, maxAttempts: MAX_ATTEMPTS, timeoutMs });
      if (claimed.length === 0) break;
      for (const m of claimed) {
        afterN = m.n;
        try {
          await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text, ...mailParts(m) });
          await settleClaim(db, m.id, clock.now(), null);
          sent++;
        } catch (err) {
          opts.log(`mail ${m.id} failed (attempt ${m.attempts} of ${MAX_ATTEMPTS})`, err);
          await settleClaim(db, m.id, clock.now(), String(err).slice(0, 500));
        }
      }
    }
    return sent;
  }
  const sendPending = () => {
    const p = pass();
    passes.add(p);
    void p.finally(() => passes.delete(p)).catch(() => undefined);
    return p;
  };
  registerJob(db, { name: 'mailOutbox', everyMs: opts.retryEveryMs ?? (Number(process.env.MAIL_RETRY_CRON_MS) || 60_000), onStart: true, run: sendPending });
  return {
    kick: () => {
      if (!closed) kickJob(db, 'mailOutbox');
    },
    sendPending,
    close: async () => {
      closed = true;
      await Promise.allSettled([...passes]);
      transport.close();
    },
  };
}
