import { describe, expect, it } from 'vitest';
import { isInSouthTyrol } from './south-tyrol.ts';

describe('positions in South Tyrol (issue 13 point 7)', () => {
  it('takes Bolzano, Merano, Brunico, Vipiteno and the corners of the province', () => {
    for (const position of [
      { lat: 46.4983, lng: 11.3548 }, // Bolzano, Via Museo
      { lat: 46.6713, lng: 11.1594 }, // Merano
      { lat: 46.7966, lng: 11.9368 }, // Brunico
      { lat: 46.8976, lng: 11.4307 }, // Vipiteno
      { lat: 47.0918, lng: 12.1 }, // Vetta d'Italia, the north
      { lat: 46.2198, lng: 11.2 }, // Salorno, the south
      { lat: 46.75, lng: 10.3862 }, // Val Venosta at the Swiss border, the west
      { lat: 46.7, lng: 12.4777 }, // Sesto, the east
    ]) {
      expect(isInSouthTyrol(position)).toBe(true);
    }
  });

  it('refuses (0, 0), swapped coordinates, Trento, Innsbruck and Milan', () => {
    for (const position of [
      { lat: 0, lng: 0 },
      { lat: 11.3548, lng: 46.4983 },
      { lat: 46.0679, lng: 11.1211 },
      { lat: 47.2692, lng: 11.4041 },
      { lat: 45.4642, lng: 9.19 },
    ]) {
      expect(isInSouthTyrol(position)).toBe(false);
    }
  });
});
