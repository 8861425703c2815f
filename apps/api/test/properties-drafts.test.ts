/**
 * Listing drafts (seller-side.md §2 Sell wizard: "save keeps a draft"; §4 states, §5 rules, §7
 * POST and PATCH properties) on a real database with real sessions: a draft is saved with its
 * values checked but not its completeness, stays its owner's and staff's until submitted, and
 * its submission makes it a new listing. What each rule does is read as a client sees it: the
 * answers, GET, the search, the account page, the sitemap, the mail outbox and the matches.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LENGTH, type Category } from '@domus/domain/core/constants';
import type { PropertyCard } from '@domus/domain/listing/property-card.schema';
import type { SavedSearch } from '@domus/domain/search/saved-search.schema';
import { files, mailOutbox, matches, properties } from '../src/db/schema.ts';
import { sweepUnattachedFiles } from '../src/modules/files/file-cleanup.service.ts';
import { createFileStorage } from '../src/modules/files/file-storage.ts';
import { apiCaller, person, type Person } from './helpers/account-fixtures.ts';
import {
  CATEGORY_FIELDS,
  LISTING_LOCATION,
  listingBody,
  listingPeople,
  uploads,
} from './helpers/listing-fixtures.ts';
import {
  BOLZANO,
  buyer,
  placeListing,
  seedPlaces,
  typeId,
  type Buyer,
} from './helpers/search-fixtures.ts';
import { createTestApp, type ErrorBody, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let user: Person;
let other: Person;
let agent: Person;
let admin: Person;
let superAdmin: Person;
let client: Buyer;
/** The client's saved search: apartments for sale in Bolzano, any budget. */
let apartmentsInBolzano: SavedSearch;

const call = apiCaller(() => t.app);

type Listing = Record<string, unknown> & {
  _id: string;
  property_id: number;
  isConfirmed: boolean;
  isDraft: boolean;
  images: { _id: string }[];
  createdAt: string;
};
type AccountLists = { properties: PropertyCard[]; unconfirmed: PropertyCard[] };

async function newSearch(extra: Record<string, unknown> = {}): Promise<SavedSearch> {
  const answer = await call('POST', '/searches', client.token, {
    type: await typeId(t.database.db, 'residential', 'apartment'),
    locations: [{ type: 'municipality', id: BOLZANO }],
    ...extra,
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<{ data: SavedSearch }>().data;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedPlaces(db);
  ({ user, other, agent, admin, superAdmin } = await listingPeople(db));
  client = await buyer(db, 'buyer@example.com');
  apartmentsInBolzano = await newSearch();
});
afterAll(() => t.close());

/** A whole listing of `category` with four new uploads of `who`. */
const complete = (who: Person, category: Category, extra: Record<string, unknown> = {}) =>
  listingBody(t.database.db, who, category, extra);

/** A draft with nothing but its type and what `extra` adds. */
async function bare(category: Category, extra: Record<string, unknown> = {}) {
  return {
    type: await typeId(t.database.db, category, CATEGORY_FIELDS[category].subtype),
    isDraft: true,
    ...extra,
  };
}

async function post(who: Person, category: Category, payload: Record<string, unknown>) {
  const answer = await call('POST', `/properties/${category}`, who.token, payload);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<{ data: Listing }>().data;
}

async function patch(who: Person, category: Category, id: string, payload: unknown, lang = 'en') {
  return call('PATCH', `/properties/${category}/${id}`, who.token, payload, lang);
}

async function row(id: string) {
  const [found] = await t.database.db.select().from(properties).where(eq(properties.id, id));
  return found;
}

const countListings = () => t.database.db.$count(properties);
const newListingMails = () => t.database.db.$count(mailOutbox, eq(mailOutbox.kind, 'listing-new'));
const mailsAbout = async (id: string) =>
  (await t.database.db.select().from(mailOutbox)).filter((m) => m.text.includes(id));

async function matchedSearches(propertyId: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ searchId: matches.searchId })
    .from(matches)
    .where(eq(matches.propertyId, propertyId));
  return rows.map((r) => r.searchId);
}

const fieldsOf = (answer: { json: <T>() => T }) =>
  answer.json<ErrorBody>().error.fields?.map((f) => f.field) ?? [];

async function read(who: Person | null, category: Category, id: string) {
  return call('GET', `/properties/${category}/${id}`, who?.token);
}

async function accountLists(who: Person): Promise<AccountLists> {
  const answer = await call('GET', '/account', who.token);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<AccountLists>();
}
const ids = (cards: PropertyCard[]) => cards.map((c) => c._id);

/** The listings the public sees: the newest search page, the home page's newest, the sitemap. */
async function publicView(category: Category) {
  const search = await call('GET', `/properties-search?type=${category}`);
  const newest = await call('GET', `/properties/${category}?limit=24`);
  expect(search.statusCode, search.body).toBe(200);
  expect(newest.statusCode, newest.body).toBe(200);
  const sitemap = await t.app.inject({ url: '/sitemap.xml' });
  expect(sitemap.statusCode).toBe(200);
  return {
    search: ids(search.json<{ result: PropertyCard[] }>().result),
    newest: ids(newest.json<{ data: PropertyCard[] }>().data),
    sitemap: sitemap.body,
  };
}

describe('saving a draft (seller-side.md §2 Sell wizard: save keeps a draft; §5)', () => {
  for (const category of Object.keys(CATEGORY_FIELDS) as Category[]) {
    it(`a ${category} draft without price, places, location or images is saved and read back by its owner (§5)`, async () => {
      const draft = await post(user, category, await bare(category));
      expect(draft).toMatchObject({ isDraft: true, isConfirmed: false, location: null });
      expect(draft.images).toEqual([]);
      const again = await read(user, category, draft._id);
      expect(again.statusCode).toBe(200);
      expect(again.json<{ data: Listing }>().data).toMatchObject({ _id: draft._id, isDraft: true });
      expect((await row(draft._id))?.isDraft).toBe(true);
    });
  }

  it('a draft may have a price of 0, a location without street number and fewer than 4 images (§5)', async () => {
    const draft = await post(
      user,
      'residential',
      await bare('residential', {
        price: 0,
        images: await uploads(t.database.db, user, 2),
        location: {
          ...LISTING_LOCATION,
          address: { ...LISTING_LOCATION.address, streetNumber: '' },
        },
      }),
    );
    expect(draft.images).toHaveLength(2);
    expect(draft).toMatchObject({ isDraft: true, price: 0 });
    expect((draft.location as { address: { street: string } }).address.street).toBe('Via Museo');
  });

  it('the same body without isDraft is refused with the missing fields named, in the caller’s language, and nothing is stored (§5)', async () => {
    const before = await countListings();
    const residential = await call(
      'POST',
      '/properties/residential',
      user.token,
      { ...(await bare('residential')), isDraft: false },
      'it',
    );
    expect(residential.statusCode).toBe(400);
    const error = residential.json<ErrorBody>().error;
    expect(error.code).toBe('validation_error');
    expect(error.fields?.map((f) => f.field)).toEqual(['price', 'location', 'images']);
    expect(error.fields?.find((f) => f.field === 'images')?.message).toBe(
      'Carica almeno 4 immagini',
    );
    const { isDraft: _, ...garage } = await bare('garage');
    const answer = await call('POST', '/properties/garage', user.token, garage);
    expect(answer.statusCode).toBe(400);
    expect(fieldsOf(answer)).toEqual(['numOfPlaces', 'location', 'images']);
    expect(await countListings()).toBe(before);
  });

  it("a draft's values are still checked: ranges, values, text lengths, files and places answer 400 and store nothing (§5, §7)", async () => {
    const before = await countListings();
    const refused = async (extra: Record<string, unknown>) => {
      const answer = await call(
        'POST',
        '/properties/residential',
        user.token,
        await bare('residential', extra),
      );
      expect(answer.statusCode, answer.body).toBe(400);
      return fieldsOf(answer);
    };
    expect(await refused({ price: -1 })).toEqual(['price']);
    expect(await refused({ energyClass: 'Z' })).toEqual(['energyClass']);
    expect(await refused({ informations: 'x'.repeat(MAX_LENGTH.informations + 1) })).toEqual([
      'informations',
    ]);
    expect(await refused({ isDraft: 'yes' })).toEqual(['isDraft']);
    expect(await refused({ images: await uploads(t.database.db, other, 1) })).toEqual(['images']);
    expect(
      await refused({
        location: {
          ...LISTING_LOCATION,
          address: { ...LISTING_LOCATION.address, municipalityId: '999999' },
        },
      }),
    ).toEqual(['location.address.municipalityId']);
    expect(await countListings()).toBe(before);
  });

  it("a super admin's draft is not confirmed, a user's sends no staff mail, and no draft is matched in either direction (§4; decisions.md Saved searches and matching)", async () => {
    const mails = await newListingMails();
    const mine = await post(user, 'residential', {
      ...(await complete(user, 'residential')),
      isDraft: true,
    });
    const staffs = await post(superAdmin, 'residential', {
      ...(await complete(superAdmin, 'residential')),
      owner: user.sellerId,
      isConfirmed: true,
      isDraft: true,
    });
    expect(mine).toMatchObject({ isDraft: true, isConfirmed: false });
    expect(staffs).toMatchObject({ isDraft: true, isConfirmed: false });
    expect(await newListingMails()).toBe(mails);
    expect(await mailsAbout(mine._id)).toEqual([]);
    expect(await matchedSearches(mine._id)).toEqual([]);
    expect(await matchedSearches(staffs._id)).toEqual([]);

    // A search saved now is matched with the confirmed listings it fits, never with a draft.
    const published = await post(superAdmin, 'residential', {
      ...(await complete(superAdmin, 'residential')),
      owner: user.sellerId,
    });
    expect(published.isConfirmed).toBe(true);
    const later = await newSearch({ budget: 500_000 });
    expect(await matchedSearches(published._id)).toContain(later._id);
    expect(await matchedSearches(mine._id)).toEqual([]);
    expect(await matchedSearches(staffs._id)).toEqual([]);
  });

  it('the database refuses a confirmed draft, so that no public read can show one', async () => {
    const draft = await post(user, 'garage', await bare('garage'));
    await expect(
      t.database.db
        .update(properties)
        .set({ isConfirmed: true })
        .where(eq(properties.id, draft._id)),
    ).rejects.toThrow();
    expect((await row(draft._id))?.isConfirmed).toBe(false);
  });
});

describe('a draft is not public (seller-side.md §2; buyer-side.md §2 Search, Home, Property detail)', () => {
  it('only its owner and staff read it; search, newest, sitemap and recommendations leave it out', async () => {
    const draft = await post(user, 'residential', {
      ...(await complete(user, 'residential')),
      isDraft: true,
    });
    const published = await post(superAdmin, 'residential', {
      ...(await complete(superAdmin, 'residential')),
      owner: user.sellerId,
    });

    expect((await read(null, 'residential', draft._id)).statusCode).toBe(404);
    expect((await read(other, 'residential', draft._id)).statusCode).toBe(404);
    expect((await read(client, 'residential', draft._id)).statusCode).toBe(404);
    for (const who of [user, agent, admin, superAdmin]) {
      const answer = await read(who, 'residential', draft._id);
      expect(answer.statusCode).toBe(200);
      expect(answer.json<{ data: Listing }>().data.isDraft).toBe(true);
    }
    expect((await read(null, 'residential', published._id)).statusCode).toBe(200);

    const seen = await publicView('residential');
    expect(seen.search).toContain(published._id);
    expect(seen.search).not.toContain(draft._id);
    expect(seen.newest).toContain(published._id);
    expect(seen.newest).not.toContain(draft._id);
    expect(seen.sitemap).toContain(published._id);
    expect(seen.sitemap).not.toContain(draft._id);

    // Recommendations of a search for houses: apartments of the category, drafts left out.
    const houses = await newSearch({ type: await typeId(t.database.db, 'residential', 'house') });
    const recommended = await call('GET', `/searches/${houses._id}/reccomend`, client.token);
    expect(recommended.statusCode, recommended.body).toBe(200);
    const cards = ids(recommended.json<{ data: PropertyCard[] }>().data);
    expect(cards).toContain(published._id);
    expect(cards).not.toContain(draft._id);
  });

  it('saving drafts keeps the search totals the site holds for a few seconds (a draft is not counted); a published listing renews them', async () => {
    const total = async () => {
      const answer = await call('GET', '/properties-search?type=garage');
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<{ meta: { total: number } }>().meta.total;
    };
    const before = await total();
    // A listing published behind the API's back: only a write that forgets the kept total
    // makes the search count it at once.
    await placeListing(t.database.db, { category: 'garage', code: 'garage', bedrooms: null });
    const draft = await post(user, 'garage', await bare('garage'));
    const saved = await patch(user, 'garage', draft._id, await bare('garage', { price: 9_000 }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await total()).toBe(before);

    await post(
      superAdmin,
      'garage',
      await complete(superAdmin, 'garage', { owner: user.sellerId }),
    );
    expect(await total()).toBe(before + 2);
  });

  it('its owner and staff read whose it is, so that the owner may continue it; others read no owner (property read schema)', async () => {
    const draft = await post(user, 'garage', await bare('garage', { price: 18_000 }));
    const published = await post(superAdmin, 'garage', {
      ...(await complete(superAdmin, 'garage')),
      owner: user.sellerId,
    });
    const ownerIn = async (who: Person | null, id: string) =>
      (await read(who, 'garage', id)).json<{ data: { owner: { _id: string } | null } }>().data
        .owner;

    for (const id of [draft._id, published._id]) {
      for (const who of [user, agent, admin, superAdmin]) {
        expect((await ownerIn(who, id))?._id).toBe(user.sellerId);
      }
    }
    expect(await ownerIn(null, published._id)).toBeNull();
    expect(await ownerIn(other, published._id)).toBeNull();
    expect(await ownerIn(client, published._id)).toBeNull();
  });

  it("another user can neither change nor delete someone's draft: 404, and nothing changes", async () => {
    const draft = await post(user, 'garage', await bare('garage', { price: 20_000 }));
    const stored = await row(draft._id);
    for (const payload of [
      await bare('garage', { price: 1 }),
      await complete(other, 'garage', { price: 1 }),
    ]) {
      expect((await patch(other, 'garage', draft._id, payload)).statusCode).toBe(404);
    }
    expect(
      (await call('DELETE', `/properties/garage/${draft._id}/delete`, other.token)).statusCode,
    ).toBe(404);
    expect(await row(draft._id)).toEqual(stored);
  });
});

describe('drafts on the account page (buyer-side.md §2 Account page)', () => {
  it("a user's list shows their drafts with isDraft; admins' lists show no one else's drafts", async () => {
    const draft = await post(user, 'commercial', await bare('commercial'));
    const submitted = await post(user, 'commercial', await complete(user, 'commercial'));

    const mine = await accountLists(user);
    expect(mine.properties.find((c) => c._id === draft._id)).toMatchObject({
      isDraft: true,
      isConfirmed: false,
    });
    expect(mine.properties.find((c) => c._id === submitted._id)).toMatchObject({
      isDraft: false,
    });

    const admins = await accountLists(admin);
    expect(ids(admins.properties)).toContain(submitted._id);
    expect(ids(admins.properties)).not.toContain(draft._id);
    const supers = await accountLists(superAdmin);
    expect(ids(supers.unconfirmed)).toContain(submitted._id);
    expect(ids(supers.unconfirmed)).not.toContain(draft._id);
    expect(ids(supers.properties)).not.toContain(draft._id);
  });

  it('staff find the drafts they began for a customer on their own account page; the customer sees them too', async () => {
    const byAdmin = await post(
      admin,
      'buildingland',
      await bare('buildingland', { owner: other.sellerId }),
    );
    const byAgent = await post(
      agent,
      'buildingland',
      await bare('buildingland', { owner: other.sellerId }),
    );
    expect((await accountLists(admin)).properties.find((c) => c._id === byAdmin._id)?.isDraft).toBe(
      true,
    );
    expect(ids((await accountLists(admin)).properties)).not.toContain(byAgent._id);
    expect(ids((await accountLists(agent)).properties)).toContain(byAgent._id);
    expect(ids((await accountLists(other)).properties)).toEqual(
      expect.arrayContaining([byAdmin._id, byAgent._id]),
    );
    const supers = await accountLists(superAdmin);
    expect(ids([...supers.properties, ...supers.unconfirmed])).not.toContain(byAdmin._id);
  });
});

describe('changing and submitting a draft (seller-side.md §4, §5, §7 PATCH properties)', () => {
  it('its owner and staff may go on changing a draft, which stays one and mails nobody', async () => {
    const draft = await post(user, 'residential', await bare('residential'));
    const mails = await t.database.db.$count(mailOutbox);
    const byOwner = await patch(user, 'residential', draft._id, {
      ...(await bare('residential')),
      price: 123_000,
    });
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect(byOwner.json<{ data: Listing }>().data).toMatchObject({
      isDraft: true,
      price: 123_000,
    });
    const byAgent = await patch(agent, 'residential', draft._id, {
      ...(await bare('residential')),
      price: 124_000,
      owner: user.sellerId,
    });
    expect(byAgent.statusCode, byAgent.body).toBe(200);
    expect((await row(draft._id))?.price).toBe(124_000);
    expect(await t.database.db.$count(mailOutbox)).toBe(mails);
  });

  it('an incomplete submission is refused with the missing fields named, and the draft stays as it was (§5)', async () => {
    const draft = await post(user, 'residential', await bare('residential', { price: 200_000 }));
    const stored = await row(draft._id);
    const submit = await patch(user, 'residential', draft._id, {
      ...(await bare('residential', { price: 250_000 })),
      isDraft: false,
    });
    expect(submit.statusCode).toBe(400);
    expect(fieldsOf(submit)).toEqual(['location', 'images']);
    // Leaving isDraft out submits as well: it defaults to false.
    const { isDraft: _, ...withoutFlag } = await bare('residential', { price: 250_000 });
    const implicit = await patch(user, 'residential', draft._id, withoutFlag);
    expect(implicit.statusCode).toBe(400);
    expect(await row(draft._id)).toEqual(stored);
  });

  it("a user's submission makes it a new unconfirmed listing, among the newest, and mails staff about it (§4; decisions.md Seller wizard)", async () => {
    const draft = await post(user, 'residential', await bare('residential'));
    const weekAgo = new Date(Date.now() - 7 * 24 * 60 * 60 * 1000);
    await t.database.db
      .update(properties)
      .set({ createdAt: weekAgo })
      .where(eq(properties.id, draft._id));
    const mails = await newListingMails();

    const submit = await patch(
      user,
      'residential',
      draft._id,
      await complete(user, 'residential', { isDraft: false }),
    );
    expect(submit.statusCode, submit.body).toBe(200);
    const data = submit.json<{ data: Listing }>().data;
    expect(data).toMatchObject({ isDraft: false, isConfirmed: false });
    expect(new Date(data.createdAt).getTime()).toBeGreaterThan(weekAgo.getTime() + 60_000);

    expect(await newListingMails()).toBe(mails + 1);
    const [mail] = await mailsAbout(draft._id);
    expect(mail).toMatchObject({ kind: 'listing-new', language: 'it' });
    expect(mail!.subject).toContain(String(draft.property_id));
    expect(mail!.text).toContain(`/admin/listings/residential?id=${draft._id}`);

    expect(ids((await accountLists(superAdmin)).unconfirmed)).toContain(draft._id);
    expect((await read(null, 'residential', draft._id)).statusCode).toBe(404);
    expect(await matchedSearches(draft._id)).toEqual([]);
  });

  it("a super admin's submission confirms and matches it like a new listing, with no staff mail (§4; decisions.md Saved searches and matching)", async () => {
    const draft = await post(user, 'residential', {
      ...(await complete(user, 'residential')),
      isDraft: true,
    });
    const mails = await newListingMails();
    const submit = await patch(superAdmin, 'residential', draft._id, {
      ...(await complete(user, 'residential')),
      images: draft.images.map((i) => i._id),
      owner: user.sellerId,
      isDraft: false,
    });
    expect(submit.statusCode, submit.body).toBe(200);
    const data = submit.json<{ data: Listing }>().data;
    expect(data).toMatchObject({ isDraft: false, isConfirmed: true });
    expect(data.mainImages).toEqual(draft.images.map((i) => i._id));
    expect(await matchedSearches(draft._id)).toContain(apartmentsInBolzano._id);
    expect(await newListingMails()).toBe(mails);
    expect((await read(null, 'residential', draft._id)).statusCode).toBe(200);
    expect((await publicView('residential')).search).toContain(draft._id);
  });

  it('a submitted listing never turns back into a draft: 400 on isDraft, and nothing changes (§4)', async () => {
    const submitted = await post(user, 'garage', await complete(user, 'garage'));
    const published = await post(
      superAdmin,
      'garage',
      await complete(superAdmin, 'garage', { owner: user.sellerId }),
    );
    // The owner tries it on their confirmed listing: the one awaiting confirmation is not theirs
    // to change at all (409, decision 022); staff try it on that one.
    for (const [who, listing] of [
      [user, published],
      [superAdmin, submitted],
    ] as const) {
      const stored = await row(listing._id);
      const answer = await patch(who, 'garage', listing._id, {
        ...(await complete(who, 'garage', { owner: user.sellerId })),
        images: listing.images.map((i) => i._id),
        price: 1,
        isDraft: true,
      });
      expect(answer.statusCode).toBe(400);
      const error = answer.json<ErrorBody>().error;
      expect(error.fields).toEqual([
        { field: 'isDraft', message: 'A submitted listing cannot become a draft again' },
      ]);
      expect(await row(listing._id)).toEqual(stored);
    }
  });

  it('a draft is never confirmed: an admin asking answers 400 on isConfirmed, its owner 403 (§4)', async () => {
    const draft = await post(user, 'residential', {
      ...(await complete(user, 'residential')),
      isDraft: true,
    });
    const images = draft.images.map((i) => i._id);
    const confirm = {
      ...(await complete(user, 'residential')),
      images,
      isDraft: true,
      isConfirmed: true,
      mainImage: images[0],
      mainImages: images,
    };
    const byAdmin = await patch(admin, 'residential', draft._id, confirm);
    expect(byAdmin.statusCode).toBe(400);
    expect(fieldsOf(byAdmin)).toEqual(['isConfirmed']);
    expect((await patch(user, 'residential', draft._id, confirm)).statusCode).toBe(403);
    expect(await row(draft._id)).toMatchObject({ isDraft: true, isConfirmed: false });
  });
});

describe('changes of one draft at the same time (seller-side.md §4: a submitted listing never turns back into a draft)', () => {
  // On PostgreSQL the two calls run in two transactions at once; PGlite runs one after the other.
  const ROUNDS = 3;

  it('the same submission sent twice at once is one new listing: one staff mail, and no draft left', async () => {
    // The second finds the listing submitted: it awaits confirmation, which its owner does not
    // change (409, decision 022).
    for (let round = 0; round < ROUNDS; round++) {
      const draft = await post(user, 'residential', await bare('residential'));
      const body = await complete(user, 'residential', { isDraft: false });
      const answers = await Promise.all([
        patch(user, 'residential', draft._id, body),
        patch(user, 'residential', draft._id, body),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const mails = (await mailsAbout(draft._id)).filter((m) => m.kind === 'listing-new');
      expect(mails).toHaveLength(1);
      expect(await row(draft._id)).toMatchObject({ isDraft: false, isConfirmed: false });
    }
  });

  it('a submission racing a save of the draft leaves the listing submitted', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const draft = await post(user, 'residential', await bare('residential'));
      const submission = await complete(user, 'residential', { isDraft: false });
      const save = { ...submission, isDraft: true, price: 1 };
      const [submitted, saved] = await Promise.all([
        patch(user, 'residential', draft._id, submission),
        patch(user, 'residential', draft._id, save),
      ]);
      expect(submitted.statusCode, submitted.body).toBe(200);
      // The save came first (200, then the submission) or found the listing submitted and
      // awaiting confirmation, which its owner does not change (409, decision 022).
      expect([200, 409], saved.body).toContain(saved.statusCode);
      if (saved.statusCode === 409) {
        expect(saved.json<ErrorBody>().error.code).toBe('awaiting_confirmation');
      }
      expect(await row(draft._id)).toMatchObject({ isDraft: false, price: 350_000 });
      expect((await mailsAbout(draft._id)).filter((m) => m.kind === 'listing-new')).toHaveLength(1);
    }
  });
});

describe('files and deletion of drafts (seller-side.md §7 file and delete calls)', () => {
  it('the sweep of unused files keeps the files of a draft and removes a free one', async () => {
    const db = t.database.db;
    const draft = await post(user, 'agriculture', {
      ...(await bare('agriculture')),
      images: await uploads(db, user, 2),
      plans: await uploads(db, user, 1, 'floorplan'),
    });
    const [free] = await uploads(db, user, 1);
    const attached = [...draft.images, ...(draft.plans as { _id: string }[])].map((f) => f._id);
    await db.update(files).set({ createdAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000) });

    await sweepUnattachedFiles(db, createFileStorage(t.config));
    const left = (await db.select({ id: files.id }).from(files)).map((f) => f.id);
    expect(left).not.toContain(free);
    expect(left).toEqual(expect.arrayContaining(attached));
    const again = (await read(user, 'agriculture', draft._id)).json<{ data: Listing }>().data;
    expect(again.images).toHaveLength(2);
  });

  it('the staff member who began a draft for a customer may delete it, as their account page offers; another agent may not, nor the first once it is submitted (decision 011)', async () => {
    const colleague = await person(t.database.db, 'colleague@example.com', { isAgent: true });
    const remove = (who: Person, id: string) =>
      call('DELETE', `/properties/garage/${id}/delete`, who.token);

    const draft = await post(agent, 'garage', await bare('garage', { owner: other.sellerId }));
    expect(ids((await accountLists(agent)).properties)).toContain(draft._id);
    expect((await remove(colleague, draft._id)).statusCode).toBe(404);
    expect(await row(draft._id)).toBeDefined();
    expect((await remove(agent, draft._id)).statusCode).toBe(204);
    expect(await row(draft._id)).toBeUndefined();
    expect(ids((await accountLists(agent)).properties)).not.toContain(draft._id);
    expect(ids((await accountLists(other)).properties)).not.toContain(draft._id);

    // Submitted, it is the customer's listing: the rules of any listing hold again.
    const submitted = await post(agent, 'garage', await bare('garage', { owner: other.sellerId }));
    const submit = await patch(
      agent,
      'garage',
      submitted._id,
      await complete(agent, 'garage', { owner: other.sellerId, isDraft: false }),
    );
    expect(submit.statusCode, submit.body).toBe(200);
    expect((await remove(agent, submitted._id)).statusCode).toBe(404);
    expect(await row(submitted._id)).toMatchObject({ isDraft: false });
    // Awaiting confirmation, it stays for staff to review, also against its owner (decision 022).
    expect((await remove(other, submitted._id)).statusCode).toBe(409);
    expect(await row(submitted._id)).toBeDefined();
    expect((await remove(admin, submitted._id)).statusCode).toBe(204);
  });

  it('its owner may delete a draft', async () => {
    const draft = await post(user, 'garage', await bare('garage'));
    const answer = await call('DELETE', `/properties/garage/${draft._id}/delete`, user.token);
    expect(answer.statusCode).toBe(204);
    expect((await read(user, 'garage', draft._id)).statusCode).toBe(404);
    expect(await row(draft._id)).toBeUndefined();
  });
});
