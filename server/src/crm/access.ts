// Who may use the CRM: the owner of a company works on that company's records (the oldest company they own), and
// so do the company's members the owner allows (crm_delegates; a member who owns no company of their own works on
// the company that allowed them first; leaving the company ends it). A record of another company answers 404, as
// if it did not exist. CRM events reach the open views of the owner and of the members allowed.
import { CRM_MESSAGES } from '../../../src/domain/crm/types';
import { emitTo, type UnitOfWork } from '../context';
import { HttpError } from '../http/errors';
import type { Db } from '../companies/shared';
import { withOwner } from '../companies/tables';
import type { Caller } from '../http/registry';
import type { Action } from '../../../src/domain/shared/events';

/** delegate: the caller is a member the owner allows, not the owner */
export type CrmOwner = { companyId: string; ownerId: string; delegate: boolean };

/** A site admin is confined to the admin portal (spec 1, 6): no CRM of their own. */
export function notAdmin(caller: Caller): void {
  if (caller.admin) throw new HttpError(403, ADMIN_ONLY);
}

export async function crmCompany(db: Db, caller: Caller): Promise<CrmOwner> {
  notAdmin(caller);
  const c = await db.selectFrom('companies').select(['id', 'owner_id']).where('owner_id', '=', caller.userId).orderBy('created_at').orderBy('id').limit(1).executeTakeFirst();
  if (c) return { companyId: c.id, ownerId: c.owner_id, delegate: false };
  const d = await withOwner(db).selectFrom('crm_delegates as d').innerJoin('companies as c', 'c.id', 'd.company_id')
    .innerJoin('company_members as m', (j) => j.onRef('m.company_id', '=', 'd.company_id').onRef('m.user_id', '=', 'd.user_id'))
    .select(['c.id', 'c.owner_id']).where('d.user_id', '=', caller.userId).orderBy('d.created_at').orderBy('c.id').limit(1).executeTakeFirst();
  if (!d) throw new HttpError(403, CRM_MESSAGES.noCompany);
  return { companyId: d.id, ownerId: d.owner_id, delegate: true };
}

/** The owner only (who may use the CRM is theirs to decide). */
export async function crmOwnerOnly(db: Db, caller: Caller): Promise<CrmOwner> {
  const o = await crmCompany(db, caller);
  if (o.delegate) throw new HttpError(403, CRM_MESSAGES.ownerOnly);
  return o;
}

/** A CRM record changed: the open CRM views of the owner and of the members allowed (of that company, or of every company of an owner given by id) refresh. */
export async function emitCrm(uow: UnitOfWork, owner: CrmOwner | string, action: Action, resource: { kind: string; id?: string; [k: string]: unknown }): Promise<void> {
  const ownerId = typeof owner === 'string' ? owner : owner.ownerId;
  let delegates = uow.trx.selectFrom('crm_delegates as d').innerJoin('companies as c', 'c.id', 'd.company_id').select('d.user_id').where('c.owner_id', '=', ownerId);
  if (typeof owner !== 'string') delegates = delegates.where('d.company_id', '=', owner.companyId);
  const others = (await delegates.execute()).map((r) => r.user_id);
  await emitTo(uow, [...new Set([ownerId, ...others])], 'CRM', action, resource);
}

export const CRM_TAG = 'crm';
export const ADMIN_ONLY = 'ADMIN can only access admin pages, and the login page';
