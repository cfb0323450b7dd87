// URL builders: no string-built URLs in components (STYLE.md). Each area keeps its own builders in
// links-<area>.ts; they are merged here so views import one `links`.
import { adminLinks } from './links-admin';
import { adminEmailLinks } from './links-admin-email';
import { billingLinks } from './links-billing';
import { pricingLinks } from './links-pricing';
import { chatLinks } from './links-chat';
import { crmLinks } from './links-crm';
import { crmMailLinks } from './links-crm-mail';
import { adsLinks } from './links-ads';
import { companyLinks } from './links-companies';
import { groupLinks } from './links-groups';
import { meLinks } from './links-me';
import { networkLinks } from './links-network';
import { productsLinks } from './links-products';
import { ticketLinks } from './links-tickets';
import { statsLinks } from './links-stats';
import { withQuery } from './query';


/** Sections of the personal area (spec 2), each under /me/{section}. */
export type MeSection =
  | 'get-started' | 'notifications' | 'connections' | 'followings' | 'company-watchlists'
  | 'product-watchlists' | 'mtz-files' | 'tag-alerts' | 'company' | 'extra-info' | 'stats/company-views'
  | 'network' | 'advertisement' | 'account' | 'products' | 'product-menus' | 'rfqs' | 'groups'
  | 'billing' | 'crm';

export const links = {
  home: () => '/',
  welcome: () => '/welcome',
  welcomeNew: () => '/welcome/new',
  about: () => '/about',
  pricing: () => '/pricing',
  contact: () => '/contact',
  terms: () => '/terms',
  privacy: () => '/privacy',
  faqs: () => '/faqs',
  faqTopic: (profileName: string) => `/faqs/${encodeURIComponent(profileName)}`,
  news: () => '/mtz-news',
  newsPost: (id: string) => `/mtz-news/${encodeURIComponent(id)}`,
  search: (keyword?: string) => withQuery('/search', { keyword }),
  login: (redirectUrl?: string) => withQuery('/login', { redirectUrl }),
  logout: () => '/logout',
  register: (q: { coupon?: string; tc?: string } = {}) => withQuery('/register', q),
  registerConfirm: (email?: string) => withQuery('/register-confirm', { email }),
  registerConfirmResend: (email?: string) => withQuery('/register-confirm-resend', { email }),
  registerSuccess: () => '/register-success',
  reset: () => '/reset',
  resetConfirm: (email?: string) => withQuery('/reset-confirm', { email }),
  me: () => '/me',
  meNotifications: () => '/me/notifications',
  meSection: (section: MeSection) => `/me/${section}`,
  timeline: () => '/timeline',
  timelineV2: () => '/v2/timeline',
  feedback: () => withQuery('/contact', { topic: 'feedback' }),
  investorRelations: () => '/about#investor-relations',
  admin: () => '/mtz-admin',
  ...adminLinks,
  ...adminEmailLinks,
  ...chatLinks,
  ...companyLinks,
  ...productsLinks,
  ...networkLinks,
  ...groupLinks,
  ...meLinks,
  ...billingLinks,
  ...pricingLinks,
  ...crmLinks,
  ...crmMailLinks,
  ...adsLinks,
  ...ticketLinks,
  ...statsLinks,
};
