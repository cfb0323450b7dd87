// The signed-in owner's company (the first one they own), or null (spec 8: "You don't have any company...").
import { useSession } from '../session/useSession';

export function useMyCompanyId(): string | null {
  const session = useSession();
  return session.user?.companyIds[0] ?? null;
}
