/**
 * Kept exposés follow their listing (issue 29 point 2, decision 044): a kept PDF is answered only
 * while the caller may see its listing; a withdrawal (one or in bulk), a deletion (by the owner or
 * by staff) and an erasure of the owner remove it from the file storage at once, with its record;
 * no answer lets a shared cache keep a year-long immutable copy.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '@domus/domain/core/constants';
import { exposeFiles } from '../src/db/schema.ts';
import { LocalFileStorage } from '../src/modules/files/file-storage.ts';
import { apiCaller, person, type Person } from './helpers/account-fixtures.ts';
import { listingBody, listingPeople } from './helpers/listing-fixtures.ts';
import { seedPlaces } from './helpers/search-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let storage: LocalFileStorage;
let people: Awaited<ReturnType<typeof listingPeople>>;
const call = apiCaller(() => t.app);

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'domus-expose-withdrawal-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  storage = new LocalFileStorage(path.join(dataDir, 'files'));
  await seedPlaces(t.database.db);
  people = await listingPeople(t.database.db);
});
afterAll(() => t.close());

type Listing = { category: Category; id: string };

/** A garage of `owner`'s seller profile, written by staff: published at once. */
async function published(owner: Person = people.user): Promise<Listing> {
  const body = await listingBody(t.database.db, people.superAdmin, 'garage', {
    owner: owner.sellerId,
  });
  const answer = await call('POST', '/properties/garage', people.superAdmin.token, body);
  expect(answer.statusCode, answer.body).toBe(201);
  const data = answer.json<{ data: { _id: string; isConfirmed: boolean } }>().data;
  expect(data.isConfirmed).toBe(true);
  return { category: 'garage', id: data._id };
}

const bearer = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});

/** A kept exposé: its link, storage key and file on the disk. */
type Kept = { url: string; key: string; file: string };

/** Makes (or finds) the listing's short Italian exposé, as the web app asks for it. */
async function keptExpose(listing: Listing, token?: string): Promise<Kept> {
  const link = await t.app.inject({
    method: 'GET',
    url: `/api/v1/expose/pdf?type=${listing.category}&id=${listing.id}&lang=it`,
    headers: { accept: 'application/json', ...bearer(token) },
  });
  expect(link.statusCode, link.body).toBe(200);
  const { url } = link.json<{ data: { url: string } }>().data;
  const [, yyyy, mm, version] = /\/expose\/pdf\/(\d{4})\/(\d{2})\/([0-9a-f-]{36})\//.exec(url)!;
  const key = `${yyyy}/${mm}/${version}-expose.pdf`;
  expect(await storage.exists(key)).toBe(true);
  return { url, key, file: path.join(storage.root, key) };
}

const download = (url: string, token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } });

/** That the kept exposé is gone: its link 404 for everyone, its PDF and its record removed. */
async function expectGone(kept: Kept) {
  for (const token of [undefined, people.user.token, people.admin.token]) {
    expect((await download(kept.url, token)).statusCode).toBe(404);
  }
  expect(await storage.exists(kept.key)).toBe(false);
  expect(existsSync(kept.file)).toBe(false);
  const rows = await t.database.db.select().from(exposeFiles).where(eq(exposeFiles.key, kept.key));
  expect(rows).toEqual([]);
}

describe('issue 29.2: a kept exposé only while its listing may be seen', () => {
  it('a published listing’s exposé: to everyone, revalidated each time, never immutable', async () => {
    const kept = await keptExpose(await published());
    const answer = await download(kept.url);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['cache-control']).toBe('public, no-cache');
    expect(answer.headers['cache-control']).not.toMatch(/immutable|max-age=31536000/);
    const etag = String(answer.headers.etag);
    const again = await download(kept.url, undefined, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('public, no-cache');
  });

  it('an unconfirmed listing’s exposé: its owner and staff with their session, private and not stored; nobody else', async () => {
    const body = await listingBody(t.database.db, people.user, 'garage');
    const created = await call('POST', '/properties/garage', people.user.token, body);
    expect(created.statusCode, created.body).toBe(201);
    const listing: Listing = {
      category: 'garage',
      id: created.json<{ data: { _id: string } }>().data._id,
    };
    const kept = await keptExpose(listing, people.user.token);
    for (const token of [people.user.token, people.agent.token]) {
      const answer = await download(kept.url, token);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('private, no-store');
    }
    expect((await download(kept.url)).statusCode).toBe(404);
    expect((await download(kept.url, people.other.token)).statusCode).toBe(404);
  });

  it('a kept exposé is never served as a plain stored file', async () => {
    const kept = await keptExpose(await published());
    expect((await t.app.inject({ method: 'GET', url: `/files/${kept.key}` })).statusCode).toBe(404);
  });
});

describe('issue 29.2: withdrawal, deletion and erasure remove the kept exposés', () => {
  it('a withdrawal by staff: the link answers 404 and the PDF is gone from the storage', async () => {
    const listing = await published();
    const kept = await keptExpose(listing);
    const etag = String((await download(kept.url)).headers.etag);
    const withdrawn = await call(
      'POST',
      `/admin/listings/${listing.id}/withdraw`,
      people.admin.token,
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    await expectGone(kept);
    // A cache asking again with what it holds is told it is gone, not that it may keep it.
    expect((await download(kept.url, undefined, { 'if-none-match': etag })).statusCode).toBe(404);
  });

  it('a bulk withdrawal by an admin removes every exposé of the listings', async () => {
    const listings = [await published(), await published()];
    const kept = await Promise.all(listings.map((listing) => keptExpose(listing)));
    const bulk = await call('POST', '/admin/listings/bulk', people.admin.token, {
      action: 'withdraw',
      target: { ids: listings.map((listing) => listing.id) },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    for (const one of kept) await expectGone(one);
  });

  it('a deletion by the owner and by an admin', async () => {
    const own = await published();
    const ownKept = await keptExpose(own);
    const deleted = await call('DELETE', `/properties/garage/${own.id}/delete`, people.user.token);
    expect(deleted.statusCode, deleted.body).toBe(204);
    await expectGone(ownKept);

    const staff = await published();
    const staffKept = await keptExpose(staff);
    const removed = await call('DELETE', `/admin/listings/${staff.id}`, people.admin.token);
    expect(removed.statusCode, removed.body).toBe(200);
    await expectGone(staffKept);
  });

  it('the erasure of the owner', async () => {
    const owner = await person(t.database.db, 'expose.owner@example.com');
    const kept = await keptExpose(await published(owner));
    const erased = await call(
      'POST',
      `/admin/customers/seller/${owner.sellerId}/erase`,
      people.admin.token,
    );
    expect(erased.statusCode, erased.body).toBe(200);
    await expectGone(kept);
  });

  it('a listing published again makes its exposé anew', async () => {
    const listing = await published();
    const kept = await keptExpose(listing);
    await call('POST', `/admin/listings/${listing.id}/withdraw`, people.admin.token);
    await expectGone(kept);
    const again = await call('POST', `/admin/listings/${listing.id}/publish`, people.admin.token);
    expect(again.statusCode, again.body).toBe(200);
    const made = await keptExpose(listing);
    expect((await download(made.url)).statusCode).toBe(200);
  });
});
