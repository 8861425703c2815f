import { describe, expect, it } from 'vitest';
import { normalizeSearchText, placeQueryKeys, placeSearchKey } from './search-text.ts';

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
