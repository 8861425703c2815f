import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, SUBTYPES, type Category } from '@domus/domain/core/constants';
import { resources } from '@domus/domain/i18n/resources';
import { categoryDetailsSchema } from '@domus/domain/listing/property.schema';
import { loadConfig } from '../src/config.ts';
import {
  accounts,
  files,
  listingEvents,
  mailOutbox,
  properties,
  propertyTypes,
  sellers,
  testimonies,
  viewings,
} from '../src/db/schema.ts';
import { LocalFileStorage } from '../src/modules/files/file-storage.ts';
import type { StoredVariants } from '../src/modules/files/files.service.ts';
import { sendDueViewingFollowups } from '../src/modules/viewings/viewing-followups.service.ts';
import { viewingLinkKey } from '../src/modules/viewings/viewing-links.ts';
import { seedPropertyTypes } from '../src/seed/property-types.seed.ts';
import { ensureSeeded } from '../src/seed/startup.seed.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

type Logged = { level: 'info' | 'warn'; text: string };

function recordingLog(into: Logged[]) {
  const entry = (level: Logged['level']) => (obj: object | string, msg?: string) =>
    into.push({ level, text: typeof obj === 'string' ? obj : (msg ?? '') });
  return { info: entry('info'), warn: entry('warn') };
}

describe('property types (issue 2 §6: every subtype of all five categories, names in three languages)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('creates one type per subtype with the catalog names, and nothing more on a second run', async () => {
    expect(await seedPropertyTypes(database.db)).toBe(18);
    expect(await seedPropertyTypes(database.db)).toBe(0);
    const rows = await database.db.select().from(propertyTypes);
    const codes = rows.map((r) => `${r.category}/${r.code}`).sort();
    expect(codes).toEqual(CATEGORIES.flatMap((c) => SUBTYPES[c].map((s) => `${c}/${s}`)).sort());
    const parking = rows.find((r) => r.code === 'parkingLot')!;
    expect(parking.name).toEqual({
      it: resources.it.property.types.garage.parkingLot,
      de: resources.de.property.types.garage.parkingLot,
      en: resources.en.property.types.garage.parkingLot,
    });
    const agriculture = rows.find((r) => r.category === 'agriculture')!;
    expect(agriculture.name.it).toBe('Agricoltura');
    expect(agriculture.name.de).toBe('Landwirtschaft');
    for (const r of rows) expect(r.name.it && r.name.de && r.name.en).toBeTruthy();
  });
});

describe('start-up seeding on an empty database (issue 2 §6 demo content)', () => {
  let database: TestDatabase;
  let dataDir: string;
  let storage: LocalFileStorage;
  const log: Logged[] = [];
  let result: Awaited<ReturnType<typeof ensureSeeded>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'domus-demo-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    storage = new LocalFileStorage(path.join(dataDir, 'files'));
    result = await ensureSeeded({ db: database.db, config, log: recordingLog(log), storage });
  });
  afterAll(async () => {
    await database.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('seeds once and prints the staff addresses', async () => {
    expect(result.seeded).toBe(true);
    const staff = await database.db
      .select()
      .from(accounts)
      .where(sql`${accounts.isAdmin} or ${accounts.isAgent}`);
    expect(staff.map((a) => [a.email, a.isSuperAdmin, a.isAdmin, a.isAgent]).sort()).toEqual([
      ['admin@domus.example', true, true, false],
      ['agent@domus.example', false, false, true],
    ]);
    const staffLine = log.find((l) => l.text.includes('admin@domus.example'));
    expect(staffLine?.text).toContain('agent@domus.example');
  });

  it('creates about sixty listings across every category and nearly every subtype', async () => {
    const rows = await database.db
      .select({
        category: properties.category,
        code: propertyTypes.code,
        municipality: properties.municipalityId,
      })
      .from(properties)
      .innerJoin(propertyTypes, sql`${propertyTypes.id} = ${properties.typeId}`);
    expect(rows.length).toBeGreaterThanOrEqual(55);
    expect(rows.length).toBeLessThanOrEqual(70);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(CATEGORIES));
    const subtypes = new Set(rows.map((r) => `${r.category}/${r.code}`));
    const all = CATEGORIES.flatMap((c) => SUBTYPES[c].map((s) => `${c}/${s}`));
    expect(all.filter((s) => !subtypes.has(s))).toEqual([]);
    expect(new Set(rows.map((r) => r.municipality)).size).toBeGreaterThanOrEqual(25);
  });

  it('writes listings the domain schemas accept, with sale and rent, confirmed and unconfirmed', async () => {
    const rows = await database.db.select().from(properties);
    for (const p of rows) {
      const parsed = categoryDetailsSchema(p.category as Category).safeParse(p.details);
      expect(parsed.success, `${p.category} ${p.title.it}`).toBe(true);
      expect(p.price).toBeGreaterThan(0);
      for (const lang of ['it', 'de', 'en'] as const) {
        expect(p.title[lang].length, p.title.it).toBeGreaterThan(10);
        expect(p.description[lang].length, p.title.it).toBeGreaterThan(60);
      }
    }
    expect(rows.some((p) => p.rent)).toBe(true);
    expect(rows.some((p) => !p.rent)).toBe(true);
    const unconfirmed = rows.filter((p) => !p.isConfirmed);
    expect(unconfirmed.length).toBeGreaterThanOrEqual(3);
    for (const p of rows.filter((r) => r.isConfirmed)) {
      expect(p.mainImageId).toBeTruthy();
      expect(p.mainImageIds).toHaveLength(4);
    }
    const residential = rows.filter((p) => p.category === 'residential');
    expect(residential.every((p) => (p.roomTotal ?? 0) > 0 && (p.area ?? 0) > 0)).toBe(true);
  });

  it('places every listing inside its municipality', async () => {
    const result: unknown = await database.db.execute(
      sql`select count(*) filter (where not ST_Contains(m.boundary, p.point))::int as outside, count(*)::int as total
          from properties p join municipalities m on m.id = p.municipality_id`,
    );
    const [{ outside, total } = { outside: -1, total: 0 }] = (
      result as { rows: { outside: number; total: number }[] }
    ).rows;
    expect(total).toBeGreaterThanOrEqual(55);
    expect(outside).toBe(0);
  });

  it('gives each listing at least five pictures whose renditions exist in storage, and some plans', async () => {
    const rows = await database.db.select().from(files);
    const byProperty = new Map<string, typeof rows>();
    for (const f of rows)
      byProperty.set(f.propertyId!, [...(byProperty.get(f.propertyId!) ?? []), f]);
    const listings = await database.db.$count(properties);
    expect(byProperty.size).toBe(listings);
    for (const [, list] of byProperty) {
      expect(list.filter((f) => f.kind === 'image').length).toBeGreaterThanOrEqual(5);
    }
    const keys = new Set<string>();
    for (const f of rows) {
      keys.add(f.storageKey);
      for (const v of Object.values(f.variants as StoredVariants)) keys.add(v.webp).add(v.jpeg);
    }
    for (const key of keys) expect(await storage.exists(key), key).toBe(true);
    const plans = rows.filter((f) => f.kind !== 'image');
    expect(new Set(plans.map((p) => p.kind))).toEqual(
      new Set(['floorplan', 'cataster', 'landregister']),
    );
    expect(plans.some((p) => p.mime === 'application/pdf')).toBe(true);
  });

  it('adds sellers of each kind and testimonies in three languages', async () => {
    const kinds = (await database.db.select({ t: sellers.sellerType }).from(sellers)).map(
      (s) => s.t,
    );
    expect(new Set(kinds)).toEqual(new Set(['private', 'agent', 'construction']));
    const list = await database.db.select().from(testimonies);
    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(list.length).toBeLessThanOrEqual(8);
    for (const t of list) expect(t.text.it && t.text.de && t.text.en).toBeTruthy();
  });

  it('issue 33: gives the agent viewing hours and listings, so a fresh site offers free slots, and viewings in every state', async () => {
    const t = await createTestApp({ database });
    try {
      const [agent] = await database.db
        .select({ id: accounts.id })
        .from(accounts)
        .where(sql`${accounts.email} = 'agent@domus.example'`);
      const listings = await database.db
        .select({ id: properties.id, agentId: properties.responsibleAgentId })
        .from(properties);
      const agents = listings.filter((l) => l.agentId === agent!.id);
      expect(agents).toHaveLength(6);
      const slots = async (listing: string) =>
        (await t.app.inject({ url: `/api/v1/viewings/slots?listing=${listing}` })).json<{
          data: unknown[];
        }>().data;
      // Within 14 days a week of mornings and afternoons leaves dozens of free half hours.
      expect((await slots(agents[0]!.id)).length).toBeGreaterThan(40);
      // A listing nobody is responsible for offers none: its visitors propose times.
      expect(await slots(listings.find((l) => l.agentId === null)!.id)).toEqual([]);

      const rows = await database.db.select().from(viewings);
      expect(new Set(rows.map((v) => v.status))).toEqual(
        new Set(['held', 'no_show', 'confirmed', 'requested']),
      );
      const now = new Date();
      expect(rows.some((v) => v.status === 'confirmed' && v.endsAt! < now)).toBe(true);
      expect(rows.some((v) => v.status === 'confirmed' && v.startsAt! > now)).toBe(true);

      // The first start asks the three buyers of the viewings held lately how it was, each in
      // their language (decision 069), and a second look asks nobody again.
      const settings = {
        config: t.config,
        clock: () => now,
        linkKey: () => viewingLinkKey(t.config),
      };
      expect(await sendDueViewingFollowups(database.db, settings, now)).toBe(3);
      expect(await sendDueViewingFollowups(database.db, settings, now)).toBe(0);
      const asked = await database.db
        .select({ to: mailOutbox.toAddress, subject: mailOutbox.subject })
        .from(mailOutbox);
      expect(asked.map((m) => m.to).sort()).toEqual([
        'emma.wilson@example.com',
        'francesca.bianchi@example.com',
        'lukas.gruber@example.com',
      ]);
      const subjectOf = (to: string) => asked.find((m) => m.to === to)!.subject;
      expect(subjectOf('francesca.bianchi@example.com')).toMatch(/^Com’è andata la visita\?/);
      expect(subjectOf('lukas.gruber@example.com')).toMatch(/^Wie war die Besichtigung\?/);
      expect(subjectOf('emma.wilson@example.com')).toMatch(/^How was the viewing\?/);
    } finally {
      await t.close();
    }
  });

  it('issue 34 point 4: some listings for sale were cut in price, so a fresh site shows the badge and the history', async () => {
    const t = await createTestApp({ database });
    try {
      const cut = await database.db
        .selectDistinct({ id: listingEvents.propertyId, category: properties.category })
        .from(listingEvents)
        .innerJoin(properties, sql`${properties.id} = ${listingEvents.propertyId}`)
        .where(sql`${listingEvents.kind} = 'priceChanged'`);
      expect(cut).toHaveLength(3);
      const details = await Promise.all(
        cut.map(async (listing) => {
          const answer = await t.app.inject({
            url: `/api/v1/properties/${listing.category}/${listing.id}`,
          });
          expect(answer.statusCode, answer.body).toBe(200);
          return answer.json<{
            data: {
              price: number;
              priceReducedFrom: number | null;
              priceHistory: {
                kind: string;
                price: number;
                previousPrice: number | null;
                at: string;
              }[];
            };
          }>().data;
        }),
      );
      const now = Date.now();
      for (const detail of details) {
        const [listed, ...cuts] = detail.priceHistory;
        expect(listed!.kind).toBe('listed');
        expect(cuts.length).toBeGreaterThan(0);
        for (const change of cuts) {
          expect(change.kind).toBe('priceChanged');
          expect(change.price).toBeLessThan(change.previousPrice!);
          expect(Date.parse(change.at)).toBeGreaterThan(Date.parse(listed!.at));
          expect(Date.parse(change.at)).toBeLessThan(now);
        }
        expect(cuts.at(-1)!.price).toBe(detail.price);
      }
      // Two cuts are recent (the card's "price reduced" with the old price), one is older than
      // the card's 30 days and is told only by the history.
      const reduced = details.filter((d) => d.priceReducedFrom !== null);
      expect(reduced).toHaveLength(2);
      for (const d of reduced)
        expect(d.priceReducedFrom).toBe(d.priceHistory.at(-1)!.previousPrice);
      expect(details.some((d) => d.priceHistory.length === 3)).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('changes nothing on the next start, still naming the staff accounts', async () => {
    const again: Logged[] = [];
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    const before = await database.db.$count(properties);
    const second = await ensureSeeded({
      db: database.db,
      config,
      log: recordingLog(again),
      storage,
    });
    expect(second.seeded).toBe(false);
    expect(await database.db.$count(properties)).toBe(before);
    expect(again.some((l) => l.text.includes('admin@domus.example'))).toBe(true);
  });
});
