// The member's data as one JSON file (/me/account/removal offers it before the removal): their profile, the
// companies they own or belong to, those companies' products and posts, their group posts, RFQs, the chat messages
// they wrote, connections, follows, group memberships, orders and notifications. Other people appear only by their
// public card (id and name); nobody else's private data (e-mail, donor contact, messages) is in it.
import { z } from 'zod';
import type { AppContext } from '../context';
import { withOwner } from '../companies/tables';

const n = z.number();
const tn = z.number().nullable();
const sn = z.string().nullable();
const card = z.object({ id: z.string(), firstname: z.string(), lastname: z.string(), profileName: z.string() });
export const accountExportSchema = z.object({
  exportedAt: n,
  profile: z.object({ id: z.string(), email: z.string(), firstname: z.string(), lastname: z.string(), profileName: z.string(), logo: sn, createdAt: n }),
  companies: z.array(z.object({
    id: z.string(), name: z.string(), profileName: z.string(), role: z.enum(['OWNER', 'MEMBER']), description: z.string(), website: sn, phone: sn,
    address: sn, city: sn, state: sn, country: sn, zipCode: sn, createdAt: tn,
  })),
  products: z.array(z.object({ id: z.string(), companyId: z.string(), name: z.string(), sku: z.string(), service: z.boolean(), description: z.string(), deactivated: z.boolean(), createdAt: tn })),
  companyPosts: z.array(z.object({ id: z.string(), companyId: z.string(), title: sn, content: z.string(), createdAt: tn, updatedAt: tn })),
  groupPosts: z.array(z.object({ id: z.string(), companyGroupId: z.string(), content: z.string(), hidden: z.boolean(), createdAt: tn, updatedAt: tn })),
  rfqs: z.array(z.object({ id: z.string(), title: z.string(), description: z.string(), createdAt: tn })),
  messages: z.array(z.object({ id: z.string(), roomId: z.string(), content: z.string(), createdAt: tn, updatedAt: tn })),
  connections: z.array(z.object({ id: z.string(), direction: z.enum(['SENT', 'RECEIVED']), activated: z.boolean(), createdAt: tn, user: card })),
  follows: z.array(z.object({ companyId: z.string(), name: z.string(), profileName: z.string(), createdAt: tn })),
  groups: z.array(z.object({ id: z.string(), name: z.string(), profileName: z.string(), role: z.string(), joinedAt: tn })),
  orders: z.array(z.object({
    id: z.string(), kind: z.string(), description: z.string(), role: z.enum(['BUYER', 'SELLER']), cents: n, discountCents: n, transactionFeeCents: n,
    finalCents: n, paymentMethod: z.string(), createdAt: tn, refundedAt: tn,
  })),
  notifications: z.array(z.object({ id: z.string(), content: z.string(), link: sn, hasRead: z.boolean(), createdAt: tn })),
});
export type AccountExport = z.input<typeof accountExportSchema>;

export async function exportAccount(ctx: AppContext, userId: string): Promise<AccountExport> {
  const db = ctx.db;
  const own = withOwner(db);
  const u = await db.selectFrom('users').select(['id', 'email', 'firstname', 'lastname', 'profile_name', 'logo', 'created_at']).where('id', '=', userId).executeTakeFirstOrThrow();
  const memberOf = own.selectFrom('company_members').select('company_id').where('user_id', '=', userId);
  const companies = await db.selectFrom('companies')
    .select(['id', 'name', 'profile_name', 'owner_id', 'description', 'website', 'phone', 'address', 'city', 'state', 'country', 'zip_code', 'created_at'])
    .where((eb) => eb.or([eb('owner_id', '=', userId), eb('id', 'in', memberOf)])).orderBy('created_at').execute();
  const ownedIds = companies.filter((c) => c.owner_id === userId).map((c) => c.id);
  const none = ['']; // `in` needs a non-empty list
  const products = await db.selectFrom('products').select(['id', 'company_id', 'name', 'sku', 'service', 'description', 'deactivated', 'created_at'])
    .where('company_id', 'in', ownedIds.length ? ownedIds : none).orderBy('created_at').execute();
  const companyPosts = await own.selectFrom('company_posts').select(['id', 'company_id', 'title', 'content', 'created_at', 'updated_at'])
    .where('company_id', 'in', ownedIds.length ? ownedIds : none).orderBy('created_at').execute();
  const groupPosts = await db.selectFrom('cg_posts').select(['id', 'company_group_id', 'content', 'deactivated', 'created_at', 'updated_at']).where('owner_id', '=', userId).orderBy('created_at').execute();
  const rfqs = await db.selectFrom('rfqs').select(['id', 'title', 'description', 'created_at']).where('owner_id', '=', userId).orderBy('created_at').execute();
  const messages = await db.selectFrom('chat_messages').select(['id', 'room_id', 'content', 'created_at', 'updated_at']).where('owner_id', '=', userId).orderBy('created_at').orderBy('n').execute();
  const connections = await db.selectFrom('connections as c')
    .innerJoin('users as o', (j) => j.on((eb) => eb.or([
      eb.and([eb('c.from_user_id', '=', userId), eb('o.id', '=', eb.ref('c.to_user_id'))]),
      eb.and([eb('c.to_user_id', '=', userId), eb('o.id', '=', eb.ref('c.from_user_id'))]),
    ])))
    .select(['c.id', 'c.from_user_id', 'c.activated', 'c.created_at', 'o.id as other_id', 'o.firstname', 'o.lastname', 'o.profile_name'])
    .orderBy('c.created_at').execute();
  const follows = await db.selectFrom('follows as f').innerJoin('companies as c', 'c.id', 'f.company_id').select(['c.id', 'c.name', 'c.profile_name', 'f.created_at'])
    .where('f.follower_id', '=', userId).orderBy('f.created_at').execute();
  const groups = await db.selectFrom('company_group_members as m').innerJoin('company_groups as g', 'g.id', 'm.company_group_id')
    .select(['g.id', 'g.name', 'g.profile_name', 'm.role', 'm.created_at']).where('m.user_id', '=', userId).orderBy('m.created_at').execute();
  const orders = await db.selectFrom('pay_orders')
    .select(['id', 'kind', 'description', 'buyer_user_id', 'cents', 'discount_cents', 'tranx_cents', 'final_cents', 'payment_method', 'created_at', 'refunded_at'])
    .where((eb) => eb.or([eb('buyer_user_id', '=', userId), eb('seller_user_id', '=', userId)])).orderBy('created_at').execute();
  const notifications = await db.selectFrom('notifications').select(['id', 'content', 'link', 'has_read', 'created_at']).where('receiver_id', '=', userId).orderBy('created_at').execute();
  const t = (v: number | string | null) => (v === null ? null : Number(v));
  return {
    exportedAt: ctx.clock.now(),
    profile: { id: u.id, email: u.email, firstname: u.firstname, lastname: u.lastname, profileName: u.profile_name, logo: u.logo, createdAt: Number(u.created_at) },
    companies: companies.map((c) => ({
      id: c.id, name: c.name, profileName: c.profile_name, role: c.owner_id === userId ? ('OWNER' as const) : ('MEMBER' as const), description: c.description, website: c.website,
      phone: c.phone, address: c.address, city: c.city, state: c.state, country: c.country, zipCode: c.zip_code, createdAt: t(c.created_at),
    })),
    products: products.map((p) => ({ id: p.id, companyId: p.company_id, name: p.name, sku: p.sku, service: p.service, description: p.description, deactivated: p.deactivated, createdAt: t(p.created_at) })),
    companyPosts: companyPosts.map((p) => ({ id: p.id, companyId: p.company_id, title: p.title, content: p.content, createdAt: t(p.created_at), updatedAt: t(p.updated_at) })),
    groupPosts: groupPosts.map((p) => ({ id: p.id, companyGroupId: p.company_group_id, content: p.content, hidden: p.deactivated, createdAt: t(p.created_at), updatedAt: t(p.updated_at) })),
    rfqs: rfqs.map((r) => ({ id: r.id, title: r.title, description: r.description, createdAt: t(r.created_at) })),
    messages: messages.map((m) => ({ id: m.id, roomId: m.room_id, content: m.content, createdAt: t(m.created_at), updatedAt: t(m.updated_at) })),
    connections: connections.map((c) => ({
      id: c.id, direction: c.from_user_id === userId ? ('SENT' as const) : ('RECEIVED' as const), activated: c.activated, createdAt: t(c.created_at),
      user: { id: c.other_id, firstname: c.firstname, lastname: c.lastname, profileName: c.profile_name },
    })),
    follows: follows.map((f) => ({ companyId: f.id, name: f.name, profileName: f.profile_name, createdAt: t(f.created_at) })),
    groups: groups.map((g) => ({ id: g.id, name: g.name, profileName: g.profile_name, role: g.role, joinedAt: t(g.created_at) })),
    orders: orders.map((o) => ({
      id: o.id, kind: o.kind, description: o.description, role: o.buyer_user_id === userId ? ('BUYER' as const) : ('SELLER' as const), cents: o.cents, discountCents: o.discount_cents,
      transactionFeeCents: o.tranx_cents, finalCents: o.final_cents, paymentMethod: o.payment_method, createdAt: t(o.created_at), refundedAt: t(o.refunded_at),
    })),
    notifications: notifications.map((n) => ({ id: n.id, content: n.content, link: n.link, hasRead: n.has_read, createdAt: t(n.created_at) })),
  };
}
