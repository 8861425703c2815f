/**
 * The domain's permission rules at the API (seller-side.md §6 Roles and permissions; decisions
 * 009, 012 and 022): a listing awaiting confirmation is read-only to its owner, external agents
 * are named by staff only, and only an admin makes a customer an agent seller, through either
 * call that can. What is stored and mailed is read back each time.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '@domus/domain/core/constants';
import { errorsDe } from '@domus/domain/i18n/locales/de/errors';
import { errorsEn } from '@domus/domain/i18n/locales/en/errors';
import { errorsIt } from '@domus/domain/i18n/locales/it/errors';
import { accounts, files, mailOutbox, properties, sellers } from '../src/db/schema.ts';
import { apiCaller, person, type Person } from './helpers/account-fixtures.ts';
import { listingBody, listingPeople } from './helpers/listing-fixtures.ts';
import { seedPlaces } from './helpers/search-fixtures.ts';
import { createTestApp, type ErrorBody, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let user: Person;
let agent: Person;
let admin: Person;
let superAdmin: Person;

beforeAll(async () => {
  t = await createTestApp();
  await seedPlaces(t.database.db);
  ({ user, agent, admin, superAdmin } = await listingPeople(t.database.db));
});
afterAll(() => t.close());

const call = apiCaller(() => t.app);
const body = (who: Person, category: Category, extra: Record<string, unknown> = {}) =>
  listingBody(t.database.db, who, category, extra);

type Listing = {
  _id: string;
  isConfirmed: boolean;
  isDraft: boolean;
  images: { _id: string }[];
  externalAgent: { name: string; familyName: string } | null;
  mainImage: string | null;
  mainImages: string[];
};

async function create(who: Person, category: Category, extra: Record<string, unknown> = {}) {
  const answer = await call('POST', `/properties/${category}`, who.token, {
    ...(await body(who, category)),
    ...extra,
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<{ data: Listing }>().data;
}

async function row(id: string) {
  const [found] = await t.database.db.select().from(properties).where(eq(properties.id, id));
  return found!;
}

async function filesOf(id: string) {
  return t.database.db
    .select({ id: files.id, position: files.position })
    .from(files)
    .where(eq(files.propertyId, id));
}

const mailCount = async () => (await t.database.db.select().from(mailOutbox)).length;

/** The whole listing again as the wizard sends it, with its own files and `extra`. */
async function again(who: Person, listing: Listing, extra: Record<string, unknown> = {}) {
  const fresh = await body(who, 'residential');
  return {
    ...fresh,
    images: listing.images.map((image) => image._id),
    ...extra,
  };
}

describe('a listing awaiting confirmation (decision 012 Read-only mode; seller-side.md §4, §6)', () => {
  it("refuses its owner's change with 409 in the caller's language, and changes nothing: row, files, no mail", async () => {
    const submitted = await create(user, 'residential');
    expect(submitted).toMatchObject({ isConfirmed: false, isDraft: false });
    const stored = await row(submitted._id);
    const storedFiles = await filesOf(submitted._id);
    const mails = await mailCount();
    const extraImage = (await body(user, 'residential')).images as string[];
    const change = await again(user, submitted, {
      price: 1,
      title: { it: 'Nuovo', de: 'Neu', en: 'New' },
      images: [...submitted.images.slice(1).map((i) => i._id), extraImage[0]],
    });
    for (const [lang, catalog] of [
      ['it', errorsIt],
      ['de', errorsDe],
      ['en', errorsEn],
    ] as const) {
      const answer = await call(
        'PATCH',
        `/properties/residential/${submitted._id}`,
        user.token,
        change,
        lang,
      );
      expect(answer.statusCode).toBe(409);
      expect(answer.json<ErrorBody>()).toEqual({
        error: { code: 'awaiting_confirmation', message: catalog.api.awaiting_confirmation },
      });
    }
    expect(await row(submitted._id)).toEqual(stored);
    expect(await filesOf(submitted._id)).toEqual(storedFiles);
    expect(await mailCount()).toBe(mails);
  });

  it('staff may still change it; it stays unconfirmed', async () => {
    const submitted = await create(user, 'residential');
    for (const [who, price] of [
      [agent, 310_000],
      [admin, 320_000],
    ] as const) {
      const answer = await call(
        'PATCH',
        `/properties/residential/${submitted._id}`,
        who.token,
        await again(who, submitted, { price }),
      );
      expect(answer.statusCode, answer.body).toBe(200);
      expect(await row(submitted._id)).toMatchObject({ price, isConfirmed: false });
    }
  });

  it('its owner changes it again once staff confirmed it', async () => {
    const submitted = await create(user, 'residential');
    const ids = submitted.images.map((i) => i._id);
    const confirm = await call(
      'PATCH',
      `/properties/residential/${submitted._id}`,
      admin.token,
      await again(admin, submitted, { isConfirmed: true, mainImage: ids[0], mainImages: ids }),
    );
    expect(confirm.statusCode, confirm.body).toBe(200);
    const answer = await call(
      'PATCH',
      `/properties/residential/${submitted._id}`,
      user.token,
      await again(user, submitted, { price: 299_000, isConfirmed: true }),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await row(submitted._id)).toMatchObject({ price: 299_000, isConfirmed: true });
  });

  it('its owner cannot delete it either: 409, and it stays (seller-side.md §6: own confirmed listings)', async () => {
    const submitted = await create(user, 'residential');
    const stored = await row(submitted._id);
    const answer = await call(
      'DELETE',
      `/properties/residential/${submitted._id}/delete`,
      user.token,
    );
    expect(answer.statusCode).toBe(409);
    expect(answer.json<ErrorBody>().error.code).toBe('awaiting_confirmation');
    expect(await row(submitted._id)).toEqual(stored);
    const byAdmin = await call(
      'DELETE',
      `/properties/residential/${submitted._id}/delete`,
      admin.token,
    );
    expect(byAdmin.statusCode).toBe(204);
  });
});

describe('the external agent is a staff feature (seller-side.md §6 Agent; decision 012)', () => {
  const external = { name: 'Eva', familyName: 'Esterna' };

  it("a website user's externalAgent is ignored on a new listing", async () => {
    const created = await create(user, 'residential', { externalAgent: external });
    expect(created.externalAgent).toBeNull();
    expect((await row(created._id)).externalAgent).toBeNull();
  });

  it("an owner's change keeps the external agent staff named, whatever the owner sends", async () => {
    const created = await create(superAdmin, 'residential', {
      owner: user.sellerId,
      externalAgent: external,
    });
    expect(created).toMatchObject({ isConfirmed: true, externalAgent: external });
    for (const sent of [null, { name: 'Altro', familyName: 'Agente' }]) {
      const answer = await call(
        'PATCH',
        `/properties/residential/${created._id}`,
        user.token,
        await again(user, created, {
          isConfirmed: true,
          mainImage: created.mainImage,
          mainImages: created.mainImages,
          externalAgent: sent,
        }),
      );
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json<{ data: Listing }>().data.externalAgent).toEqual(external);
      expect((await row(created._id)).externalAgent).toEqual(external);
    }
  });

  it('an agent names one and changes it', async () => {
    const created = await create(agent, 'residential', {
      owner: user.sellerId,
      externalAgent: external,
    });
    expect((await row(created._id)).externalAgent).toEqual(external);
    const answer = await call(
      'PATCH',
      `/properties/residential/${created._id}`,
      agent.token,
      await again(agent, created, { externalAgent: null }),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await row(created._id)).externalAgent).toBeNull();
  });
});

describe('the agent seller type for customers (seller-side.md §6 Agent; decision 009)', () => {
  const profile = (email: string, extra: Record<string, unknown> = {}) => ({
    name: 'Nome',
    familyName: 'Cliente',
    email,
    ...extra,
  });
  async function sellerOf(accountId: string) {
    const [found] = await t.database.db
      .select()
      .from(sellers)
      .where(eq(sellers.accountId, accountId));
    return found;
  }

  it('an agent cannot make a customer an agent seller through PATCH /account/{id}, as through PATCH /sellers/{id}: 400 on sellerType, nothing stored', async () => {
    const customer = await person(t.database.db, 'customer-a@example.com');
    const before = await sellerOf(customer.accountId);
    const viaAccount = await call('PATCH', `/account/${customer.accountId}`, agent.token, {
      seller: profile(customer.email, { sellerType: 'agent', tel: '0471 000000' }),
    });
    const viaSellers = await call('PATCH', `/sellers/${customer.sellerId}`, agent.token, {
      ...profile(customer.email, { tel: '0471 000000' }),
      sellerType: 'agent',
    });
    for (const answer of [viaAccount, viaSellers]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json<ErrorBody>().error).toMatchObject({
        code: 'validation_error',
        fields: [{ field: 'sellerType', message: errorsEn.global.errors.agentSellerType }],
      });
    }
    expect(await sellerOf(customer.accountId)).toEqual(before);
  });

  it('nor give an account without a seller profile an agent one', async () => {
    const [account] = await t.database.db
      .insert(accounts)
      .values({ email: 'no-seller@example.com' })
      .returning({ id: accounts.id });
    const answer = await call('PATCH', `/account/${account!.id}`, agent.token, {
      seller: profile('no-seller@example.com', { sellerType: 'agent' }),
    });
    expect(answer.statusCode).toBe(400);
    expect(await sellerOf(account!.id)).toBeUndefined();
  });

  it('an admin may, through either call', async () => {
    const customer = await person(t.database.db, 'customer-b@example.com');
    const answer = await call('PATCH', `/account/${customer.accountId}`, admin.token, {
      seller: profile(customer.email, { sellerType: 'agent' }),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await sellerOf(customer.accountId))?.sellerType).toBe('agent');
    const other = await person(t.database.db, 'customer-c@example.com');
    const viaSellers = await call('PATCH', `/sellers/${other.sellerId}`, admin.token, {
      ...profile(other.email),
      sellerType: 'agent',
    });
    expect(viaSellers.statusCode, viaSellers.body).toBe(200);
    expect((await sellerOf(other.accountId))?.sellerType).toBe('agent');
  });

  it('an agent keeps a customer who is an agent seller one while changing other fields', async () => {
    const customer = await person(t.database.db, 'customer-d@example.com');
    await t.database.db
      .update(sellers)
      .set({ sellerType: 'agent' })
      .where(eq(sellers.id, customer.sellerId));
    const answer = await call('PATCH', `/account/${customer.accountId}`, agent.token, {
      seller: profile(customer.email, { sellerType: 'agent', tel: '0471 111111' }),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await sellerOf(customer.accountId)).toMatchObject({
      sellerType: 'agent',
      tel: '0471 111111',
    });
  });

  it("an agent's own seller profile is an agent seller (decision 012), through either call", async () => {
    const own = await person(t.database.db, 'new-agent@example.com', { isAgent: true });
    const viaMe = await call('PATCH', '/account/me', own.token, {
      values: profile(own.email, { sellerType: 'agent' }),
    });
    expect(viaMe.statusCode, viaMe.body).toBe(200);
    expect((await sellerOf(own.accountId))?.sellerType).toBe('agent');
    const second = await person(t.database.db, 'second-agent@example.com', { isAgent: true });
    const viaSellers = await call('PATCH', `/sellers/${second.sellerId}`, second.token, {
      ...profile(second.email),
      sellerType: 'agent',
    });
    expect(viaSellers.statusCode, viaSellers.body).toBe(200);
    expect((await sellerOf(second.accountId))?.sellerType).toBe('agent');
  });
});
