import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typedSpelling } from '@domus/domain/testing/place-spelling-arbitrary';
import type { LocationSuggestion } from '@domus/domain/place/location.schema';
import { locationSuggestionSchema } from '@domus/domain/place/location.schema';
import { municipalities } from '../src/db/schema.ts';
import { importPlaces } from '../src/seed/places.seed.ts';
import { importStreets } from '../src/seed/streets.import.ts';
import { createTestApp, type ErrorBody, type TestApp } from './helpers/test-app.ts';

type List = { data: LocationSuggestion[] };

const streetRegister = fileURLToPath(
  new URL('./fixtures/streets/anncsu-stradario.csv', import.meta.url),
);

const BOLZANO = '021008';
const MERANO = '021051';
const SELVA = '021089';

describe('place searches (seller-side.md §7, buyer-side.md §7, decisions.md Places)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      prepare: async ({ db }) => {
        await importPlaces(db);
        await importStreets(db, streetRegister);
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  async function search(
    url: string,
    headers: Record<string, string> = {},
  ): Promise<LocationSuggestion[]> {
    const res = await t.app.inject({ url, headers });
    expect(res.statusCode, url).toBe(200);
    const { data } = res.json<List>();
    for (const suggestion of data)
      expect(locationSuggestionSchema.parse(suggestion)).toEqual(suggestion);
    return data;
  }

  describe('GET /api/v1/locations/municipalities/search', () => {
    it("finds Bolzano/Bozen for 'bolz' and for 'BOZ'", async () => {
      const bolz = await search('/api/v1/locations/municipalities/search?q=bolz&lang=it');
      expect(bolz[0]).toEqual({
        _id: BOLZANO,
        id: BOLZANO,
        name: 'Bolzano',
        type: 'municipality',
        names: { it: 'Bolzano', de: 'Bozen' },
        // The seat, where a map of the place opens.
        point: { lat: expect.closeTo(46.5, 1) as number, lng: expect.closeTo(11.35, 1) as number },
      });
      const boz = await search('/api/v1/locations/municipalities/search?q=BOZ&lang=de');
      expect(boz[0]).toMatchObject({ id: BOLZANO, name: 'Bozen' });
    });

    it("answers only municipalities ('meran' finds Merano/Meran first)", async () => {
      const found = await search('/api/v1/locations/municipalities/search?q=meran&lang=it');
      expect(found[0]).toMatchObject({ id: MERANO, name: 'Merano', type: 'municipality' });
      expect(found.every((s) => s.type === 'municipality' && s.municipality === undefined)).toBe(
        true,
      );
    });

    it("ignores accents: 'sëlva' and 'selva' find Selva di Val Gardena / Wolkenstein / Sëlva", async () => {
      for (const q of ['sëlva', 'selva', 'SELVA']) {
        const found = await search(
          `/api/v1/locations/municipalities/search?q=${encodeURIComponent(q)}`,
        );
        expect(found[0], q).toMatchObject({
          id: SELVA,
          name: 'Selva di Val Gardena',
          names: { it: 'Selva di Val Gardena', de: 'Wolkenstein in Gröden', lld: 'Sëlva' },
        });
      }
    });

    it('finds by the German name and shows the name of the request language', async () => {
      const de = await search('/api/v1/locations/municipalities/search?q=brixen&lang=de');
      expect(de[0]).toMatchObject({ name: 'Brixen', names: { it: 'Bressanone', de: 'Brixen' } });
      const it_ = await search('/api/v1/locations/municipalities/search?q=brixen&lang=it');
      expect(it_[0]?.name).toBe('Bressanone');
    });

    it('shows the Italian name in English (decisions.md Places)', async () => {
      const found = await search('/api/v1/locations/municipalities/search?q=wolkenstein&lang=en');
      expect(found[0]?.name).toBe('Selva di Val Gardena');
    });

    it('takes the language from Accept-Language when there is no ?lang=', async () => {
      const found = await search('/api/v1/locations/municipalities/search?q=bressanone', {
        'accept-language': 'de-AT,de;q=0.9',
      });
      expect(found[0]?.name).toBe('Brixen');
    });

    it('puts names that start with the query before names that only contain it', async () => {
      const found = await search('/api/v1/locations/municipalities/search?q=san&lang=it&limit=20');
      const firstNonPrefix = found.findIndex(
        (s) => !/^san/i.test(s.names.it) && !/^san/i.test(s.names.de),
      );
      const lastPrefix = found
        .map((s) => /^san/i.test(s.names.it) || /^san/i.test(s.names.de))
        .lastIndexOf(true);
      expect(lastPrefix).toBeGreaterThan(0);
      if (firstNonPrefix !== -1) expect(firstNonPrefix).toBeGreaterThan(lastPrefix);
      // Among equal matches the shown (Italian) name decides: San Candido before Campo Tures.
      const names = found.map((s) => s.name);
      expect(names.indexOf('San Candido')).toBeLessThan(names.indexOf('Campo Tures'));
    });

    it('answers at most `limit` suggestions, 10 by default', async () => {
      expect(await search('/api/v1/locations/municipalities/search?q=a')).toHaveLength(10);
      expect(await search('/api/v1/locations/municipalities/search?q=a&limit=3')).toHaveLength(3);
    });

    it('answers an empty list for an empty query or one without letters and digits', async () => {
      expect(await search('/api/v1/locations/municipalities/search?q=')).toEqual([]);
      expect(await search('/api/v1/locations/municipalities/search')).toEqual([]);
      expect(await search('/api/v1/locations/municipalities/search?q=%20%20-%27')).toEqual([]);
    });
  });

  describe('GET /api/v1/locations/search and GET /api/v1/locations', () => {
    it('finds a town quarter as a zone with its municipality', async () => {
      const found = await search('/api/v1/locations/search?q=obermais&lang=it');
      expect(found[0]).toMatchObject({
        type: 'zone',
        name: 'Maia Alta',
        names: { it: 'Maia Alta', de: 'Obermais' },
        municipality: { id: MERANO, name: 'Merano' },
        point: { lat: expect.closeTo(46.68, 1) as number, lng: expect.closeTo(11.17, 1) as number },
      });
      const de = await search('/api/v1/locations/search?q=maia%20alta&lang=de');
      expect(de[0]).toMatchObject({
        name: 'Obermais',
        municipality: { id: MERANO, name: 'Meran' },
      });
    });

    it('finds a locality as a zone with its municipality', async () => {
      const found = await search('/api/v1/locations/search?q=frangart&lang=de');
      expect(found[0]).toMatchObject({
        type: 'zone',
        name: 'Frangart',
        municipality: { name: 'Eppan an der Weinstraße' },
      });
    });

    it('lists the municipality before zones that only contain the query', async () => {
      const found = await search('/api/v1/locations/search?q=meran&lang=de');
      expect(found[0]).toMatchObject({ id: MERANO, type: 'municipality', name: 'Meran' });
      expect(found.slice(1).some((s) => s.type === 'zone')).toBe(true);
    });

    it('does not repeat a municipality as a zone of the same name', async () => {
      const found = await search('/api/v1/locations/search?q=bolzano&lang=it');
      expect(found.filter((s) => s.name === 'Bolzano')).toHaveLength(1);
    });

    it('finds streets by their Italian and German names, with their municipality', async () => {
      const it_ = await search('/api/v1/locations/search?q=laubeng&lang=it');
      expect(it_[0]).toMatchObject({
        type: 'street',
        name: 'Via dei Portici',
        names: { it: 'Via dei Portici', de: 'Laubengasse' },
        municipality: { id: BOLZANO, name: 'Bolzano' },
      });
      // With the whole register, several towns have their Portici (Brixen's Grosse Lauben too).
      const de = await search('/api/v1/locations/search?q=portici&lang=de');
      expect(de).toContainEqual(
        expect.objectContaining({
          type: 'street',
          name: 'Laubengasse',
          municipality: { id: BOLZANO, name: 'Bozen' },
        }),
      );
    });

    it('answers /locations like /locations/search', async () => {
      for (const q of ['meran', 'obermais', 'laubeng', 'selva']) {
        expect(await search(`/api/v1/locations?q=${q}&lang=de`)).toEqual(
          await search(`/api/v1/locations/search?q=${q}&lang=de`),
        );
      }
    });

    it('never answers streets or zones from the municipality search', async () => {
      expect(await search('/api/v1/locations/municipalities/search?q=laubeng')).toEqual([]);
      expect(await search('/api/v1/locations/municipalities/search?q=obermais')).toEqual([]);
    });
  });

  describe('how people type South Tyrol names (issue 18 §5, decisions.md Places)', () => {
    const first = async (q: string, lang = 'it') =>
      (await search(`/api/v1/locations/search?q=${encodeURIComponent(q)}&lang=${lang}`))[0];

    it('St./Sankt/S./San/Santa are one word: Sankt Ulrich, St Ulrich, S. Candido, S Cristina', async () => {
      for (const q of ['Sankt Ulrich', 'St. Ulrich', 'st ulrich', 'S. Ulrich']) {
        expect((await first(q, 'de'))?.id, q).toBe('021061');
      }
      for (const q of ['S. Candido', 'San Candido', 'St. Candido', 'Santo Candido']) {
        expect((await first(q))?.id, q).toBe('021077');
      }
      for (const q of ['S. Cristina', 'Santa Cristina', 'St. Christina']) {
        expect((await first(q))?.id, q).toBe('021085');
      }
    });

    it('with or without accents and hyphens: Urtijëi/urtijei, Sand-in-Taufers/Sand in Taufers', async () => {
      expect((await first('urtijei'))?.id).toBe('021061');
      expect((await first('Urtijëi'))?.id).toBe('021061');
      expect((await first('Sand-in-Taufers', 'de'))?.id).toBe('021017');
      expect((await first('sand in taufers', 'de'))?.id).toBe('021017');
    });

    it("'Bozen', 'Bolzano' and the Ladin 'Bulsan' all find Bolzano/Bozen", async () => {
      for (const q of ['Bozen', 'Bolzano', 'Bulsan', 'BULSAN']) {
        expect(await first(q, 'de'), q).toMatchObject({ id: BOLZANO, name: 'Bozen' });
      }
    });

    it('Gries is the quarter Gries-San Quirino of Bolzano', async () => {
      const gries = await first('Gries');
      expect(gries).toMatchObject({
        id: 'quarter:021008:gries-san-quirino',
        type: 'zone',
        municipality: { id: BOLZANO },
      });
      for (const q of ['gries', 'Gries-Quirein', 'Gries San Quirino']) {
        expect(await first(q, 'de'), q).toMatchObject({
          id: 'quarter:021008:gries-san-quirino',
          name: 'Gries-Quirein',
          municipality: { id: BOLZANO, name: 'Bozen' },
        });
      }
      // The second half of the name finds it too, after the streets that start with it
      // (Quireiner Straße): a word inside a name ranks after a name's start.
      const quirein = await search('/api/v1/locations/search?q=quirein&lang=de');
      expect(quirein).toContainEqual(
        expect.objectContaining({ id: 'quarter:021008:gries-san-quirino' }),
      );
    });

    it('every spelling the issue lists finds its municipality first', async () => {
      const cases: Record<string, readonly string[]> = {
        '021061': ['St Ulrich', 'Sankt-Ulrich', 'ortisei', 'Urtijëi', 'URTIJEI'],
        '021077': ['Innichen', 'San-Candido', 'S Candido'],
        '021085': ['St. Christina in Gröden', 'Santa Cristina Gherdëina', 'S. Crestina'],
        '021080': ['S. Leonardo in Passiria', 'St. Leonhard in Passeier', 'Sankt Leonhard'],
        '021026': ['Corvara in Badia', 'Corvara'],
        '021006': ['Badìa', 'Badia', 'Abtei'],
        '021089': ['Sëlva', 'Wolkenstein'],
        '021047': ['Mareo', 'Enneberg'],
        '021082': ['San Martin de Tor', 'St. Martin in Thurn'],
        '021117': ['La Val', 'Wengen'],
        '021074': ['Muehlbach', 'Mühlbach', 'MUHLBACH'],
        '021004': ['Eppan an der Weinstrasse', 'EPPAN AN DER WEINSTRASSE'],
        '021008': ['Bulsan', 'Balsan', 'Buls'],
        '021011': ['Persenon', 'Porsenù'],
        '021013': ['Bornech'],
        '021051': ['Maran'],
      };
      for (const [id, queries] of Object.entries(cases)) {
        for (const q of queries) {
          const found = await search(
            `/api/v1/locations/municipalities/search?q=${encodeURIComponent(q)}&lang=de`,
          );
          expect(found[0]?.id, q).toBe(id);
        }
      }
    });

    it('every official name of every municipality finds it, however it is typed', async () => {
      const all = await t.database.db
        .select({
          id: municipalities.id,
          it: municipalities.nameIt,
          de: municipalities.nameDe,
          lld: municipalities.nameLld,
        })
        .from(municipalities);
      expect(all).toHaveLength(116);
      const names = all.flatMap((m) =>
        [m.it, m.de, m.lld].filter((n): n is string => !!n).map((name) => ({ id: m.id, name })),
      );
      // One generated spelling per name (case, accents, umlauts, hyphens, Saint form); the seed
      // keeps the run repeatable, the domain's properties try many more spellings without the database.
      const spellings = fc.sample(fc.tuple(...names.map(({ name }) => typedSpelling(name))), {
        numRuns: 1,
        seed: 18_5,
      })[0]!;
      for (const [i, { id, name }] of names.entries()) {
        const q = spellings[i]!;
        const found = await search(
          `/api/v1/locations/municipalities/search?q=${encodeURIComponent(q)}&limit=50`,
        );
        expect(
          found.map((s) => s.id),
          `${name} typed as ${q}`,
        ).toContain(id);
      }
    });
  });

  describe('GET /api/v1/locations/municipalities/:id/streets (issue 18 §4)', () => {
    it("suggests the municipality's streets only, in the user's language, each name finding the others", async () => {
      const de = await search(
        `/api/v1/locations/municipalities/${BOLZANO}/streets?q=portici&lang=de`,
      );
      expect(de[0]).toMatchObject({
        type: 'street',
        name: 'Laubengasse',
        municipality: { id: BOLZANO },
      });
      expect(de.every((s) => s.municipality?.id === BOLZANO)).toBe(true);
      const it_ = await search(
        `/api/v1/locations/municipalities/${BOLZANO}/streets?q=museumstr&lang=it`,
      );
      expect(it_[0]).toMatchObject({ name: 'Via Museo', names: { de: 'Museumstraße' } });
      // Ortisei/St. Ulrich: the Ladin name finds the street and is answered with it.
      const lld = await search(
        '/api/v1/locations/municipalities/021061/streets?q=streda%20bataian&lang=it',
      );
      expect(lld[0]).toMatchObject({ name: 'Via Bataian', names: { lld: 'Streda Bataian' } });
      expect(await search('/api/v1/locations/municipalities/099999/streets?q=via&lang=it')).toEqual(
        [],
      );
    });

    it('finds a street however its kind is written: V. Museo, Museum Straße, Museumstr., Südtirolerstraße (seller-side.md §7)', async () => {
      const streets = (q: string, lang: string) =>
        search(
          `/api/v1/locations/municipalities/${BOLZANO}/streets?q=${encodeURIComponent(q)}&lang=${lang}`,
        );
      for (const q of ['V. Museo', 'via museo', 'Museum Straße', 'MUSEUMSTRASSE', 'Museumstr.']) {
        expect((await streets(q, 'it'))[0], q).toMatchObject({ name: 'Via Museo' });
        expect((await streets(q, 'de'))[0], q).toMatchObject({ name: 'Museumstraße' });
      }
      for (const q of ['Südtirolerstraße', 'sudtiroler str', 'Via Alto-Adige']) {
        expect((await streets(q, 'de'))[0], q).toMatchObject({ name: 'Südtiroler Straße' });
      }
      expect((await streets('P.zza Walther', 'it'))[0]?.name).toMatch(/^Piazza Walther/);
    });

    it("the saved searches' place search suggests streets the same way, in the user's language (buyer-side.md §7)", async () => {
      const de = await search('/api/v1/locations/search?q=V.%20Museo&lang=de');
      expect(de.find((s) => s.type === 'street')).toMatchObject({
        name: 'Museumstraße',
        municipality: { id: BOLZANO, name: 'Bozen' },
      });
      const it_ = await search('/api/v1/locations/search?q=Laubengasse&lang=it');
      expect(it_.find((s) => s.type === 'street')).toMatchObject({ name: 'Via dei Portici' });
    });
  });

  describe('bad input (issue 2 bad-input target)', () => {
    const paths = [
      '/api/v1/locations',
      '/api/v1/locations/search',
      '/api/v1/locations/municipalities/search',
    ];

    it('answers a 10,000-character q with 400 naming q, in the requested language', async () => {
      for (const path of paths) {
        const res = await t.app.inject({ url: `${path}?q=${'a'.repeat(10_000)}&lang=en` });
        expect(res.statusCode, path).toBe(400);
        expect(res.json<ErrorBody>()).toEqual({
          error: {
            code: 'validation_error',
            message: 'Some of the data is not valid.',
            fields: [{ field: 'q', message: 'At most 100 characters' }],
          },
        });
      }
    });

    it('answers an unknown lang with 400', async () => {
      for (const path of paths) {
        const res = await t.app.inject({
          url: `${path}?q=bolz&lang=es`,
          headers: { 'accept-language': 'de' },
        });
        expect(res.statusCode, path).toBe(400);
        expect(res.json<ErrorBody>().error.fields).toEqual([
          { field: 'lang', message: 'Nicht unterstützte Sprache: bitte it, de oder en verwenden' },
        ]);
      }
    });

    it('answers wrong types with 400 (limit not a number, out of range, q repeated)', async () => {
      const cases: [string, string, string][] = [
        ['limit=abc', 'limit', 'Inserire un numero'],
        ['limit=2.5', 'limit', 'Inserire un numero intero'],
        ['limit=0', 'limit', 'Il valore deve essere almeno 1'],
        ['limit=100000', 'limit', 'Il valore deve essere al massimo 50'],
        ['q=a&q=b', 'q', 'Inserire un testo'],
      ];
      for (const path of paths) {
        for (const [query, field, message] of cases) {
          const res = await t.app.inject({ url: `${path}?${query}` });
          expect(res.statusCode, `${path}?${query}`).toBe(400);
          expect(res.json<ErrorBody>().error).toEqual({
            code: 'validation_error',
            message: 'Alcuni dati non sono validi.',
            fields: [{ field, message }],
          });
        }
      }
    });

    it('treats SQL and HTML meta characters in q as plain text and refuses NUL bytes', async () => {
      for (const path of paths) {
        for (const q of [
          "'; drop table municipalities--",
          '<script>alert(1)</script>',
          "%' or '1'='1",
          '_%\\',
        ]) {
          const res = await t.app.inject({ url: `${path}?q=${encodeURIComponent(q)}` });
          expect(res.statusCode, `${path} ${q}`).toBe(200);
          expect(res.headers['content-type']).toMatch(/^application\/json/);
          expect(res.json<List>().data).toEqual([]);
        }
        // Punctuation around a real name does not hide it.
        const quoted = await search(`${path}?q=${encodeURIComponent("'bolz")}`);
        expect(quoted[0]?.id).toBe(BOLZANO);
        // A NUL byte is no text anyone types: a clear 400 like in every other field (issue 13).
        const nul = await t.app.inject({ url: `${path}?q=${encodeURIComponent("'bolz\u0000")}` });
        expect(nul.statusCode, path).toBe(400);
        expect(nul.json<{ error: { code: string } }>().error.code).toBe('validation_error');
      }
      // Every municipality is still there.
      expect(await t.database.db.$count(municipalities)).toBe(116);
    });
  });
});
