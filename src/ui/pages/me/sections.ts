// The personal area's sections (spec 2 "Personal area"), in the left nav's order.
import { links } from '../../app/links';

export type MeNavItem = { label: string; href: string };

export const ME_SECTIONS: MeNavItem[] = [
  { label: 'My Area', href: links.me() },
  { label: 'Introduction', href: links.meIntroStart() },
  { label: 'Get Started', href: links.meSection('get-started') },
  { label: 'Notifications', href: links.meNotifications() },
  { label: 'Connections', href: links.meSection('connections') },
  { label: 'Followings', href: links.meSection('followings') },
  { label: 'Company Watchlists', href: links.meSection('company-watchlists') },
  { label: 'Product Watchlists', href: links.meSection('product-watchlists') },
  { label: 'Files', href: links.meSection('mtz-files') },
  { label: 'Tag Alerts', href: links.meSection('tag-alerts') },
  { label: 'My Company', href: links.meSection('company') },
  { label: 'Extra Info', href: links.meSection('extra-info') },
  { label: 'Statistics', href: links.meSection('stats/company-views') },
  { label: 'Network', href: links.meSection('network') },
  { label: 'Products', href: links.meSection('products') },
  { label: 'Product Menus', href: links.meSection('product-menus') },
  { label: 'RFQs', href: links.meSection('rfqs') },
  { label: 'Groups', href: links.meSection('groups') },
  { label: 'Advertisement', href: links.meSection('advertisement') },
  { label: 'CRM', href: links.meSection('crm') },
  { label: 'Billing', href: links.meSection('billing') },
  { label: 'Account', href: links.meSection('account') },
];
