// Referral rewards (spec 2: register may carry tc; spec 7: every request carries the tracking-codes header):
// a member who registers through a company's tracking code is that code's referral, and once they have confirmed
// their e-mail the company's owner earns REFERRAL_REWARD_POINTS MTZ points for them (counted when read, so a
// referral never pays twice and an unconfirmed sign-up never pays). The owner is kept with the referral: points
// earned stay when the code is deleted. GET /referral-rewards?trackingCodeIds= lists them.
import { z } from 'zod';
import { REFERRAL_REWARD_POINTS, referralName, type ReferralRewards } from '../../../src/domain/crm/referrals';
import type { PointsEntry } from '../../../src/domain/billing';
import type { UnitOfWork } from '../context';
import { defineRoute, type AnyRoute } from '../http/registry';
import type { AppContext } from '../context';
import { BASE, type Db } from '../companies/shared';
import { CRM_TAG, crmCompany, emitCrm } from './access';
import { ownCodes, trackingCodeIdsParam } from './tracking-codes';

/** Registration: the first of the given codes that exists (the form's tc, then the header's) makes the new member its referral. */
export async function recordReferral(uow: UnitOfWork, userId: string, codes: string[]): Promise<string | null> {
  if (codes.length === 0) return null;
  const found = await uow.trx.selectFrom('crm_tracking_codes as t').innerJoin('companies as c', 'c.id', 't.company_id')
    .select(['t.id', 'c.owner_id']).where('t.id', 'in', codes).execute();
  const code = codes.map((id) => found.find((f) => f.id === id)).find((f) => f !== undefined);
  if (!code) return null;
  await uow.trx.insertInto('crm_referrals').values({ user_id: userId, tracking_code_id: code.id, owner_id: code.owner_id, created_at: uow.now }).execute();
  await emitCrm(uow, code.owner_id, 'CREATED', { kind: 'REFERRAL', id: userId, trackingCodeId: code.id });
  return code.id;
}

function referralsOf(db: Db) {
  return db.selectFrom('crm_referrals as r').innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.user_id', 'r.tracking_code_id', 'r.created_at', 'u.firstname', 'u.lastname', 'u.activated']);
}

/** The MTZ points a member earned through referrals to the tracking codes of the companies they own. */
export async function referralPoints(db: Db, ownerId: string): Promise<PointsEntry[]> {
  const rows = await referralsOf(db).where('r.owner_id', '=', ownerId).where('u.activated', '=', true).orderBy('r.created_at', 'desc').limit(500).execute();
  return rows.map((r) => ({
    orderId: null, description: `Referral: ${referralName(r.firstname, r.lastname)} joined through ${r.tracking_code_id}`,
    points: REFERRAL_REWARD_POINTS, createdAt: Number(r.created_at),
  }));
}

const rewardsSchema = z.array(z.object({
  trackingCodeId: z.string(), referred: z.number(), activated: z.number(), points: z.number(),
  items: z.array(z.object({ name: z.string(), activated: z.boolean(), points: z.number(), createdAt: z.number() })),
}));

export function referralRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'get', path: `${BASE}/referral-rewards`, tag: CRM_TAG, auth: 'user',
      summary: "Members who registered through the company's tracking codes (all, or the given ones) and the points they earned the owner",
      query: z.object({ trackingCodeIds: trackingCodeIdsParam }),
      response: rewardsSchema,
      handler: async ({ query, caller }): Promise<ReferralRewards[]> => {
        const owner = await crmCompany(ctx.db, caller);
        const codes = await ownCodes(ctx.db, owner, query.trackingCodeIds);
        if (codes.length === 0) return [];
        const rows = await referralsOf(ctx.db).where('r.tracking_code_id', 'in', codes).where('r.owner_id', '=', owner.ownerId).orderBy('r.created_at', 'desc').orderBy('r.user_id').limit(1000).execute();
        return codes.map((trackingCodeId) => {
          const items = rows.filter((r) => r.tracking_code_id === trackingCodeId).map((r) => ({
            name: referralName(r.firstname, r.lastname), activated: r.activated, points: r.activated ? REFERRAL_REWARD_POINTS : 0, createdAt: Number(r.created_at),
          }));
          const activated = items.filter((i) => i.activated).length;
          return { trackingCodeId, referred: items.length, activated, points: activated * REFERRAL_REWARD_POINTS, items };
        });
      },
    }),
  ];
}
