// Remembers, per email, the company to create once the code is confirmed, so /register-confirm
// still creates it after a reload (the server keeps it as meta but does not hand it back).
import type { PendingCompany } from '../../../domain/identity/registration';

const KEY = 'mtz.pendingRegistration';
type Stored = Record<string, PendingCompany>;

function read(): Stored {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Stored) : {};
  } catch {
    return {};
  }
}

const keyOf = (email: string) => email.trim().toLowerCase();

export function rememberPendingCompany(email: string, company: PendingCompany): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...read(), [keyOf(email)]: company }));
  } catch {
    // storage unavailable: the company step is skipped after a reload
  }
}

export function readPendingCompany(email: string): PendingCompany {
  const c = read()[keyOf(email)];
  if (!c || typeof c.name !== 'string' || !Array.isArray(c.categoryIds)) return null;
  return { name: c.name, categoryIds: c.categoryIds.filter((x): x is string => typeof x === 'string') };
}

export function forgetPendingCompany(email: string): void {
  const all = read();
  delete all[keyOf(email)];
  try {
    localStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // nothing to do
  }
}
