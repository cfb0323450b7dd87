// Linking a provider's account to the registered account of the same e-mail (the flow waits in status LINK): proven
// by that account's password, or by a 6-digit code mailed to the address (5 minutes). Password tries, wrong codes and
// code mails together count against one budget per flow; when it is spent the sign-in has to start again.
import { CODE_MESSAGES, CODE_TTL_MS } from '../identity/codes';
import { hashCode, newCode, sha256, verifyPassword } from '../identity/crypto';
import { inTransaction, type AppContext } from '../context';
import type { AuthResponse } from '../../../src/domain/identity/types';
import { HttpError } from '../http/errors';
import { systemMail } from '../mailtemplates/compose';
import { answer, signInAs, SOCIAL_MESSAGES, type Outcome } from './flow';
import { PROVIDER_NAMES, type SocialType } from './providers';

const LINK_TRIES = 5;

export const LINK_MESSAGES = {
  wrongPassword: 'Invalid login',
  expired: 'The sign-in has expired. Please start again.',
  codeSent: 'New 6-digit code sent',
} as const;

const codeScope = (flowId: string) => `SOCIAL_LINK:${flowId}`;

async function waitingFlow(ctx: AppContext, socialToken: string) {
  const id = sha256(socialToken);
  const flow = await ctx.db.selectFrom('social_flows').selectAll().where('id', '=', id).where('status', '=', 'LINK')
    .where('expires_at', '>=', ctx.clock.now()).executeTakeFirst();
  if (!flow?.user_id || !flow.subject || !flow.email || flow.tries >= LINK_TRIES) throw new HttpError(400, LINK_MESSAGES.expired);
  return { ...flow, id, user_id: flow.user_id, subject: flow.subject, email: flow.email };
}

/** One try used up; the last one ends the flow. */
async function spendTry(ctx: AppContext, flow: { id: string; tries: number }): Promise<void> {
  if (flow.tries + 1 >= LINK_TRIES) await ctx.db.deleteFrom('social_flows').where('id', '=', flow.id).execute();
  else await ctx.db.updateTable('social_flows').set({ tries: flow.tries + 1 }).where('id', '=', flow.id).execute();
}

/** Mails a 6-digit code to the account's address (the one the provider vouched for); a new code replaces the last. */
export async function sendLinkCode(ctx: AppContext, socialToken: string): Promise<{ message: string }> {
  const flow = await waitingFlow(ctx, socialToken);
  const user = await ctx.db.selectFrom('users').select(['firstname', 'email']).where('id', '=', flow.user_id).executeTakeFirst();
  if (!user) throw new HttpError(400, LINK_MESSAGES.expired);
  await spendTry(ctx, flow);
  const code = newCode();
  await inTransaction(ctx, async (uow) => {
    await uow.trx.updateTable('social_flows').set({ code_hash: hashCode(ctx.jwtSecret, codeScope(flow.id), code), code_expires_at: uow.now + CODE_TTL_MS })
      .where('id', '=', flow.id).execute();
    const provider = PROVIDER_NAMES[flow.provider as SocialType];
    await uow.mail(await systemMail(uow.trx, user.email, 'social-link-code', { firstname: user.firstname, provider, code }));
  });
  return { message: LINK_MESSAGES.codeSent };
}

/** Links the provider's account once the account's password or the mailed code is given, and signs in. */
export async function linkAccount(ctx: AppContext, input: { socialToken: string; password?: string; code?: string }): Promise<AuthResponse> {
  const flow = await waitingFlow(ctx, input.socialToken);
  if (input.code !== undefined) {
    const problem = flow.code_hash === null ? CODE_MESSAGES.invalid
      : ctx.clock.now() >= Number(flow.code_expires_at) ? CODE_MESSAGES.expired
        : flow.code_hash !== hashCode(ctx.jwtSecret, codeScope(flow.id), input.code) ? CODE_MESSAGES.invalid : null;
    if (problem) {
      await spendTry(ctx, flow);
      throw new HttpError(400, problem);
    }
  } else {
    const user = await ctx.db.selectFrom('users').select(['password_hash']).where('id', '=', flow.user_id).executeTakeFirst();
    if (!user || !(await verifyPassword(input.password ?? '', user.password_hash))) {
      await spendTry(ctx, flow);
      throw new HttpError(401, LINK_MESSAGES.wrongPassword);
    }
  }
  const result = await inTransaction(ctx, async (uow): Promise<Outcome> => {
    const taken = await uow.trx.deleteFrom('social_flows').where('id', '=', flow.id).returning('id').executeTakeFirst();
    if (!taken) return { refused: LINK_MESSAGES.expired, status: 400 };
    const signedIn = await signInAs(ctx, uow, flow.user_id, SOCIAL_MESSAGES.signedIn);
    if ('refused' in signedIn) return signedIn;
    await uow.trx.insertInto('social_links').values({ provider: flow.provider, subject: flow.subject, user_id: flow.user_id, email: flow.email, created_at: uow.now })
      .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing()).execute();
    // the provider vouched for the mailbox, the password or code for the account: an unconfirmed account is confirmed too
    await uow.trx.updateTable('users').set({ activated: true }).where('id', '=', flow.user_id).execute();
    return signedIn;
  });
  return answer(result, flow.provider as SocialType);
}
