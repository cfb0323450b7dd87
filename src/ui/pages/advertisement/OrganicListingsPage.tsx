// /me/advertisement/organic-listings: how the member's companies and products appear without paying: search
// appearances, clicks from search, profile and product views, each on the statistics chart by day, month or year.
import { NativeSelect, Stack, Field } from '@chakra-ui/react';
import { useState } from 'react';
import type { DateRange } from '../../../domain/groups/stats';
import { StatsChart } from '../../components/stats-chart/StatsChart';
import { useQuery } from '../../features/data/useQuery';
import { AdsLayout } from './AdsLayout';

const FIGURES = [
  { key: 'SEARCH_APPEARANCE', label: 'Search appearances' },
  { key: 'SEARCH_CLICK', label: 'Clicks from search' },
  { key: 'PROFILE_VIEW', label: 'Profile views' },
  { key: 'PRODUCT_VIEW', label: 'Product views' },
] as const;
type Figure = (typeof FIGURES)[number]['key'];

export function OrganicListingsPage() {
  const [range, setRange] = useState<Partial<DateRange>>({});
  const [figure, setFigure] = useState<Figure>('SEARCH_APPEARANCE');
  const q = useQuery('ads.organic.stats', range);
  const label = FIGURES.find((f) => f.key === figure)?.label ?? '';
  return (
    <AdsLayout title="Organic Listings" offline={q.offline} error={q.status === 'error' ? q.error?.message : null}>
      <Stack gap="4">
        <Field.Root maxW="xs">
          <Field.Label>Figure</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={figure} onChange={(e) => setFigure(FIGURES.find((f) => f.key === e.currentTarget.value)?.key ?? 'SEARCH_APPEARANCE')}>
              {FIGURES.map((f) => <option key={f.key} value={f.key}>{f.label}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <StatsChart title={label} stats={q.data?.[figure]} loadError={q.status === 'error' ? q.error?.message ?? null : null} onRange={setRange} />
      </Stack>
    </AdsLayout>
  );
}
