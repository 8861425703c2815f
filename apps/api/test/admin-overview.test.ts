/**
 * The confirmation queue and the day's overview (issue 15 points 4 and 5): listings awaiting
 * confirmation oldest first with owner and submission time, confirm only for admins; counts of
 * the last 7 days, open requests and messages (handled by staff), undelivered mails. The
 * database's status expression agrees with the domain's `listingStatus` for every state.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { listingStatus, LISTING_STATUSES } from '@domus/domain/core/listing-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contactMessages,
  mailOutbox,
  matches,
  properties,
  savedSearches,
} from '../src/db/schema.ts';
import { adminListing } from './helpers/admin-fixtures.ts';
import { apiCaller, person, type Person } from './helpers/account-fixtures.ts';
import { buyer, seedPlaces, typeId } from './helpers/search-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let owner: Person;
let agent: Person;
let admin: Person;
const call = apiCaller(() => t.app);
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600_000);

beforeAll(async () => {
  t = await createTestApp();
  await seedPlaces(t.database.db);
  owner = await person(t.database.db, 'owner@example.com');
  agent = await person(t.database.db, 'agent@example.com', { isAgent: true });
  admin = await person(t.database.db, 'admin@example.com', { isAdmin: true });
});
afterAll(() => t.close());

describe('the confirmation queue (issue 15 point 4)', () => {
  it('lists listings awaiting confirmation of every category, oldest submission first', async () => {
    const db = t.database.db;
    const newer = await adminListing(db, {
      status: 'awaitingConfirmation',
      ownerId: owner.sellerId,
      createdAt: daysAgo(40),
      submittedAt: daysAgo(1),
    });
    const older = await adminListing(db, {
      category: 'garage',
      code: 'garage',
      status: 'awaitingConfirmation',
      createdAt: daysAgo(3),
      submittedAt: daysAgo(2),
    });
    await adminListing(db, { status: 'draft' });
    await adminListing(db, { status: 'withdrawn' });
    await adminListing(db);

    const answer = await call('GET', '/admin/queue', admin.token);
    expect(answer.statusCode).toBe(200);
    const queue = answer.json<{
      meta: { total: number };
      data: {
        _id: string;
        submittedAt: string;
        owner: { email: string } | null;
        actions: string[];
      }[];
    }>();
    expect(queue.meta.total).toBe(2);
    expect(queue.data.map((row) => row._id)).toEqual([older.id, newer.id]);
    expect(queue.data[1]!.owner?.email).toBe('owner@example.com');
    expect(Date.parse(queue.data[0]!.submittedAt)).toBeLessThan(
      Date.parse(queue.data[1]!.submittedAt),
    );
    expect(queue.data[0]!.actions).toContain('confirm');
    const byAgent = await call('GET', '/admin/queue', agent.token);
    expect(byAgent.json<{ data: { actions: string[] }[] }>().data[0]!.actions).not.toContain(
      'confirm',
    );
  });
});

describe('the overview (issue 15 point 5)', () => {
  it('counts what awaits staff, and a handled request or message leaves the count', async () => {
    const db = t.database.db;
    const client = await buyer(db, 'client@example.com');
    const [search] = await db
      .insert(savedSearches)
      .values({ clientId: client.clientId, typeId: await typeId(db, 'residential', 'apartment') })
      .returning({ id: savedSearches.id });
    const fresh = await adminListing(db, { createdAt: daysAgo(2) });
    const old = await adminListing(db, { createdAt: daysAgo(30) });
    const [visit] = await db
      .insert(matches)
      .values({ searchId: search!.id, propertyId: fresh.id, state: 'visit' })
      .returning({ id: matches.id });
    await db.insert(matches).values([
      {
        searchId: search!.id,
        propertyId: old.id,
        state: 'consulting',
        createdAt: daysAgo(20),
        updatedAt: daysAgo(20),
      },
    ]);
    const [message] = await db
      .insert(contactMessages)
      .values({ name: 'Anna', email: 'anna@example.com', message: 'Hallo' })
      .returning({ id: contactMessages.id });
    await db.insert(mailOutbox).values({
      kind: 'contact',
      toAddress: 'x@example.com',
      subject: 's',
      text: 't',
      attempts: 15,
      lastError: '550',
    });

    const overview = async () => {
      const answer = await call('GET', '/admin/overview', agent.token);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<{ data: Record<string, unknown> }>().data;
    };
    const before = await overview();
    expect(before).toMatchObject({
      awaitingConfirmation: 2,
      awaitingConfirmationByCategory: { residential: 1, garage: 1, commercial: 0 },
      newMatches: 1,
      openVisitRequests: 1,
      openConsultationRequests: 1,
      openContactMessages: 1,
      undeliveredMails: 1,
    });
    // Created in the last 7 days and not drafts: the published and withdrawn listings of the
    // queue test and `fresh`, the garage of 3 days ago; not the one created 40 days ago, nor `old`.
    expect(before.newListingsByCategory).toMatchObject({ residential: 3, garage: 1 });
    expect(before.newListings).toBe(4);
    expect(before.sinceDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.now() - Date.parse(before.since as string)).toBeGreaterThan(6 * 24 * 3600_000);
    expect(Date.now() - Date.parse(before.since as string)).toBeLessThan(7 * 24 * 3600_000);

    const requests = await call('GET', '/admin/requests', agent.token);
    expect(
      requests.json<{ data: { _id: string; kind: string; client: { email: string } }[] }>(),
    ).toMatchObject({
      data: [
        { _id: visit!.id, kind: 'visit', client: { email: 'client@example.com' } },
        { kind: 'consulting' },
      ],
    });

    const handled = await call('POST', `/admin/requests/${visit!.id}/handled`, agent.token, {
      handled: true,
    });
    expect(handled.statusCode, handled.body).toBe(200);
    const doneMessage = await call(
      'POST',
      `/admin/contact-messages/${message!.id}/handled`,
      admin.token,
      { handled: true },
    );
    expect(doneMessage.statusCode).toBe(200);
    expect(await overview()).toMatchObject({ openVisitRequests: 0, openContactMessages: 0 });
    const handledList = await call('GET', '/admin/contact-messages?handled=true', admin.token);
    expect(handledList.json<{ meta: { total: number } }>().meta.total).toBe(1);

    // A client asking again reopens the request.
    await db.update(matches).set({ state: 'new' }).where(eq(matches.id, visit!.id));
    const again = await call('PATCH', `/matches/${visit!.id}`, client.token, { state: 'visit' });
    expect(again.statusCode, again.body).toBe(200);
    expect((await overview()).openVisitRequests).toBe(1);

    const unknown = await call('POST', `/admin/requests/${randomUUID()}/handled`, admin.token, {
      handled: true,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the status in SQL and in the domain (issue 15 point 2)', () => {
  it('agree for every state a listing row can be in', async () => {
    const db = t.database.db;
    const made = await Promise.all(
      LISTING_STATUSES.map((status) =>
        adminListing(db, { status, category: 'agriculture', code: 'agriculture' }),
      ),
    );
    const rows = await db
      .select({
        id: properties.id,
        isDraft: properties.isDraft,
        isConfirmed: properties.isConfirmed,
        withdrawnAt: properties.withdrawnAt,
        rank: properties.statusRank,
      })
      .from(properties)
      .where(eq(properties.category, 'agriculture'));
    expect(rows).toHaveLength(made.length);
    for (const row of rows) {
      expect(LISTING_STATUSES[Number(row.rank)]).toBe(listingStatus(row));
    }
  });

  it('the database refuses a withdrawn listing that is confirmed or a draft', async () => {
    const { id } = await adminListing(t.database.db);
    await expect(
      t.database.db
        .update(properties)
        .set({ withdrawnAt: new Date() })
        .where(eq(properties.id, id)),
    ).rejects.toThrow();
  });
});
