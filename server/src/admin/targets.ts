// The content an admin may hide (spec 4's deactivate/reactivate): companies, products, company groups and group posts.
// Hidden content keeps its deactivated flag, which the feature modules' reads already show to its owner only (and,
// for group posts, the group's admins). Its owner is notified.
import { REPORT_TARGETS, type ReportTarget } from '../../../src/domain/companies/rules';
import type { UnitOfWork } from '../context';
import type { Db } from '../companies/shared';
import { emitGroupPost } from '../groups/live';
import { notify } from '../groups/notify';

export const CONTENT_TYPES = REPORT_TARGETS;
export type ContentType = ReportTarget;

export type ContentTarget = {
  type: ContentType;
  id: string;
  name: string;
  ownerId: string;
  hidden: boolean;
  /** where the owner finds it */
  link: string | null;
  companyGroupId: string | null;
};

export const KIND_LABEL: Record<ContentType, string> = {
  COMPANY: 'company', PRODUCT: 'product', COMPANY_GROUP: 'company group', COMPANY_GROUP_POST: 'group post',
};

const excerpt = (html: string) => {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};
const enc = encodeURIComponent;

export const targetKey = (type: string, id: string) => `${type}:${id}`;

/** The targets that exist of `refs`, by targetKey. */
export async function contentTargets(db: Db, refs: { type: string; id: string }[]): Promise<Map<string, ContentTarget>> {
  const ids = (t: ContentType) => [...new Set(refs.filter((r) => r.type === t).map((r) => r.id))];
  const out = new Map<string, ContentTarget>();
  const put = (t: ContentTarget) => out.set(targetKey(t.type, t.id), t);
  const [companies, products, groups, posts] = [ids('COMPANY'), ids('PRODUCT'), ids('COMPANY_GROUP'), ids('COMPANY_GROUP_POST')];
  if (companies.length) {
    for (const c of await db.selectFrom('companies').select(['id', 'name', 'profile_name', 'owner_id', 'deactivated']).where('id', 'in', companies).execute()) {
      put({ type: 'COMPANY', id: c.id, name: c.name, ownerId: c.owner_id, hidden: c.deactivated, link: `/profile/${enc(c.profile_name)}`, companyGroupId: null });
    }
  }
  if (products.length) {
    const rows = await db.selectFrom('products as p').innerJoin('companies as c', 'c.id', 'p.company_id')
      .select(['p.id', 'p.name', 'p.sku', 'p.deactivated', 'c.owner_id', 'c.profile_name']).where('p.id', 'in', products).execute();
    for (const p of rows) put({ type: 'PRODUCT', id: p.id, name: p.name, ownerId: p.owner_id, hidden: p.deactivated, link: `/products/${enc(p.profile_name)}/${enc(p.sku)}`, companyGroupId: null });
  }
  if (groups.length) {
    for (const g of await db.selectFrom('company_groups').select(['id', 'name', 'profile_name', 'owner_id', 'deactivated']).where('id', 'in', groups).execute()) {
      put({ type: 'COMPANY_GROUP', id: g.id, name: g.name, ownerId: g.owner_id, hidden: g.deactivated, link: `/groups/${enc(g.profile_name)}`, companyGroupId: g.id });
    }
  }
  if (posts.length) {
    const rows = await db.selectFrom('cg_posts as p').innerJoin('company_groups as g', 'g.id', 'p.company_group_id')
      .select(['p.id', 'p.content', 'p.owner_id', 'p.deactivated', 'p.company_group_id', 'g.profile_name']).where('p.id', 'in', posts).execute();
    for (const p of rows) {
      put({ type: 'COMPANY_GROUP_POST', id: p.id, name: excerpt(p.content), ownerId: p.owner_id, hidden: p.deactivated, link: `/groups/${enc(p.profile_name)}/posts/${enc(p.id)}`, companyGroupId: p.company_group_id });
    }
  }
  return out;
}

const TABLE = { COMPANY: 'companies', PRODUCT: 'products', COMPANY_GROUP: 'company_groups', COMPANY_GROUP_POST: 'cg_posts' } as const;

/** Hides or shows the content again and tells its owner (a notification); a group post's readers' views refresh. */
export async function setHidden(uow: UnitOfWork, t: ContentTarget, hidden: boolean, why: string): Promise<void> {
  await uow.trx.updateTable(TABLE[t.type]).set({ deactivated: hidden }).where('id', '=', t.id).execute();
  const what = `Your ${KIND_LABEL[t.type]} '${t.name}'`;
  await notify(uow, t.ownerId, hidden ? `${what} was hidden by the MTZ team: ${why}` : `${what} is visible again: ${why}`, t.link);
  if (t.type === 'COMPANY_GROUP_POST' && t.companyGroupId) await emitGroupPost(uow, t.companyGroupId, 'UPDATED', { id: t.id });
}
