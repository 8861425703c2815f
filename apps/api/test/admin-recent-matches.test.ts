/**
 * The lists behind two numbers of the overview (issue 15 point 5: "each number leads to the
 * filtered table"): the matches found since a day, and the undelivered mails, which an admin
 * sends again.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, matches, savedSearches } from '../src/db/schema.ts';
import { adminListing } from './helpers/admin-fixtures.ts';
import { apiCaller, person, type Person } from './helpers/account-fixtures.ts';
import { buyer, seedPlaces, typeId } from './helpers/search-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let agent: Person;
let admin: Person;
const call = apiCaller(() => t.app);
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600_000);
const day = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(date);

beforeAll(async () => {
  t = await createTestApp();
  await seedPlaces(t.database.db);
  agent = await person(t.database.db, 'agent@example.com', { isAgent: true });
  admin = await person(t.database.db, 'admin@example.com', { isAdmin: true });
});
afterAll(() => t.close());

type MatchList = {
  meta: { total: number; since: string };
  data: {
    _id: string;
    state: string;
    client: { email: string };
    listing: { property_id: number };
  }[];
};

describe('GET /admin/matches (issue 15 point 5: the overview’s new matches)', () => {
  it('lists the matches since the overview’s first day, newest first, with buyer and listing', async () => {
    const db = t.database.db;
    const client = await buyer(db, 'buyer@example.com');
    const [search] = await db
      .insert(savedSearches)
      .values({ clientId: client.clientId, typeId: await typeId(db, 'residential', 'apartment') })
      .returning({ id: savedSearches.id });
    const [a, b, c] = [await adminListing(db), await adminListing(db), await adminListing(db)];
    const [newest] = await db
      .insert(matches)
      .values({ searchId: search!.id, propertyId: a.id, state: 'visit', createdAt: daysAgo(1) })
      .returning({ id: matches.id });
    const [older] = await db
      .insert(matches)
      .values({ searchId: search!.id, propertyId: b.id, createdAt: daysAgo(3) })
      .returning({ id: matches.id });
    await db
      .insert(matches)
      .values({ searchId: search!.id, propertyId: c.id, createdAt: daysAgo(30) });

    const overview = (await call('GET', '/admin/overview', agent.token)).json<{
      data: { newMatches: number; sinceDay: string };
    }>().data;
    const answer = await call('GET', '/admin/matches', agent.token);
    expect(answer.statusCode, answer.body).toBe(200);
    const list = answer.json<MatchList>();
    // The list the overview's number leads to holds that many matches.
    expect(list.meta.since).toBe(overview.sinceDay);
    expect(list.meta.total).toBe(overview.newMatches);
    expect(list.data.map((m) => m._id)).toEqual([newest!.id, older!.id]);
    expect(list.data[0]).toMatchObject({
      state: 'visit',
      client: { email: 'buyer@example.com' },
      listing: { property_id: a.number },
    });

    const wider = (
      await call('GET', `/admin/matches?since=${day(daysAgo(31))}`, agent.token)
    ).json<MatchList>();
    expect(wider.meta.total).toBe(3);
  });

  it('refuses a day that is not one, in the caller’s language, with 400', async () => {
    for (const since of ['2026-13-01', 'gestern', '0000-01-01', '2026-02-30']) {
      const answer = await call(
        'GET',
        `/admin/matches?since=${since}`,
        agent.token,
        undefined,
        'de',
      );
      expect(answer.statusCode, since).toBe(400);
      const { error } = answer.json<{
        error: { code: string; message: string; fields: { field: string }[] };
      }>();
      expect(error.code).toBe('validation_error');
      expect(error.message).toBe('Einige Angaben sind ungültig.');
      expect(error.fields.map((f) => f.field)).toContain('since');
    }
  });
});

describe('POST /mail/undelivered/{id}/retry (the overview’s undelivered mails)', () => {
  it('gives an undelivered mail a new round of attempts; only admins, only undelivered mails', async () => {
    const db = t.database.db;
    const [mail] = await db
      .insert(mailOutbox)
      .values({
        kind: 'contact',
        toAddress: 'typo@example.con',
        subject: 'Richiesta',
        text: 't',
        attempts: 15,
        lastError: '550 no such domain',
      })
      .returning({ id: mailOutbox.id });
    const [sent] = await db
      .insert(mailOutbox)
      .values({
        kind: 'contact',
        toAddress: 'ok@example.com',
        subject: 's',
        text: 't',
        sentAt: new Date(),
      })
      .returning({ id: mailOutbox.id });

    expect(
      (await call('POST', `/mail/undelivered/${mail!.id}/retry`, agent.token)).statusCode,
    ).toBe(403);
    const listed = await call('GET', '/mail/undelivered', admin.token);
    expect(
      listed.json<{ data: { mails: { _id: string }[] } }>().data.mails.map((m) => m._id),
    ).toContain(mail!.id);

    const retried = await call('POST', `/mail/undelivered/${mail!.id}/retry`, admin.token);
    expect(retried.statusCode, retried.body).toBe(200);
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, mail!.id));
    expect(row!.attempts).toBe(0);
    expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const after = await call('GET', '/mail/undelivered', admin.token);
    expect(
      after.json<{ data: { mails: { _id: string }[] } }>().data.mails.map((m) => m._id),
    ).not.toContain(mail!.id);

    // Not undelivered (sent, or sent again already): 404, nothing changes.
    expect(
      (await call('POST', `/mail/undelivered/${sent!.id}/retry`, admin.token)).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/mail/undelivered/${mail!.id}/retry`, admin.token)).statusCode,
    ).toBe(404);
    expect((await call('POST', '/mail/undelivered/not-an-id/retry', admin.token)).statusCode).toBe(
      400,
    );
  });
});
