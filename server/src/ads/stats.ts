// Period statistics (the statistics chart's DAY/MONTH/YEAR counts) of advertising rows between two days.
import { z } from 'zod';
import { isIsoDay, rangeMillis } from '../../../src/domain/groups/stats';

const day = z.string().refine(isIsoDay, 'expected yyyy-MM-dd');
export const rangeQuery = { startDate: day.optional(), endDate: day.optional() };
const count = z.object({ _id: z.object({ YEAR: z.number(), MONTH: z.number().optional(), DAY: z.number().optional() }), count: z.number() });
export const periodStatsSchema = z.object({ DAY: z.array(count), MONTH: z.array(count), YEAR: z.array(count) });

/** The range as millis bounds, open ends made wide. */
export function bounds(range: { startDate?: string | undefined; endDate?: string | undefined }): [number, number] {
  const { from, to } = rangeMillis(range);
  return [from ?? 0, to ?? Number.MAX_SAFE_INTEGER];
}
