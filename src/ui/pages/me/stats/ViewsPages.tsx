// /me/stats/company-views, product-views and rfq-views: how often the member's company profiles, products or RFQs
// were opened (once per visitor per item per hour, never by the owners themselves) on the statistics chart by
// day, month or year, one item or all of them, and who viewed them recently.
import { Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { defaultRange, isoDay, type DateRange } from '../../../../domain/groups/stats';
import type { StatsArea } from '../../../app/links-stats';
import { StatsChart } from '../../../components/stats-chart/StatsChart';
import { useQuery } from '../../../features/data/useQuery';
import { useMyCompanies } from '../../../features/me/useMyCompanies';
import { useSession } from '../../../features/session/useSession';
import { RecentViewers } from './RecentViewers';
import { StatsLayout } from './StatsLayout';

type Item = { id: string; label: string };
const AREA = {
  'company-views': { title: 'Company Views', item: 'Company', all: 'All my companies', only: (companyId: string) => ({ companyId }) },
  'product-views': { title: 'Product Views', item: 'Product', all: 'All my products', only: (productId: string) => ({ productId }) },
  'rfq-views': { title: 'RFQ Views', item: 'RFQ', all: 'All my RFQs', only: (rfqId: string) => ({ rfqId }) },
} as const;

/** What the member may pick in an area: their companies, their companies' products, or their RFQs. */
function useItems(area: StatsArea): Item[] {
  const { user, companies } = useMyCompanies();
  const userId = useSession().user?.id ?? null;
  const owned = (companies ?? []).filter((c) => c.ownerId === user?.id);
  const ids = owned.map((c) => c.id);
  const products = useQuery('products.list', area === 'product-views' && ids.length > 0 ? { companyIds: ids, limit: 100 } : null);
  const rfqs = useQuery('rfqs.list', area === 'rfq-views' && userId ? { ownerIds: [userId], limit: 100 } : null);
  if (area === 'company-views') return owned.map((c) => ({ id: c.id, label: c.name }));
  if (area === 'product-views') return (products.data?.items ?? []).map((p) => ({ id: p.id, label: `${p.name} (${p.sku})` }));
  return (rfqs.data?.items ?? []).map((r) => ({ id: r.id, label: r.title }));
}

function ViewsPage({ area }: { area: StatsArea }) {
  const a = AREA[area];
  // the chart's form starts at its default range (the last month): the figures read the same range
  const [range, setRange] = useState<Partial<DateRange>>(() => defaultRange(isoDay(Date.now())));
  const [itemId, setItemId] = useState('');
  const items = useItems(area);
  const params = { area, ...range, ...(itemId ? a.only(itemId) : {}) };
  const stats = useQuery('stats.views', params);
  const viewers = useQuery('stats.viewers', params);
  const error = stats.status === 'error' ? stats.error?.message ?? null : null;
  return (
    <StatsLayout title={a.title} offline={stats.offline} error={error}>
      <Stack gap="4">
        <Field.Root maxW="md">
          <Field.Label>{a.item}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={itemId} onChange={(e) => setItemId(e.currentTarget.value)}>
              <option value="">{a.all}</option>
              {items.map((i) => <option key={i.id} value={i.id}>{i.label}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {stats.data && <Text data-testid="views-total">{`Counted views in this period: ${stats.data.all.count}`}</Text>}
        <StatsChart title={a.title} stats={stats.data} loadError={error} onRange={setRange} />
        <RecentViewers data={viewers.data} itemLabel={a.item} />
      </Stack>
    </StatsLayout>
  );
}

export const CompanyViewsPage = () => <ViewsPage area="company-views" />;
export const ProductViewsPage = () => <ViewsPage area="product-views" />;
export const RfqViewsPage = () => <ViewsPage area="rfq-views" />;
