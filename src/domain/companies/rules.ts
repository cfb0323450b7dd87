// Pure rules and constants of the companies area (spec sections 5, 8, 9).
import { phoneDisplay } from '../shared/phone';

export const SEARCH_TYPES = ['COMPANY', 'PRODUCT', 'GROUPEVENT', 'RFQ', 'GROUP'] as const;

export const REPORT_REASONS = ['SPAM_OR_MISLEADING', 'COPYRIGHT_INFRINGEMENT', 'INAPPROPRIATE_CONTENT', 'OTHER_SITE_VIOLATION'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const DEFAULT_REPORT_REASON: ReportReason = 'SPAM_OR_MISLEADING';
export const REPORT_TARGETS = ['COMPANY', 'COMPANY_GROUP', 'COMPANY_GROUP_POST', 'PRODUCT'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

export const PAGE_SIZES = [16, 32, 64, 128] as const;
export const DEFAULT_PAGE_SIZE = 16;
export const MAX_PAGE_BUTTONS = 5;
export const PRODUCT_IMAGE_LIMIT = 16;
export const RFI_IMAGE_LIMIT = 5;
export const RFI_SHORT_MAX = 200;
export const RFI_LONG_MAX = 1000;
export const DROPDOWN_PER_TYPE = 4;
export const SEARCH_DEBOUNCE_MS = 200;

export const MESSAGES = {
  loginToConnect: 'Please login to connect',
  invalidTargetUser: 'Invalid target user',
  needLogin: 'You need to login',
  loginToWatchlist: 'Please login to add watchlist',
  alreadyInList: (name: string) => `The list '${name}' has this company already`,
  companyAdded: 'The company is added successfully',
  /** the product watchlist's wording, after the company one of spec 8 */
  productAlreadyInList: (name: string) => `The list '${name}' has this product already`,
  productAdded: 'The product is added successfully',
  connectionResent: 'Connection request resent',
  reportFailed: 'Server Err',
  cancelConnection: (name: string) => `Do you want to cancel the connection with "${name}"?`,
  addressUnavailable: 'Address is not available',
  selectProducts: 'Please select products to add',
  areYouSure: 'Are you sure?',
  productRemoved: 'Product removed from the menu successfully',
  menuEmpty: 'This menu has no product',
  companyNotFound: 'Company not found',
  onlyOwner: 'Only the company owner may do this',
  selectList: 'Please select a list',
  rfiLogin: 'You need to login to create RFI. Proceed to login?',
} as const;

/**
 * A search keyword as a PostgreSQL tsquery (simple config) matching word prefixes, or null for a blank
 * keyword (spec 2: a blank keyword is ignored). Only letters and digits survive, so the result is
 * always a valid to_tsquery argument.
 */
/** The summary of every type (the dropdown, the tabs of /search) counts matches up to this, then shows '100+'. */
export const SEARCH_COUNT_CAP = 100;

/** '12' or, past the cap, '100+'. */
export const searchCountText = (page: { count: number; countCapped?: boolean }): string => `${page.count}${page.countCapped ? '+' : ''}`;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/**
 * A description as one line of plain text for a search hit: markup dropped, the common entities decoded,
 * white space collapsed, cut at a word boundary to at most `max` characters with an ellipsis.
 */
export function descriptionLine(text: string, max = 140): string {
  const plain = text
    .replace(/<[^>]*>?/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_m, e: string) => ENTITIES[e])
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function toPrefixTsQuery(keyword: string): string | null {
  const words = normaliseKeyword(keyword);
  return words.length === 0 ? null : words.map((w) => `${w}:*`).join(' & ');
}

/** Lower-cased words of letters and digits, at most 8, each at most 40 characters. */
export function normaliseKeyword(keyword: string): string[] {
  return keyword
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 8)
    .map((w) => w.slice(0, 40));
}

export const isBlankKeyword = (keyword: string | null | undefined) => normaliseKeyword(keyword ?? '').length === 0;

/**
 * Page buttons to show: at most `max`, a window around the current page (1-based), clamped to [1, pages].
 */
export function pageButtons(current: number, pages: number, max: number = MAX_PAGE_BUTTONS): number[] {
  if (pages <= 0) return [];
  const cur = Math.min(Math.max(1, Math.floor(current)), pages);
  const count = Math.min(max, pages);
  let start = cur - Math.floor(count / 2);
  start = Math.max(1, Math.min(start, pages - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}

export const pageCount = (total: number, size: number) => Math.max(0, Math.ceil(total / size));

/**
 * The phone as the detail card shows it, plus country code plus number (libphonenumber's international format:
 * +371 67 123 456), or as stored when it is not a possible number; null when there is no phone.
 */
export function formatPhone(countryCode: string | null, phone: string | null): string | null {
  const p = (phone ?? '').trim();
  if (!p) return null;
  const cc = (countryCode ?? '').replace(/\D/g, '');
  return phoneDisplay(p, cc) ?? (cc ? `+${cc} ${p}` : p);
}

/** One line of address, or null when there is none (the map then says 'Address is not available'). */
export function addressLine(a: { address: string | null; city: string | null; state: string | null; country: string | null; zipCode: string | null }): string | null {
  const parts = [a.address, a.city, a.state, a.zipCode, a.country].map((p) => (p ?? '').trim()).filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

/** Spec 2 tab bar of a company profile. */
export type ProfileTab = 'Overview' | 'Products' | 'Posts' | 'Groups' | 'Images' | 'Menus' | 'Files';
export function profileTabs(f: { hasProducts: boolean; viewerInGroup: boolean; hasImages: boolean; isOwner: boolean }): ProfileTab[] {
  const tabs: ProfileTab[] = ['Overview'];
  if (f.hasProducts) tabs.push('Products');
  tabs.push('Posts');
  if (f.viewerInGroup) tabs.push('Groups');
  if (f.hasImages || f.isOwner) tabs.push('Images');
  tabs.push('Menus', 'Files');
  return tabs;
}

/** Connection state as the viewer sees it (spec 4). */
export type ConnectionStatus = 'none' | 'sent' | 'received' | 'connected';
export function connectionStatus(viewerId: string, c: { fromUserId: string; activated: boolean } | null | undefined): ConnectionStatus {
  if (!c) return 'none';
  if (c.activated) return 'connected';
  return c.fromUserId === viewerId ? 'sent' : 'received';
}
