/**
 * The listing module's visibility fragments (issue 31 point 1): the one SQL for "published",
 * "awaiting confirmation" and "a staff account" that every module's queries take agrees with the
 * domain's `listingStatus` and `isStaffAccount` for every state a row can be in.
 */
import { eq, inArray } from 'drizzle-orm';
import { listingStatus, LISTING_STATUSES } from '@domus/domain/core/listing-status';
import { isStaffAccount } from '@domus/domain/person/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, properties } from '../src/db/schema.ts';
import {
  awaitingConfirmationSql,
  publishedSql,
  staffAccountSql,
} from '../src/modules/properties/listing-visibility.sql.ts';
import { adminListing } from './helpers/admin-fixtures.ts';
import { person } from './helpers/account-fixtures.ts';
import { seedPlaces } from './helpers/search-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedPlaces(t.database.db);
});
afterAll(() => t.close());

describe('the listing visibility fragments (issue 31 point 1)', () => {
  it('issue 31.1: published and awaiting confirmation agree with listingStatus for every state', async () => {
    const db = t.database.db;
    await Promise.all(
      LISTING_STATUSES.map((status) =>
        adminListing(db, { status, category: 'agriculture', code: 'agriculture' }),
      ),
    );
    const rows = await db
      .select({
        isDraft: properties.isDraft,
        isConfirmed: properties.isConfirmed,
        withdrawnAt: properties.withdrawnAt,
        published: publishedSql(),
        awaiting: awaitingConfirmationSql(),
      })
      .from(properties)
      .where(eq(properties.category, 'agriculture'));
    expect(rows).toHaveLength(LISTING_STATUSES.length);
    for (const row of rows) {
      expect(row.published).toBe(listingStatus(row) === 'published');
      expect(row.awaiting).toBe(listingStatus(row) === 'awaitingConfirmation');
    }
  });

  it('issue 31.1: a staff account is an agent, an admin or a super admin, as isStaffAccount says', async () => {
    const db = t.database.db;
    const made = await Promise.all([
      person(db, 'visibility-none@example.com'),
      person(db, 'visibility-agent@example.com', { isAgent: true }),
      person(db, 'visibility-admin@example.com', { isAdmin: true }),
      person(db, 'visibility-super@example.com', { isSuperAdmin: true }),
    ]);
    const rows = await db
      .select({
        isAgent: accounts.isAgent,
        isAdmin: accounts.isAdmin,
        isSuperAdmin: accounts.isSuperAdmin,
        staff: staffAccountSql,
      })
      .from(accounts)
      .where(
        inArray(
          accounts.id,
          made.map((p) => p.accountId),
        ),
      );
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row.staff).toBe(isStaffAccount(row));
    expect(rows.filter((row) => row.staff)).toHaveLength(3);
  });
});
