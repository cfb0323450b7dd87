// The CRM module (see ../modules/module.ts): contacts with CSV imports, contact groups, private company notes,
// tracking codes with their visits and referral rewards, form builders with public forms behind a proof-of-work captcha, received RFIs with read marks and the dashboard's counts. Every record is its company owner's (notes: their author's).
import type { ServerModule } from '../modules/module';
import { contactGroupRoutes } from './contact-groups';
import { importRoutes } from './contact-import';
import { contactRoutes } from './contacts';
import { dashboardRoutes } from './dashboard';
import { CRM_MIGRATIONS } from './migrations';
import { noteRoutes } from './notes';
import { captchaRoutes } from './captcha';
import { delegateRoutes } from './delegates';
import { feedbackRoutes } from './feedbacks';
import { seedFeedbacks } from './seed';
import { formRoutes } from './forms';
import { referralRoutes } from './referrals';
import { rfiRoutes } from './rfis';
import { trackingCodeRoutes } from './tracking-codes';

export const crmModule: ServerModule = {
  name: 'crm',
  migrations: CRM_MIGRATIONS,
  seed: seedFeedbacks,
  // imports before contacts: /contacts/upload-events is not a contact id
  routes: (ctx) => [...importRoutes(ctx), ...contactRoutes(ctx), ...contactGroupRoutes(ctx), ...noteRoutes(ctx), ...trackingCodeRoutes(ctx), ...referralRoutes(ctx), ...formRoutes(ctx), ...captchaRoutes(ctx), ...rfiRoutes(ctx), ...dashboardRoutes(ctx), ...delegateRoutes(ctx), ...feedbackRoutes(ctx)],
};
