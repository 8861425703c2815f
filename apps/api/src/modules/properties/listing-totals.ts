/**
 * Totals of the admin tables kept for a few seconds (issue 15 targets): counting tens of
 * thousands of listings costs more than a page of them, and staff page, sort and export within
 * the same filters. Every write of a listing forgets them (the write services call
 * {@link forgetListingTotals}), so a change shows at once; only another process's write can
 * leave a total stale, for at most {@link LISTING_TOTAL_TTL_MS}.
 */
import type { Database } from '../../db/client.ts';

/** How long a total is kept. */
export const LISTING_TOTAL_TTL_MS = 15_000;
const MAX_TOTALS = 2_000;
const totals = new WeakMap<Database, Map<string, { total: number; until: number }>>();

/**
 * The total of `key`, counted by `count` unless it was counted in the last seconds.
 * @param db the database the total belongs to
 * @param key what was counted (the filters, as text)
 * @param count counts it
 */
export async function cachedListingTotal(
  db: Database,
  key: string,
  count: () => Promise<number>,
): Promise<number> {
  let cache = totals.get(db);
  if (!cache) totals.set(db, (cache = new Map<string, { total: number; until: number }>()));
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.until > now) return hit.total;
  const total = await count();
  if (cache.size >= MAX_TOTALS) cache.clear();
  cache.set(key, { total, until: now + LISTING_TOTAL_TTL_MS });
  return total;
}

/** Forgets every kept total of `db` (after a listing was written, withdrawn or deleted). */
export function forgetListingTotals(db: Database): void {
  totals.delete(db);
}
