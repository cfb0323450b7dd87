// Badge text rule (spec 9): a count shows as is up to its cap, then '{cap}+' (notifications 99+, chat unseen 10+).

export const NOTIFICATION_BADGE_CAP = 99;
/** Notification count window: the last 2 days. */
export const NOTIFICATION_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;

export function formatBadge(count: number, cap: number = NOTIFICATION_BADGE_CAP): string {
  const n = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  return n > cap ? `${cap}+` : String(n);
}
