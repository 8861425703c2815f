/**
 * The admin overview and the confirmation queue (issue 15 points 4 and 5): what awaits staff
 * today, and the listings awaiting confirmation, oldest first, as table rows.
 */
import { CATEGORIES, type Category } from '@domus/domain/core/constants';
import {
  ADMIN_LIST_PAGE_SIZE,
  OVERVIEW_DAYS,
  type AdminOverview,
} from '@domus/domain/staff/admin-overview.schema';
import type { AdminListingsResponse } from '@domus/domain/staff/admin-listings.schema';
import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { countUndeliveredMails } from '../mail/mail-outbox.service.ts';
import { confirmationQueueOrder } from '../properties/listing-columns.sql.ts';
import {
  countAwaitingByCategory,
  countNewListingsByCategory,
} from '../properties/listing-queries.ts';
import { staffListingPage } from '../properties/listing-staff-view.ts';
import { awaitingConfirmationSql } from '../properties/listing-visibility.sql.ts';
import type { StaffViewer } from './admin-listings.service.ts';
import { countOpenWork, findSince } from './admin-overview.repository.ts';

/** Counts per category, every category present. */
function byCategory(rows: { category: string; n: number }[]): Record<Category, number> {
  const counts = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<Category, number>;
  for (const row of rows) {
    if (row.category in counts) counts[row.category as Category] = row.n;
  }
  return counts;
}

const sum = (counts: Record<Category, number>) =>
  Object.values(counts).reduce((total, n) => total + n, 0);

/**
 * The day's overview (issue 15 point 5): listings awaiting confirmation, listings and matches of
 * the last {@link OVERVIEW_DAYS} agency days (today included), open visit and consultation
 * requests, open contact messages and undelivered mails.
 * @param db the database
 */
export async function adminOverview(db: Database): Promise<AdminOverview> {
  const { since, day } = await findSince(db, OVERVIEW_DAYS);
  const [awaiting, fresh, work, undeliveredMails] = await Promise.all([
    countAwaitingByCategory(db),
    countNewListingsByCategory(db, since),
    countOpenWork(db, since),
    countUndeliveredMails(db),
  ]);
  const awaitingByCategory = byCategory(awaiting);
  const newByCategory = byCategory(fresh);
  return {
    since: since.toISOString(),
    sinceDay: day,
    awaitingConfirmation: sum(awaitingByCategory),
    awaitingConfirmationByCategory: awaitingByCategory,
    newListings: sum(newByCategory),
    newListingsByCategory: newByCategory,
    ...work,
    undeliveredMails,
  };
}

/**
 * A page of the confirmation queue (issue 15 point 4): listings of every category awaiting
 * confirmation, the oldest submission first, with owner and submission time.
 * @param db the database
 * @param storage where pictures are stored
 * @param viewer the caller (staff; only admins get the confirm action)
 * @param page the page, from 1
 */
export async function confirmationQueue(
  db: Database,
  storage: FileStorage,
  viewer: StaffViewer,
  page: number,
): Promise<AdminListingsResponse> {
  return staffListingPage(db, storage, viewer, {
    where: awaitingConfirmationSql(),
    order: confirmationQueueOrder,
    page,
    pageSize: ADMIN_LIST_PAGE_SIZE,
  });
}
