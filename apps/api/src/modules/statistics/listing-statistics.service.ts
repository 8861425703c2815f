/**
 * A listing's statistics over the last 90 days (issue 33 point 4, decision 068), for staff on the
 * listing and for its seller in the account: the same figures for both.
 */
import {
  denseStatDays,
  LISTING_STAT_DAYS,
  LISTING_STAT_KINDS,
  statDayOf,
  statDays,
} from '@domus/domain/listing/listing-statistics';
import type { ListingStatistics } from '@domus/domain/listing/listing-statistics.schema';
import { canReadListingStatistics } from '@domus/domain/person/permissions';
import type { Database } from '../../db/client.ts';
import { AppError, notFoundError } from '../../lib/app-error.ts';
import type { Viewer } from '../auth/sessions.service.ts';
import { findListingSeller } from '../properties/listing-queries.ts';
import { findStatRows } from './listing-statistics.repository.ts';

/** Whose statistics a caller reads: staff any listing's, a seller their own only. */
export type StatisticsAudience = 'staff' | 'owner';

/**
 * The listing's figures per day up to today. 404 for an unknown listing; 403 for a caller who
 * may not read them (another seller's listing, or a staff member asking through the account's
 * call for a listing not their own).
 */
export async function listingStatistics(
  db: Database,
  viewer: NonNullable<Viewer>,
  listingId: string,
  audience: StatisticsAudience,
  now = new Date(),
): Promise<ListingStatistics> {
  const listing = await findListingSeller(db, listingId);
  if (!listing) throw notFoundError();
  const own = listing.ownerAccountId === viewer.accountId;
  const allowed = audience === 'owner' ? own : canReadListingStatistics(viewer, { own: false });
  if (!allowed) throw new AppError(403, 'forbidden', 'api.forbidden');
  const to = statDayOf(now);
  const days = statDays(to, LISTING_STAT_DAYS);
  const from = days[0]!;
  const rows = await findStatRows(db, [listingId], from, to);
  const dense = denseStatDays(days, rows);
  const totals = Object.fromEntries(
    LISTING_STAT_KINDS.map((kind) => [kind, dense.reduce((sum, day) => sum + day[kind], 0)]),
  ) as ListingStatistics['totals'];
  return { listingId, from, to, kinds: [...LISTING_STAT_KINDS], days: dense, totals };
}
