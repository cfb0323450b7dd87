// What tag alerts need to know of a published item: its words, categories, who published it, its page, and who
// may see it (null: it is not public now, e.g. deactivated; a private group's events reach its members only).
import type { TagAlertItemType } from '../../../src/domain/tagalerts/match';
import { richTextPlain } from '../../../src/domain/groups/rich-text';
import type { Db } from '../companies/shared';

export type PublishedItem = {
  type: TagAlertItemType; id: string; title: string; texts: string[]; categoryIds: string[]; link: string;
  /** the publisher(s): never alerted for their own item */
  ownerIds: string[];
  /** when set, only members of this group are alerted */
  membersOfGroup: string | null;
};

const enc = encodeURIComponent;
const ids = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

export async function loadItem(db: Db, type: TagAlertItemType, id: string): Promise<PublishedItem | null> {
  switch (type) {
    case 'PRODUCT': {
      const r = await db.selectFrom('products as p').innerJoin('companies as c', 'c.id', 'p.company_id')
        .select(['p.name', 'p.description', 'p.sku', 'p.deactivated', 'c.deactivated as company_deactivated', 'c.owner_id', 'c.category_ids', 'c.profile_name'])
        .where('p.id', '=', id).executeTakeFirst();
      if (!r || r.deactivated || r.company_deactivated) return null;
      return { type, id, title: r.name, texts: [r.name, r.description], categoryIds: ids(r.category_ids), link: `/products/${enc(r.profile_name)}/${enc(r.sku)}`, ownerIds: [r.owner_id], membersOfGroup: null };
    }
    case 'COMPANY': {
      const r = await db.selectFrom('companies').select(['name', 'description', 'deactivated', 'owner_id', 'category_ids', 'profile_name']).where('id', '=', id).executeTakeFirst();
      if (!r || r.deactivated) return null;
      return { type, id, title: r.name, texts: [r.name, richTextPlain(r.description)], categoryIds: ids(r.category_ids), link: `/profile/${enc(r.profile_name)}`, ownerIds: [r.owner_id], membersOfGroup: null };
    }
    case 'RFQ': {
      const r = await db.selectFrom('rfqs').select(['title', 'description', 'owner_id']).where('id', '=', id).executeTakeFirst();
      if (!r) return null;
      return { type, id, title: r.title, texts: [r.title, r.description], categoryIds: [], link: `/rfqs/${enc(id)}`, ownerIds: [r.owner_id], membersOfGroup: null };
    }
    case 'GROUP_EVENT': {
      const r = await db.selectFrom('cg_events as e').innerJoin('company_groups as g', 'g.id', 'e.company_group_id')
        .select(['e.name', 'e.description', 'e.profile_name', 'g.id as group_id', 'g.profile_name as group_profile_name', 'g.owner_id', 'g.as_private', 'g.deactivated'])
        .where('e.id', '=', id).executeTakeFirst();
      if (!r || r.deactivated) return null;
      return {
        type, id, title: r.name, texts: [r.name, richTextPlain(r.description)], categoryIds: [], link: `/groups/${enc(r.group_profile_name)}/events/${enc(r.profile_name)}`,
        ownerIds: [r.owner_id], membersOfGroup: r.as_private ? r.group_id : null,
      };
    }
  }
}
