// One statistic's chart (shared by the admin's and the grantee's page): the total of the range and the statistics
// chart (DAY, MONTH, YEAR; Line, Bar, Area; dates; 'No Data found').
import { Stack, Text } from '@chakra-ui/react';
import { statTitle, type AdminStatKind } from '../../../../domain/admin/stats';
import type { AdminStat } from '../../../../domain/admin/stats';
import { StatsChart } from '../../../components/stats-chart/StatsChart';
import type { DateRange } from '../../../../domain/groups/stats';

export type StatQuery = { data: AdminStat | undefined; status: string; error?: { message: string } | null };

export function StatView({ kind, q, onRange }: { kind: AdminStatKind; q: StatQuery; onRange(range: Partial<DateRange>): void }) {
  return (
    <Stack gap="3">
      {q.data && <Text data-testid="stat-total">Total in range: {q.data.total.toLocaleString('en-US')}</Text>}
      <StatsChart title={statTitle(kind)} stats={q.data} loadError={q.status === 'error' ? q.error?.message ?? null : null} onRange={onRange} />
    </Stack>
  );
}
