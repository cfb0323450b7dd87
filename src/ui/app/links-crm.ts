// URL builders of the CRM under /me/crm (spec 2), merged into `links` in links.ts.
export const crmLinks = {
  crm: () => '/me/crm',
  crmContacts: () => '/me/crm/contacts',
  crmUploadEvents: () => '/me/crm/contacts/upload-events',
  crmContactGroups: () => '/me/crm/contact-groups',
  crmGroupContacts: (groupId: string) => `/me/crm/contact-groups/${encodeURIComponent(groupId)}/contacts`,
  crmCompanyNotes: () => '/me/crm/company-notes',
};
