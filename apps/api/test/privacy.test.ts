/**
 * Personal data requests (issue 16 point 7; docs/decisions/029): an admin exports everything
 * stored about a customer as one ZIP (JSON and the listings' files) and erases them; a logged-in
 * user does both for themselves. After an erasure no personal value of the person is left in any
 * text, varchar or jsonb column of any table (the issue's target, with 50 listings, 20 searches
 * and 2,000 matches; the time is measured by `npm run bench:erase`, not here).
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import {
  accounts,
  clients,
  contactMessages,
  files,
  historyEntries,
  matches,
  properties,
  savedSearches,
  sellers,
  viewings,
} from '../src/db/schema.ts';
import { createSession } from '../src/modules/auth/sessions.service.ts';
import { createFileStorage } from '../src/modules/files/file-storage.ts';
import { apiCaller, listing, person, type Person } from './helpers/account-fixtures.ts';
import { seedErasable, PERSONAL, scanForValues } from './helpers/privacy-fixtures.ts';
import { buyer, seedPlaces, type Buyer } from './helpers/search-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let db: Database;
let admin: Person;
let agent: Person;
const call = apiCaller(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  await seedPlaces(db);
  admin = await person(db, 'admin@example.com', { isAdmin: true });
  agent = await person(db, 'agent@example.com', { isAgent: true });
});
afterAll(() => t?.close());

/** What the tests read of an export's JSON. */
type ExportData = {
  format: string;
  account: { email: string };
  sellers: Record<string, unknown>[];
  clients: unknown[];
  listings: { files: { kind: string; path: string }[] }[];
  savedSearches: { matches: Record<string, unknown>[] }[];
  contactMessages: unknown[];
  viewings: Record<string, unknown>[];
  logins: { sessions: Record<string, unknown>[] };
};

/** The erasure's answer. */
type Erased = { data: Record<string, unknown> };

/** The entries of a ZIP answer. */
function unzip(body: Buffer): Record<string, Uint8Array> {
  return unzipSync(new Uint8Array(body));
}

describe('export (issue 16 point 7)', () => {
  let customer: Buyer;
  const picture = Buffer.from('a stored picture, byte for byte');

  beforeAll(async () => {
    customer = await buyer(db, 'export.person@example.com');
    await db
      .update(sellers)
      .set({ name: 'Ottilia', familyName: 'Exportwald', tel: '+39 0471 111222' })
      .where(eq(sellers.id, customer.sellerId));
    const { id, fileId } = await listing(db, customer.sellerId);
    const [file] = await db.select().from(files).where(eq(files.id, fileId));
    await createFileStorage(t.config).put(file!.storageKey, picture);
    const [search] = await db
      .insert(savedSearches)
      .values({
        clientId: customer.clientId,
        typeId: (await db.select().from(properties).where(eq(properties.id, id)))[0]!.typeId,
      })
      .returning();
    await db.insert(matches).values({ searchId: search!.id, propertyId: id, state: 'visit' });
    await db.insert(contactMessages).values({
      name: 'Ottilia Exportwald',
      email: 'Export.Person@example.com',
      message: 'Vorrei visitare',
    });
    // A viewing asked for as a guest with the same address (issue 33): theirs too.
    await db.insert(viewings).values({
      propertyId: id,
      buyerName: 'Ottilia Exportwald',
      buyerEmail: 'export.person@EXAMPLE.com',
      buyerTel: '+39 333 1234567',
      requestedTimes: [{ start: '2026-12-10T09:00:00.000Z', end: '2026-12-10T09:30:00.000Z' }],
      uid: randomUUID(),
    });
  });

  it('gives an admin one ZIP with the JSON and the listing files as stored', async () => {
    const res = await call(
      'GET',
      `/admin/customers/seller/${customer.sellerId}/export`,
      admin.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="personal-data-/);
    const entries = unzip(res.rawPayload);
    const json = strFromU8(entries['personal-data.json']!);
    // No secrets: neither login-link nor session token hashes.
    expect(json).not.toMatch(/tokenHash|token_hash/);
    const data = JSON.parse(json) as ExportData;
    expect(data.format).toBe('domus-personal-data/1');
    expect(data.account.email).toBe('export.person@example.com');
    expect(data.sellers[0]).toMatchObject({ name: 'Ottilia', familyName: 'Exportwald' });
    expect(data.clients).toHaveLength(1);
    expect(data.listings).toHaveLength(1);
    const file = data.listings[0]!.files[0]!;
    expect(file.kind).toBe('image');
    expect(Buffer.from(entries[file.path]!).equals(picture)).toBe(true);
    expect(data.savedSearches[0]!.matches[0]).toMatchObject({ state: 'visit' });
    expect(data.contactMessages).toHaveLength(1);
    expect(data.viewings).toHaveLength(1);
    expect(data.viewings[0]).toMatchObject({
      name: 'Ottilia Exportwald',
      tel: '+39 333 1234567',
      status: 'requested',
      requestedTimes: [{ start: '2026-12-10T09:00:00.000Z', end: '2026-12-10T09:30:00.000Z' }],
    });
    expect(data.logins.sessions.length).toBeGreaterThan(0);
    expect(Object.keys(data.logins.sessions[0]!).sort()).toEqual(
      ['createdAt', 'expiresAt', 'lastUsedAt', 'revokedAt', 'verified'].sort(),
    );
    // The export is in the history, with nothing of the data in it.
    const [entry] = await db
      .select()
      .from(historyEntries)
      .where(eq(historyEntries.source, 'exportCustomerData'));
    expect(entry).toMatchObject({ action: 'export', actorAccountId: admin.accountId, changes: [] });
  });

  it('gives a logged-in user their own ZIP, and 401 without a session', async () => {
    const res = await call('GET', '/account/export', customer.token);
    expect(res.statusCode, res.body).toBe(200);
    const data = JSON.parse(strFromU8(unzip(res.rawPayload)['personal-data.json']!)) as ExportData;
    expect(data.account.email).toBe('export.person@example.com');
    expect((await call('GET', '/account/export')).statusCode).toBe(401);
  });

  it('refuses an unconfirmed session (decision 024) and an unknown customer', async () => {
    const { token } = await createSession(db, { accountId: customer.accountId, verified: false });
    const res = await call('GET', '/account/export', token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { code: 'address_unverified' } });
    const unknown = await call(
      'GET',
      `/admin/customers/client/${randomUUID()}/export`,
      admin.token,
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('erasure (issue 16 point 7 and target)', () => {
  it('erases a person with 50 listings, 20 searches and 2,000 matches without a trace', async () => {
    const seeded = await seedErasable(db);
    // The scan finds the values where the seed put them, so that its empty answer below means.
    expect(await scanForValues(db, Object.values(PERSONAL))).toEqual(
      expect.arrayContaining([
        'sellers.name: Zebulonia',
        'sellers.address: Via Zibaldone',
        'clients.email: zeb.quirk@example.org',
        'history_entries.changes: Quirkwater',
        'history_entries.changes: X-39997',
        'contact_messages.message: Via Zibaldone',
        'files.name: Quirkwater',
        'properties.informations: +39 0471 987654',
        'properties.sort_owner: Quirkwater',
        'mail_outbox.reply_to: zeb.quirk@example.org',
        'rate_limit_events.key: zeb.quirk@example.org',
        'login_tokens.email: zeb.quirk@example.org',
        'saved_search_locations.name: Via Zibaldone',
      ]),
    );
    const res = await call('POST', `/admin/customers/seller/${seeded.sellerId}/erase`, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Erased>().data).toMatchObject({
      customers: 2,
      account: true,
      listingsWithdrawn: 49,
      listingsDeleted: 1,
      searches: 20,
      contactMessages: 1,
    });
    expect(await scanForValues(db, Object.values(PERSONAL))).toEqual([]);

    // Listings withdrawn and detached, searches and matches gone, the account gone.
    const withdrawn = await db
      .select()
      .from(properties)
      .where(inArray(properties.id, seeded.listingIds));
    expect(withdrawn).toHaveLength(49);
    expect(withdrawn.every((p) => !p.isConfirmed && p.withdrawnAt && !p.ownerId)).toBe(true);
    expect(
      await db.select().from(savedSearches).where(eq(savedSearches.clientId, seeded.clientId)),
    ).toEqual([]);
    expect(await db.select().from(accounts).where(eq(accounts.id, seeded.accountId))).toEqual([]);
    expect(await db.select().from(clients).where(eq(clients.id, seeded.clientId))).toEqual([]);
    expect((await call('GET', '/account/me', seeded.token)).statusCode).toBe(401);

    // The erase entry, without personal data; the history is still closed to edits.
    const [erase] = await db
      .select()
      .from(historyEntries)
      .where(eq(historyEntries.action, 'erase'));
    expect(erase).toMatchObject({ subject: 'seller', subjectId: seeded.sellerId, changes: [] });
    await expect(
      db.update(historyEntries).set({ source: 'x' }).where(eq(historyEntries.id, erase!.id)),
    ).rejects.toThrow();
  });

  it('lets a logged-in user delete their own account, which logs them out', async () => {
    const self = await buyer(db, 'self.delete@example.com');
    const res = await call('DELETE', '/account', self.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Erased>().data).toMatchObject({ account: true, customers: 2 });
    expect((await call('GET', '/account/me', self.token)).statusCode).toBe(401);
    const [entry] = await db
      .select()
      .from(historyEntries)
      .where(eq(historyEntries.source, 'deleteMyAccount'));
    expect(entry).toMatchObject({ action: 'erase', subject: 'account', actorAccountId: null });
    expect(await scanForValues(db, ['self.delete@example.com'])).toEqual([]);
  });

  it('answers 401 without a session and 409 for a staff account', async () => {
    expect((await call('DELETE', '/account')).statusCode).toBe(401);
    const res = await call('DELETE', '/account', agent.token, undefined, 'it');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: { code: 'staff_account' } });
    const erase = await call(
      'POST',
      `/admin/customers/seller/${agent.sellerId}/erase`,
      admin.token,
    );
    expect(erase.statusCode).toBe(409);
    const unknown = await call(
      'POST',
      `/admin/customers/seller/${randomUUID()}/erase`,
      admin.token,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('leaves a history rewrite possible only inside the erasure', async () => {
    await expect(db.execute(sql`update history_entries set source = 'x'`)).rejects.toThrow();
  });
});
