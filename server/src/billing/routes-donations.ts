// Company service routes of group donations (spec 7): donations create, update; donation prices (cgDonationIds)
// create, update, delete; donation payment create (members, and guests with a card token).
import { z } from 'zod';
import type { AppContext } from '../context';
import { optionalCaller } from '../identity/users';
import { groupRow, requireGroupContent } from '../groups/access';
import { HttpError } from '../http/errors';
import { defineRoute, type AnyRoute } from '../http/registry';
import { createDonation, createDonationPrice, deleteDonationPrice, donationPrices, groupDonation, updateDonation, updateDonationPrice } from './donations-groups';
import { payDonation } from './donations-pay';
import type { PaymentGateway } from './gateway';
import { idempotencyKeyOf } from './payments';
import { orderSchema, quoteSchema } from './http-schemas';

const B = '/api/v1/company';
/** Spec 8's messages of a group looked up by id or profile name. */
export const GROUP_LOOKUP_MESSAGES = {
  noKey: 'Please provide at least profileName or companyGroupId',
  noGroup: 'Error: no group found',
} as const;
const tag = 'donations';
const id = z.object({ id: z.string().min(1).max(100) });
const priceSchema = z.object({ id: z.string(), cgDonationId: z.string(), cents: z.number() });
const donationSchema = z.object({
  id: z.string(), title: z.string(), description: z.string(), asEnabled: z.boolean(), companyGroupId: z.string(), prices: z.array(priceSchema),
});
const withMessage = z.object({ donation: donationSchema, message: z.string() });
// lengths are checked by the handlers so the answer carries the spec's wording
const title = z.string().max(10_000);
const description = z.string().max(100_000);
const cents = z.number().int().min(0).max(100_000_000);
const payBody = z.object({
  cgDonationPriceId: z.string().max(100).default(''),
  buyerUserEmail: z.string().max(200).default(''),
  buyerUserConfirmEmail: z.string().max(200).optional(),
  buyerUserFirstname: z.string().max(100).default(''),
  buyerUserLastname: z.string().max(100).default(''),
  paymentMethod: z.enum(['WALLET', 'CARD']).nullable().default(null),
  paymentInstrumentId: z.string().max(100).nullish(),
  paymentSource: z.string().max(200).nullish(),
  _dryRun: z.boolean().default(false),
  idempotencyKey: z.string().min(1).max(200).optional(),
});
const payResult = z.object({ quote: quoteSchema, order: orderSchema.nullable(), message: z.string().nullable() });

export function donationRoutes(ctx: AppContext, gateway: PaymentGateway): AnyRoute[] {
  return [
    defineRoute({
      method: 'get', path: `${B}/cg-donations`, tag, auth: 'none', summary: "A group's donation with its amounts (ascending), or null (a private group's: members only)",
      query: z.object({ companyGroupId: z.string().min(1).max(100).optional(), profileName: z.string().min(1).max(100).optional() }), response: donationSchema.nullable(),
      handler: async ({ query, headers }) => {
        // the group by id or by profile name (spec 8's two messages); a private group's stranger is told the same
        if (!query.companyGroupId && !query.profileName) throw new HttpError(400, GROUP_LOOKUP_MESSAGES.noKey);
        const q = ctx.db.selectFrom('company_groups').select('id');
        const found = await (query.companyGroupId ? q.where('id', '=', query.companyGroupId) : q.where('profile_name', '=', query.profileName ?? '')).executeTakeFirst();
        if (!found) throw new HttpError(404, GROUP_LOOKUP_MESSAGES.noGroup);
        const g = await groupRow(ctx.db, found.id);
        await requireGroupContent(ctx.db, g, (await optionalCaller(ctx, headers))?.userId ?? null, GROUP_LOOKUP_MESSAGES.noGroup);
        return groupDonation(ctx.db, g.id);
      },
    }),
    defineRoute({
      method: 'post', path: `${B}/cg-donations`, tag, auth: 'user', status: 201, summary: "Create the group's donation (owner, group ADMIN)",
      body: z.object({ companyGroupId: z.string().min(1).max(100), title, description: description.default(''), asEnabled: z.boolean().default(true) }),
      response: withMessage, handler: ({ caller, body }) => createDonation(ctx, caller, body),
    }),
    defineRoute({
      method: 'patch', path: `${B}/cg-donations/{id}`, tag, auth: 'user', summary: 'Update a donation (owner, group ADMIN)', params: id,
      body: z.object({ title: title.optional(), description: description.optional(), asEnabled: z.boolean().optional() }),
      response: withMessage, handler: ({ caller, params, body }) => updateDonation(ctx, caller, params.id, body),
    }),
    defineRoute({
      method: 'get', path: `${B}/cg-donation-prices`, tag, auth: 'none', summary: 'Amounts of the donations named (comma-separated cgDonationIds), ascending',
      query: z.object({ cgDonationIds: z.string().max(2000).transform((v) => v.split(',').map((x) => x.trim()).filter(Boolean)).pipe(z.array(z.string().max(100)).max(20)) }),
      response: z.array(priceSchema), handler: async ({ query, headers }) => donationPrices(ctx.db, query.cgDonationIds, (await optionalCaller(ctx, headers))?.userId ?? null),
    }),
    defineRoute({
      method: 'post', path: `${B}/cg-donation-prices`, tag, auth: 'user', status: 201, summary: 'Add an amount (at least $2, at most 5; enabled donations only)',
      body: z.object({ cgDonationId: z.string().min(1).max(100), cents }),
      response: withMessage.extend({ price: priceSchema }), handler: ({ caller, body }) => createDonationPrice(ctx, caller, body.cgDonationId, body.cents),
    }),
    defineRoute({
      method: 'patch', path: `${B}/cg-donation-prices/{id}`, tag, auth: 'user', summary: 'Change an amount (enabled donations only)', params: id,
      body: z.object({ cents }), response: withMessage, handler: ({ caller, params, body }) => updateDonationPrice(ctx, caller, params.id, body.cents),
    }),
    defineRoute({
      method: 'delete', path: `${B}/cg-donation-prices/{id}`, tag, auth: 'user', summary: 'Delete an amount (enabled donations only)', params: id,
      response: withMessage, handler: ({ caller, params }) => deleteDonationPrice(ctx, caller, params.id),
    }),
    defineRoute({
      method: 'post', path: `${B}/cg-donation-payments`, tag, auth: 'user', status: 201,
      summary: 'Donate one of the amounts (WALLET or CARD; Idempotency-Key); _dryRun: the quote', body: payBody, response: payResult,
      handler: ({ caller, body, headers }) => payDonation(ctx, gateway, caller, body, body._dryRun ? '' : idempotencyKeyOf(headers, body)),
    }),
    defineRoute({
      method: 'post', path: `${B}/cg-donation-payments/guest`, tag, auth: 'none', status: 201,
      summary: 'Donate as a guest with a card token in paymentSource (CARD only; Idempotency-Key); _dryRun: the quote', body: payBody, response: payResult,
      handler: ({ body, headers }) => payDonation(ctx, gateway, null, body, body._dryRun ? '' : idempotencyKeyOf(headers, body)),
    }),
  ];
}
