// Who may use the CRM: the owner of a company works on that company's records (the oldest company they own);
// a record of another company answers 404, as if it did not exist. CRM events reach the owner's open views.
import { CRM_MESSAGES } from '../../../src/domain/crm/types';
import { emitTo, type UnitOfWork } from '../context';
import { HttpError } from '../http/errors';
import type { Db } from '../companies/shared';
import type { Caller } from '../http/registry';
import type { Action } from '../../../src/domain/shared/events';

export type CrmOwner = { companyId: string; ownerId: string };

/** A site admin is confined to the admin portal (spec 1, 6): no CRM of their own. */
export function notAdmin(caller: Caller): void {
  if (caller.admin) throw new HttpError(403, ADMIN_ONLY);
}

export async function crmCompany(db: Db, caller: Caller): Promise<CrmOwner> {
  notAdmin(caller);
  const c = await db.selectFrom('companies').select(['id', 'owner_id']).where('owner_id', '=', caller.userId).orderBy('created_at').orderBy('id').limit(1).executeTakeFirst();
  if (!c) throw new HttpError(403, CRM_MESSAGES.noCompany);
  return { companyId: c.id, ownerId: c.owner_id };
}

/** A CRM record changed: the owner's open CRM views refresh. */
export async function emitCrm(uow: UnitOfWork, owner: CrmOwner | string, action: Action, resource: { kind: string; id?: string; [k: string]: unknown }): Promise<void> {
  await emitTo(uow, [typeof owner === 'string' ? owner : owner.ownerId], 'CRM', action, resource);
}

export const CRM_TAG = 'crm';
export const ADMIN_ONLY = 'ADMIN can only access admin pages, and the login page';
