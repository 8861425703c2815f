/**
 * Portal accounts, listings per portal and transfers (issue 32 points 1, 3 and 4, decision 062)
 * through the API on the real database: a super admin sets up an account whose password never
 * comes back; an admin switches a listing on and sees its readiness; a transfer claimed by one
 * of two workers sends it, the feed URL serves a document valid against the immobiliare.it XSD;
 * withdrawing the listing removes it with the next transfer; a portal that stays down is
 * retried and then reported to the admins by mail.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, portalAccounts, portalTransfers, properties } from '../src/db/schema.ts';
import { createPortalWorker } from '../src/modules/feeds/portal-transfer.worker.ts';
import {
  DeliveryError,
  type Deliveries,
  type UploadTarget,
} from '../src/modules/feeds/portal-transfer.service.ts';
import { person, type Person } from './helpers/account-fixtures.ts';
import { listingBody } from './helpers/listing-fixtures.ts';
import { seedPlaces } from './helpers/search-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { IMMOBILIARE_XSD, xmlSchemaErrors } from './helpers/xml-schema.ts';

/** Uploads the tests watch: the targets reached, and whether the server is down. */
const uploads: { target: UploadTarget; names: string[] }[] = [];
let serverDown = false;
const deliveries: Deliveries = {
  async upload(target, files) {
    if (serverDown) throw new DeliveryError('connect ECONNREFUSED 127.0.0.1:21', true);
    const names: string[] = [];
    let bytes = 0;
    for await (const file of files) {
      names.push(file.name);
      for await (const chunk of file.body) bytes += Buffer.byteLength(chunk);
    }
    uploads.push({ target, names });
    return { bytes };
  },
  async push() {
    return { ok: true };
  },
};

let t: TestApp;
let superAdmin: Person;
let admin: Person;
let agent: Person;
const silent = { info() {}, warn() {}, error() {}, child: () => silent } as never;

function inject(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
  lang = 'en',
) {
  return t.app.inject({
    method,
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'accept-language': lang },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

const feedAccount = {
  portal: 'immobiliare',
  name: 'immobiliare.it',
  delivery: 'feedUrl',
  schedule: 'hourly',
  defaultForNew: false,
  active: true,
};

async function publishedListing(): Promise<{ id: string; number: number }> {
  const body = await listingBody(t.database.db, admin, 'residential', {
    owner: admin.sellerId,
    energyClass: 'B',
    energyConsumption: 52,
  });
  const created = await inject('POST', '/api/v1/properties/residential', admin.token, body);
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json<{ data: { _id: string } }>().data._id;
  const [row] = await t.database.db
    .update(properties)
    .set({ isConfirmed: true, isDraft: false, submittedAt: new Date() })
    .where(eq(properties.id, id))
    .returning({ number: properties.propertyNumber });
  return { id, number: row!.number };
}

async function feedText(feedUrl: string, name: string): Promise<{ status: number; body: string }> {
  const path = new URL(feedUrl).pathname;
  const answer = await t.app.inject({ method: 'GET', url: `${path}${name}` });
  return { status: answer.statusCode, body: answer.body };
}

beforeAll(async () => {
  t = await createTestApp({ feedDeliveries: deliveries });
  await seedPlaces(t.database.db);
  superAdmin = await person(t.database.db, 'super@example.com', {
    isSuperAdmin: true,
    isAdmin: true,
  });
  admin = await person(t.database.db, 'admin@example.com', { isAdmin: true });
  agent = await person(t.database.db, 'agent@example.com', { isAgent: true });
});
afterAll(() => t.close());

describe('portal accounts (issue 32 point 4)', () => {
  it('are set up by super admins only, refused before the body is read', async () => {
    expect((await inject('POST', '/api/v1/admin/portal-accounts', undefined, {})).statusCode).toBe(
      401,
    );
    expect(
      (await inject('POST', '/api/v1/admin/portal-accounts', admin.token, {})).statusCode,
    ).toBe(403);
    expect(
      (await inject('POST', '/api/v1/admin/portal-accounts', agent.token, feedAccount)).statusCode,
    ).toBe(403);
  });

  it('refuses a server delivery without host or login, in the user’s language, storing nothing', async () => {
    const answer = await inject(
      'POST',
      '/api/v1/admin/portal-accounts',
      superAdmin.token,
      { ...feedAccount, portal: 'openimmo', delivery: 'ftp', endpoint: 'ftp://host/path' },
      'de',
    );
    expect(answer.statusCode).toBe(400);
    const fields = answer.json<{ error: { fields: { field: string; message: string }[] } }>().error
      .fields;
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: 'endpoint', message: expect.stringContaining('Servernamen') as unknown },
        { field: 'username', message: expect.stringContaining('Benutzername') as unknown },
      ]),
    );
    // immobiliare.it takes no FTP upload.
    const wrong = await inject('POST', '/api/v1/admin/portal-accounts', superAdmin.token, {
      ...feedAccount,
      delivery: 'ftp',
      endpoint: 'ftp.example.com',
      username: 'u',
      password: 'p',
    });
    expect(wrong.json<{ error: { fields: { field: string }[] } }>().error.fields).toContainEqual(
      expect.objectContaining({ field: 'delivery' }),
    );
    const [count] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(portalAccounts);
    expect(count!.n).toBe(0);
  });

  it('stores the password encrypted and never answers it', async () => {
    const created = await inject('POST', '/api/v1/admin/portal-accounts', superAdmin.token, {
      portal: 'openimmo',
      name: 'ImmobilienScout24',
      delivery: 'sftp',
      endpoint: 'sftp.example.com',
      username: 'domus',
      password: 'very secret 123',
      folder: '/in',
      schedule: 'nightly',
      defaultForNew: false,
      active: false,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.body).not.toContain('very secret 123');
    const account = created.json<{ data: { id: string; hasPassword: boolean } }>().data;
    expect(account.hasPassword).toBe(true);
    const [row] = await t.database.db
      .select({ sealed: portalAccounts.secretEncrypted })
      .from(portalAccounts)
      .where(eq(portalAccounts.id, account.id));
    expect(row!.sealed).not.toContain('very secret');
    expect(t.feeds.secrets.open(row!.sealed!, account.id)).toBe('very secret 123');
    // A change without password keeps it.
    const changed = await inject(
      'PUT',
      `/api/v1/admin/portal-accounts/${account.id}`,
      superAdmin.token,
      {
        portal: 'openimmo',
        name: 'ImmobilienScout24 (Bozen)',
        delivery: 'sftp',
        endpoint: 'sftp.example.com',
        username: 'domus',
        folder: '/in',
        schedule: 'nightly',
        defaultForNew: false,
        active: false,
      },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const [after] = await t.database.db
      .select({ sealed: portalAccounts.secretEncrypted })
      .from(portalAccounts)
      .where(eq(portalAccounts.id, account.id));
    expect(t.feeds.secrets.open(after!.sealed!, account.id)).toBe('very secret 123');
    expect(
      (await inject('DELETE', `/api/v1/admin/portal-accounts/${account.id}`, superAdmin.token))
        .statusCode,
    ).toBe(204);
  });
});

describe('listings on a portal and their transfers (issue 32 points 1 and 3)', () => {
  it('sends a switched-on listing with the next transfer and removes it once withdrawn', async () => {
    const created = await inject(
      'POST',
      '/api/v1/admin/portal-accounts',
      superAdmin.token,
      feedAccount,
    );
    expect(created.statusCode, created.body).toBe(201);
    const account = created.json<{ data: { id: string; feedUrl: string } }>().data;
    expect(account.feedUrl).toMatch(/\/feeds\/[A-Za-z0-9_-]{43}\/$/);
    const listing = await publishedListing();

    // Readiness: what immobiliare.it requires; the listing has all of it.
    const states = await inject('GET', `/api/v1/admin/listing/${listing.id}/portals`, agent.token);
    expect(states.statusCode, states.body).toBe(200);
    expect(states.json<{ data: unknown[] }>().data).toEqual([
      expect.objectContaining({
        accountId: account.id,
        enabled: false,
        published: true,
        issues: [],
        sentAt: null,
      }),
    ]);
    // Agents read, admins switch.
    const byAgent = await inject(
      'PUT',
      `/api/v1/admin/listing/${listing.id}/portals`,
      agent.token,
      {
        accountId: account.id,
        enabled: true,
      },
    );
    expect(byAgent.statusCode).toBe(403);
    const on = await inject('PUT', `/api/v1/admin/listing/${listing.id}/portals`, admin.token, {
      accountId: account.id,
      enabled: true,
    });
    expect(on.statusCode, on.body).toBe(200);

    const start = await inject(
      'POST',
      `/api/v1/admin/portal-accounts/${account.id}/transfers`,
      admin.token,
    );
    expect(start.statusCode, start.body).toBe(202);
    // Two processes look at the queue at once: one runs the transfer.
    const workers = [1, 2].map(() => createPortalWorker({ context: t.feeds, log: silent }));
    const ran = await Promise.all(workers.map((w) => w.tick()));
    expect(ran.reduce((a, b) => a + b, 0)).toBe(1);

    const log = await inject(
      'GET',
      `/api/v1/admin/portal-transfers?accountId=${account.id}`,
      agent.token,
    );
    const [first] = log.json<{
      data: { id: string; status: string; sent: number; bytes: number }[];
    }>().data;
    expect(first).toMatchObject({ status: 'succeeded', sent: 1 });
    expect(first!.bytes).toBeGreaterThan(500);
    const detail = await inject('GET', `/api/v1/admin/portal-transfers/${first!.id}`, agent.token);
    expect(detail.json<{ data: { items: unknown[] } }>().data.items).toEqual([
      expect.objectContaining({
        propertyNumber: listing.number,
        listingId: listing.id,
        action: 'new',
      }),
    ]);

    const feed = await feedText(account.feedUrl, 'immobiliare.xml');
    expect(feed.status).toBe(200);
    expect(feed.body).toContain(`<unique-id>${listing.number}</unique-id>`);
    expect(await xmlSchemaErrors(feed.body, IMMOBILIARE_XSD)).toEqual([]);
    // A wrong token tells nothing.
    const wrongToken = await t.app.inject({
      method: 'GET',
      url: `/feeds/${'x'.repeat(43)}/immobiliare.xml`,
    });
    expect(wrongToken.statusCode).toBe(404);

    // Withdrawn: the next transfer removes it, and the feed carries its delete.
    const withdrawn = await inject(
      'POST',
      `/api/v1/admin/listings/${listing.id}/withdraw`,
      admin.token,
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    await inject('POST', `/api/v1/admin/portal-accounts/${account.id}/transfers`, admin.token);
    expect(await workers[0]!.tick()).toBe(1);
    const second = (
      await inject('GET', `/api/v1/admin/portal-transfers?accountId=${account.id}`, agent.token)
    ).json<{
      data: { status: string; removed: number }[];
    }>().data[0];
    expect(second).toMatchObject({ status: 'succeeded', removed: 1 });
    const after = await feedText(account.feedUrl, 'immobiliare.xml');
    expect(after.body).toContain('<property operation="delete">');
    expect(after.body).toContain(`<unique-id>${listing.number}</unique-id>`);
    expect(await xmlSchemaErrors(after.body, IMMOBILIARE_XSD)).toEqual([]);
  });

  it('switches a whole filtered table on at once', async () => {
    const [account] = await t.database.db
      .select()
      .from(portalAccounts)
      .where(eq(portalAccounts.portal, 'immobiliare'));
    const a = await publishedListing();
    const b = await publishedListing();
    const answer = await inject('POST', '/api/v1/admin/listings/portals', admin.token, {
      target: { ids: [a.id, b.id] },
      accountId: account!.id,
      enabled: true,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ data: { matched: number } }>().data.matched).toBe(2);
    const states = await inject(
      'GET',
      `/api/v1/admin/listing-portals?ids=${a.id},${b.id}`,
      agent.token,
    );
    const data = states.json<{ data: Record<string, { enabled: boolean }[]> }>().data;
    expect(data[a.id]![0]!.enabled).toBe(true);
    expect(data[b.id]![0]!.enabled).toBe(true);
    const byAgent = await inject('POST', '/api/v1/admin/listings/portals', agent.token, {
      target: { ids: [a.id] },
      accountId: account!.id,
      enabled: false,
    });
    expect(byAgent.statusCode).toBe(403);
  });

  it('retries a portal that is down, then mails the admins that it keeps failing', async () => {
    const created = await inject('POST', '/api/v1/admin/portal-accounts', superAdmin.token, {
      portal: 'immobiliare',
      name: 'Push test',
      delivery: 'httpPush',
      endpoint: 'https://push.example.com/property',
      username: 'domus',
      password: 'secret',
      schedule: 'hourly',
      defaultForNew: false,
      active: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    // An upload account is what goes down here: the feed URL and push are not uploads.
    const [row] = await t.database.db
      .insert(portalAccounts)
      .values({
        portal: 'immobiliare',
        name: 'Down',
        delivery: 'ftp',
        endpoint: 'ftp.example.com',
        username: 'u',
        schedule: 'hourly',
        active: true,
        nextRunAt: new Date(Date.now() - 1000),
      })
      .returning();
    await t.database.db
      .update(portalAccounts)
      .set({ secretEncrypted: t.feeds.secrets.seal('pw', row!.id) })
      .where(eq(portalAccounts.id, row!.id));
    serverDown = true;
    const worker = createPortalWorker({
      context: t.feeds,
      log: silent,
      retryBaseMs: 0,
      retryMaxMs: 0,
    });
    // The schedule queued it; each round is one attempt until the last.
    for (let round = 0; round < 12; round++) await worker.tick();
    serverDown = false;
    const [transfer] = await t.database.db
      .select()
      .from(portalTransfers)
      .where(eq(portalTransfers.accountId, row!.id));
    expect(transfer).toMatchObject({ status: 'failed', trigger: 'schedule', attempts: 10 });
    expect(transfer!.error).toContain('ECONNREFUSED');
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'portal-transfer-failed'));
    expect(mails.map((m) => m.toAddress).sort()).toEqual([
      'admin@example.com',
      'super@example.com',
    ]);
    expect(mails[0]!.subject).toContain('Down');
    expect(mails[0]!.text).not.toContain('pw');
    const [account] = await t.database.db
      .select()
      .from(portalAccounts)
      .where(eq(portalAccounts.id, row!.id));
    expect(account!.failingSince).not.toBeNull();
    // The schedule moved on: the next run is in the future.
    expect(account!.nextRunAt!.getTime()).toBeGreaterThan(Date.now());
  });
});
