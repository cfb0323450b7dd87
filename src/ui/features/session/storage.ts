// The stored login list (localStorage 'mtz.logins', current first): it survives a reload.
import type { Login } from '../../../domain/identity/types';
import { parseLogins } from '../../../domain/identity/logins';

export const LOGINS_KEY = 'mtz.logins';

export function readStoredLogins(storage: Storage | undefined = globalThis.localStorage): Login[] {
  try {
    return parseLogins(storage?.getItem(LOGINS_KEY) ?? null);
  } catch {
    return [];
  }
}

export function writeStoredLogins(logins: Login[], storage: Storage | undefined = globalThis.localStorage): void {
  try {
    if (logins.length === 0) storage?.removeItem(LOGINS_KEY);
    else storage?.setItem(LOGINS_KEY, JSON.stringify(logins));
  } catch {
    // storage full or blocked: the session still works for this page's life
  }
}
