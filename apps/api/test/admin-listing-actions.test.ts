/**
 * The row and bulk actions of the admin tables (issue 15 point 3) and their permissions
 * (decision 026): withdrawal takes a listing off the public search and detail while its owner
 * still sees it withdrawn, publishing again brings it back, bulk actions count first and change
 * what they counted, assigning and deleting follow the domain's rules.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { properties } from '../src/db/schema.ts';
import { listingBody } from './helpers/listing-fixtures.ts';
import { adminListing } from './helpers/admin-fixtures.ts';
import { apiCaller, person, type Person } from './helpers/account-fixtures.ts';
import { seedPlaces } from './helpers/search-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let owner: Person;
let agent: Person;
let admin: Person;

const call = apiCaller(() => t.app);
const put = (url: string, token: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}` },
    payload: payload as object,
  });

beforeAll(async () => {
  t = await createTestApp();
  await seedPlaces(t.database.db);
  owner = await person(t.database.db, 'owner@example.com');
  agent = await person(t.database.db, 'agent@example.com', { isAgent: true });
  admin = await person(t.database.db, 'admin@example.com', { isAdmin: true });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(properties);
});

async function state(id: string) {
  const [row] = await t.database.db
    .select({
      isConfirmed: properties.isConfirmed,
      withdrawnAt: properties.withdrawnAt,
      agent: properties.responsibleAgentId,
    })
    .from(properties)
    .where(eq(properties.id, id));
  return row;
}

const inSearch = async (number: number) => {
  const answer = await t.app.inject({
    url: '/api/v1/properties-search?rent=false&type=residential',
  });
  return answer
    .json<{ result: { property_id: number }[] }>()
    .result.some((c) => c.property_id === number);
};

describe('withdrawing and publishing again (issue 15 points 2 and 3)', () => {
  it('takes a listing off the public site and brings it back; its owner sees it withdrawn', async () => {
    const { id, number } = await adminListing(t.database.db, {
      ownerId: owner.sellerId,
      agentId: agent.accountId,
    });
    expect(await inSearch(number)).toBe(true);

    const withdrawn = await call('POST', `/admin/listings/${id}/withdraw`, agent.token);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toEqual({
      data: { action: 'withdraw', dryRun: false, matched: 1, changed: 1 },
    });
    expect(await state(id)).toMatchObject({
      isConfirmed: false,
      withdrawnAt: expect.any(Date) as unknown,
    });

    // Visitors: not in the search, 404 on the detail page's call.
    expect(await inSearch(number)).toBe(false);
    const detail = await call('GET', `/properties/residential/${id}`);
    expect(detail.statusCode).toBe(404);
    // The owner: the detail and the account list say withdrawn.
    const own = await call('GET', `/properties/residential/${id}`, owner.token);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ data: { status: 'withdrawn', isConfirmed: false } });
    const account = await call('GET', '/account', owner.token);
    const card = account
      .json<{ properties: { _id: string; status: string }[] }>()
      .properties.find((c) => c._id === id);
    expect(card?.status).toBe('withdrawn');
    // Not offered for confirmation: it was published before.
    const queue = await call('GET', '/admin/queue', admin.token);
    expect(queue.json<{ meta: { total: number } }>().meta.total).toBe(0);

    // Withdrawing again changes nothing.
    const again = await call('POST', `/admin/listings/${id}/withdraw`, agent.token);
    expect(again.json()).toMatchObject({ data: { changed: 0 } });

    const published = await call('POST', `/admin/listings/${id}/publish`, agent.token);
    expect(published.json()).toMatchObject({ data: { action: 'publish', changed: 1 } });
    expect(await state(id)).toMatchObject({ isConfirmed: true, withdrawnAt: null });
    expect(await inSearch(number)).toBe(true);
  });

  it('an agent may not withdraw, publish or delete a listing they are not responsible for (403)', async () => {
    const { id } = await adminListing(t.database.db, { ownerId: owner.sellerId });
    for (const [method, url] of [
      ['POST', `/admin/listings/${id}/withdraw`],
      ['POST', `/admin/listings/${id}/publish`],
      ['DELETE', `/admin/listings/${id}`],
    ] as const) {
      const answer = await call(method, url, agent.token, undefined, 'it');
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json()).toMatchObject({ error: { code: 'forbidden' } });
    }
    expect(await state(id)).toMatchObject({ isConfirmed: true, withdrawnAt: null });
  });

  it('answers 404 for an unknown listing', async () => {
    const answer = await call(
      'POST',
      '/admin/listings/0b7f3c1e-5d2a-4c3b-9e8f-1a2b3c4d5e6f/withdraw',
      admin.token,
    );
    expect(answer.statusCode).toBe(404);
  });

  it('the owner of a withdrawn listing may still delete it', async () => {
    const { id } = await adminListing(t.database.db, {
      ownerId: owner.sellerId,
      status: 'withdrawn',
    });
    const answer = await call('DELETE', `/properties/residential/${id}/delete`, owner.token);
    expect(answer.statusCode, answer.body).toBe(204);
    expect(await state(id)).toBeUndefined();
  });
});

describe('assigning the responsible agent and deleting (issue 15 point 3)', () => {
  it('admins assign a staff account, or nobody; anyone else is refused', async () => {
    const { id } = await adminListing(t.database.db);
    const assigned = await put(`/admin/listings/${id}/agent`, admin.token, {
      agentId: agent.accountId,
    });
    expect(assigned.json()).toMatchObject({ data: { action: 'assignAgent', changed: 1 } });
    expect((await state(id))?.agent).toBe(agent.accountId);

    const notStaff = await put(`/admin/listings/${id}/agent`, admin.token, {
      agentId: owner.accountId,
    });
    expect(notStaff.statusCode).toBe(400);
    expect(notStaff.json()).toMatchObject({ error: { fields: [{ field: 'agentId' }] } });

    const byAgent = await put(`/admin/listings/${id}/agent`, agent.token, { agentId: null });
    expect(byAgent.statusCode).toBe(403);
    expect((await state(id))?.agent).toBe(agent.accountId);

    const cleared = await put(`/admin/listings/${id}/agent`, admin.token, { agentId: null });
    expect(cleared.json()).toMatchObject({ data: { changed: 1 } });
    expect((await state(id))?.agent).toBeNull();
  });

  it('an agent deletes a listing they are responsible for, an admin any', async () => {
    const mine = await adminListing(t.database.db, { agentId: agent.accountId });
    const other = await adminListing(t.database.db);
    expect((await call('DELETE', `/admin/listings/${mine.id}`, agent.token)).statusCode).toBe(200);
    expect(await state(mine.id)).toBeUndefined();
    expect((await call('DELETE', `/admin/listings/${other.id}`, admin.token)).json()).toMatchObject(
      {
        data: { action: 'delete', changed: 1 },
      },
    );
    expect(await state(other.id)).toBeUndefined();
  });

  it('an agent who lists for a customer becomes its responsible agent, an admin does not', async () => {
    const body = await listingBody(t.database.db, agent, 'residential', { owner: owner.sellerId });
    const byAgent = await call('POST', '/properties/residential', agent.token, body);
    expect(byAgent.statusCode, byAgent.body).toBe(201);
    const agentsId = byAgent.json<{ data: { _id: string } }>().data._id;
    expect((await state(agentsId))?.agent).toBe(agent.accountId);
    const adminBody = await listingBody(t.database.db, admin, 'residential', {
      owner: owner.sellerId,
    });
    const byAdmin = await call('POST', '/properties/residential', admin.token, adminBody);
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
    expect((await state(byAdmin.json<{ data: { _id: string } }>().data._id))?.agent).toBeNull();
  });
});

describe('bulk actions (issue 15 point 3: selected rows or the whole filtered set)', () => {
  async function fill() {
    const db = t.database.db;
    const published = await Promise.all(
      [1, 2, 3].map((i) => adminListing(db, { price: 100_000 * i })),
    );
    const withdrawn = await adminListing(db, { status: 'withdrawn', price: 400_000 });
    const garage = await adminListing(db, { category: 'garage', code: 'garage', price: 20_000 });
    return { published, withdrawn, garage };
  }

  const bulk = (body: unknown, token = admin.token) =>
    call('POST', '/admin/listings/bulk', token, body);

  it('a dry run counts what the action would change and changes nothing', async () => {
    const { published } = await fill();
    const answer = await bulk({
      action: 'withdraw',
      target: { filter: { category: 'residential' } },
      dryRun: true,
    });
    expect(answer.json()).toEqual({
      data: { action: 'withdraw', dryRun: true, matched: 4, changed: 3 },
    });
    for (const { id } of published) expect((await state(id))?.withdrawnAt).toBeNull();
  });

  it('withdraws the filtered set and says how many rows changed', async () => {
    const { published, garage } = await fill();
    const answer = await bulk({
      action: 'withdraw',
      target: { filter: { category: 'residential', priceMin: '150000' } },
    });
    expect(answer.json()).toEqual({
      data: { action: 'withdraw', dryRun: false, matched: 3, changed: 2 },
    });
    const rows = await t.database.db
      .select({ id: properties.id, withdrawnAt: properties.withdrawnAt })
      .from(properties)
      .where(
        inArray(
          properties.id,
          published.map((p) => p.id),
        ),
      );
    expect(rows.filter((r) => r.withdrawnAt).length).toBe(2);
    expect((await state(garage.id))?.withdrawnAt).toBeNull();
  });

  it('publishes selected rows again, assigns an agent to them, deletes them', async () => {
    const { published, withdrawn } = await fill();
    const selected = [withdrawn.id, published[0]!.id];
    expect((await bulk({ action: 'publish', target: { ids: selected } })).json()).toMatchObject({
      data: { matched: 2, changed: 1 },
    });
    expect(await state(withdrawn.id)).toMatchObject({ isConfirmed: true, withdrawnAt: null });
    const assign = await bulk({
      action: 'assignAgent',
      agentId: agent.accountId,
      target: { ids: selected },
    });
    expect(assign.json()).toMatchObject({ data: { matched: 2, changed: 2 } });
    const again = await bulk({
      action: 'assignAgent',
      agentId: agent.accountId,
      target: { ids: selected },
      dryRun: true,
    });
    expect(again.json()).toMatchObject({ data: { matched: 2, changed: 0 } });
    const deleted = await bulk({ action: 'delete', target: { ids: selected } });
    expect(deleted.json()).toMatchObject({ data: { matched: 2, changed: 2 } });
    expect(await state(withdrawn.id)).toBeUndefined();
  });

  it('is for admins: an agent gets 403 and nothing changes', async () => {
    const { published } = await fill();
    const answer = await bulk(
      { action: 'withdraw', target: { ids: published.map((p) => p.id) } },
      agent.token,
    );
    expect(answer.statusCode).toBe(403);
    for (const { id } of published) expect((await state(id))?.withdrawnAt).toBeNull();
  });

  it('refuses an assignment without agentId, and a filter of a subtype the category lacks', async () => {
    await fill();
    const missing = await bulk({ action: 'assignAgent', target: { ids: [crypto.randomUUID()] } });
    expect(missing.statusCode).toBe(400);
    const badFilter = await bulk({
      action: 'delete',
      target: { filter: { category: 'garage', subtype: 'villa' } },
    });
    expect(badFilter.statusCode).toBe(400);
    expect(await t.database.db.$count(properties)).toBe(5);
  });
});
