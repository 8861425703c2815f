/**
 * The alert mail's one-click answers (issue 34 point 5, decision 074), on a real database
 * through the listings write API: each card of the mail carries "book a viewing", "ask for
 * advice" and "not interested" as signed links; reading a link changes nothing, the click gives
 * the answer as the client would on the matches page (a viewing asked for mails the agency),
 * the same link again answers the same and mails nothing more; an expired, altered or foreign
 * link acts on nothing, and no link can do more than its one answer on its one match.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MATCH_LINK_DAYS } from '@domus/domain/search/match-link';
import { mailOutbox, matches, properties, savedSearches } from '../src/db/schema.ts';
import { apiCaller, person, type Person } from './helpers/account-fixtures.ts';
import { LISTING_LOCATION, listingBody } from './helpers/listing-fixtures.ts';
import { buyer, seedPlaces, squareAround, typeId, type Buyer } from './helpers/search-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const SITE = 'https://casa.example';
const DAY = 24 * 3600_000;
const LISTING_POINT = { x: LISTING_LOCATION.coordinates.lng, y: LISTING_LOCATION.coordinates.lat };

let t: TestApp;
let superAdmin: Person;
let seller: Person;
let anna: Buyer;
let apartment: string;
/** The clock of the app: the tests move it past the links' expiry. */
let now = new Date();

const call = apiCaller(() => t.app);

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: SITE }, clock: () => now });
  const db = t.database.db;
  await seedPlaces(db);
  superAdmin = await person(db, 'super@example.com', { isAdmin: true, isSuperAdmin: true });
  seller = await person(db, 'seller@example.com');
  anna = await buyer(db, 'anna@example.com');
  apartment = await typeId(db, 'residential', 'apartment');
});
afterAll(() => t?.close());
beforeEach(async () => {
  now = new Date();
  await t.database.db.delete(properties);
  await t.database.db.delete(savedSearches);
  await t.database.db.delete(mailOutbox);
});

type Link = { matchId: string; state: string; token: string; url: string };
type View = { answer: string; state: string | null; property: { _id: string } | null };

/** Anna's search, a listing in it, and the answer links of the alert mail she is sent. */
async function alertLinks(): Promise<{ listingId: string; links: Map<string, Link> }> {
  const search = await call('POST', '/searches', anna.token, {
    type: apartment,
    locations: [
      {
        type: 'polygon',
        name: 'Mein Viertel',
        geoJson: { type: 'Polygon', coordinates: [squareAround(LISTING_POINT)] },
      },
    ],
  });
  expect(search.statusCode, search.body).toBe(201);
  const created = await call(
    'POST',
    '/properties/residential',
    superAdmin.token,
    await listingBody(t.database.db, superAdmin, 'residential', {
      owner: seller.sellerId,
      price: 385_000,
    }),
  );
  expect(created.statusCode, created.body).toBe(201);
  const listingId = created.json<{ data: { _id: string } }>().data._id;
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, 'match-alert'));
  expect(mail, 'the alert mail').toBeDefined();
  const pattern = new RegExp(
    `${SITE}/match/([0-9a-f-]+)\\?state=(visit|consulting|not_interested)&token=([\\w.-]+)&lang=it`,
    'g',
  );
  const links = new Map<string, Link>();
  for (const found of mail!.text.matchAll(pattern)) {
    links.set(found[2]!, {
      matchId: found[1]!,
      state: found[2]!,
      token: found[3]!,
      url: found[0],
    });
  }
  return { listingId, links };
}

const read = async (link: Pick<Link, 'matchId' | 'state' | 'token'>) => {
  const answer = await call(
    'GET',
    `/matches/${link.matchId}/link?${new URLSearchParams({ state: link.state, token: link.token }).toString()}`,
  );
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['cache-control']).toBe('no-store');
  return answer.json<{ data: View }>().data;
};

const click = async (link: Pick<Link, 'matchId' | 'state' | 'token'>) => {
  const answer = await call('POST', `/matches/${link.matchId}/link`, undefined, {
    state: link.state,
    token: link.token,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ data: View }>().data;
};

async function stored(matchId: string): Promise<string> {
  const [row] = await t.database.db
    .select({ state: matches.state })
    .from(matches)
    .where(eq(matches.id, matchId));
  return row!.state;
}

async function agencyRequests(): Promise<number> {
  const rows = await t.database.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'match-request')));
  return rows.length;
}

describe('issue 34 point 5: one-click answers in the alert mail (decision 074)', () => {
  it('each card offers the three answers, in the buyer’s language, as links to the answer page', async () => {
    const { links } = await alertLinks();
    expect([...links.keys()].sort()).toEqual(['consulting', 'not_interested', 'visit']);
    const [mail] = await t.database.db.select().from(mailOutbox);
    // Anna's language is the default one: the labels are the Italian catalog's.
    expect(mail!.text).toContain(`Prenotare una visita: ${links.get('visit')!.url}`);
    expect(mail!.text).toContain(`Chiedere una consulenza: ${links.get('consulting')!.url}`);
    expect(mail!.text).toContain(`Non mi interessa: ${links.get('not_interested')!.url}`);
    expect(mail!.html).toContain('Prenotare una visita');
    // One match, three answers to it.
    expect(new Set([...links.values()].map((l) => l.matchId)).size).toBe(1);
  });

  it('reading a link changes nothing; the click books the viewing and mails the agency once, followed again it answers the same', async () => {
    const { listingId, links } = await alertLinks();
    const visit = links.get('visit')!;

    const before = await read(visit);
    expect(before).toMatchObject({ answer: 'valid', state: 'new', property: { _id: listingId } });
    expect(await stored(visit.matchId)).toBe('new');
    expect(await agencyRequests()).toBe(0);

    expect(await click(visit)).toMatchObject({ answer: 'valid', state: 'visit' });
    expect(await stored(visit.matchId)).toBe('visit');
    expect(await agencyRequests()).toBe(1);

    // The same link again: the same answer, and no second request to the agency.
    expect(await click(visit)).toMatchObject({ answer: 'valid', state: 'visit' });
    expect(await read(visit)).toMatchObject({ answer: 'valid', state: 'visit' });
    expect(await agencyRequests()).toBe(1);

    // A viewing asked for stays asked for (buyer-side.md §4): "not interested" says so.
    const notInterested = links.get('not_interested')!;
    expect(await read(notInterested)).toMatchObject({ answer: 'final', state: 'visit' });
    expect(await click(notInterested)).toMatchObject({ answer: 'final', state: 'visit' });
    expect(await stored(visit.matchId)).toBe('visit');
  });

  it('"not interested" sets only that, and may still be changed to a request', async () => {
    const { links } = await alertLinks();
    const notInterested = links.get('not_interested')!;
    expect(await click(notInterested)).toMatchObject({ answer: 'valid', state: 'not_interested' });
    expect(await agencyRequests()).toBe(0);
    expect(await click(links.get('consulting')!)).toMatchObject({ state: 'consulting' });
    expect(await agencyRequests()).toBe(1);
  });

  it(`a link expires after ${MATCH_LINK_DAYS} days: it says so and changes nothing`, async () => {
    const { links } = await alertLinks();
    const visit = links.get('visit')!;
    now = new Date(Date.now() + (MATCH_LINK_DAYS + 1) * DAY);
    expect(await read(visit)).toMatchObject({ answer: 'expired', state: 'new' });
    expect(await click(visit)).toMatchObject({ answer: 'expired', state: 'new' });
    expect(await stored(visit.matchId)).toBe('new');
    expect(await agencyRequests()).toBe(0);
  });

  it('an altered, foreign or reused-for-another-answer token acts on nothing and shows nothing', async () => {
    const { links } = await alertLinks();
    const visit = links.get('visit')!;
    const last = visit.token.at(-1) === 'A' ? 'B' : 'A';
    const cases = [
      { ...visit, token: `${visit.token.slice(0, -1)}${last}` },
      // The "book a viewing" token for another answer.
      { ...visit, state: 'consulting' },
      // Another match's id with this token.
      { ...visit, matchId: '00000000-0000-4000-8000-000000000000' },
      { ...visit, token: 'not-a-token' },
    ];
    for (const tampered of cases) {
      expect(await read(tampered), JSON.stringify(tampered)).toEqual({
        answer: 'tampered',
        state: null,
        property: null,
      });
      expect((await click(tampered)).answer).toBe('tampered');
    }
    expect(await stored(visit.matchId)).toBe('new');
    expect(await agencyRequests()).toBe(0);
  });

  it('an answer no link gives is refused as bad input, changing nothing', async () => {
    const { links } = await alertLinks();
    const visit = links.get('visit')!;
    const answer = await call('POST', `/matches/${visit.matchId}/link`, undefined, {
      state: 'wait',
      token: visit.token,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ error: { code: string } }>().error.code).toBe('validation_error');
    expect(await stored(visit.matchId)).toBe('new');
  });
});
