// The CRM module (see ../modules/module.ts): contacts with CSV imports, contact groups, private company notes,
// tracking codes with their visits and referral rewards, form builders with public forms behind a proof-of-work captcha, received RFIs with read marks, e-mail layouts and campaigns (sent in batches by the module's cron) and the dashboard's counts. Every record is its company owner's (notes: their author's).
import { CRON_JOBS, trackCron } from '../admin/cron-runs';
import type { ServerModule } from '../modules/module';
import { registerJob } from '../shared/jobs/queue';
import { campaignSenderIdle, runCampaignSender } from './campaign-sender';
import { campaignRoutes } from './campaigns';
import { emailLayoutRoutes } from './email-layouts';
import { unsubscribeRoutes } from './unsubscribe';
import { contactGroupRoutes } from './contact-groups';
import { importRoutes } from './contact-import';
import { contactRoutes } from './contacts';
import { dashboardRoutes } from './dashboard';
import { CRM_MIGRATIONS } from './migrations';
import { noteRoutes } from './notes';
import { captchaRoutes } from './captcha';
import { delegateRoutes } from './delegates';
import { feedbackRoutes } from './feedbacks';
import { feedbackRecordingRoutes } from './feedback-recordings';
import { seedCampaigns, seedFeedbacks } from './seed';
import { formRoutes } from './forms';
import { referralRoutes } from './referrals';
import { rfiRoutes } from './rfis';
import { trackingCodeRoutes } from './tracking-codes';

export const crmModule: ServerModule = {
  name: 'crm',
  migrations: CRM_MIGRATIONS,
  seed: async (ctx) => {
    await seedFeedbacks(ctx);
    await seedCampaigns(ctx);
  },
  // imports before contacts: /contacts/upload-events is not a contact id
  routes: (ctx) => [...importRoutes(ctx), ...contactRoutes(ctx), ...contactGroupRoutes(ctx), ...noteRoutes(ctx), ...trackingCodeRoutes(ctx), ...referralRoutes(ctx), ...formRoutes(ctx), ...captchaRoutes(ctx), ...rfiRoutes(ctx), ...dashboardRoutes(ctx), ...delegateRoutes(ctx), ...feedbackRoutes(ctx), ...feedbackRecordingRoutes(ctx), ...emailLayoutRoutes(ctx), ...campaignRoutes(ctx), ...unsubscribeRoutes(ctx)],
  // the campaign sender: batches of QUEUED recipients (Send mails the first batch at once), a job-queue cron task
  // (../shared/jobs); CRM_CAMPAIGN_CRON_MS may change how often (rounded up to a crontab step: at least a minute)
  start(ctx) {
    registerJob(ctx.db, { name: 'crmCampaigns', everyMs: Number(process.env.CRM_CAMPAIGN_CRON_MS) || CRON_JOBS.crmCampaigns, run: () => trackCron(ctx, 'crmCampaigns', () => runCampaignSender(ctx)) });
    return () => campaignSenderIdle(ctx);
  },
};
