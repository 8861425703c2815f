import { describe, expect, it } from 'vitest';
import { bilingualPlaceName, listingPlaceName, placeName } from './place-name.ts';

const ortisei = { it: 'Ortisei', de: 'St. Ulrich in Gröden', lld: 'Urtijëi' };

describe('place names (seller-side.md §1: for place names en is shown as it)', () => {
  it('shows the Italian name in it and en and the German one in de', () => {
    expect(placeName(ortisei, 'it')).toBe('Ortisei');
    expect(placeName(ortisei, 'en')).toBe('Ortisei');
    expect(placeName(ortisei, 'de')).toBe('St. Ulrich in Gröden');
  });

  it('shows the Ladin name where asked and falls back to Italian, then German', () => {
    expect(placeName(ortisei, 'lld')).toBe('Urtijëi');
    expect(placeName({ it: 'Bolzano', de: 'Bozen' }, 'lld')).toBe('Bolzano');
    expect(placeName({ de: 'Gries' }, 'lld')).toBe('Gries');
  });

  it('falls back to the other official name when one is missing', () => {
    expect(placeName({ it: '', de: 'Oberbozen' }, 'en')).toBe('Oberbozen');
    expect(placeName({ it: 'Soprabolzano' }, 'de')).toBe('Soprabolzano');
    expect(placeName({}, 'it')).toBe('');
  });

  it("names a listing's place by its zone and municipality, the zone only when it adds something", () => {
    const bolzano = { it: 'Bolzano', de: 'Bozen' };
    const gries = { it: 'Gries', de: 'Gries' };
    expect(listingPlaceName({ municipality: bolzano, zone: gries }, 'de')).toBe('Gries, Bozen');
    expect(listingPlaceName({ municipality: bolzano, zone: null }, 'en')).toBe('Bolzano');
    expect(listingPlaceName({ municipality: gries, zone: gries }, 'it')).toBe('Gries');
    expect(listingPlaceName({ municipality: null, zone: null }, 'it')).toBe('');
  });

  it('writes both official names as Italian/German', () => {
    expect(bilingualPlaceName({ it: 'Bolzano', de: 'Bozen' })).toBe('Bolzano/Bozen');
    expect(bilingualPlaceName({ it: 'Gries', de: 'Gries' })).toBe('Gries');
  });
});
