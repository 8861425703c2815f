import { describe, expect, it } from 'vitest';
import {
  normalizeSearchText,
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
    expect(placeQueryKeys('Porsenù')).toContain('bressanone');
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
