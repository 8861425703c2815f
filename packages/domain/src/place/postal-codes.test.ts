import { describe, expect, it } from 'vitest';
import { MUNICIPALITY_POSTAL_CODES, municipalityPostalCode } from './postal-codes.ts';

describe('postal codes of the municipalities (issue 32 point 2: OpenImmo geo/plz)', () => {
  it('has the 116 municipalities of the province, 021001 to 021118, each with South Tyrol codes', () => {
    const codes = Object.keys(MUNICIPALITY_POSTAL_CODES);
    expect(codes).toHaveLength(116);
    for (const istat of codes) {
      expect(istat).toMatch(/^021\d{3}$/);
      expect(Number(istat.slice(3))).toBeGreaterThanOrEqual(1);
      expect(Number(istat.slice(3))).toBeLessThanOrEqual(118);
      const postal = MUNICIPALITY_POSTAL_CODES[istat]!;
      expect(postal.length).toBeGreaterThan(0);
      for (const code of postal) expect(code).toMatch(/^39\d{3}$/);
      expect(new Set(postal).size).toBe(postal.length);
    }
  });

  it("answers the main office's code a portal shows for a listing", () => {
    expect(municipalityPostalCode('021008')).toBe('39100'); // Bolzano/Bozen
    expect(municipalityPostalCode('021051')).toBe('39012'); // Merano/Meran
    expect(municipalityPostalCode('021013')).toBe('39031'); // Brunico/Bruneck
    expect(municipalityPostalCode('021011')).toBe('39042'); // Bressanone/Brixen
    expect(municipalityPostalCode('021061')).toBe('39046'); // Ortisei/St. Ulrich/Urtijëi
    expect(municipalityPostalCode('021118')).toBe('39010'); // Senale-San Felice, the highest number
    // Two municipalities may share a code: Vipiteno/Sterzing and Val di Vizze/Pfitsch.
    expect(municipalityPostalCode('021115')).toBe('39049');
    expect(municipalityPostalCode('021107')).toBe('39049');
    for (const [istat, postal] of Object.entries(MUNICIPALITY_POSTAL_CODES)) {
      expect(municipalityPostalCode(istat)).toBe(postal[0]);
    }
  });

  it('answers nothing outside South Tyrol, for numbers no longer in use, or for odd input', () => {
    expect(municipalityPostalCode('022205')).toBeUndefined(); // Trento
    expect(municipalityPostalCode('021078')).toBeUndefined(); // a number no municipality of the province has
    expect(municipalityPostalCode('21008')).toBeUndefined();
    expect(municipalityPostalCode('')).toBeUndefined();
    expect(municipalityPostalCode('constructor')).toBeUndefined();
  });
});
