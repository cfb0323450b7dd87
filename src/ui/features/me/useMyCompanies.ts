// The signed-in member as the server has them now (user.me, refreshed after every command, so a company just
// created counts at once) and the companies they own.
import type { Company } from '../../../domain/companies/types';
import type { User } from '../../../domain/identity/types';
import { useQuery } from '../data/useQuery';
import { useSession } from '../session/useSession';

export type MyCompanies = { user: User | null; companies: Company[] | null; offline: boolean; error: string | null };

export function useMyCompanies(): MyCompanies {
  const session = useSession();
  const me = useQuery('user.me', session.user ? undefined : null);
  const user = me.data ?? session.user;
  const ids = user?.companyIds ?? null;
  const companies = useQuery('companies.byIds', ids && ids.length > 0 ? { ids } : null);
  const list = ids === null ? null : ids.length === 0 ? [] : companies.data ?? null;
  const error = me.status === 'error' ? me.error?.message ?? null : companies.status === 'error' ? companies.error?.message ?? null : null;
  return { user, companies: list, offline: me.offline || companies.offline, error };
}
