/**
 * The matches found since a day (the overview's "new matches", issue 15 point 5), a page at a
 * time, newest first.
 */
import type { Category } from '@domus/domain/core/constants';
import type { MatchState } from '@domus/domain/search/match.schema';
import { ADMIN_LIST_PAGE_SIZE, OVERVIEW_DAYS } from '@domus/domain/staff/admin-overview.schema';
import type { AdminRecentMatchList } from '@domus/domain/staff/admin-recent-matches.schema';
import type { Database } from '../../db/client.ts';
import { findSince } from './admin-overview.repository.ts';
import { findRecentMatches } from './admin-recent-matches.repository.ts';

/**
 * A page of the matches found since `since` (YYYY-MM-DD, the agency's day), or since the
 * overview's first day when not given, newest first.
 */
export async function listRecentMatches(
  db: Database,
  page: number,
  since?: string,
): Promise<AdminRecentMatchList> {
  const day = since ?? (await findSince(db, OVERVIEW_DAYS)).day;
  const offset = (page - 1) * ADMIN_LIST_PAGE_SIZE;
  const { rows, total } = await findRecentMatches(db, day, ADMIN_LIST_PAGE_SIZE, offset);
  return {
    meta: {
      page,
      pageSize: ADMIN_LIST_PAGE_SIZE,
      numOfPages: Math.ceil(total / ADMIN_LIST_PAGE_SIZE),
      total,
      since: day,
    },
    data: rows.map((row) => ({
      _id: row.id,
      createdAt: row.createdAt.toISOString(),
      state: row.state as MatchState,
      searchId: row.searchId,
      client: {
        _id: row.client.id,
        name: row.client.name,
        familyName: row.client.familyName,
        email: row.client.email,
        tel: row.client.tel,
      },
      listing: {
        _id: row.listing.id,
        property_id: row.listing.propertyNumber,
        category: row.listing.category as Category,
        title: row.listing.title,
      },
    })),
  };
}
