// Zod schemas of the billing routes: their answers (which also document the API in OpenAPI) and the id-list query.
import { z } from 'zod';

export const cardSchema = z.object({ id: z.string(), name: z.string(), brand: z.string(), last4: z.string(), asDefault: z.boolean(), createdAt: z.number() });
export const quoteSchema = z.object({ cents: z.number(), discountCents: z.number(), tranxCents: z.number(), finalCents: z.number(), couponCodes: z.array(z.string()) });
export const orderSchema = z.object({
  id: z.string(), kind: z.string(), description: z.string(), buyerUserId: z.string(), sellerUserId: z.string().nullable(), cents: z.number(),
  discountCents: z.number(), tranxCents: z.number(), finalCents: z.number(), paymentMethod: z.enum(['WALLET', 'CARD']), couponCodes: z.array(z.string()), createdAt: z.number(), refundedAt: z.number().nullable(),
});
export const couponSchema = z.object({
  id: z.string(), code: z.string(), description: z.string(), type: z.enum(['PERCENTAGE', 'FIXED']), value: z.number(), expiredAt: z.number().nullable(),
  quantity: z.number().nullable(), usedCount: z.number(), minToApplyCents: z.number().nullable(), maxToApplyCents: z.number().nullable(), createdAt: z.number(), sellerUserId: z.string(),
});
export const idList = z.string().max(2000).optional().transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : undefined));
export const priceSchema = z.object({
  id: z.string(), companyGroupId: z.string(), cents: z.number(), type: z.enum(['month', 'year', 'one_time']), description: z.string(),
  monthNumber: z.number().nullable(), asDeactivated: z.boolean(),
});
