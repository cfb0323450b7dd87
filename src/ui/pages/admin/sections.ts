// The admin portal's sections that work, in navigation order: the navigation and the home page's cards use them.
import type { AdminCounts } from '../../../domain/admin/types';
import { links } from '../../app/links';

export type AdminSection = { title: string; href: string; text: string };

export const ADMIN_SECTIONS: AdminSection[] = [
  { title: 'Users', href: links.adminUsers(), text: 'Find members; activation, plans, companies, groups and last sign-in.' },
  { title: 'Companies', href: links.adminCompanies(), text: 'Search companies; deactivate and reactivate, the owner notified.' },
  { title: 'Products', href: links.adminProducts(), text: 'Search products; deactivate and reactivate, the owner notified.' },
  { title: 'Company groups', href: links.adminCompanyGroups(), text: 'Search groups; deactivate and reactivate, the owner notified.' },
  { title: 'Reported contents', href: links.adminReportedContents(), text: 'Reports on companies, groups, posts and products: dismiss or hide the content.' },
  { title: 'Exceptions', href: links.adminExceptions(), text: 'Server and client errors grouped by message and place.' },
  { title: 'Feedbacks', href: links.adminFeedbacks(), text: 'Feedback sent to the platform through the footer, newest first.' },
  { title: 'Health check', href: links.adminHealthCheck(), text: 'Database, event log, sockets, mail outbox, cron jobs and uploads, measured now.' },
  { title: 'Resource limits', href: links.adminResourceLimits(), text: 'Products per company, images per product, groups per user, upload sizes: in force at once.' },
  { title: 'News', href: links.adminNews(), text: 'The platform news on /mtz-news: write, publish, unpublish and delete posts.' },
  { title: 'FAQs', href: links.adminFaqs(), text: 'FAQ topics and their questions on /faqs: add, edit, reorder and delete.' },
  { title: 'Sitemap', href: links.adminSitemap(), text: 'The last generation of /sitemap.xml, and Regenerate.' },
  { title: 'User extra questions', href: links.adminUserExtraQuestions(), text: 'Questions with choices that members answer about themselves.' },
  { title: 'Company extra questions', href: links.adminCompanyExtraQuestions(), text: 'Questions with choices that company owners answer.' },
  { title: 'Permissions', href: links.adminPermissions(), text: 'Which site admin may use which section; who the grantees are.' },
  { title: 'E-mail', href: links.adminEmailSchemas(), text: 'The system e-mails: their text, placeholders and layout, a preview and a test send; the outbox.' },
  { title: 'Statistics', href: links.adminStats(), text: 'Sign-ups, companies, groups, messages, orders, revenue and payments per period; shared with grantees.' },
  { title: 'Syncs', href: links.adminSyncs('users'), text: 'Users, companies, products and MTZ plan subscriptions against the search index and the payment gateway: differences and Re-sync.' },
  { title: 'MTZ coupons', href: links.adminMtzCoupons(), text: 'Platform coupons for the MTZ plans: discount, plans, validity and max uses.' },
  { title: 'Point rates', href: links.adminPointRates(), text: 'MTZ points per dollar by kind of payment, from a date on.' },
  { title: 'Point promotions', href: links.adminPointPromotions(), text: 'Time-limited point multipliers and extra points.' },
  { title: 'Commission rates', href: links.adminCommissionRates(), text: 'The platform commission: the transaction fee of every charge quote.' },
  { title: 'Group commissions', href: links.adminGroupCommissionRates(), text: "A company group's own commission on its payments." },
];

/** The home page's live counts, each linking to its section when that section exists. */
export const COUNT_CARDS: { key: keyof AdminCounts; label: string; href?: string }[] = [
  { key: 'users', label: 'Users', href: links.adminUsers() },
  { key: 'companies', label: 'Companies', href: links.adminCompanies() },
  { key: 'groups', label: 'Company groups', href: links.adminCompanyGroups() },
  { key: 'openReports', label: 'Open reports', href: links.adminReportedContents() },
  { key: 'failedPayments', label: 'Failed payments' },
  { key: 'mailWaiting', label: 'Mails waiting', href: links.adminOutbox('WAITING') },
  { key: 'mailFailed', label: 'Mails failed', href: links.adminOutbox('FAILED') },
];
