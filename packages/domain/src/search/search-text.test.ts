import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { typedSpelling } from '../testing/place-spelling-arbitrary.ts';
import {
  normalizeSearchText,
  placeKeyMatches,
  placeQueryKeys,
  placeSearchKey,
  streetQueryKeys,
  suggestedStreetName,
} from './search-text.ts';

describe('normalizeSearchText (issue 2: case and accent insensitive place search)', () => {
  it('removes case, accents and punctuation', () => {
    expect(normalizeSearchText('Urtijëi')).toBe('urtijei');
    expect(normalizeSearchText('  BRUNECK ')).toBe('bruneck');
    expect(normalizeSearchText("Sant'Anna / St. Anna")).toBe('sant anna st anna');
    expect(normalizeSearchText('Sëlva')).toBe('selva');
  });

  it('spells ß and umlauts the way people type them without a German keyboard', () => {
    expect(normalizeSearchText('Eppan an der Weinstraße')).toBe('eppan an der weinstrasse');
    expect(normalizeSearchText('Mühlwald')).toBe('muhlwald');
  });

  it('keeps digits and returns an empty key for symbols only', () => {
    expect(normalizeSearchText('Via 4 Novembre')).toBe('via 4 novembre');
    expect(normalizeSearchText('%_<>;--')).toBe('');
  });
});

describe('placeSearchKey', () => {
  it('joins the distinct normalised names with |', () => {
    expect(placeSearchKey(['Ortisei', 'St. Ulrich in Gröden', 'Urtijëi', null])).toBe(
      'ortisei|st ulrich in groden|st ulrich in groeden|urtijei',
    );
    expect(placeSearchKey(['Gries', 'Gries', undefined])).toBe('gries');
  });

  it('adds the transcribed spelling of umlauts', () => {
    expect(placeSearchKey(['Selva dei Molini', 'Mühlwald'])).toBe(
      'selva dei molini|muhlwald|muehlwald',
    );
  });
});

describe('placeQueryKeys (issue 18 §5: how people type South Tyrol names)', () => {
  it("writes a Saint word every way South Tyrol writes it: St./Sankt/S./San/Santa/Sant'", () => {
    expect(placeQueryKeys('Sankt Ulrich')).toContain('st ulrich');
    expect(placeQueryKeys('S. Candido')).toContain('san candido');
    expect(placeQueryKeys('St. Christina')).toContain('santa christina');
    expect(placeQueryKeys('S. Andrea')).toContain('sant andrea');
    expect(placeQueryKeys('Sankt Ulrich')[0]).toBe('sankt ulrich');
  });

  it('leaves a query without a Saint word, or with a trailing "s" still being typed, alone', () => {
    expect(placeQueryKeys('Meran')).toEqual(['meran']);
    expect(placeQueryKeys('bolzano s')).toEqual(['bolzano s']);
    expect(placeQueryKeys('  ')).toEqual([]);
  });

  it('knows the Ladin names of the towns: Bulsan is Bolzano', () => {
    expect(placeQueryKeys('Bulsan')).toEqual(['bulsan', 'bolzano']);
    expect(placeQueryKeys('Balsan')).toContain('bolzano');
    expect(placeQueryKeys('Porsenù')).toContain('bressanone');
    expect(placeQueryKeys('Persenon')).toContain('bressanone');
    expect(placeQueryKeys('Maran')).toContain('merano');
    expect(placeQueryKeys('Bornech')).toContain('brunico');
  });

  it('finds the town while its Ladin name is still being typed, from four letters on', () => {
    expect(placeQueryKeys('Buls')).toContain('bolzano');
    expect(placeQueryKeys('Bul')).toEqual(['bul']);
    // Burnech, the other spelling of Bornech, as soon as four letters single it out.
    expect(placeQueryKeys('Burn')).toContain('brunico');
    // A name given whole (the address check) is not being typed.
    expect(placeQueryKeys('Buls', { typing: false })).toEqual(['buls']);
    expect(placeQueryKeys('Bulsan', { typing: false })).toContain('bolzano');
  });

  it("S. Crestina, Gherdëina's spelling, is Santa Cristina with every Saint form", () => {
    const keys = placeQueryKeys('S. Crestina');
    expect(keys).toContain('santa cristina');
    expect(keys).toContain('st cristina');
    expect(keys.length).toBeLessThanOrEqual(16);
  });
});

/**
 * Official names (Italian, German, Ladin) of the municipalities that issue 18 §5 names, as the
 * place data writes them.
 */
const PLACES: Record<string, readonly string[]> = {
  ortisei: ['Ortisei', 'St. Ulrich', 'Urtijëi'],
  sanCandido: ['San Candido', 'Innichen'],
  santaCristina: [
    'Santa Cristina Valgardena',
    'St. Christina in Gröden',
    'Santa Cristina Gherdëina',
  ],
  sanLeonardo: ['San Leonardo in Passiria', 'St. Leonhard in Passeier'],
  corvara: ['Corvara in Badia', 'Corvara'],
  badia: ['Badia', 'Abtei'],
  selva: ['Selva di Val Gardena', 'Wolkenstein in Gröden', 'Sëlva'],
  marebbe: ['Marebbe', 'Enneberg', 'Mareo'],
  sanMartino: ['San Martino in Badia', 'St. Martin in Thurn', 'San Martin de Tor'],
  laValle: ['La Valle', 'Wengen', 'La Val'],
  rio: ['Rio di Pusteria', 'Mühlbach'],
  appiano: ['Appiano sulla strada del vino', 'Eppan an der Weinstraße'],
  bolzano: ['Bolzano', 'Bozen'],
};

/** A name as a street or hamlet register might hold it: words with accents, maybe a Saint. */
const wordArb = fc
  .array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzäöüßàèéìòùëÄÖÜ'), {
    minLength: 2,
    maxLength: 9,
  })
  .map((letters) => letters.join(''))
  .filter((w) => !['san', 'santa', 'santo', 'sant', 'sankt', 'st'].includes(w.toLowerCase()));
const nameArb = fc
  .tuple(
    fc.option(fc.constantFrom('San', 'Santa', "Sant'", 'S.', 'St.', 'Sankt'), { nil: undefined }),
    fc.array(wordArb, { minLength: 1, maxLength: 4 }),
  )
  .map(([saint, words]) =>
    saint ? `${saint}${saint.endsWith("'") ? '' : ' '}${words.join(' ')}` : words.join(' '),
  );

describe('properties of the place spelling (issue 18 §5)', () => {
  it('normalising is idempotent and leaves only letters, digits and single spaces', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        const key = normalizeSearchText(text);
        expect(normalizeSearchText(key)).toBe(key);
        expect(key).toMatch(/^(?:[\p{L}\p{N}]+(?: [\p{L}\p{N}]+)*)?$/u);
      }),
    );
  });

  it('every official name of every place named in the issue finds it however it is typed', () => {
    const places = Object.values(PLACES);
    const typed = fc.constantFrom(...places).chain((names) =>
      fc.tuple(
        fc.constant(names),
        fc.constantFrom(...names).chain((n) => typedSpelling(n)),
      ),
    );
    fc.assert(
      fc.property(typed, ([names, query]) => {
        expect(placeKeyMatches(placeSearchKey(names), placeQueryKeys(query)), query).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('any name, a street or a hamlet too, is found under each spelling variant', () => {
    fc.assert(
      fc.property(
        nameArb.chain((name) => fc.tuple(fc.constant(name), typedSpelling(name))),
        ([name, query]) => {
          expect(placeKeyMatches(placeSearchKey([name]), placeQueryKeys(query)), query).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('the typed query is always its own first key', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (query) => {
        const keys = placeQueryKeys(query);
        expect(keys[0]).toBe(normalizeSearchText(query) || undefined);
        expect(keys.length).toBeLessThanOrEqual(16);
      }),
    );
  });
});

describe('placeKeyMatches', () => {
  it('finds a key inside any stored name, never across two names', () => {
    expect(placeKeyMatches('ortisei|st ulrich|urtijei', ['ulr'])).toBe(true);
    expect(placeKeyMatches('ortisei|st ulrich', ['ortisei st'])).toBe(false);
    expect(placeKeyMatches('gries', [])).toBe(false);
  });

  it('covers the spellings issue 18 §5 lists', () => {
    const cases: [string, readonly string[]][] = [
      ['St. Ulrich', PLACES.ortisei!],
      ['St Ulrich', PLACES.ortisei!],
      ['Sankt Ulrich', PLACES.ortisei!],
      ['Sankt-Ulrich', PLACES.ortisei!],
      ['S. Ulrich', PLACES.ortisei!],
      ['Ortisei', PLACES.ortisei!],
      ['Urtijëi', PLACES.ortisei!],
      ['S. Candido', PLACES.sanCandido!],
      ['Innichen', PLACES.sanCandido!],
      ['S. Cristina', PLACES.santaCristina!],
      ['St. Christina', PLACES.santaCristina!],
      ['S. Crestina', PLACES.santaCristina!],
      ['S. Leonardo in Passiria', PLACES.sanLeonardo!],
      ['St. Leonhard in Passeier', PLACES.sanLeonardo!],
      ['Corvara in Badia', PLACES.corvara!],
      ['Badìa', PLACES.badia!],
      ['Sëlva', PLACES.selva!],
      ['Muehlbach', PLACES.rio!],
      ['MÜHLBACH', PLACES.rio!],
      ['Weinstrasse', PLACES.appiano!],
      ['Bulsan', PLACES.bolzano!],
    ];
    for (const [query, names] of cases) {
      expect(placeKeyMatches(placeSearchKey(names), placeQueryKeys(query)), query).toBe(true);
    }
  });
});

describe('streetQueryKeys (issue 18 §4: a street found however its kind is written)', () => {
  it('writes out an abbreviated Italian street kind before the name', () => {
    expect(streetQueryKeys('V. Museo')).toEqual(['v museo', 'via museo']);
    expect(streetQueryKeys('P.zza Walther')).toContain('piazza walther');
    expect(streetQueryKeys('V.le Druso')).toContain('viale druso');
    expect(streetQueryKeys('C.so Libertà')).toContain('corso liberta');
    expect(streetQueryKeys('Loc. Passo Sella')).toContain('localita passo sella');
  });

  it('leaves a lone first letter alone: it is a name being typed', () => {
    expect(streetQueryKeys('V')).toEqual(['v']);
    expect(streetQueryKeys('Vintler')).toEqual(['vintler']);
  });

  it('joins a German street kind to the name and sets a joined one apart, with ß or ss', () => {
    expect(streetQueryKeys('Museum Straße')).toContain('museumstrasse');
    expect(streetQueryKeys('Museum Str.')).toContain('museumstr');
    expect(streetQueryKeys('Südtirolerstraße')).toContain('sudtiroler strasse');
    expect(streetQueryKeys('Sudtirolerstr')).toContain('sudtiroler str');
    expect(streetQueryKeys('MUSEUMSTRASSE')[0]).toBe('museumstrasse');
    // A short word is not a street kind with a name before it.
    expect(streetQueryKeys('Weg')).toEqual(['weg']);
  });

  it('keeps the ways of writing Saint', () => {
    expect(streetQueryKeys('Via S. Giovanni')).toContain('via san giovanni');
  });
});

describe('suggestedStreetName (issue 18 §4: Ladin where it exists)', () => {
  const bataian = { name: 'Via Bataian', names: { lld: 'Streda Bataian' } };
  it('offers the Ladin name to a user typing it', () => {
    expect(suggestedStreetName(bataian, 'streda bat')).toBe('Streda Bataian');
  });
  it("offers the name in the user's language otherwise", () => {
    expect(suggestedStreetName(bataian, 'bataian')).toBe('Via Bataian');
    expect(suggestedStreetName(bataian, 'V. Bataian')).toBe('Via Bataian');
    expect(suggestedStreetName({ name: 'Via Museo' }, 'museumstr')).toBe('Via Museo');
  });
});
