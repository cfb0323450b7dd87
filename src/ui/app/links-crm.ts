// URL builders of the CRM under /me/crm (spec 2), merged into `links` in links.ts.
import { withQuery } from './query';

export const crmLinks = {
  crm: () => '/me/crm',
  crmContacts: () => '/me/crm/contacts',
  crmUploadEvents: () => '/me/crm/contacts/upload-events',
  crmContactGroups: () => '/me/crm/contact-groups',
  crmGroupContacts: (groupId: string) => `/me/crm/contact-groups/${encodeURIComponent(groupId)}/contacts`,
  crmTrackingCodes: () => '/me/crm/tracking-codes',
  crmTcLogs: (tcId?: string) => withQuery('/me/crm/tracking-codes/tcLogs', { tcId }),
  crmReferralRewards: (tcId: string) => `/me/crm/tracking-codes/${encodeURIComponent(tcId)}/referral-rewards`,
  crmFormBuilders: () => '/me/crm/form-builders',
  crmFormBuilder: (id: string) => `/me/crm/form-builders/${encodeURIComponent(id)}`,
  publicForm: (id: string) => `/forms/${encodeURIComponent(id)}`,
  crmFeedbacks: () => '/me/crm/feedbacks',
  crmFeedbacksReport: () => '/me/crm/feedbacks/report',
  crmRfis: () => '/me/crm/rfis',
  crmCompanyNotes: () => '/me/crm/company-notes',
};
