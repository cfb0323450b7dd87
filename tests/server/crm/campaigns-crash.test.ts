// The campaign sender killed mid-send: the server runs as a child process (tsx server/src/main.ts on a PGlite data
// dir) with a test-only crash point that SIGKILLs it inside the transaction of its 4th recipient, after that
// recipient's mail row is written and before the commit. A server started again on the same data sends the rest:
// every contact of the group has exactly one mail in the outbox, and every recipient the id of its own mail.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../server/src/app';
import { sendCampaignBatch } from '../../../server/src/crm/campaign-sender';
import { childServer, inProcessServer } from '../crash-server';
import { client, newMember } from '../harness';
import { C } from '../companies/setup';

const HOUR = String(3_600_000);
process.env.CRM_CAMPAIGN_CRON_MS = HOUR;

const inProcess = (dataDir: string) => inProcessServer(dataDir);
/** The server as a child process, killed at its Nth recipient. */
const child = (dataDir: string, crashAt: number) => childServer(dataDir, { CRM_CAMPAIGN_CRASH_AT: String(crashAt), CRM_CAMPAIGN_CRON_MS: HOUR });

describe('the campaign sender survives a crash mid-send', () => {
  it('killed inside the 4th recipient: 3 mails committed, the restarted server sends the other 4, each contact mailed once', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'mtz-campaign-crash-'));
    try {
      let s: RunningServer = await inProcess(dataDir);
      const api = client(s);
      const m = await newMember(api, 'sender');
      const companyId = (await api.post(`${C}/companies`, { name: 'Crash Co', categoryIds: ['cat-1'] }, m.accessToken)).body.id as string;
      const group = (await api.post(`${C}/contact-groups`, { name: 'All' }, m.accessToken)).body.id as string;
      const now = Date.now();
      const contacts = Array.from({ length: 7 }, (_, i) => ({ id: randomUUID(), company_id: companyId, email: `c${i}@crash.test`, firstname: `C${i}`, lastname: 'X', phone: '', company_name: '', unsubscribed: false, created_at: now, updated_at: now }));
      await s.db.insertInto('crm_contacts').values(contacts).execute();
      await s.db.insertInto('crm_contact_group_members').values(contacts.map((c) => ({ group_id: group, contact_id: c.id, created_at: now }))).execute();
      const campaign = (await api.post(`${C}/email-campaigns`, { name: 'Crash', subject: 'Hi {firstname}', body: 'Hello', layoutId: null, contactGroupId: group }, m.accessToken)).body.id as string;
      await s.close();

      const c = child(dataDir, 4);
      // Send answers, or the connection dies with the server: the first batch starts at once either way
      await client({ url: await c.url }).post(`${C}/email-campaigns/${campaign}/send`, {}, m.accessToken).catch((err: unknown) => err);
      expect((await c.exited).signal).toBe('SIGKILL');

      s = await inProcess(dataDir);
      try {
        const states = async () => (await s.db.selectFrom('crm_campaign_recipients').select('state').where('campaign_id', '=', campaign).execute()).map((r) => r.state).sort();
        const outbox = () => s.db.selectFrom('mails').select(['id', 'to']).where('to', 'like', '%@crash.test').execute();
        expect(await states()).toEqual([...Array(4).fill('QUEUED'), ...Array(3).fill('SENT')]);
        expect(await outbox()).toHaveLength(3); // the 4th mail row died with its transaction
        expect(await sendCampaignBatch(s.ctx)).toBe(4);
        expect(await states()).toEqual(Array(7).fill('SENT'));
        const mails = await outbox();
        expect(mails.map((x) => x.to).sort()).toEqual(contacts.map((k) => k.email).sort());
        const recipients = await s.db.selectFrom('crm_campaign_recipients').select(['email', 'mail_id']).where('campaign_id', '=', campaign).execute();
        for (const r of recipients) expect(mails.find((x) => x.id === r.mail_id)?.to).toBe(r.email);
        expect((await s.db.selectFrom('crm_email_campaigns').select('state').where('id', '=', campaign).executeTakeFirstOrThrow()).state).toBe('SENT');
        expect(await sendCampaignBatch(s.ctx)).toBe(0);
      } finally {
        await s.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
