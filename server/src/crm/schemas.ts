// The zod schemas of the CRM routes: contacts, their pages, groups, upload events and the dashboard counts.
import { z } from 'zod';
import { CONTACT_LIMITS } from '../../../src/domain/crm/contacts';

export const contactSchema = z.object({
  id: z.string(), email: z.string(), firstname: z.string(), lastname: z.string(), phone: z.string(), companyName: z.string(),
  unsubscribed: z.boolean(), createdAt: z.number(), updatedAt: z.number(),
});
export const contactPageSchema = z.object({ items: z.array(contactSchema), total: z.number() });
const text = (max: number) => z.string().max(max);
/** The fields of a contact a client may send (edits send some of them). */
export const contactFields = z.object({
  email: text(CONTACT_LIMITS.email + 50), firstname: text(CONTACT_LIMITS.name + 50), lastname: text(CONTACT_LIMITS.name + 50),
  phone: text(CONTACT_LIMITS.phone + 50), companyName: text(CONTACT_LIMITS.companyName + 50),
}).strict();
/** A new contact as a client sends it: checked again with checkRow (trimmed, e-mail normalised). */
export const draftSchema = contactFields.partial().required({ email: true }).strict();
export const groupSchema = z.object({ id: z.string(), name: z.string(), contactCount: z.number(), createdAt: z.number() });
export const uploadEventSchema = z.object({
  id: z.string(), fileName: z.string(), total: z.number(), added: z.number(), merged: z.number(), rejected: z.number(),
  status: z.enum(['RUNNING', 'DONE']), createdAt: z.number(), updatedAt: z.number(),
});
export const countSchema = z.object({ count: z.number() });
export const idsQuery = (what: string) => z.object({
  ids: z.string().max(60_000).transform((s) => [...new Set(s.split(',').map((x) => x.trim()).filter(Boolean))])
    .refine((l) => l.length > 0 && l.length <= 1000, { error: `Please select at least one ${what} (at most 1000)` }),
});
export const contactListQuery = z.object({
  keyword: z.string().trim().max(200).optional(),
  groupId: z.string().min(1).max(100).optional(),
  sort: z.enum(['createdAt', 'email', 'firstname', 'lastname']).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  skip: z.coerce.number().int().min(0).max(10_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(128).default(16),
});

export type ContactRow = {
  id: string; company_id: string; email: string; firstname: string; lastname: string; phone: string; company_name: string;
  unsubscribed: boolean; created_at: number; updated_at: number;
};
export const toContact = (r: ContactRow) => ({
  id: r.id, email: r.email, firstname: r.firstname, lastname: r.lastname, phone: r.phone, companyName: r.company_name,
  unsubscribed: r.unsubscribed, createdAt: Number(r.created_at), updatedAt: Number(r.updated_at),
});
export const toUploadEvent = (r: { id: string; file_name: string; total: number; added: number; merged: number; rejected: number; status: 'RUNNING' | 'DONE'; created_at: number; updated_at: number }) => ({
  id: r.id, fileName: r.file_name, total: r.total, added: r.added, merged: r.merged, rejected: r.rejected, status: r.status,
  createdAt: Number(r.created_at), updatedAt: Number(r.updated_at),
});
