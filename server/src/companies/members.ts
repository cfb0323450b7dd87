// Company members and the owner's invites by email (spec 3, 5, 6): the owner (labelled admin, not
// removable) invites by email, lists, resends and cancels invites; the invitee (the user with that email)
// sees and accepts them; the owner removes members and a member may leave.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { CompanyMember, MemberInvite } from '../../../src/domain/companies/owner';
import { MAX_INVITE_EMAILS, OWNER_MESSAGES, OWNER_ROW_ID, inviteListError, normaliseEmail } from '../../../src/domain/companies/owner';
import { emitTo, inTransaction, type AppContext, type UnitOfWork } from '../context';
import { HttpError } from '../http/errors';
import { defineRoute, type AnyRoute } from '../http/registry';
import { idParam, isUniqueViolation, okSchema } from '../http/inputs';
import { systemMail } from '../mailtemplates/compose';
import { BASE, companyOr404, ownedCompany, userCardSchema, userCards, type Db } from './shared';
import { withOwner, type OwnerTables } from './tables';

const memberSchema = z.object({ id: z.string(), companyId: z.string(), userId: z.string(), user: userCardSchema, admin: z.boolean(), createdAt: z.number() });
const inviteSchema = z.object({
  id: z.string(), companyId: z.string(), targetEmail: z.string(), inviterId: z.string(), createdAt: z.number(), sentAt: z.number(),
  companyName: z.string().optional(), companyProfileName: z.string().optional(),
});

type InviteRow = OwnerTables['company_member_invites'];
const toInvite = (r: InviteRow): MemberInvite => ({
  id: r.id, companyId: r.company_id, targetEmail: r.target_email, inviterId: r.inviter_id, createdAt: Number(r.created_at), sentAt: Number(r.sent_at),
});

async function inviteOr404(db: Db, id: string): Promise<InviteRow> {
  const row = await withOwner(db).selectFrom('company_member_invites').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, OWNER_MESSAGES.inviteNotFound);
  return row;
}

async function callerEmail(db: Db, userId: string): Promise<string> {
  const u = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
  return normaliseEmail(u.email);
}

async function mailInvite(uow: UnitOfWork, to: string, company: { name: string; profile_name: string }) {
  await uow.mail(await systemMail(uow.trx, to, 'company-invite', { company: company.name, link: `/profile/${company.profile_name}/members` }));
}

export async function listMembers(db: Db, companyId: string): Promise<CompanyMember[]> {
  const company = await companyOr404(db, companyId);
  const rows = await withOwner(db).selectFrom('company_members').selectAll().where('company_id', '=', companyId).orderBy('created_at').orderBy('id').execute();
  const cards = await userCards(db, [company.owner_id, ...rows.map((r) => r.user_id)]);
  const owner = cards.get(company.owner_id);
  const out: CompanyMember[] = owner ? [{ id: OWNER_ROW_ID, companyId, userId: company.owner_id, user: owner, admin: true, createdAt: Number(company.created_at) }] : [];
  for (const r of rows) {
    const user = cards.get(r.user_id);
    if (user) out.push({ id: r.id, companyId, userId: r.user_id, user, admin: false, createdAt: Number(r.created_at) });
  }
  return out;
}

export function companyMemberRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'get', path: `${BASE}/companies/{id}/members`, tag: 'company', auth: 'none',
      summary: "A company's members, the owner first (admin)",
      params: idParam,
      response: z.array(memberSchema),
      handler: async ({ params }) => listMembers(ctx.db, params.id),
    }),
    defineRoute({
      method: 'delete', path: `${BASE}/companies/{id}/members/{memberId}`, tag: 'company', auth: 'user',
      summary: 'Remove a member (the owner) or leave (the member); the owner is not removable',
      params: z.object({ id: z.string().min(1).max(100), memberId: z.string().min(1).max(100) }),
      response: okSchema,
      handler: async ({ params, caller }) => {
        const company = await companyOr404(ctx.db, params.id);
        if (params.memberId === OWNER_ROW_ID) throw new HttpError(400, OWNER_MESSAGES.ownerNotRemovable);
        const row = await withOwner(ctx.db).selectFrom('company_members').selectAll().where('id', '=', params.memberId).where('company_id', '=', params.id).executeTakeFirst();
        if (!row) throw new HttpError(404, OWNER_MESSAGES.memberNotFound);
        if (company.owner_id !== caller.userId && row.user_id !== caller.userId) throw new HttpError(403, 'Only the company owner may do this');
        await inTransaction(ctx, async (uow) => {
          await withOwner(uow.trx).deleteFrom('company_members').where('id', '=', row.id).execute();
          await emitMembership(uow, [company.owner_id, row.user_id], 'DELETED', { id: row.id, companyId: params.id, userId: row.user_id });
        });
        return { ok: true as const };
      },
    }),
    defineRoute({
      method: 'post', path: `${BASE}/companies/{id}/member-invites`, tag: 'company', auth: 'user', status: 201,
      summary: 'Invite members by email (owner only); an email already invited is sent again',
      params: idParam,
      body: z.object({ emails: z.array(z.string().max(254)).max(MAX_INVITE_EMAILS * 5) }).strict(),
      response: z.array(inviteSchema),
      handler: async ({ params, body, caller }) => {
        const company = await ownedCompany(ctx.db, params.id, caller.userId);
        const refused = inviteListError(body.emails);
        if (refused) throw new HttpError(400, `emails: ${refused}`);
        const emails = body.emails.map(normaliseEmail);
        const members = await ctx.db
          .selectFrom('users')
          .select('email')
          .where((eb) => eb.fn('lower', ['email']), 'in', emails)
          .where((eb) => eb.or([
            eb('id', '=', company.owner_id),
            eb('id', 'in', withOwner(ctx.db).selectFrom('company_members').select('user_id').where('company_id', '=', params.id)),
          ]))
          .execute();
        if (members.length) throw new HttpError(409, `${OWNER_MESSAGES.alreadyMember}: ${normaliseEmail(members[0].email)}`);
        return inTransaction(ctx, async (uow) => {
          const out: MemberInvite[] = [];
          for (const email of emails) {
            const row: InviteRow = { id: randomUUID(), company_id: params.id, target_email: email, inviter_id: caller.userId, created_at: uow.now, sent_at: uow.now };
            const saved = await withOwner(uow.trx)
              .insertInto('company_member_invites')
              .values(row)
              .onConflict((oc) => oc.columns(['company_id', 'target_email']).doUpdateSet({ sent_at: uow.now, inviter_id: caller.userId }))
              .returningAll()
              .executeTakeFirstOrThrow();
            await mailInvite(uow, email, company);
            out.push(toInvite(saved));
          }
          const invitees = await uow.trx.selectFrom('users').select('id').where((eb) => eb.fn('lower', ['email']), 'in', emails).execute();
          await emitMembership(uow, [company.owner_id, ...invitees.map((u) => u.id)], 'CREATED', { companyId: params.id, invites: out.map((i) => i.id) });
          return out;
        });
      },
    }),
    defineRoute({
      method: 'get', path: `${BASE}/companies/{id}/member-invites`, tag: 'company', auth: 'user',
      summary: "The company's pending invites, latest sent first (owner only)",
      params: idParam,
      response: z.array(inviteSchema),
      handler: async ({ params, caller }) => {
        await ownedCompany(ctx.db, params.id, caller.userId);
        const rows = await withOwner(ctx.db).selectFrom('company_member_invites').selectAll().where('company_id', '=', params.id).orderBy('sent_at', 'desc').orderBy('id').execute();
        return rows.map(toInvite);
      },
    }),
    defineRoute({
      method: 'get', path: `${BASE}/member-invites/mine`, tag: 'company', auth: 'user',
      summary: "Invites addressed to the caller's email",
      response: z.array(inviteSchema),
      handler: async ({ caller }) => {
        const email = await callerEmail(ctx.db, caller.userId);
        const rows = await withOwner(ctx.db)
          .selectFrom('company_member_invites as i')
          .innerJoin('companies as c', 'c.id', 'i.company_id')
          .selectAll('i')
          .select(['c.name as company_name', 'c.profile_name as company_profile_name'])
          .where('i.target_email', '=', email)
          .orderBy('i.sent_at', 'desc')
          .execute();
        return rows.map((r) => ({ ...toInvite(r), companyName: r.company_name, companyProfileName: r.company_profile_name }));
      },
    }),
    defineRoute({
      method: 'post', path: `${BASE}/member-invites/{id}/resend`, tag: 'company', auth: 'user',
      summary: 'Send an invite again (owner only)',
      params: idParam,
      response: inviteSchema,
      handler: async ({ params, caller }) => {
        const invite = await inviteOr404(ctx.db, params.id);
        const company = await ownedCompany(ctx.db, invite.company_id, caller.userId);
        return inTransaction(ctx, async (uow) => {
          const row = await withOwner(uow.trx).updateTable('company_member_invites').set({ sent_at: uow.now }).where('id', '=', invite.id).returningAll().executeTakeFirstOrThrow();
          await mailInvite(uow, invite.target_email, company);
          return toInvite(row);
        });
      },
    }),
    defineRoute({
      method: 'delete', path: `${BASE}/member-invites/{id}`, tag: 'company', auth: 'user',
      summary: 'Cancel an invite (the owner) or decline it (the invitee)',
      params: idParam,
      response: okSchema,
      handler: async ({ params, caller }) => {
        const invite = await inviteOr404(ctx.db, params.id);
        const company = await companyOr404(ctx.db, invite.company_id);
        if (company.owner_id !== caller.userId && (await callerEmail(ctx.db, caller.userId)) !== invite.target_email) throw new HttpError(403, 'Only the company owner may do this');
        await inTransaction(ctx, async (uow) => {
          await withOwner(uow.trx).deleteFrom('company_member_invites').where('id', '=', invite.id).execute();
          const invitee = await uow.trx.selectFrom('users').select('id').where((eb) => eb.fn('lower', ['email']), '=', invite.target_email).executeTakeFirst();
          await emitMembership(uow, [company.owner_id, invitee?.id ?? null], 'DELETED', { id: invite.id, companyId: invite.company_id });
        });
        return { ok: true as const };
      },
    }),
    defineRoute({
      method: 'patch', path: `${BASE}/member-invites/{id}/accept`, tag: 'company', auth: 'user',
      summary: 'Accept an invite (the user with the invited email): becomes a member',
      params: idParam,
      response: memberSchema,
      handler: async ({ params, caller }) => {
        const invite = await inviteOr404(ctx.db, params.id);
        if ((await callerEmail(ctx.db, caller.userId)) !== invite.target_email) throw new HttpError(403, OWNER_MESSAGES.notYourInvite);
        const company = await companyOr404(ctx.db, invite.company_id);
        if (company.owner_id === caller.userId) throw new HttpError(409, OWNER_MESSAGES.alreadyMember);
        const id = randomUUID();
        try {
          await inTransaction(ctx, async (uow) => {
            await withOwner(uow.trx).insertInto('company_members').values({ id, company_id: invite.company_id, user_id: caller.userId, created_at: uow.now }).execute();
            await withOwner(uow.trx).deleteFrom('company_member_invites').where('id', '=', invite.id).execute();
            await emitMembership(uow, [company.owner_id, caller.userId], 'CREATED', { id, companyId: invite.company_id, userId: caller.userId });
          });
        } catch (err) {
          if (isUniqueViolation(err)) throw new HttpError(409, OWNER_MESSAGES.alreadyMember);
          throw err;
        }
        const member = (await listMembers(ctx.db, invite.company_id)).find((m) => m.id === id);
        if (!member) throw new HttpError(404, OWNER_MESSAGES.memberNotFound);
        return member;
      },
    }),
  ];
}

/** A company's membership changed: the owner and the people concerned hear of it (their other views too). */
async function emitMembership(uow: UnitOfWork, userIds: readonly (string | null)[], action: 'CREATED' | 'DELETED', resource: Record<string, unknown>): Promise<void> {
  await emitTo(uow, userIds, 'COMPANYMEMBER', action, resource);
}
