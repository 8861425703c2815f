import { describe, expect, it } from 'vitest';
import {
  cleanDetails,
  commercialRoomsFor,
  gardenTypesFor,
  isFieldVisible,
  parkingFlagsFor,
  parkingSpotsFor,
  showsBuildingBlock,
  showsGardenArea,
  showsHeating,
  showsLift,
  showsNumOfUnits,
  showsOrientation,
  showsReachableTruck,
  showsSellType,
  showsTownhousePosition,
  showsTurnoverAndProfit,
} from './visibility.ts';

describe('field visibility (seller-side.md §5 Field visibility)', () => {
  it('shows the units count for every residential type except villa', () => {
    expect(showsNumOfUnits('residential', 'apartment')).toBe(true);
    expect(showsNumOfUnits('residential', 'house')).toBe(true);
    expect(showsNumOfUnits('residential', 'townhouse')).toBe(true);
    expect(showsNumOfUnits('residential', 'villa')).toBe(false);
  });

  it('shows the townhouse position for townhouses only', () => {
    expect(showsTownhousePosition('residential', 'townhouse')).toBe(true);
    expect(showsTownhousePosition('residential', 'apartment')).toBe(false);
  });

  it('shows the lift for apartment, house, store, bar, restaurant, office, workshop and industry', () => {
    const yes = [
      ['residential', 'apartment'],
      ['residential', 'house'],
      ['commercial', 'store'],
      ['commercial', 'bar'],
      ['commercial', 'restaurant'],
      ['commercial', 'office'],
      ['commercial', 'workshop'],
      ['commercial', 'industry'],
    ] as const;
    const no = [
      ['residential', 'villa'],
      ['residential', 'townhouse'],
      ['commercial', 'hotel'],
      ['commercial', 'warehouse'],
      ['garage', 'garage'],
    ] as const;
    for (const [c, s] of yes) expect(showsLift(c, s)).toBe(true);
    for (const [c, s] of no) expect(showsLift(c, s)).toBe(false);
  });

  it('shows truck access for warehouse and workshop (and garages, seller-side.md §3)', () => {
    expect(showsReachableTruck('commercial', 'warehouse')).toBe(true);
    expect(showsReachableTruck('commercial', 'workshop')).toBe(true);
    expect(showsReachableTruck('commercial', 'store')).toBe(false);
    expect(showsReachableTruck('garage', 'parkingLot')).toBe(true);
    expect(showsReachableTruck('residential', 'house')).toBe(false);
  });

  it('hides the orientation for hotel, workshop, industry and warehouse', () => {
    for (const s of ['hotel', 'workshop', 'industry', 'warehouse'] as const)
      expect(showsOrientation('commercial', s)).toBe(false);
    for (const s of ['office', 'store', 'bar', 'restaurant'] as const)
      expect(showsOrientation('commercial', s)).toBe(true);
    expect(showsOrientation('residential', 'villa')).toBe(true);
  });

  it('hides heating for a villa', () => {
    expect(showsHeating('residential', 'villa')).toBe(false);
    expect(showsHeating('residential', 'apartment')).toBe(true);
    expect(isFieldVisible('residential', 'villa', 'heatingType')).toBe(false);
  });

  it('offers no sell type for an office', () => {
    expect(showsSellType('commercial', 'office')).toBe(false);
    expect(showsSellType('commercial', 'bar')).toBe(true);
  });

  it('applies turnover and profit except to office and warehouse', () => {
    expect(showsTurnoverAndProfit('commercial', 'office')).toBe(false);
    expect(showsTurnoverAndProfit('commercial', 'warehouse')).toBe(false);
    expect(showsTurnoverAndProfit('commercial', 'hotel')).toBe(true);
    expect(isFieldVisible('commercial', 'warehouse', 'commercialInfo')).toBe(false);
  });

  it('shows the garden area only for a private garden; a villa offers no community garden', () => {
    expect(showsGardenArea('private')).toBe(true);
    expect(showsGardenArea('community')).toBe(false);
    expect(showsGardenArea('no')).toBe(false);
    expect(gardenTypesFor('villa')).toEqual(['no', 'private']);
    expect(gardenTypesFor('apartment')).toEqual(['no', 'private', 'community']);
  });

  it('offers garage and parking lot, or parking lot and truck lot for workshop, industry, warehouse (§2 Step 3)', () => {
    expect(parkingSpotsFor('residential', 'apartment')).toEqual(['garage', 'parkingLot']);
    expect(parkingSpotsFor('commercial', 'store')).toEqual(['garage', 'parkingLot']);
    for (const s of ['workshop', 'industry', 'warehouse'] as const) {
      expect(parkingSpotsFor('commercial', s)).toEqual(['parkingLot', 'truckLot']);
    }
    expect(parkingSpotsFor('buildingland', 'residential')).toEqual([]);
  });

  it('offers common and bike parking except for a villa', () => {
    expect(parkingFlagsFor('residential', 'apartment')).toEqual(['common', 'bike']);
    expect(parkingFlagsFor('residential', 'villa')).toEqual([]);
    expect(parkingFlagsFor('commercial', 'bar')).toEqual([]);
  });

  it('shows the building block for houses and industry (§3 House block)', () => {
    expect(showsBuildingBlock('residential', 'house')).toBe(true);
    expect(showsBuildingBlock('commercial', 'industry')).toBe(true);
    expect(showsBuildingBlock('residential', 'apartment')).toBe(false);
    expect(isFieldVisible('residential', 'apartment', 'overGroundArea')).toBe(false);
  });

  it('offers kitchen to offices, seats to bar, restaurant and office, outside seats to bar and restaurant (§3)', () => {
    expect(commercialRoomsFor('office')).toEqual(['bath', 'wc', 'kitchen', 'seats']);
    expect(commercialRoomsFor('bar')).toEqual(['bath', 'wc', 'seats', 'externalSeats']);
    expect(commercialRoomsFor('warehouse')).toEqual(['bath', 'wc']);
  });

  it('shows gross area for industrial land, surface index except residential land, beds for hotel land (§3)', () => {
    expect(isFieldVisible('buildingland', 'industrial', 'grossArea')).toBe(true);
    expect(isFieldVisible('buildingland', 'residential', 'grossArea')).toBe(false);
    expect(isFieldVisible('buildingland', 'residential', 'surfaceIndex')).toBe(false);
    expect(isFieldVisible('buildingland', 'hotel', 'surfaceIndex')).toBe(true);
    expect(isFieldVisible('buildingland', 'hotel', 'maxBeds')).toBe(true);
    expect(isFieldVisible('buildingland', 'industrial', 'maxBeds')).toBe(false);
    expect(isFieldVisible('buildingland', 'residential', 'catastralArea')).toBe(true);
  });
});

describe('cleanDetails (seller-side.md §4 switched-off values, §5 villa rules)', () => {
  it('drops hidden fields of a villa and turns its community garden into none', () => {
    const cleaned = cleanDetails('residential', 'villa', {
      numOfUnits: 8,
      heating: 'central',
      townhousePosition: 'center',
      garden: { type: 'community', area: 300 },
      parking: { garage: { number: 2, price: 0 }, common: true, bike: true },
      condition: 2,
    });
    expect(cleaned).toEqual({
      garden: { type: 'no', area: 0 },
      parking: { garage: { number: 2, price: 0 } },
      condition: 2,
    });
  });

  it('resets additional areas with amount 0 and parking prices below 1 place', () => {
    const cleaned = cleanDetails('residential', 'apartment', {
      areas: { cellar: { amount: 0, area: 12 }, balcony: { amount: 2, area: 8 } },
      parking: { garage: { number: 0, price: 25000 }, parkingLot: { number: 1, price: 12000 } },
      garden: { type: 'private', area: 150 },
    });
    expect(cleaned).toEqual({
      areas: { cellar: { amount: 0, area: 0 }, balcony: { amount: 2, area: 8 } },
      parking: { garage: { number: 0, price: 0 }, parkingLot: { number: 1, price: 12000 } },
      garden: { type: 'private', area: 150 },
    });
  });

  it('keeps only the parking kinds and rooms a commercial subtype offers', () => {
    const cleaned = cleanDetails('commercial', 'warehouse', {
      parking: { garage: { number: 1, price: 1 }, truckLot: { number: 2, price: 0 } },
      rooms: { bath: 1, wc: 2, seats: 40 },
      sellType: 'walls',
      commercialInfo: { avgAnnualTurnover: 1 },
      exteriorArea: 500,
    });
    expect(cleaned).toEqual({
      parking: { truckLot: { number: 2, price: 0 } },
      rooms: { bath: 1, wc: 2 },
      sellType: 'walls',
      exteriorArea: 500,
    });
  });

  it('drops the sell type of an office', () => {
    expect(cleanDetails('commercial', 'office', { sellType: 'both', floor: 2 })).toEqual({
      floor: 2,
    });
  });
});
