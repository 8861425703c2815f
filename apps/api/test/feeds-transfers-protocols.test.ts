/**
 * Transfers end to end over real protocols (issue 32 points 2, 3 and 6, decisions 062 and 067):
 * an OpenImmo account uploading to an in-process SFTP server gets a full ZIP first and then a
 * partial one (TEIL) with a changed listing and the DELETE of a deleted one; the SFTP server's
 * key seen first is kept; a wohnen-in-suedtirol.it account's feed URL serves WIS_IMPORT.XML
 * and the pictures it names; an immobiliare.it push account sends each listing to an HTTP
 * server that checks it against the published XSD.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import sharp from 'sharp';
import { files, portalAccounts, portalTransfers, properties } from '../src/db/schema.ts';
import { createPortalWorker } from '../src/modules/feeds/portal-transfer.worker.ts';
import { person, type Person } from './helpers/account-fixtures.ts';
import { startSftpServer, type SftpTestServer } from './helpers/delivery-servers.ts';
import { listingBody } from './helpers/listing-fixtures.ts';
import { seedPlaces } from './helpers/search-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { IMMOBILIARE_XSD, xmlSchemaErrors } from './helpers/xml-schema.ts';

let t: TestApp;
let superAdmin: Person;
let sftp: SftpTestServer;
const silent = { info() {}, warn() {}, error() {}, child: () => silent } as never;

function inject(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

async function publishedListing(): Promise<{ id: string; number: number }> {
  const body = await listingBody(t.database.db, superAdmin, 'residential', {
    owner: superAdmin.sellerId,
    energyClass: 'B',
    energyConsumption: 52,
    location: {
      address: {
        street: 'Via Museo',
        streetNumber: '26',
        municipality: { it: 'Bolzano', de: 'Bozen' },
        municipalityId: '021008',
        postalCode: '39100',
      },
      coordinates: { lat: 46.4983, lng: 11.3548 },
    },
  });
  const created = await inject('POST', '/api/v1/properties/residential', superAdmin.token, body);
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json<{ data: { _id: string } }>().data._id;
  const [row] = await t.database.db
    .update(properties)
    .set({ isConfirmed: true, isDraft: false, submittedAt: new Date() })
    .where(eq(properties.id, id))
    .returning({ number: properties.propertyNumber });
  // The fixture's uploads are rows only: the formats that ship pictures read the stored bytes.
  const stored = await t.database.db
    .select({ key: files.storageKey })
    .from(files)
    .where(eq(files.propertyId, id));
  for (const { key } of stored) await t.feeds.storage.put(key, await photo());
  return { id, number: row!.number };
}

/** A small real JPEG. */
function photo(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#8a6' } })
    .jpeg()
    .toBuffer();
}

async function account(body: Record<string, unknown>): Promise<{ id: string; feedUrl?: string }> {
  const created = await inject('POST', '/api/v1/admin/portal-accounts', superAdmin.token, {
    schedule: 'nightly',
    defaultForNew: true,
    active: true,
    ...body,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ data: { id: string; feedUrl?: string } }>().data;
}

async function lastTransfer(accountId: string) {
  const [row] = await t.database.db
    .select()
    .from(portalTransfers)
    .where(eq(portalTransfers.accountId, accountId))
    .orderBy(portalTransfers.createdAt);
  const all = await t.database.db
    .select()
    .from(portalTransfers)
    .where(eq(portalTransfers.accountId, accountId));
  return all.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0] ?? row;
}

function zipEntries(file: string): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no ZIP'));
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error('no entry stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.readEntry();
    });
  });
}

beforeAll(async () => {
  t = await createTestApp();
  await seedPlaces(t.database.db);
  superAdmin = await person(t.database.db, 'super@example.com', {
    isSuperAdmin: true,
    isAdmin: true,
  });
  sftp = await startSftpServer({ username: 'domus', password: 'sftp secret' });
});
afterAll(async () => {
  await sftp.close();
  await t.close();
});

describe('transfers over real protocols (issue 32 points 2, 3 and 6)', () => {
  it('uploads OpenImmo to SFTP: a full ZIP, then a partial one with CHANGE and DELETE', async () => {
    const oi = await account({
      portal: 'openimmo',
      name: 'immowelt',
      delivery: 'sftp',
      endpoint: '127.0.0.1',
      port: sftp.port,
      username: 'domus',
      password: 'sftp secret',
      folder: '/',
      customerId: 'A4711',
    });
    // New listings go there by default (submitted after the default was switched on).
    const first = await publishedListing();
    const second = await publishedListing();
    const worker = createPortalWorker({ context: t.feeds, log: silent });
    await inject('POST', `/api/v1/admin/portal-accounts/${oi.id}/transfers`, superAdmin.token);
    expect(await worker.tick()).toBe(1);
    const full = await lastTransfer(oi.id);
    expect(full).toMatchObject({ status: 'succeeded', sent: 2, removed: 0 });
    const zips = readdirSync(sftp.root).filter((name) => name.endsWith('.zip'));
    expect(zips).toHaveLength(1);
    const fullZip = await zipEntries(path.join(sftp.root, zips[0]!));
    const fullXml = [...fullZip].find(([name]) => name.endsWith('.xml'))![1].toString('utf8');
    expect(fullXml).toContain('umfang="VOLL"');
    expect(fullXml).toContain(`<objektnr_extern>${first.number}</objektnr_extern>`);
    // Every picture the XML names is in the ZIP.
    for (const [, name] of fullXml.matchAll(/<pfad>([^<]+)<\/pfad>/g))
      expect(fullZip.has(name!)).toBe(true);
    // The key seen first is kept for the next transfers.
    const [kept] = await t.database.db
      .select()
      .from(portalAccounts)
      .where(eq(portalAccounts.id, oi.id));
    expect(kept!.hostFingerprint).toMatch(/^SHA256:/);

    // One listing changes, the other is deleted by staff: the next scheduled transfer is partial.
    await t.database.db
      .update(properties)
      .set({ price: 400_000 })
      .where(eq(properties.id, first.id));
    expect(
      (await inject('DELETE', `/api/v1/admin/listings/${second.id}`, superAdmin.token)).statusCode,
    ).toBe(200);
    await t.database.db
      .update(portalAccounts)
      .set({ nextRunAt: new Date(Date.now() - 1000) })
      .where(eq(portalAccounts.id, oi.id));
    expect(await worker.tick()).toBe(1);
    const partial = await lastTransfer(oi.id);
    expect(partial).toMatchObject({
      status: 'succeeded',
      trigger: 'schedule',
      scope: 'partial',
      changed: 1,
      removed: 1,
    });
    const partialZipName = readdirSync(sftp.root)
      .filter((name) => name.endsWith('.zip'))
      .find((n) => n !== zips[0]);
    const partialXml = [...(await zipEntries(path.join(sftp.root, partialZipName!)))]
      .find(([name]) => name.endsWith('.xml'))![1]
      .toString('utf8');
    expect(partialXml).toContain('umfang="TEIL"');
    expect(partialXml).toContain(
      `<objektnr_extern>${first.number}</objektnr_extern><aktion aktionart="CHANGE"/>`,
    );
    expect(partialXml).toContain(
      `<objektnr_extern>${second.number}</objektnr_extern><aktion aktionart="DELETE"/>`,
    );

    // The changed listing loses what the portal requires: the next partial transfer removes it.
    const [row] = await t.database.db
      .select({ details: properties.details })
      .from(properties)
      .where(eq(properties.id, first.id));
    const { energyClass: _dropped, ...details } = row!.details as Record<string, unknown>;
    await t.database.db.update(properties).set({ details }).where(eq(properties.id, first.id));
    await t.database.db
      .update(portalAccounts)
      .set({ nextRunAt: new Date(Date.now() - 1000) })
      .where(eq(portalAccounts.id, oi.id));
    expect(await worker.tick()).toBe(1);
    expect(await lastTransfer(oi.id)).toMatchObject({
      status: 'succeeded',
      scope: 'partial',
      removed: 1,
      refused: 1,
    });
  });

  it('serves wohnen-in-suedtirol.it at the feed URL with the pictures it names', async () => {
    const wis = await account({
      portal: 'wis',
      name: 'wohnen-in-suedtirol.it',
      delivery: 'feedUrl',
      customerId: '1234',
    });
    const listing = await publishedListing();
    await inject('POST', `/api/v1/admin/portal-accounts/${wis.id}/transfers`, superAdmin.token);
    await createPortalWorker({ context: t.feeds, log: silent }).tick();
    expect(await lastTransfer(wis.id)).toMatchObject({ status: 'succeeded', sent: 1 });
    const base = new URL(wis.feedUrl!).pathname;
    const names = (await t.app.inject({ method: 'GET', url: base })).body.trim().split('\n');
    expect(names.at(-1)).toBe('WIS_IMPORT.XML');
    const xml = (await t.app.inject({ method: 'GET', url: `${base}WIS_IMPORT.XML` })).body;
    expect(xml).toContain(`<ID>${listing.number}</ID>`);
    const pictures = names.filter((name) => name.endsWith('.jpg'));
    expect(pictures.length).toBeGreaterThanOrEqual(3);
    for (const name of pictures) {
      expect(xml).toContain(name);
      const picture = await t.app.inject({ method: 'GET', url: `${base}${name}` });
      expect(picture.statusCode).toBe(200);
      expect(picture.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }
  });

  it('pushes immobiliare.it listings one by one to an endpoint that checks the XSD', async () => {
    const received: { url: string; valid: boolean; auth: string | undefined }[] = [];
    const server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        void xmlSchemaErrors(body, IMMOBILIARE_XSD).then((errors) => {
          received.push({
            url: request.url ?? '',
            valid: errors.length === 0,
            auth: request.headers.authorization,
          });
          response.writeHead(errors.length ? 400 : 200).end(errors.join('\n'));
        });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const push = await account({
        portal: 'immobiliare',
        name: 'immobiliare push',
        delivery: 'httpPush',
        endpoint: `http://127.0.0.1:${port}/property`,
        username: 'domus',
        password: 'push secret',
      });
      const listing = await publishedListing();
      await inject('POST', `/api/v1/admin/portal-accounts/${push.id}/transfers`, superAdmin.token);
      await createPortalWorker({ context: t.feeds, log: silent }).tick();
      expect(await lastTransfer(push.id)).toMatchObject({ status: 'succeeded', refused: 0 });
      const mine = received.find((r) => r.url.endsWith(`/${listing.number}`));
      expect(mine).toMatchObject({
        valid: true,
        auth: `Basic ${Buffer.from('domus:push secret').toString('base64')}`,
      });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
