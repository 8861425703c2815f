import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './constants.ts';
import { placeDataAttributions, placeDataSources } from './agency.config.ts';

describe('place data attributions (CC BY of the place data and the street register)', () => {
  it('names every source in the reader language and keeps the licensor wording', () => {
    expect(placeDataAttributions('it')).toEqual([
      'Confini comunali: ISTAT / openpolis, CC BY 4.0',
      "Località: Who's On First, GeoNames (CC BY), Quattroshapes (CC BY)",
      'Vie e numeri civici: ANNCSU – Agenzia delle Entrate / ISTAT, CC BY 4.0',
      'Codici postali: IndicePA – AgID, CC BY 4.0',
    ]);
    expect(placeDataAttributions('de')[0]).toBe('Gemeindegrenzen: ISTAT / openpolis, CC BY 4.0');
    for (const lang of LANGUAGES) {
      const lines = placeDataAttributions(lang);
      expect(lines).toHaveLength(placeDataSources.length);
      lines.forEach((line, i) => expect(line.endsWith(placeDataSources[i]!.source)).toBe(true));
    }
  });
});
