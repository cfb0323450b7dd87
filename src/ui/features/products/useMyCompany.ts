// The signed-in owner's company (the first one they own), or null (spec 8: "You don't have any company...").
// Read from user.me, refreshed after every command, so a company created after sign-in (the intro, /me/company)
// counts without a reload.
import { useMyCompanies } from '../me/useMyCompanies';

export function useMyCompanyId(): string | null {
  return useMyCompanies().user?.companyIds[0] ?? null;
}
