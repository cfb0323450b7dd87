// Removal of the member's own account (/me/account/removal; rules in docs/account-removal.md). Confirmed by the
// password or by a code mailed to the account's address. One database transaction does it all: subscriptions
// cancelled, companies and groups handed over or closed (removal-handover.ts), the member's traces erased, the
// account turned into a tombstone ('Removed user', a freed e-mail, no password, no sessions). No gateway is called:
// money the member still holds, or a payment still on its way, refuses the removal before anything is written.
import { randomBytes } from 'node:crypto';
import { inTransaction, type AppContext, type UnitOfWork } from '../context';
import { HttpError } from '../http/errors';
import { systemMail } from '../mailtemplates/compose';
import { endSubscription } from '../sponsors/changes';
import { withOwner } from '../companies/tables';
import type { TagAlertTables } from '../tagalerts/tables';
import { ACCOUNT_EDIT_MESSAGES } from './account';
import { CODE_MESSAGES } from './codes';
import { hashPassword, verifyPassword } from './crypto';
import { accountCodes, issueAccountCode, takeAccountCode } from './removal-codes';
import { handOverCompanies, handOverGroups } from './removal-handover';
import { closeSockets, revokeAllTokens } from './tokens';

export const REMOVAL_MESSAGES = {
  codeSent: 'A 6-digit code was sent to your e-mail',
  removed: 'Your account was removed',
  adminAccount: 'A site admin account cannot be removed',
  walletNotEmpty: 'Your wallet still holds money: pay it out before removing your account',
  paymentPending: 'A payment of yours is still being processed: try again in a few minutes',
} as const;

/** What a removed account is called wherever its past remains (chat messages, orders of others). */
export const REMOVED_USER = { firstname: 'Removed', lastname: 'user' } as const;

export type RemovalConfirmation = { password: string } | { code: string };

export async function sendRemovalCode(ctx: AppContext, userId: string): Promise<{ message: string }> {
  const u = await ctx.db.selectFrom('users').select(['id', 'email', 'firstname', 'admin']).where('id', '=', userId).executeTakeFirstOrThrow();
  if (u.admin) throw new HttpError(400, REMOVAL_MESSAGES.adminAccount);
  await inTransaction(ctx, (uow) => issueAccountCode(uow, ctx.jwtSecret, u, 'REMOVE', u.email, u.email));
  return { message: REMOVAL_MESSAGES.codeSent };
}

export async function removeAccount(ctx: AppContext, userId: string, confirm: RemovalConfirmation): Promise<{ message: string }> {
  const u = await ctx.db.selectFrom('users').select(['id', 'email', 'firstname', 'admin', 'password_hash']).where('id', '=', userId).executeTakeFirstOrThrow();
  if (u.admin) throw new HttpError(400, REMOVAL_MESSAGES.adminAccount);
  if ('password' in confirm && !(await verifyPassword(confirm.password, u.password_hash))) throw new HttpError(400, ACCOUNT_EDIT_MESSAGES.invalidPassword);
  // nobody knows this password: the tombstone cannot be signed in to even by a reset (its address is not a mailbox)
  const lockedHash = await hashPassword(randomBytes(32).toString('base64url'));
  const check = await inTransaction(ctx, async (uow) => {
    await uow.trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
    await refuseWhileMoneyHeld(uow, userId);
    if ('code' in confirm) {
      const c = await takeAccountCode(uow.trx, ctx.jwtSecret, userId, 'REMOVE', confirm.code, uow.now);
      if (c.check !== 'ok') return c.check;
    }
    await cancelSubscriptions(uow, userId);
    await handOverCompanies(uow, userId);
    await handOverGroups(uow, userId);
    await eraseTraces(uow, userId);
    await uow.trx.updateTable('users').set({
      email: `removed-${userId}@removed.invalid`, ...REMOVED_USER, profile_name: `removed-${userId}`, logo: null, password_hash: lockedHash,
      meta: JSON.stringify({ removedAt: uow.now }), activated: false, deactivated_at: uow.now, grantee: false,
    }).where('id', '=', userId).execute();
    await revokeAllTokens(uow.trx, userId, uow.now);
    await uow.mail(await systemMail(uow.trx, u.email, 'account-removed', { firstname: u.firstname }));
    return 'ok' as const;
  });
  if (check !== 'ok') throw new HttpError(400, CODE_MESSAGES[check]);
  await closeSockets(ctx, userId);
  return { message: REMOVAL_MESSAGES.removed };
}

/** The wallet must be empty and no charge, refund or payout of the member on its way (the cron settles those). */
async function refuseWhileMoneyHeld(uow: UnitOfWork, userId: string): Promise<void> {
  const { trx } = uow;
  const wallet = await trx.selectFrom('pay_wallets').select('cents').where('user_id', '=', userId).executeTakeFirst();
  if (wallet && Number(wallet.cents) > 0) throw new HttpError(400, REMOVAL_MESSAGES.walletNotEmpty);
  const intent = await trx.selectFrom('pay_intents').select('id').where('buyer_user_id', '=', userId).where('status', '=', 'PENDING').executeTakeFirst();
  const op = await trx.selectFrom('pay_operations').select('id').where('user_id', '=', userId).where('status', '=', 'PENDING').executeTakeFirst();
  if (intent || op) throw new HttpError(400, REMOVAL_MESSAGES.paymentPending);
}

/**
 * The member's own subscriptions end now, with no refund (what the cancel paths do, and no paid-up remainder to
 * run out for an account that is gone): group member plans and the MTZ plan are cancelled and ended; sponsorships
 * go through the sponsors' own removal path (endSubscription), which takes the sponsor off the group at once.
 */
async function cancelSubscriptions(uow: UnitOfWork, userId: string): Promise<void> {
  const { trx, now } = uow;
  await trx.updateTable('cg_member_plan_subscriptions').set({ cancelled: true, ended_at: now }).where('user_id', '=', userId).where('ended_at', 'is', null).execute();
  await trx.updateTable('mtz_plan_subscriptions').set({ cancelled: true, ended_at: now }).where('user_id', '=', userId).where('ended_at', 'is', null).execute();
  const sponsorships = await trx.selectFrom('cg_sponsor_subscriptions').select(['id', 'user_id']).where('user_id', '=', userId).where('ended_at', 'is', null).execute();
  for (const s of sponsorships) await endSubscription(uow, s);
}

/** Everything else of theirs: follows, connections, watchlists, requests, RFQs, cards, notifications, codes, presence, social sign-in links, tag alerts, viewer settings, extra-info answers. */
async function eraseTraces(uow: UnitOfWork, userId: string): Promise<void> {
  const { trx } = uow;
  await trx.deleteFrom('follows').where('follower_id', '=', userId).execute();
  await trx.deleteFrom('connections').where((eb) => eb.or([eb('from_user_id', '=', userId), eb('to_user_id', '=', userId)])).execute();
  await trx.deleteFrom('connection_qrs').where('user_id', '=', userId).execute();
  await trx.deleteFrom('company_watchlists').where('owner_id', '=', userId).execute();
  await trx.deleteFrom('product_watchlists').where('owner_id', '=', userId).execute();
  await trx.deleteFrom('company_private_file_accesses').where('user_id', '=', userId).execute();
  await trx.deleteFrom('rfqs').where('owner_id', '=', userId).execute();
  await trx.deleteFrom('chat_room_invites').where('status', '=', 'PENDING').where((eb) => eb.or([eb('inviter_id', '=', userId), eb('invitee_id', '=', userId)])).execute();
  await trx.deleteFrom('presences').where('user_id', '=', userId).execute();
  await trx.deleteFrom('notifications').where('receiver_id', '=', userId).execute();
  await trx.deleteFrom('pay_cards').where('user_id', '=', userId).execute();
  await trx.deleteFrom('pay_billing_addresses').where('user_id', '=', userId).execute();
  await trx.deleteFrom('auth_codes').where('user_id', '=', userId).execute();
  await accountCodes(trx).deleteFrom('account_codes').where('user_id', '=', userId).execute();
  await withOwner(trx).deleteFrom('company_member_invites').where('inviter_id', '=', userId).execute();
  // a provider's account linked to this one is let go: the person may sign up with it again
  await trx.deleteFrom('social_links').where('user_id', '=', userId).execute();
  await trx.deleteFrom('social_flows').where('user_id', '=', userId).execute();
  // watched tags and their hits, the choice to be named to viewed pages' owners (past views turn anonymous), extra-info answers
  const tags = trx.withTables<TagAlertTables>();
  for (const table of ['tag_alerts', 'tag_alert_settings', 'tag_alert_hits', 'tag_alert_digests'] as const) await tags.deleteFrom(table).where('user_id', '=', userId).execute();
  await trx.deleteFrom('metric_viewer_settings').where('user_id', '=', userId).execute();
  await trx.deleteFrom('extra_answers').where('subject_id', '=', userId).execute();
}
