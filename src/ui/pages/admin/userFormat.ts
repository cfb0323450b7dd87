// How the admin pages show a user's state, role and times.
import type { AdminUser } from '../../../domain/admin/types';
import { formatMoment } from '../../../domain/shared/dates';

export const when = (ms: number | null) => (ms === null ? 'never' : formatMoment(ms));

export function userState(u: AdminUser): string {
  if (u.deactivated) return 'Deactivated';
  return u.activated ? 'Active' : 'Not confirmed';
}

export function roleOf(u: AdminUser): string {
  return [u.admin && 'Site admin', u.grantee && 'Grantee'].filter(Boolean).join(', ') || 'Member';
}
