import { resources } from '@domus/domain/i18n/resources';
import { formatMoney } from '@domus/domain/format/money';
import type { Property } from '@domus/domain/listing/property.schema';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { detailSections, detailSummary, type Translate } from './detail-sections';
import { galleryImages } from './gallery-images';

const i18n = i18next.createInstance();
let t: Translate;

beforeAll(async () => {
  await i18n.init({ resources, lng: 'it', ns: ['common', 'property', 'detail'] });
  t = i18n.t.bind(i18n) as unknown as Translate;
});

const common = {
  _id: 'p1',
  property_id: 1001,
  rent: false,
  price: 350000,
  rentPrice: null,
  title: { it: 'Trilocale', de: 'Dreizimmerwohnung', en: 'Flat' },
  description: { it: '', de: '', en: '' },
  informations: null,
  cataster: null,
  video: null,
  images: [],
  plans: [],
  mainImage: null,
  mainImages: [],
  isConfirmed: true,
  isDraft: false,
  location: null,
  owner: null,
  externalAgent: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const typeOf = (category: string, id: string) => ({
  _id: 't',
  id,
  type: category,
  category,
  name: { it: id, de: id, en: id },
});

function property(category: string, subtype: string, fields: Record<string, unknown>): Property {
  return { ...common, category, type: typeOf(category, subtype), ...fields } as unknown as Property;
}

function rows(p: Property, section: string) {
  const found = detailSections(p, 'it', t).find((s) => s.key === section);
  return Object.fromEntries((found?.rows ?? []).map((row) => [row.key, row.value]));
}

describe('detail sections (buyer-side.md §2 Property detail, seller-side.md §3)', () => {
  const villa = property('residential', 'villa', {
    numOfUnits: 8,
    lift: true,
    heating: 'central',
    condition: 2,
    rooms: { bed: 3, living: 1, dining: 1, bath: 2, wc: 1, kitchen: 1, room: 0 },
    areas: { cellar: { amount: 1, area: 12.5 }, terrace: { amount: 0, area: 0 } },
    area: 1234.5,
    garden: { type: 'private', area: 300 },
    parking: { garage: { number: 2, price: 25000 }, common: true },
    maxGroundCover: 40,
  });

  it('labels and formats each value in the page language (m², €, yes/no, enum labels)', () => {
    expect(rows(villa, 'properties').condition).toBe('Buono');
    expect(rows(villa, 'areas').area).toBe('1.234,5 m²');
    expect(rows(villa, 'areas')['areas.cellar']).toBe('1 × 12,5 m²');
    expect(rows(villa, 'areas')['garden.area']).toBe('300 m²');
    expect(rows(villa, 'amenities')['parking.garage']).toBe(`2 × ${formatMoney(25000, 'it')}`);
    expect(rows(villa, 'rooms')['rooms.bed']).toBe('3');
  });

  it('leaves out what a villa does not show: units, lift, heating, common parking (seller-side.md §5)', () => {
    expect(rows(villa, 'properties')).not.toHaveProperty('numOfUnits');
    expect(rows(villa, 'properties')).not.toHaveProperty('heating');
    expect(rows(villa, 'properties')).not.toHaveProperty('maxGroundCover');
    expect(rows(villa, 'amenities')).not.toHaveProperty('lift');
    expect(rows(villa, 'amenities')).not.toHaveProperty('parking.common');
  });

  it('shows the rent a sale listing also names, labelled as its form labels it (seller-side.md §2 Step 3)', () => {
    const flat = property('residential', 'apartment', { rentPrice: 1200 });
    expect(rows(flat, 'properties').rentPrice).toBe(formatMoney(1200, 'it'));
    const rowOf = (p: Property) =>
      detailSections(p, 'it', t)
        .flatMap((s) => s.rows)
        .find((row) => row.key === 'rentPrice');
    expect(rowOf(flat)?.label).toBe('Canone di locazione');
    const office = property('commercial', 'office', { rentPrice: 400000 });
    expect(rowOf(office)?.label).toBe('Prezzo dei muri');
    // Building land is only sold (its form has no rent), and a rented listing's price already
    // is its rent.
    expect(rowOf(property('buildingland', 'residential', { rentPrice: 500 }))).toBe(undefined);
    expect(rowOf(property('residential', 'apartment', { rent: true, rentPrice: 1200 }))).toBe(
      undefined,
    );
  });

  it('leaves out empty counts and areas', () => {
    expect(rows(villa, 'rooms')).not.toHaveProperty('rooms.room');
    expect(rows(villa, 'areas')).not.toHaveProperty('areas.terrace');
  });

  it('sums rooms (bed, living, dining) and baths (bath, WC) for the summary (seller-side.md §9)', () => {
    expect(detailSummary(villa)).toEqual({ rooms: 5, baths: 3, area: 1234.5 });
  });

  it('sums building land up by its cadastral area, the area its card shows (buyer-side.md §2)', () => {
    const land = property('buildingland', 'residential', { catastralArea: 1500 });
    expect(detailSummary(land)).toEqual({ rooms: null, baths: null, area: 1500 });
  });

  it('shows percentages, indices and hotel stars of land and hotels', () => {
    const land = property('buildingland', 'residential', {
      maxGroundCover: 40,
      cubicIndex: 1.5,
      surfaceIndex: 0.4,
      catastralArea: 900,
    });
    expect(rows(land, 'properties').maxGroundCover).toBe('40%');
    expect(rows(land, 'properties').cubicIndex).toBe('1,5 m³/m²');
    expect(rows(land, 'properties')).not.toHaveProperty('surfaceIndex');
    const hotel = property('commercial', 'hotel', {
      hotel: {
        stars: 4.5,
        sleepingPlaces: 40,
        barPlaces: 0,
        restaurantPlaces: 60,
        spa: 200,
        conferenceRooms: 0,
      },
      rooms: { bath: 2, wc: 1, kitchen: 1, seats: 30, externalSeats: 0 },
    });
    expect(rows(hotel, 'properties')['hotel.stars']).toBe('4 stelle superior');
    expect(rows(hotel, 'rooms')).toMatchObject({ 'hotel.sleepingPlaces': '40', 'rooms.bath': '2' });
    // A hotel offers no kitchen or seats among its rooms (seller-side.md §3 Commercial).
    expect(rows(hotel, 'rooms')).not.toHaveProperty('rooms.seats');
    expect(rows(hotel, 'areas')['hotel.spa']).toBe('200 m²');
  });

  it('lists the crops of agricultural land with their hectares', () => {
    const land = property('agriculture', 'agriculture', {
      cultivation: [{ description: 'Meleto', area: 1.25 }],
      sprinklers: false,
    });
    expect(rows(land, 'cultivation')['cultivation.0']).toBe('1,25 ha');
    expect(rows(land, 'amenities').sprinklers).toBe('No');
  });
});

describe('gallery order (seller-side.md §2 confirm dialog)', () => {
  const file = (id: string, type = 'image') => ({ _id: id, url: `/${id}`, name: id, type });
  it('puts the main image first, then the main images, then the rest, each once', () => {
    const order = galleryImages({
      images: [file('a'), file('b'), file('c'), file('d')],
      plans: [],
      mainImage: 'c',
      mainImages: ['c', 'b'],
    } as never).map((f) => f._id);
    expect(order).toEqual(['c', 'b', 'a', 'd']);
  });
});
