// Demo tag alerts: Alice watches two keywords, and the demo products they match show as her recent matches (no
// notifications are made for demo data: her bell stays as the other seeds leave it).
import { randomUUID } from 'node:crypto';
import { keywordMatches } from '../../../src/domain/tagalerts/match';
import { inTransaction, type AppContext } from '../context';
import { loadItem } from './items';
import { withTagAlerts } from './tables';

const DEMO_KEYWORDS = ['steel shafts', 'laser cutting'];

export async function seedTagAlerts(ctx: AppContext): Promise<void> {
  await inTransaction(ctx, async ({ trx, now }) => {
    const alice = await trx.selectFrom('users').select('id').where('email', '=', 'alice@mtz.test').executeTakeFirst();
    if (!alice) return;
    const t = withTagAlerts(trx);
    await t.insertInto('tag_alerts')
      .values(DEMO_KEYWORDS.map((keyword, i) => ({ id: randomUUID(), user_id: alice.id, kind: 'KEYWORD' as const, keyword, category_id: null, created_at: now + i })))
      .onConflict((oc) => oc.doNothing()).execute();
    const products = await trx.selectFrom('products').select('id').execute();
    for (const p of products) {
      const item = await loadItem(trx, 'PRODUCT', p.id);
      const matched = item && !item.ownerIds.includes(alice.id) ? DEMO_KEYWORDS.find((k) => keywordMatches(k, ...item.texts)) : undefined;
      if (!item || !matched) continue;
      await t.insertInto('tag_alert_hits').values({ user_id: alice.id, item_type: 'PRODUCT', item_id: p.id, title: item.title, link: item.link, matched, created_at: now, digested_at: now })
        .onConflict((oc) => oc.doNothing()).execute();
    }
  });
}
