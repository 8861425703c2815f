import { describe, expect, it } from 'vitest';
import { placeLabel } from './place-label';

describe('placeLabel (seller-side.md §2 Location picker: chosen locations)', () => {
  it('names a zone or street with its municipality, a municipality alone', () => {
    const bolzano = { id: '021008', name: 'Bolzano' };
    expect(placeLabel({ type: 'zone', name: 'Gries', municipality: bolzano })).toBe(
      'Gries (Bolzano)',
    );
    expect(placeLabel({ type: 'street', name: 'Via Museo', municipality: bolzano })).toBe(
      'Via Museo (Bolzano)',
    );
    expect(placeLabel({ type: 'municipality', name: 'Bolzano', municipality: bolzano })).toBe(
      'Bolzano',
    );
    expect(placeLabel({ type: 'zone', name: 'Bolzano', municipality: bolzano })).toBe('Bolzano');
    expect(placeLabel({ type: 'zone', name: 'Gries', municipality: null })).toBe('Gries');
  });
});
