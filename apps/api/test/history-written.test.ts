/**
 * The history of changes is written with every change of a listing and of a role, in the same
 * transaction, and not without it (issue 16 point 6; docs/decisions/031): creation, the wizard's
 * and the confirm dialog's PATCH with the fields changed, a file taken off, the admin row and
 * bulk actions (one entry per listing changed), deletion, and the staff roles (issue 16 point 5:
 * super admins only, the last super admin keeps their own role).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryPage } from '@domus/domain/staff/admin-history.schema';
import { accounts, historyEntries } from '../src/db/schema.ts';
import { setAccountRole } from '../src/modules/staff/account-role.service.ts';
import { adminListing } from './helpers/admin-fixtures.ts';
import { apiCaller, auth, person, type Person } from './helpers/account-fixtures.ts';
import { listingBody } from './helpers/listing-fixtures.ts';
import { seedPlaces } from './helpers/search-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let owner: Person;
let agent: Person;
let admin: Person;
let superAdmin: Person;

beforeAll(async () => {
  t = await createTestApp();
  await seedPlaces(t.database.db);
  owner = await person(t.database.db, 'owner@example.com');
  agent = await person(t.database.db, 'agent@example.com', { isAgent: true });
  admin = await person(t.database.db, 'admin@example.com', { isAdmin: true });
  superAdmin = await person(t.database.db, 'boss@example.com', {
    isAdmin: true,
    isSuperAdmin: true,
  });
});
afterAll(() => t.close());

const call = apiCaller(() => t.app);
const put = (url: string, token: string, payload: unknown, lang = 'en') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1${url}`,
    headers: auth(token, lang),
    payload: payload as object,
  });

/** A listing's history as staff read it. */
async function historyOf(id: string, token = admin.token, lang = 'en', query = '') {
  const answer = await call('GET', `/admin/listings/${id}/history${query}`, token, undefined, lang);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<HistoryPage>();
}

async function countEntries() {
  return (await t.database.db.select({ id: historyEntries.id }).from(historyEntries)).length;
}

type Listing = Record<string, unknown> & { _id: string; images: { _id: string }[] };

async function read(id: string): Promise<Listing> {
  const answer = await call(
    'GET',
    `/properties/residential/${id}?populate=images,plans,type`,
    admin.token,
  );
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ data: Listing }>().data;
}

describe('a listing’s history (issue 16 point 6)', () => {
  it('records the owner’s creation, staff’s change with before and after, and the confirmation', async () => {
    const created = await call(
      'POST',
      '/properties/residential',
      owner.token,
      await listingBody(t.database.db, owner, 'residential'),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ data: Listing }>().data._id;

    let page = await historyOf(id);
    expect(page.data).toMatchObject([
      {
        action: 'create',
        subject: 'listing',
        listingId: id,
        sellerId: owner.sellerId,
        actor: { role: 'owner', accountId: owner.accountId, email: null },
        source: 'createProperty',
      },
    ]);

    // The owner may not change it while it awaits confirmation: refused, nothing written.
    const before = await countEntries();
    const refused = await call('PATCH', `/properties/residential/${id}`, owner.token, {
      ...(await read(id)),
      price: 1,
    });
    expect(refused.statusCode).toBe(409);
    expect(await countEntries()).toBe(before);

    const listing = await read(id);
    const changed = await call('PATCH', `/properties/residential/${id}`, admin.token, {
      ...listing,
      price: 360_000,
      title: { it: 'Nuovo titolo', de: 'Titel', en: 'Title' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    page = await historyOf(id, admin.token, 'it');
    expect(page.data[0]).toMatchObject({
      action: 'update',
      source: 'updateProperty',
      actor: { role: 'admin', email: 'admin@example.com' },
    });
    expect(page.data[0]!.changes).toEqual([
      { field: 'price', label: 'Prezzo', before: 350_000, after: 360_000 },
      {
        field: 'title',
        label: 'Titolo',
        before: { de: 'Titel', en: 'Title', it: 'Titolo' },
        after: { de: 'Titel', en: 'Title', it: 'Nuovo titolo' },
      },
    ]);

    // The same listing sent back unchanged writes nothing.
    const unchanged = await countEntries();
    await call('PATCH', `/properties/residential/${id}`, admin.token, await read(id));
    expect(await countEntries()).toBe(unchanged);

    const images = listing.images.map((file) => file._id);
    const confirmed = await call('PATCH', `/properties/residential/${id}`, admin.token, {
      ...(await read(id)),
      isConfirmed: true,
      mainImage: images[1],
      mainImages: [images[1], images[0], images[2], images[3]],
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    page = await historyOf(id);
    expect(page.data[0]).toMatchObject({ action: 'confirm' });
    expect(page.data[0]!.changes.map((c) => c.field)).toEqual([
      'isConfirmed',
      'mainImage',
      'mainImages',
    ]);
    expect(page.data[0]!.changes[0]).toMatchObject({
      label: 'Confirmed',
      before: false,
      after: true,
    });

    // Taking a file off the listing is a change of its images.
    const removed = await call('DELETE', `/file/${images[3]}`, admin.token);
    expect(removed.statusCode, removed.body).toBe(200);
    page = await historyOf(id);
    expect(page.data[0]).toMatchObject({ action: 'update', source: 'deleteFile' });
    expect(page.data[0]!.changes).toEqual([
      { field: 'images', label: 'Photos', before: images, after: images.slice(0, 3) },
    ]);

    // Newest first, page by page.
    const first = await historyOf(id, agent.token, 'en', '?limit=2');
    expect(first.data).toHaveLength(2);
    const rest = await historyOf(
      id,
      agent.token,
      'en',
      `?limit=50&cursor=${first.meta.nextCursor}`,
    );
    expect([...first.data, ...rest.data].map((e) => e.action)).toEqual([
      'update',
      'confirm',
      'update',
      'create',
    ]);
    expect(rest.meta.nextCursor).toBeNull();

    const deleted = await call('DELETE', `/properties/residential/${id}/delete`, admin.token);
    expect(deleted.statusCode, deleted.body).toBe(204);
    page = await historyOf(id);
    expect(page.data[0]).toMatchObject({ action: 'delete', source: 'deleteProperty' });
  });

  it('answers 400 for a cursor it did not write', async () => {
    const answer = await call(
      'GET',
      `/admin/listings/${crypto.randomUUID()}/history?cursor=bm9wZQ`,
      admin.token,
    );
    expect(answer.statusCode).toBe(400);
    // A time the database would refuse (31 February) is refused before it gets there.
    const feb31 = Buffer.from('2026-02-31T10:00:00.000000Z|5').toString('base64url');
    const refused = await call('GET', `/admin/history?cursor=${feb31}`, admin.token);
    expect(refused.statusCode).toBe(400);
  });

  it('records row actions, and a refused action writes nothing', async () => {
    const { id } = await adminListing(t.database.db, { ownerId: owner.sellerId });
    const before = await countEntries();
    // An agent not responsible for the listing may not withdraw it (decision 026).
    const refused = await call('POST', `/admin/listings/${id}/withdraw`, agent.token);
    expect(refused.statusCode).toBe(403);
    expect(await countEntries()).toBe(before);

    expect((await call('POST', `/admin/listings/${id}/withdraw`, admin.token)).statusCode).toBe(
      200,
    );
    // Withdrawing it again changes nothing and writes nothing.
    await call('POST', `/admin/listings/${id}/withdraw`, admin.token);
    expect(
      (await put(`/admin/listings/${id}/agent`, admin.token, { agentId: agent.accountId }))
        .statusCode,
    ).toBe(200);
    const page = await historyOf(id);
    expect(page.data).toMatchObject([
      {
        action: 'assign',
        source: 'assignAdminListingAgent',
        changes: [{ field: 'responsibleAgent', before: null, after: 'agent@example.com' }],
      },
      {
        action: 'withdraw',
        source: 'withdrawAdminListing',
        sellerId: owner.sellerId,
        changes: [{ field: 'status', label: 'Status', before: 'published', after: 'withdrawn' }],
      },
    ]);
  });

  it('writes one entry per listing a bulk action changed, none for a dry run', async () => {
    const published = [
      await adminListing(t.database.db, { ownerId: owner.sellerId }),
      await adminListing(t.database.db, { ownerId: owner.sellerId }),
    ];
    const draft = await adminListing(t.database.db, { status: 'draft' });
    const ids = [...published.map((l) => l.id), draft.id];
    const before = await countEntries();
    const dry = await call('POST', '/admin/listings/bulk', admin.token, {
      action: 'withdraw',
      target: { ids },
      dryRun: true,
    });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(await countEntries()).toBe(before);

    const bulk = await call('POST', '/admin/listings/bulk', admin.token, {
      action: 'withdraw',
      target: { ids },
    });
    expect(bulk.json()).toMatchObject({ data: { matched: 3, changed: 2 } });
    expect(await countEntries()).toBe(before + 2);
    for (const { id } of published) {
      expect((await historyOf(id)).data).toMatchObject([
        { action: 'withdraw', source: 'bulkAdminListings' },
      ]);
    }
    expect((await historyOf(draft.id)).data).toEqual([]);
  });
});

describe('the history as one table (issue 16 point 6: for admins)', () => {
  it('filters by action, subject, listing and actor; agents may not read it', async () => {
    const { id } = await adminListing(t.database.db, { ownerId: owner.sellerId });
    await call('POST', `/admin/listings/${id}/withdraw`, admin.token);
    await call('POST', `/admin/listings/${id}/publish`, admin.token);
    const answer = await call(
      'GET',
      `/admin/history?subject=listing&action=publish&actor=${admin.accountId}&listing=${id}&seller=${owner.sellerId}`,
      admin.token,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<HistoryPage>().data).toMatchObject([
      { action: 'publish', listingId: id, actor: { email: 'admin@example.com' } },
    ]);
    // The filter's days are the agency's (Europe/Rome): after 23:00 UTC its day is tomorrow's.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
    const dated = await call(
      'GET',
      `/admin/history?listing=${id}&from=${today}&to=${today}`,
      admin.token,
    );
    expect(dated.json<HistoryPage>().data).toHaveLength(2);
    const past = await call('GET', `/admin/history?listing=${id}&to=2000-01-01`, admin.token);
    expect(past.json<HistoryPage>().data).toEqual([]);
    expect((await call('GET', '/admin/history', agent.token)).statusCode).toBe(403);
    expect((await call('GET', '/admin/history?action=nonsense', admin.token)).statusCode).toBe(400);
  });
});

describe('staff roles (issue 16 point 5)', () => {
  it('a super admin grants and removes the agent role; each change is in the history', async () => {
    const clerk = await person(t.database.db, 'clerk@example.com');
    const found = await call(
      'GET',
      '/admin/staff-accounts?email=Clerk@Example.com',
      superAdmin.token,
    );
    expect(found.json()).toMatchObject({ data: [{ _id: clerk.accountId, isAgent: false }] });
    const none = await call(
      'GET',
      '/admin/staff-accounts?email=nobody@example.com',
      superAdmin.token,
    );
    expect(none.json()).toEqual({ data: [] });

    const roles = { isAgent: true, isAdmin: false, isSuperAdmin: false };
    const granted = await put(
      `/admin/staff-accounts/${clerk.accountId}/roles`,
      superAdmin.token,
      roles,
    );
    expect(granted.statusCode, granted.body).toBe(200);
    const staff = await call('GET', '/admin/staff-accounts', superAdmin.token);
    expect(staff.json<{ data: { email: string }[] }>().data.map((a) => a.email)).toContain(
      'clerk@example.com',
    );
    await put(`/admin/staff-accounts/${clerk.accountId}/roles`, superAdmin.token, {
      ...roles,
      isAgent: false,
    });
    const history = await call(
      'GET',
      `/admin/history?subject=account&action=role&actor=${superAdmin.accountId}`,
      superAdmin.token,
      undefined,
      'de',
    );
    expect(history.json<HistoryPage>().data).toMatchObject([
      {
        subjectId: clerk.accountId,
        source: 'setStaffAccountRoles',
        actor: { role: 'superAdmin', email: 'boss@example.com' },
        changes: [{ field: 'isAgent', label: 'Makler', before: true, after: false }],
      },
      { subjectId: clerk.accountId, changes: [{ field: 'isAgent', before: false, after: true }] },
    ]);
  });

  it('is for super admins only: an admin is refused and nothing is written', async () => {
    const before = await countEntries();
    const answer = await put(`/admin/staff-accounts/${agent.accountId}/roles`, admin.token, {
      isAgent: false,
      isAdmin: true,
      isSuperAdmin: true,
    });
    expect(answer.statusCode).toBe(403);
    expect(await countEntries()).toBe(before);
    const unknown = await put(
      `/admin/staff-accounts/${crypto.randomUUID()}/roles`,
      superAdmin.token,
      {
        isAgent: true,
        isAdmin: false,
        isSuperAdmin: false,
      },
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('the last super admin cannot remove their own role (409, in the caller’s language)', async () => {
    const before = await countEntries();
    const refused = await put(
      `/admin/staff-accounts/${superAdmin.accountId}/roles`,
      superAdmin.token,
      { isAgent: false, isAdmin: true, isSuperAdmin: false },
      'de',
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: {
        code: 'last_super_admin',
        message: expect.stringMatching(/letzte Super-Admin/) as unknown,
      },
    });
    expect(await countEntries()).toBe(before);
    const [row] = await t.database.db
      .select({ isSuperAdmin: accounts.isSuperAdmin })
      .from(accounts)
      .where(eq(accounts.id, superAdmin.accountId));
    expect(row?.isSuperAdmin).toBe(true);

    // With a second super admin, the first may step down.
    const second = await person(t.database.db, 'second@example.com', {
      isAdmin: true,
      isSuperAdmin: true,
    });
    const stepped = await put(`/admin/staff-accounts/${second.accountId}/roles`, second.token, {
      isAgent: false,
      isAdmin: true,
      isSuperAdmin: false,
    });
    expect(stepped.statusCode, stepped.body).toBe(200);
    expect(stepped.json()).toMatchObject({ data: { isAdmin: true, isSuperAdmin: false } });
  });

  it('the command-line task writes its change with the system as actor', async () => {
    await setAccountRole(t.database.db, 'cli@example.com', 'agent');
    const [account] = await t.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, 'cli@example.com'));
    const answer = await call('GET', '/admin/history?subject=account', superAdmin.token);
    expect(answer.json<HistoryPage>().data[0]).toMatchObject({
      subjectId: account!.id,
      action: 'role',
      source: 'cli',
      actor: { role: 'system', accountId: null, email: null },
      changes: [{ field: 'isAgent', before: false, after: true }],
    });
  });
});
