/** The answer of a listing's statistics (issue 33 point 4, decision 068). */
import { z } from 'zod';
import { LISTING_STAT_KINDS } from './listing-statistics.ts';

const counts = Object.fromEntries(
  LISTING_STAT_KINDS.map((kind) => [kind, z.number().int().nonnegative()]),
) as Record<(typeof LISTING_STAT_KINDS)[number], z.ZodNumber>;

export const listingStatisticsSchema = z.object({
  listingId: z.uuid(),
  /** The first and last day covered (the agency's days), today last. */
  from: z.iso.date(),
  to: z.iso.date(),
  /** The kinds in the order a chart lists them. */
  kinds: z.array(z.enum(LISTING_STAT_KINDS)),
  /** Every day from `from` to `to`, oldest first, each kind's count. */
  days: z.array(z.object({ day: z.iso.date(), ...counts })),
  /** The sums over the days. */
  totals: z.object(counts),
});
export type ListingStatistics = z.infer<typeof listingStatisticsSchema>;

export const listingStatisticsParamsSchema = z.object({ id: z.uuid() });
