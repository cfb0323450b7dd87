// The three kinds of content an admin lists, opens, deactivates and reactivates: their endpoints, links and words.
import { links } from '../../app/links';

export type ContentKind = {
  title: string;
  /** one of them, lower case */
  one: string;
  list: 'admin.companies' | 'admin.products' | 'admin.companyGroups';
  item: 'admin.companies.one' | 'admin.products.one' | 'admin.companyGroups.one';
  update: 'admin.companies.update' | 'admin.products.update' | 'admin.companyGroups.update';
  href(): string;
  itemHref(id: string): string;
  detail: string;
};

export const CONTENT_KINDS = {
  companies: {
    title: 'Companies', one: 'company', list: 'admin.companies', item: 'admin.companies.one', update: 'admin.companies.update',
    href: links.adminCompanies, itemHref: links.adminCompany, detail: 'Profile name',
  },
  products: {
    title: 'Products', one: 'product', list: 'admin.products', item: 'admin.products.one', update: 'admin.products.update',
    href: links.adminProducts, itemHref: links.adminProduct, detail: 'Company · SKU',
  },
  companyGroups: {
    title: 'Company groups', one: 'company group', list: 'admin.companyGroups', item: 'admin.companyGroups.one', update: 'admin.companyGroups.update',
    href: links.adminCompanyGroups, itemHref: links.adminCompanyGroup, detail: 'Profile name · access',
  },
} as const satisfies Record<string, ContentKind>;
