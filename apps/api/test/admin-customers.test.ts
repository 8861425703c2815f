/**
 * The admin customers table and a customer's page (issue 16 points 1 and 2): sellers and clients
 * in one list with filters, order, paging, free text and the CSV export; the page in one call;
 * every edit and creation of a customer written to the history in the same transaction; the
 * duplicate mark (decision 030).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminCustomerPage,
  AdminCustomersResponse,
} from '@domus/domain/staff/admin-customers.schema';
import {
  clients,
  contactMessages,
  historyEntries,
  matches,
  savedSearches,
  sellers,
} from '../src/db/schema.ts';
import { adminListing } from './helpers/admin-fixtures.ts';
import { person, type Person } from './helpers/account-fixtures.ts';
import { buyer, seedPlaces, typeId, type Buyer } from './helpers/search-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: Person;
let agent: Person;
let owner: Person;
let client: Buyer;
let twinId: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedPlaces(db);
  admin = await person(db, 'admin@example.com', { isAdmin: true }, false);
  agent = await person(db, 'agent@example.com', { isAgent: true }, false);
  owner = await person(db, 'owner@example.com');
  await db
    .update(sellers)
    .set({ name: 'Anna', familyName: 'Gruber', tel: '+39 0471 123 456', language: 'de' })
    .where(eq(sellers.id, owner.sellerId));
  await adminListing(db, { ownerId: owner.sellerId });
  await adminListing(db, { ownerId: owner.sellerId, status: 'withdrawn' });
  // A second seller with the same telephone written another way: a possible duplicate.
  const [twin] = await db
    .insert(sellers)
    .values({
      name: 'Anna',
      familyName: 'Gruber',
      companyName: 'Gruber Bau',
      sellerType: 'construction',
      tel: '0039 0471/123456',
    })
    .returning({ id: sellers.id });
  twinId = twin!.id;
  client = await buyer(db, 'buyer@example.com');
  await db.update(clients).set({ tel: '333 1234567' }).where(eq(clients.id, client.clientId));
  const [search] = await db
    .insert(savedSearches)
    .values({ clientId: client.clientId, typeId: await typeId(db, 'residential', 'apartment') })
    .returning({ id: savedSearches.id });
  const listing = await adminListing(db, {});
  await db.insert(matches).values({ searchId: search!.id, propertyId: listing.id, state: 'visit' });
  await db.insert(contactMessages).values({
    name: 'Cliente',
    email: 'BUYER@example.com',
    message: 'Vorrei visitare',
    propertyId: listing.id,
    propertyCategory: 'residential',
  });
});
afterAll(() => t.close());

function get(url: string, token = admin.token, lang = 'it') {
  return t.app.inject({
    url,
    headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
  });
}

async function table(query: string): Promise<AdminCustomersResponse> {
  const answer = await get(`/api/v1/admin/customers?${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<AdminCustomersResponse>();
}

describe('the customers table (issue 16 point 1)', () => {
  it('lists sellers and clients in one list with counts, verification and duplicates', async () => {
    const page = await table('');
    const anna = page.data.find((r) => r._id === owner.sellerId);
    expect(anna).toMatchObject({
      kind: 'seller',
      name: 'Anna',
      tel: '+39 0471 123 456',
      language: 'de',
      sellerType: 'private',
      verified: true,
      listings: 2,
      searches: 0,
      duplicate: true,
    });
    const buyerRow = page.data.find((r) => r._id === client.clientId);
    expect(buyerRow).toMatchObject({ kind: 'client', searches: 1, listings: 0, duplicate: false });
    // person() makes a seller profile for each account: owner, buyer; plus the twin and client.
    expect(page.meta.total).toBe(4);
    expect(page.data.find((r) => r._id === twinId)).toMatchObject({ verified: false });
  });

  it('filters by kind, seller type, language, verified, listings, searches and duplicates', async () => {
    const ids = async (query: string) => (await table(query)).data.map((r) => r._id).sort();
    expect(await ids('kind=client')).toEqual([client.clientId]);
    expect(await ids('sellerType=construction')).toEqual([twinId]);
    expect(await ids('language=de')).toEqual([owner.sellerId]);
    expect(await ids('verified=no')).toEqual([twinId]);
    expect(await ids('hasListings=yes')).toEqual([owner.sellerId]);
    expect(await ids('hasSearches=yes')).toEqual([client.clientId]);
    expect(await ids('duplicates=true')).toEqual([owner.sellerId, twinId].sort());
    expect(await ids('duplicates=true&kind=client')).toEqual([]);
    // The two marks with other filters and orders (read from the union, decision 033).
    expect(await ids('verified=yes&language=de')).toEqual([owner.sellerId]);
    expect(await ids('verified=no&duplicates=true&sort=kind')).toEqual([twinId]);
    expect(await ids('duplicates=true&sellerType=construction&sort=name')).toEqual([twinId]);
    expect((await table('duplicates=true&q=gruber')).meta.total).toBe(2);
  });

  it('finds by every word in name, company, e-mail or telephone', async () => {
    const ids = async (q: string) =>
      (await table(`q=${encodeURIComponent(q)}`)).data.map((r) => r._id).sort();
    expect(await ids('gruber bau')).toEqual([twinId]);
    expect(await ids('BUYER@')).toHaveLength(2);
    expect(await ids('0471123456')).toEqual([owner.sellerId, twinId].sort());
    expect(await ids('333 12345')).toEqual([client.clientId]);
    expect(await ids('100%_')).toEqual([]);
  });

  it('sorts on the server by each column and pages', async () => {
    for (const sort of [
      'kind',
      'name',
      'email',
      'tel',
      'language',
      'sellerType',
      'listings',
      'searches',
      'lastActivity',
      'createdAt',
    ]) {
      for (const dir of ['asc', 'desc']) {
        const page = await table(`sort=${sort}&dir=${dir}`);
        expect(page.data, `${sort} ${dir}`).toHaveLength(4);
      }
    }
    const byListings = await table('sort=listings&dir=desc');
    expect(byListings.data[0]!._id).toBe(owner.sellerId);
    const byKind = await table('sort=kind&dir=asc');
    expect(byKind.data[0]!.kind).toBe('client');
    const first = await table('sort=name&dir=asc&pageSize=25&page=1');
    expect(first.meta).toMatchObject({ page: 1, pageSize: 25, numOfPages: 1, total: 4 });
    expect((await table('page=2&pageSize=25')).data).toEqual([]);
  });

  it('answers 400 for a value it does not know', async () => {
    for (const query of ['sort=price', 'kind=agent', 'pageSize=7', 'q=' + 'x'.repeat(101)]) {
      const answer = await get(`/api/v1/admin/customers?${query}`);
      expect(answer.statusCode, query).toBe(400);
    }
  });

  it('exports the filtered table as CSV with headers in the caller’s language', async () => {
    const answer = await get(
      '/api/v1/admin/customers/export?sort=name&dir=asc&kind=seller',
      admin.token,
      'de',
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(
      /filename="kunden-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(answer.body.startsWith('\uFEFF')).toBe(true);
    const lines = answer.body.slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      'Art;Name oder Firma;E-Mail;Telefon;Sprache;Verkäufertyp;Adresse bestätigt;Immobilien;' +
        'Gespeicherte Suchen;Letzte Aktivität;Angelegt;Mögliches Duplikat',
    );
    expect(lines).toHaveLength(4);
    expect(
      lines.some((l) => l.startsWith('Verkäufer;Anna Gruber · Gruber Bau;;0039 0471/123456;')),
    ).toBe(true);
    // Days in German form, the agency's day in the file name (issue 18 point 3).
    expect(lines[1]).toMatch(/;\d{2}\.\d{2}\.\d{4};\d{2}\.\d{2}\.\d{4};[^;]+$/);
    const romeDay = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome' }).format(
      new Date(),
    );
    expect(answer.headers['content-disposition']).toContain(`kunden-${romeDay}.csv`);
  });

  it('exports days in each language’s form: 27/11/2026 in it and en, with , between English cells', async () => {
    const italian = await get('/api/v1/admin/customers/export?kind=seller', admin.token, 'it');
    const english = await get('/api/v1/admin/customers/export?kind=seller', admin.token, 'en');
    const row = (body: string) => body.slice(1).split('\r\n').filter(Boolean)[1]!;
    expect(row(italian.body)).toMatch(/;\d{2}\/\d{2}\/\d{4};\d{2}\/\d{2}\/\d{4};(Sì|No)$/);
    expect(row(english.body)).toMatch(/,\d{2}\/\d{2}\/\d{4},\d{2}\/\d{2}\/\d{4},(Yes|No)$/);
  });
});

describe('a customer’s page (issue 16 point 2)', () => {
  it('answers a seller with listings, related records and history in one call', async () => {
    const answer = await get(`/api/v1/admin/customers/seller/${owner.sellerId}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const page = answer.json<{ data: AdminCustomerPage }>().data;
    expect(page.seller).toMatchObject({ _id: owner.sellerId, name: 'Anna' });
    expect(page.account).toMatchObject({ _id: owner.accountId, verified: true });
    expect(page.listings.map((l) => l.status).sort()).toEqual(['published', 'withdrawn']);
    expect(page.related).toEqual([
      expect.objectContaining({ _id: twinId, kind: 'seller', shares: ['tel'] }),
    ]);
  });

  it('answers a client with searches, requests and contact messages', async () => {
    const answer = await get(`/api/v1/admin/customers/client/${client.clientId}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const page = answer.json<{ data: AdminCustomerPage }>().data;
    expect(page.searches).toEqual({ count: 1, matches: 1 });
    expect(page.requests).toEqual([expect.objectContaining({ state: 'visit', handledAt: null })]);
    expect(page.messages).toEqual([expect.objectContaining({ message: 'Vorrei visitare' })]);
    // The same account's seller profile is the same person, not a duplicate.
    expect(page.related).toEqual([
      expect.objectContaining({ kind: 'seller', shares: ['account', 'email'] }),
    ]);
  });

  it('answers 404 for an unknown customer and 400 for an unknown kind', async () => {
    const unknown = '0b7f3c1e-5d2a-4c3b-9e8f-1a2b3c4d5e6f';
    expect((await get(`/api/v1/admin/customers/seller/${unknown}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/admin/customers/client/${owner.sellerId}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/admin/customers/buyer/${unknown}`)).statusCode).toBe(400);
  });
});

describe('the history of a customer’s changes (issue 16 points 2 and 6)', () => {
  it('records a staff edit through PATCH /sellers/{id} with the fields changed', async () => {
    const answer = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/sellers/${owner.sellerId}`,
      headers: { authorization: `Bearer ${agent.token}` },
      payload: {
        name: 'Anna',
        familyName: 'Gruber',
        email: 'owner@example.com',
        tel: '+39 0471 999 999',
        language: 'de',
        sellerType: 'private',
      },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const page = (await get(`/api/v1/admin/customers/seller/${owner.sellerId}`)).json<{
      data: AdminCustomerPage;
    }>().data;
    expect(page.history[0]).toMatchObject({
      subject: 'seller',
      action: 'update',
      actorRole: 'agent',
      actorEmail: 'agent@example.com',
      source: 'updateSeller',
      changes: [{ field: 'tel', before: '+39 0471 123 456', after: '+39 0471 999 999' }],
    });
    // The duplicate is gone with the old number.
    expect(page.related).toEqual([]);
  });

  it('records the person’s own edit through PATCH /account/{id}, seller and client alike', async () => {
    const answer = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/account/${client.accountId}`,
      headers: { authorization: `Bearer ${client.token}` },
      payload: {
        seller: {
          salutation: 'f',
          name: 'Clara',
          familyName: 'Test',
          email: 'buyer@example.com',
          language: 'en',
        },
      },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const rows = await t.database.db
      .select()
      .from(historyEntries)
      .where(eq(historyEntries.source, 'updateAccount'));
    const bySubject = Object.fromEntries(rows.map((r) => [r.subject, r]));
    expect(bySubject.client).toMatchObject({
      clientId: client.clientId,
      actorRole: 'client',
      action: 'update',
    });
    expect(bySubject.client!.changes).toEqual(
      expect.arrayContaining([{ field: 'name', before: 'Cliente', after: 'Clara' }]),
    );
    expect(bySubject.seller).toMatchObject({ sellerId: client.sellerId, actorRole: 'owner' });
  });

  it('records the creation of a customer by staff, and a taken address creates nothing', async () => {
    const create = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/sellers',
        headers: { authorization: `Bearer ${admin.token}`, 'accept-language': 'it' },
        payload: { name: 'Neu', familyName: 'Kunde', email, sellerType: 'private', language: 'it' },
      });
    const created = await create('neu@example.com');
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ data: { _id: string } }>().data._id;
    const [entry] = await t.database.db
      .select()
      .from(historyEntries)
      .where(eq(historyEntries.sellerId, id));
    expect(entry).toMatchObject({ action: 'create', actorRole: 'admin', source: 'createSeller' });
    const before = (await t.database.db.select().from(historyEntries)).length;
    const taken = await create('NEU@example.com');
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({
      error: {
        code: 'duplicate_email',
        fields: [{ field: 'email', message: 'Indirizzo email già in uso.' }],
      },
    });
    expect((await t.database.db.select().from(historyEntries)).length).toBe(before);
  });
});
