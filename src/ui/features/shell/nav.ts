// Static lists of the public header menus and the footer (spec 2 "Shared").
import { links } from '../../app/links';

export type NavItem = { label: string; href: string };
export type NavMenu = { label: string; items: NavItem[] };

export const PUBLIC_TOP_BAR: NavItem[] = [
  { label: 'Search', href: links.search() },
  { label: 'About Us', href: links.about() },
  { label: 'Pricing', href: links.pricing() },
  { label: 'Contact Us', href: links.contact() },
];

export const HEADER_MENUS: NavMenu[] = [
  {
    label: 'Products',
    items: [
      { label: 'Company Directory', href: links.directory() },
      { label: 'Product Catalogue', href: links.search() },
      { label: 'Requests for Quotation (RFQs)', href: links.welcome() },
      { label: 'Product Menus and QR Codes', href: links.welcome() },
    ],
  },
  {
    label: 'Solutions',
    items: [
      { label: 'For Suppliers and Manufacturers', href: links.welcome() },
      { label: 'For Buyers and Sourcing Teams', href: links.welcome() },
      { label: 'Company Groups and Associations', href: links.about() },
      { label: 'Advertising and Sponsorship', href: links.pricing() },
      { label: 'CRM and Email Campaigns', href: links.pricing() },
    ],
  },
  {
    label: 'Resources',
    items: [
      { label: 'FAQs', href: links.faqs() },
      { label: 'News', href: links.news() },
      { label: 'About Us', href: links.about() },
      { label: 'Contact Us', href: links.contact() },
    ],
  },
];

export const FOOTER_LINKS: NavItem[] = [
  { label: 'Terms', href: links.terms() },
  { label: 'Privacy', href: links.privacy() },
  { label: 'Feedback', href: links.feedback() },
  { label: 'FAQs', href: links.faqs() },
  { label: 'Investor Relations', href: links.investorRelations() },
  { label: 'About Us', href: links.about() },
  { label: 'Contact Us', href: links.contact() },
  { label: 'News', href: links.news() },
];

/** The page's maximum width (spec 9). */
export const PAGE_MAX_WIDTH = '1306px';
