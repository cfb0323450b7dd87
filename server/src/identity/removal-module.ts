// The member's own account changes that need a mailed code (server module 'account'): the e-mail change
// (email-change.ts), the data export and the account removal (removal*.ts), with the table of their codes.
import { z } from 'zod';
import type { AppContext } from '../context';
import { defineRoute, type AnyRoute } from '../http/registry';
import type { ServerModule } from '../modules/module';
import { confirmEmailChange, requestEmailChange } from './email-change';
import { removeAccount, sendRemovalCode } from './removal';
import { ACCOUNT_CODES_MIGRATION } from './removal-codes';
import { accountExportSchema, exportAccount } from './removal-export';
import { emailSchema, userSchema } from './routes';

const ME = '/api/v1/company/user';
const codeSchema = z.string().regex(/^\d{6}$/, { error: 'Please enter 6 digits code' });
const passwordField = z.string().min(1, { error: 'Enter your current password' }).max(200);
const message = z.object({ message: z.string() });

function accountRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'post', path: `${ME}/email`, tag: 'company', auth: 'user',
      summary: 'Ask to change my e-mail (the current password needed): a 6-digit code is mailed to the new address; nothing changes until it is confirmed',
      body: z.object({ password: passwordField, email: emailSchema }).strict(),
      response: message,
      handler: ({ body, caller }) => requestEmailChange(ctx, caller.userId, body),
    }),
    defineRoute({
      method: 'post', path: `${ME}/email/confirm`, tag: 'company', auth: 'user',
      summary: 'Confirm my e-mail change with the code mailed to the new address: the e-mail changes, the old address is told',
      body: z.object({ code: codeSchema }).strict(),
      response: userSchema,
      handler: ({ body, caller }) => confirmEmailChange(ctx, caller.userId, body),
    }),
    defineRoute({
      method: 'get', path: `${ME}/export`, tag: 'company', auth: 'user',
      summary: 'My data as a JSON file (profile, companies, products, posts, RFQs, my chat messages, connections, follows, groups, orders, notifications)',
      response: accountExportSchema,
      handler: async ({ caller }) => {
        const data = await exportAccount(ctx, caller.userId);
        return new Response(JSON.stringify(data, null, 2), {
          headers: { 'content-type': 'application/json; charset=utf-8', 'content-disposition': 'attachment; filename="mtz-account-data.json"', 'cache-control': 'no-store' },
        });
      },
    }),
    defineRoute({
      method: 'post', path: `${ME}/removal-code`, tag: 'company', auth: 'user',
      summary: 'Mail me a 6-digit code to confirm the removal of my account',
      body: z.object({}).strict(),
      response: message,
      handler: ({ caller }) => sendRemovalCode(ctx, caller.userId),
    }),
    defineRoute({
      method: 'post', path: `${ME}/removal`, tag: 'company', auth: 'user',
      summary: 'Remove my account, confirmed by my password or the mailed code (rules: docs/account-removal.md); my sessions end at once',
      body: z.union([z.object({ password: passwordField }).strict(), z.object({ code: codeSchema }).strict()], { error: 'Enter your password or the code we sent you' }),
      response: message,
      handler: ({ body, caller }) => removeAccount(ctx, caller.userId, body),
    }),
  ];
}

export const accountModule: ServerModule = {
  name: 'account',
  migrations: [ACCOUNT_CODES_MIGRATION],
  routes: (ctx) => accountRoutes(ctx),
};
