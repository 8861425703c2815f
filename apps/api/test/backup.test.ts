/**
 * `npm run backup` and `npm run restore` as a round trip (issue 13, backups): a site with
 * accounts, listings with files, a saved search with a drawn zone and its matches is backed up,
 * restored into a fresh database and a fresh files directory, and then answers as before.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup, describeFiles, restoreBackup } from '../src/backup/backup.service.ts';
import type { Database } from '../src/db/client.ts';
import {
  accounts,
  files,
  matches,
  properties,
  savedSearchLocations,
  savedSearches,
  sellers,
  sessions,
} from '../src/db/schema.ts';
import { apiCaller, listing } from './helpers/account-fixtures.ts';
import {
  BOLZANO,
  IN_BOLZANO,
  buyer,
  placeListing,
  seedPlaces,
  squareAround,
  typeId,
  type Buyer,
} from './helpers/search-fixtures.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let work: string;
let original: TestApp;
let restoredDb: TestDatabase;
let restored: TestApp;
let client: Buyer;
let searchId: string;
const filesOf = (name: string) => path.join(work, name, 'files');

/** Everything a table holds, in a stable order, as JSON (geometries included). */
async function dump(db: Database) {
  const plain = (rows: unknown) => JSON.parse(JSON.stringify(rows)) as unknown[];
  return {
    accounts: plain(await db.select().from(accounts).orderBy(asc(accounts.id))),
    sellers: plain(await db.select().from(sellers).orderBy(asc(sellers.id))),
    sessions: plain(await db.select().from(sessions).orderBy(asc(sessions.id))),
    properties: plain(await db.select().from(properties).orderBy(asc(properties.id))),
    files: plain(await db.select().from(files).orderBy(asc(files.id))),
    searches: plain(await db.select().from(savedSearches).orderBy(asc(savedSearches.id))),
    searchLocations: plain(
      await db.select().from(savedSearchLocations).orderBy(asc(savedSearchLocations.id)),
    ),
    matches: plain(await db.select().from(matches).orderBy(asc(matches.id))),
  };
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'domus-backup-'));
  original = await createTestApp({ env: { DATA_DIR: path.join(work, 'original') } });
  const db = original.database.db;
  await seedPlaces(db);
  client = await buyer(db, 'buyer@example.com');
  const seller = await buyer(db, 'seller@example.com');
  await listing(db, seller.sellerId);
  await placeListing(db, { point: IN_BOLZANO });
  await placeListing(db, { rent: true });
  const call = apiCaller(() => original.app);
  const answer = await call('POST', '/searches', client.token, {
    type: await typeId(db, 'residential', 'apartment'),
    locations: [
      { type: 'municipality', id: BOLZANO },
      {
        type: 'polygon',
        name: 'Centre',
        geoJson: { type: 'Polygon', coordinates: [squareAround(IN_BOLZANO)] },
      },
    ],
  });
  expect(answer.statusCode, answer.body).toBe(201);
  searchId = answer.json<{ data: { _id: string } }>().data._id;
  // Stored files as the local storage keeps them, binary content included.
  await mkdir(path.join(filesOf('original'), 'images', 'ab'), { recursive: true });
  await writeFile(
    path.join(filesOf('original'), 'images', 'ab', 'one.webp'),
    Buffer.from([0, 1, 2, 255]),
  );
  await writeFile(path.join(filesOf('original'), 'plan.pdf'), '%PDF-1.7\n%%EOF\n');

  await createBackup({
    db,
    kind: original.database.kind,
    target: path.join(work, 'backup'),
    filesDir: filesOf('original'),
  });
  restoredDb = await createTestDatabase();
  await restoreBackup({
    db: restoredDb.db,
    source: path.join(work, 'backup'),
    filesDir: filesOf('restored'),
  });
  restored = await createTestApp({
    database: restoredDb,
    env: { DATA_DIR: path.join(work, 'restored') },
  });
}, 300_000);

afterAll(async () => {
  await original?.close();
  await restored?.close();
  await restoredDb?.destroy();
  await rm(work, { recursive: true, force: true });
});

describe('backup and restore round trip (issue 13, backups)', () => {
  it('restores accounts, listings, searches, matches and file rows as they were', async () => {
    const before = await dump(original.database.db);
    const after = await dump(restoredDb.db);
    expect(before.accounts.length).toBe(2);
    expect(before.properties.length).toBe(3);
    expect(before.matches.length).toBeGreaterThan(0);
    expect(after).toEqual(before);
  });

  it('restores the stored files byte for byte', async () => {
    const before = await describeFiles(filesOf('original'));
    expect(before.map((f) => f.path)).toEqual(['images/ab/one.webp', 'plan.pdf']);
    expect(await describeFiles(filesOf('restored'))).toEqual(before);
  });

  it('answers searches, listings and matches through the API as before, with the same sessions', async () => {
    const urls = [
      ['/properties-search?type=residential', undefined],
      ['/properties-search?rent=true', undefined],
      [`/searches/${searchId}/matches`, client.token],
      ['/account', client.token],
    ] as const;
    for (const [url, token] of urls) {
      const a = await apiCaller(() => original.app)('GET', url, token);
      const b = await apiCaller(() => restored.app)('GET', url, token);
      expect(a.statusCode, url).toBe(200);
      expect(b.json(), url).toEqual(a.json());
    }
  });

  it('goes on numbering listings after the restored ones', async () => {
    const [row] = await restoredDb.db
      .insert(properties)
      .values({
        category: 'garage',
        typeId: await typeId(restoredDb.db, 'garage', 'garage'),
        title: { it: 'Garage', de: 'Garage', en: 'Garage' },
        description: { it: '', de: '', en: '' },
      })
      .returning({ number: properties.propertyNumber });
    const numbers = (await original.database.db.select().from(properties)).map(
      (p) => p.propertyNumber,
    );
    expect(row!.number).toBeGreaterThan(Math.max(...numbers));
  });

  it('refuses to overwrite a database with accounts unless forced, and an existing backup', async () => {
    await expect(
      restoreBackup({ db: original.database.db, source: path.join(work, 'backup') }),
    ).rejects.toThrow(/--force/);
    await expect(
      createBackup({
        db: original.database.db,
        kind: original.database.kind,
        target: path.join(work, 'backup'),
      }),
    ).rejects.toThrow(/exists/);
  });
});
