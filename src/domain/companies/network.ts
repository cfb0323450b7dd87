// Pure rules of the network part of the companies area: watchlist add (spec 5: a selected list is needed;
// a company already in the list is refused with the spec 8 alert), selections for bulk actions, QR codes.
import { MESSAGES } from './rules';

/** A company watchlist, or a product watchlist seen the same way (its productIds as `companyIds`). */
export type WatchlistLike = { id: string; name: string; companyIds: readonly string[] };
/** What a watchlist holds: companies (spec 5) or products. */
export type WatchlistItem = 'company' | 'product';

/** Why adding the item to the selected list is refused, or null when it may be added. */
export function watchlistAddRefusal(lists: readonly WatchlistLike[], selectedId: string, itemId: string, item: WatchlistItem = 'company'): string | null {
  const list = lists.find((l) => l.id === selectedId);
  if (!list) return MESSAGES.selectList;
  if (list.companyIds.includes(itemId)) return item === 'product' ? MESSAGES.productAlreadyInList(list.name) : MESSAGES.alreadyInList(list.name);
  return null;
}

/** The alert once the item is in the list. */
export const watchlistAdded = (item: WatchlistItem) => (item === 'product' ? MESSAGES.productAdded : MESSAGES.companyAdded);

/** The name a copied list gets unless one is given. */
export const copyName = (name: string) => `${name} (copy)`;

/** Selection reducer for bulk actions: toggle one id, select all, clear, or keep only ids still present. */
export type SelectionAction = { type: 'toggle'; id: string } | { type: 'all'; ids: readonly string[] } | { type: 'clear' } | { type: 'retain'; ids: readonly string[] };
export function selection(selected: readonly string[], action: SelectionAction): string[] {
  switch (action.type) {
    case 'toggle':
      return selected.includes(action.id) ? selected.filter((x) => x !== action.id) : [...selected, action.id];
    case 'all':
      return [...new Set(action.ids)];
    case 'clear':
      return [];
    case 'retain':
      return selected.filter((x) => action.ids.includes(x));
  }
}

/** The connect-by-QR link that a code stands for (what the QR image encodes). */
export const connectQrLink = (origin: string, code: string) => `${origin}/me/connections/qr?code=${encodeURIComponent(code)}`;

/** The code from what a person pasted or scanned: a whole connect link or the bare code. */
export function qrCodeFrom(text: string): string | null {
  const t = text.trim();
  if (!t) return null;
  const m = /[?&]code=([^&#\s]+)/.exec(t);
  const code = m ? decodeURIComponent(m[1]) : t;
  return /^[A-Za-z0-9_-]{1,100}$/.test(code) ? code : null;
}
