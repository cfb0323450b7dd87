// The statistics chart of spec 2 on visx: grouping DAY, MONTH or YEAR; Line, Bar or Area; start and
// end date (default one month back to the end of today, yyyy-MM-dd); Filter and Reset Filter;
// 'Please apply at least one filter'; no future dates; end not before start; 'No Data found'.
import { Box, Button, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { AreaSeries, Axis, BarSeries, Grid, LineSeries, XYChart } from '@visx/xychart';
import { useEffect, useRef, useState } from 'react';
import {
  CHART_TYPES, chartPoints, defaultRange, GROUPINGS, isoDay, validateRange, type ChartType, type DateRange, type Grouping, type PeriodStats,
} from '../../../domain/groups/stats';

type Point = { label: string; count: number };
const x = (p: Point) => p.label;
const y = (p: Point) => p.count;

export type StatsChartProps = {
  title: string;
  /** the stats of the range applied (the caller's query), undefined until they arrive */
  stats: PeriodStats | undefined;
  /** why the stats could not be read, or null */
  loadError: string | null;
  /** a filter applied or reset: the caller reads the stats of this range (it starts at defaultRange(today)) */
  onRange(range: Partial<DateRange>): void;
  /** today as yyyy-MM-dd (tests pass a fixed day) */
  today?: string;
};

export function StatsChart({ title, stats, loadError, onRange, today = isoDay(Date.now()) }: StatsChartProps) {
  const initial = defaultRange(today);
  const [grouping, setGrouping] = useState<Grouping>('DAY');
  const [type, setType] = useState<ChartType>('Line');
  const [form, setForm] = useState<Partial<DateRange>>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const error = problem ?? loadError;

  const filter = () => {
    const found = validateRange(form, today);
    setProblem(found);
    if (!found) onRange({ startDate: form.startDate || undefined, endDate: form.endDate || undefined });
  };
  const reset = () => {
    setProblem(null);
    setForm(initial);
    onRange(initial);
  };
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(800);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setWidth(Math.max(200, el.clientWidth));
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const loading = stats === undefined && loadError === null;
  const points = stats ? chartPoints(stats, grouping) : [];
  const Series = type === 'Bar' ? BarSeries : type === 'Area' ? AreaSeries : LineSeries;

  return (
    <Stack gap="3" as="section" aria-label={title}>
      <HStack gap="3" wrap="wrap" align="flex-end">
        <Field.Root w="auto">
          <Field.Label>Grouping</Field.Label>
          <NativeSelect.Root size="sm" w="120px">
            <NativeSelect.Field value={grouping} onChange={(e) => setGrouping(e.currentTarget.value as Grouping)}>
              {GROUPINGS.map((g) => <option key={g} value={g}>{g}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root w="auto">
          <Field.Label>Chart type</Field.Label>
          <NativeSelect.Root size="sm" w="120px">
            <NativeSelect.Field value={type} onChange={(e) => setType(e.currentTarget.value as ChartType)}>
              {CHART_TYPES.map((t) => <option key={t} value={t}>{t}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root w="auto">
          <Field.Label>Start date</Field.Label>
          <Input size="sm" type="date" max={today} value={form.startDate ?? ''} onChange={(e) => setForm({ ...form, startDate: e.currentTarget.value })} />
        </Field.Root>
        <Field.Root w="auto">
          <Field.Label>End date</Field.Label>
          <Input size="sm" type="date" max={today} value={form.endDate ?? ''} onChange={(e) => setForm({ ...form, endDate: e.currentTarget.value })} />
        </Field.Root>
        <Button size="sm" onClick={filter}>Filter</Button>
        <Button size="sm" variant="outline" onClick={reset}>Reset Filter</Button>
      </HStack>
      {error && <Text role="alert" color="red.600">{error}</Text>}
      {loading && <Text role="status">Loading...</Text>}
      {!loading && points.length === 0 && <Text>No Data found</Text>}
      <Box ref={box} w="full" />
      {points.length > 0 && (
        <Box data-testid="stats-chart" data-grouping={grouping} data-chart-type={type}>
          <XYChart width={width} height={300} xScale={{ type: 'band', paddingInner: 0.3 }} yScale={{ type: 'linear', nice: true }}>
            <Grid columns={false} numTicks={4} />
            <Axis orientation="bottom" numTicks={Math.min(points.length, 8)} />
            <Axis orientation="left" numTicks={4} />
            <Series dataKey={title} data={points} xAccessor={x} yAccessor={y} />
          </XYChart>
        </Box>
      )}
    </Stack>
  );
}
