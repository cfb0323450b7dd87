// Routes of the CRM under /me/crm (spec 2), merged into the one table in ../../app/routes.ts.
import type { AppRoute } from '../../app/route-types';
import { lazyPage } from '../../app/lazy-page';
const CrmDashboardPage = lazyPage(() => import('./CrmDashboardPage'), 'CrmDashboardPage');
const ContactsPage = lazyPage(() => import('./ContactsPage'), 'ContactsPage');
const UploadEventsPage = lazyPage(() => import('./ContactsPage'), 'UploadEventsPage');
const ContactGroupsPage = lazyPage(() => import('./ContactGroupsPages'), 'ContactGroupsPage');
const GroupContactsPage = lazyPage(() => import('./ContactGroupsPages'), 'GroupContactsPage');
const TrackingCodesPage = lazyPage(() => import('./TrackingCodesPages'), 'TrackingCodesPage');
const TcLogsPage = lazyPage(() => import('./TrackingCodesPages'), 'TcLogsPage');
const ReferralRewardsPage = lazyPage(() => import('./ReferralRewardsPage'), 'ReferralRewardsPage');
const FormBuildersPage = lazyPage(() => import('./FormBuildersPages'), 'FormBuildersPage');
const FormBuilderPage = lazyPage(() => import('./FormBuildersPages'), 'FormBuilderPage');
const PublicFormPage = lazyPage(() => import('../forms/PublicFormPage'), 'PublicFormPage');
const FeedbacksPage = lazyPage(() => import('./FeedbacksPages'), 'FeedbacksPage');
const FeedbackReportPage = lazyPage(() => import('./FeedbacksPages'), 'FeedbackReportPage');
const RfisPage = lazyPage(() => import('./RfisPage'), 'RfisPage');
const CompanyNotesPage = lazyPage(() => import('./CompanyNotesPage'), 'CompanyNotesPage');
const EmailLayoutsPage = lazyPage(() => import('./EmailLayoutsPages'), 'EmailLayoutsPage');
const EmailLayoutPage = lazyPage(() => import('./EmailLayoutsPages'), 'EmailLayoutPage');
const EmailCampaignsPage = lazyPage(() => import('./EmailCampaignsPages'), 'EmailCampaignsPage');
const EmailCampaignPage = lazyPage(() => import('./EmailCampaignsPages'), 'EmailCampaignPage');
const UnsubscribePage = lazyPage(() => import('./UnsubscribePage'), 'UnsubscribePage');

export const crmRoutes = [
  { path: '/me/crm', component: CrmDashboardPage, area: 'me' },
  { path: '/me/crm/contacts', component: ContactsPage, area: 'me' },
  { path: '/me/crm/contacts/upload-events', component: UploadEventsPage, area: 'me' },
  { path: '/me/crm/contact-groups', component: ContactGroupsPage, area: 'me' },
  { path: '/me/crm/contact-groups/:groupId/contacts', component: GroupContactsPage, area: 'me' },
  { path: '/me/crm/tracking-codes', component: TrackingCodesPage, area: 'me' },
  { path: '/me/crm/tracking-codes/tcLogs', component: TcLogsPage, area: 'me' },
  { path: '/me/crm/tracking-codes/:tcId/referral-rewards', component: ReferralRewardsPage, area: 'me' },
  { path: '/me/crm/form-builders', component: FormBuildersPage, area: 'me' },
  { path: '/me/crm/form-builders/:formBuilderId', component: FormBuilderPage, area: 'me' },
  { path: '/forms/:formBuilderId', component: PublicFormPage, area: 'public' },
  { path: '/me/crm/feedbacks', component: FeedbacksPage, area: 'me' },
  { path: '/me/crm/feedbacks/report', component: FeedbackReportPage, area: 'me' },
  { path: '/me/crm/rfis', component: RfisPage, area: 'me' },
  { path: '/me/crm/company-notes', component: CompanyNotesPage, area: 'me' },
  { path: '/me/crm/email-layouts', component: EmailLayoutsPage, area: 'me' },
  { path: '/me/crm/email-layouts/:id', component: EmailLayoutPage, area: 'me' },
  { path: '/me/crm/email-campaigns', component: EmailCampaignsPage, area: 'me' },
  { path: '/me/crm/email-campaigns/:id', component: EmailCampaignPage, area: 'me' },
  { path: '/unsubscribe', component: UnsubscribePage, area: 'public' },
] as const satisfies readonly AppRoute[];
