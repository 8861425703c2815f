/**
 * The demo content: sellers, about sixty listings across every category and nearly every subtype
 * in towns all over South Tyrol, and testimonies. Prices follow the local market (2024–2025
 * asking prices: about 4,000–6,500 €/m² for flats in Bolzano and Merano, less in the valleys;
 * rents of 11–16 €/m² a month). Streets are real streets of each town; titles and descriptions
 * are composed in Italian, German and English from each listing's own figures.
 */
import type { Category } from '@domus/domain/core/constants';

type L = { it: string; de: string; en: string };

/** A seller of the demo data. */
export type DemoSeller = {
  sellerType: 'private' | 'agent' | 'construction';
  salutation?: 'f' | 'm';
  name?: string;
  familyName?: string;
  companyName?: string;
  email: string;
  tel: string;
  language: 'it' | 'de' | 'en';
  /** The seller also gets an account, so that the login and "my listings" can be tried. */
  account?: boolean;
};

export const DEMO_SELLERS: DemoSeller[] = [
  {
    sellerType: 'private',
    salutation: 'f',
    name: 'Maria',
    familyName: 'Pichler',
    email: 'seller@domus.example',
    tel: '+39 333 120 4567',
    language: 'de',
    account: true,
  },
  {
    sellerType: 'private',
    salutation: 'm',
    name: 'Giovanni',
    familyName: 'Rossi',
    email: 'giovanni.rossi@domus.example',
    tel: '+39 347 210 9876',
    language: 'it',
  },
  {
    sellerType: 'private',
    salutation: 'm',
    name: 'Thomas',
    familyName: 'Mair',
    email: 'thomas.mair@domus.example',
    tel: '+39 340 555 1212',
    language: 'de',
  },
  {
    sellerType: 'agent',
    salutation: 'f',
    name: 'Sabine',
    familyName: 'Kofler',
    companyName: 'Kofler Immobilien',
    email: 'info.kofler@domus.example',
    tel: '+39 0471 978 100',
    language: 'de',
  },
  {
    sellerType: 'agent',
    salutation: 'm',
    name: 'Luca',
    familyName: 'Bernardi',
    companyName: 'Bernardi Immobiliare',
    email: 'bernardi@domus.example',
    tel: '+39 0473 231 450',
    language: 'it',
  },
  {
    sellerType: 'construction',
    companyName: 'Dolomiti Costruzioni Srl / Dolomiten Bau GmbH',
    name: 'Markus',
    familyName: 'Gruber',
    email: 'vendite@dolomitibau.example',
    tel: '+39 0472 830 200',
    language: 'de',
  },
  {
    sellerType: 'construction',
    companyName: 'Edilizia Adige Spa',
    name: 'Paola',
    familyName: 'Fontana',
    email: 'info@ediliziaadige.example',
    tel: '+39 0471 502 300',
    language: 'it',
  },
];

/** One demo listing as written here; the seed adds places, texts, images and defaults. */
export type DemoListing = {
  category: Category;
  subtype: string;
  municipality: string;
  /** A zone of the municipality by its Italian or German name. */
  zone?: string;
  street: [it: string, de: string];
  number: string;
  rent?: boolean;
  price: number;
  rentPrice?: number;
  /** Category fields; subtype defaults are added by the seed. */
  details: Record<string, unknown>;
  /** Selling points named in the texts. */
  features?: Feature[];
  confirmed?: boolean;
  /** Index into DEMO_SELLERS. */
  owner: number;
  plans?: ('floorplan' | 'cataster' | 'landregister')[];
  images?: number;
  cataster?: string;
  video?: string;
};

type Feature =
  | 'balcony'
  | 'terrace'
  | 'garden'
  | 'center'
  | 'view'
  | 'renovated'
  | 'new'
  | 'quiet'
  | 'sunny'
  | 'attic'
  | 'climate'
  | 'furnished'
  | 'investment'
  | 'ski'
  | 'wine';

const rooms = (bed: number, living = 1, bath = 1, extra: Record<string, number> = {}) => ({
  bed,
  living,
  kitchen: 1,
  bath,
  ...extra,
});
const area = (amount: number, size: number) => ({ amount, area: size });

export const DEMO_LISTINGS: DemoListing[] = [
  // --- Residential: apartments -------------------------------------------------------------
  {
    category: 'residential',
    subtype: 'apartment',
    municipality: '021008',
    zone: 'Centro-Piani-Rencio',
    street: ['Via dei Portici', 'Laubengasse'],
    number: '39',
    price: 690000,
    details: {
      rooms: rooms(2, 1, 2),
      nettoArea: 96,
      areas: { cellar: area(1, 8), balcony: area(1, 6) },
      minFloor: 2,
      maxFloor: 3,
      numOfUnits: 6,
      condition: 2,
      energyClass: 'C',
      constructionYear: 1910,
      heating: 'central',
      heatingType: 'district',
      lift: true,
      fees: 2400,
      orientation: ['S', 'W'],
      furnishing: 'empty',
    },
    features: ['center', 'renovated'],
    owner: 3,
    plans: ['floorplan', 'cataster'],
    video: 'https://www.youtube.com/watch?v=2tLbD3AIVrY',
  },
  {
    category: 'residential',
    subtype: 'apartment',
    municipality: '021008',
    zone: 'Gries-San Quirino',
    street: ['Corso Libertà', 'Freiheitsstraße'],
    number: '52',
    price: 545000,
    details: {
      rooms: rooms(2, 1, 1, { wc: 1 }),
      nettoArea: 88,
      areas: { cellar: area(1, 6), balcony: area(2, 9) },
      minFloor: 3,
      maxFloor: 5,
      condition: 1,
      energyClass: 'B',
      constructionYear: 2012,
      heating: 'centralWithCal',
      heatingType: 'gas',
      lift: true,
      fees: 1900,
      orientation: ['E', 'S'],
      parking: { garage: { number: 1, price: 45000 } },
    },
    features: ['balcony', 'sunny'],
    owner: 4,
    plans: ['floorplan'],
  },
  {
    category: 'residential',
    subtype: 'apartment',
    municipality: '021008',
    zone: 'Europa-Novacella',
    street: ['Via Milano', 'Mailandstraße'],
    number: '114',
    price: 329000,
    details: {
      rooms: rooms(1, 1, 1),
      nettoArea: 58,
      areas: { cellar: area(1, 5), balcony: area(1, 5) },
      minFloor: 4,
      maxFloor: 6,
      condition: 3,
      energyClass: 'E',
      constructionYear: 1968,
      heating: 'central',
      heatingType: 'district',
      lift: true,
      fees: 1500,
    },
    features: ['investment'],
    owner: 1,
  },
  {
    category: 'residential',
    subtype: 'apartment',
    municipality: '021008',
    zone: 'Don Bosco',
    street: ['Via Resia', 'Reschenstraße'],
    number: '78',
    price: 415000,
    details: {
      rooms: rooms(2, 1, 1),
      nettoArea: 79,
      areas: { cellar: area(1, 7), terrace: area(1, 14) },
      minFloor: 1,
      maxFloor: 4,
      condition: 2,
      energyClass: 'C',
      constructionYear: 2001,
      heating: 'centralWithCal',
      heatingType: 'district',
      lift: true,
      conventionated: true,
      fees: 1600,
    },
    features: ['terrace'],
    owner: 2,
    plans: ['floorplan'],
  },
  {
    category: 'residential',
    subtype: 'apartment',
    municipality: '021008',
    zone: 'Oltrisarco-Aslago',
    street: ['Via Claudia Augusta', 'Claudia-Augusta-Straße'],
    number: '61',
    rent: true,
    price: 1250,
    details: {
      rooms: rooms(2, 1, 1),
      nettoArea: 74,
      areas: { cellar: area(1, 5), balcony: area(1, 6) },
      minFloor: 2,
      maxFloor: 4,
      condition: 2,
      energyClass: 'D',
      constructionYear: 1985,
      heating: 'central',
      heatingType: 'gas',
      lift: true,
      furnishing: 'part',
      fees: 1800,
    },
    features: ['balcony'],
    owner: 4,
  },
  {
    category: 'residential',
    subtype: 'apartment',
    municipality: '021008',
    zone: 'Centro-Piani-Rencio',
    street: ['Via Museo', 'Museumstraße'],
    number: '21',
    rent: true,
    price: 1650,
    details: {
      rooms: rooms(2, 1, 1),
      nettoArea: 82,
      minFloor: 3,
      maxFloor: 3,
      condition: 1,
      energyClass: 'C',
      constructionYear: 1905,
      heating: 'autonom',
      heatingType: 'gas',
      furnishing: 'full',
      fees: 1400,
    },
    features: ['center', 'furnished'],
    owner: 3,
  },
  {
    category: 'residential',
    subtype: 'apartment',
    municipality: '021051',
    zone: 'Centro',
    street: ['Corso Libertà', 'Freiheitsstraße'],
    number: '88',
    price: 498000,
    details: {
      rooms: rooms(2, 1, 2),
      nettoArea: 92,
      areas: { cellar: area(1, 6), balcony: area(1, 8) },
      minFloor: 3,
      maxFloor: 4,
      condition: 2,
      energyClass: 'C',
      constructionYear: 1958,
      heating: 'central',
      heatingType: 'district',
      lift: true,
      fees: 2100,
      orientation: ['S'],
    },
    features: ['center', 'view'],
    owner: 4,
    plans: ['floorplan'],
  },
  {
    category: 'residential',
    subtype: 'apartment',
    municipality: '021051',
    zone: 'Maia Alta',
    street: ['Via Dante', 'Dantestraße'],
    number: '33',
    price: 720000,
    details: {
      rooms: rooms(3, 1, 2),
      nettoArea: 118,
      areas: { cellar: area(1, 10), terrace: area(1, 28) },
      garden: { type: 'community', area: 0 },
      minFloor: 1,
      maxFloor: 3,
      condition: 1,
      energyClass: 'A',
      constructionYear: 2021,
      heating: 'centralWithCal',
      heatingType: 'renewable',
      lift: true,
      fees: 2600,
      orientation: ['S', 'SW'],
      parking: { garage: { number: 1, price: 55000 } },
    },
    features: ['new', 'terrace', 'climate'],
    owner: 5,
    plans: ['floorplan', 'landregister'],
  },
  {
    category: 'residential',
    subtype: 'apartment',
    municipality: '021051',
    zone: 'Maia Bassa',
    street: ['Via delle Corse', 'Rennweg'],
    number: '57',
    rent: true,
    price: 980,
    details: {
      rooms: rooms(1, 1, 1),
      nettoArea: 55,
      areas: { balcony: area(1, 5) },
      minFloor: 2,
      maxFloor: 5,
      condition: 2,
      energyClass: 'D',
      constructionYear: 1975,
      heating: 'central',
      heatingType: 'gas',
      lift: true,
      furnishing: 'full',
      fees: 1200,
    },
    features: ['furnished'],
    owner: 1,
  },
  {
    category: 'residential',
    subtype: 'apartment',
    municipality: '021011',
    street: ['Via Mercato Vecchio', 'Altenmarktgasse'],
    number: '12',
    price: 455000,
    details: {
      rooms: rooms(2, 1, 1),
      nettoArea: 80,
      areas: { underroof: area(1, 12) },
      minFloor: 3,
      maxFloor: 3,
      condition: 1,
      energyClass: 'B',
      constructionYear: 1890,
      heating: 'autonom',
      heatingType: 'pellets',
      fees: 1300,
    },
    features: ['center', 'attic', 'renovated'],
    owner: 2,
    plans: ['floorplan'],
  },
  {
    category: 'residential',
    subtype: 'apartment',
    municipality: '021013',
    zone: 'Riscone',
    street: ['Via Riscone', 'Reischacher Straße'],
    number: '40',
    price: 585000,
    details: {
      rooms: rooms(3, 1, 2),
      nettoArea: 104,
      areas: { cellar: area(1, 9), balcony: area(2, 16) },
      minFloor: 1,
      maxFloor: 3,
      condition: 1,
      energyClass: 'A',
      constructionYear: 2019,
      heating: 'centralWithCal',
      heatingType: 'district',
      lift: true,
      fees: 2200,
      parking: { garage: { number: 1, price: 38000 } },
    },
    features: ['new', 'ski', 'view'],
    owner: 5,
  },
  {
    category: 'residential',
    subtype: 'apartment',
    municipality: '021040',
    street: ['Via Kennedy', 'Kennedystraße'],
    number: '150',
    price: 348000,
    details: {
      rooms: rooms(2, 1, 1),
      nettoArea: 76,
      areas: { cellar: area(1, 6), balcony: area(1, 7) },
      minFloor: 2,
      maxFloor: 4,
      condition: 2,
      energyClass: 'C',
      constructionYear: 1999,
      heating: 'central',
      heatingType: 'gas',
      lift: true,
      conventionated: true,
      fees: 1500,
    },
    features: ['balcony'],
    owner: 6,
  },
  {
    category: 'residential',
    subtype: 'apartment',
    municipality: '021061',
    street: ['Via Rezia', 'Reziastraße'],
    number: '98',
    price: 640000,
    details: {
      rooms: rooms(2, 1, 1),
      nettoArea: 70,
      areas: { balcony: area(1, 10), cellar: area(1, 4) },
      minFloor: 2,
      maxFloor: 2,
      condition: 1,
      energyClass: 'B',
      constructionYear: 2008,
      heating: 'central',
      heatingType: 'district',
      fees: 1700,
      orientation: ['S', 'E'],
    },
    features: ['ski', 'view'],
    owner: 3,
    confirmed: false,
  },
  {
    category: 'residential',
    subtype: 'apartment',
    municipality: '021115',
    street: ['Città Nuova', 'Neustadt'],
    number: '7',
    rent: true,
    price: 1100,
    details: {
      rooms: rooms(2, 1, 1),
      nettoArea: 71,
      minFloor: 2,
      maxFloor: 3,
      condition: 2,
      energyClass: 'D',
      constructionYear: 1930,
      heating: 'autonom',
      heatingType: 'gas',
      furnishing: 'part',
      fees: 900,
    },
    features: ['center'],
    owner: 0,
  },
  {
    category: 'residential',
    subtype: 'apartment',
    municipality: '021004',
    zone: 'San Michele',
    street: ['Via Stazione', 'Bahnhofstraße'],
    number: '24',
    price: 410000,
    details: {
      rooms: rooms(2, 1, 1),
      nettoArea: 72,
      areas: { cellar: area(1, 5) },
      garden: { type: 'private', area: 60 },
      minFloor: 0,
      maxFloor: 3,
      condition: 1,
      energyClass: 'A',
      constructionYear: 2017,
      heating: 'centralWithCal',
      heatingType: 'renewable',
      lift: true,
      fees: 1600,
      parking: { parkingLot: { number: 1, price: 18000 }, bike: true },
    },
    features: ['garden', 'climate'],
    owner: 5,
    confirmed: false,
  },
  {
    category: 'residential',
    subtype: 'apartment',
    municipality: '021077',
    street: ['Via Peter Paul Rainer', 'Peter-Paul-Rainer-Straße'],
    number: '5',
    rent: true,
    price: 1350,
    details: {
      rooms: rooms(3, 1, 2),
      nettoArea: 96,
      areas: { balcony: area(1, 9) },
      minFloor: 1,
      maxFloor: 2,
      condition: 2,
      energyClass: 'C',
      constructionYear: 1995,
      heating: 'central',
      heatingType: 'district',
      furnishing: 'full',
      fees: 1500,
    },
    features: ['ski', 'furnished'],
    owner: 2,
  },

  // --- Residential: houses, villas, townhouses ----------------------------------------------
  {
    category: 'residential',
    subtype: 'house',
    municipality: '021019',
    zone: 'Siusi allo Sciliar',
    street: ['Via Sciliar', 'Schlernstraße'],
    number: '16',
    price: 1150000,
    details: {
      rooms: rooms(4, 1, 2, { wc: 1, dining: 1 }),
      nettoArea: 190,
      overGroundArea: 230,
      underGroundArea: 80,
      catastralArea: 640,
      garden: { type: 'private', area: 420 },
      minFloor: -1,
      maxFloor: 2,
      condition: 2,
      energyClass: 'C',
      constructionYear: 1978,
      heating: 'autonom',
      heatingType: 'pellets',
      purpose: ['residential'],
      parking: { garage: { number: 2, price: 0 } },
    },
    features: ['garden', 'view'],
    owner: 3,
    plans: ['floorplan', 'cataster'],
  },
  {
    category: 'residential',
    subtype: 'house',
    municipality: '021072',
    zone: 'Collalbo',
    street: ['Via Paese', 'Dorfstraße'],
    number: '9',
    price: 980000,
    details: {
      rooms: rooms(3, 1, 2, { dining: 1 }),
      nettoArea: 165,
      overGroundArea: 190,
      underGroundArea: 60,
      catastralArea: 720,
      garden: { type: 'private', area: 500 },
      condition: 3,
      energyClass: 'E',
      constructionYear: 1965,
      heating: 'autonom',
      heatingType: 'oil',
      purpose: ['residential'],
    },
    features: ['garden', 'quiet', 'view'],
    owner: 0,
  },
  {
    category: 'residential',
    subtype: 'house',
    municipality: '021093',
    street: ['Via Principale', 'Hauptstraße'],
    number: '74',
    price: 620000,
    details: {
      rooms: rooms(4, 1, 2),
      nettoArea: 180,
      overGroundArea: 210,
      underGroundArea: 70,
      catastralArea: 380,
      garden: { type: 'private', area: 150 },
      condition: 4,
      energyClass: 'G',
      constructionYear: 1921,
      heating: 'autonom',
      heatingType: 'oil',
      purpose: ['residential', 'service'],
    },
    features: ['center'],
    owner: 2,
    confirmed: false,
  },
  {
    category: 'residential',
    subtype: 'house',
    municipality: '021106',
    zone: 'Valdaora di Sotto',
    street: ['Via Paese', 'Dorfstraße'],
    number: '31',
    price: 890000,
    details: {
      rooms: rooms(4, 1, 3),
      nettoArea: 200,
      overGroundArea: 240,
      underGroundArea: 90,
      catastralArea: 800,
      garden: { type: 'private', area: 560 },
      condition: 1,
      energyClass: 'A',
      constructionYear: 2015,
      heating: 'autonom',
      heatingType: 'renewable',
      purpose: ['residential'],
    },
    features: ['garden', 'ski', 'climate'],
    owner: 4,
    plans: ['floorplan'],
  },
  {
    category: 'residential',
    subtype: 'house',
    municipality: '021087',
    street: ['Via Schenna', 'Schennastraße'],
    number: '44',
    rent: true,
    price: 2900,
    details: {
      rooms: rooms(4, 1, 2),
      nettoArea: 170,
      overGroundArea: 190,
      underGroundArea: 40,
      garden: { type: 'private', area: 300 },
      condition: 2,
      energyClass: 'C',
      constructionYear: 1990,
      heating: 'autonom',
      heatingType: 'gas',
      furnishing: 'part',
    },
    features: ['garden', 'view'],
    owner: 3,
  },
  {
    category: 'residential',
    subtype: 'villa',
    municipality: '021051',
    zone: 'Maia Alta',
    street: ['Via Schaffer', 'Schafferstraße'],
    number: '12',
    price: 2850000,
    details: {
      rooms: rooms(5, 2, 4, { dining: 1, wc: 1 }),
      nettoArea: 340,
      areas: { cellar: area(2, 60), terrace: area(2, 70), hobby: area(1, 35) },
      garden: { type: 'private', area: 1600 },
      minFloor: -1,
      maxFloor: 2,
      condition: 1,
      energyClass: 'B',
      constructionYear: 1908,
      furnishing: 'empty',
      parking: { garage: { number: 3, price: 0 } },
      orientation: ['S', 'SW', 'W'],
    },
    features: ['garden', 'view', 'renovated'],
    owner: 4,
    plans: ['floorplan', 'cataster', 'landregister'],
  },
  {
    category: 'residential',
    subtype: 'villa',
    municipality: '021015',
    zone: 'San Giuseppe al Lago',
    street: ['Via del Lago', 'Seestraße'],
    number: '3',
    price: 1950000,
    details: {
      rooms: rooms(4, 1, 3, { dining: 1 }),
      nettoArea: 260,
      areas: { cellar: area(1, 40), terrace: area(1, 60) },
      garden: { type: 'private', area: 1200 },
      condition: 1,
      energyClass: 'A',
      constructionYear: 2016,
      parking: { garage: { number: 2, price: 0 } },
    },
    features: ['garden', 'wine', 'view'],
    owner: 3,
  },
  {
    category: 'residential',
    subtype: 'villa',
    municipality: '021101',
    zone: 'San Pietro',
    street: ['Via Principale', 'Hauptstraße'],
    number: '58',
    rent: true,
    price: 5800,
    details: {
      rooms: rooms(4, 1, 3),
      nettoArea: 240,
      areas: { terrace: area(1, 45) },
      garden: { type: 'private', area: 900 },
      condition: 1,
      energyClass: 'B',
      constructionYear: 2005,
      furnishing: 'full',
    },
    features: ['garden', 'view', 'furnished'],
    owner: 4,
  },
  {
    category: 'residential',
    subtype: 'townhouse',
    municipality: '021098',
    street: ['Via Mindelheim', 'Mindelheimer Straße'],
    number: '8',
    price: 690000,
    details: {
      townhousePosition: 'center',
      rooms: rooms(3, 1, 2),
      nettoArea: 130,
      areas: { cellar: area(1, 20) },
      garden: { type: 'private', area: 80 },
      condition: 1,
      energyClass: 'A',
      constructionYear: 2020,
      heating: 'autonom',
      heatingType: 'renewable',
      parking: { garage: { number: 1, price: 0 } },
    },
    features: ['new', 'garden', 'wine'],
    owner: 5,
    plans: ['floorplan'],
  },
  {
    category: 'residential',
    subtype: 'townhouse',
    municipality: '021060',
    street: ['Via Stazione', 'Bahnhofstraße'],
    number: '15',
    price: 560000,
    details: {
      townhousePosition: 'outside',
      rooms: rooms(3, 1, 2),
      nettoArea: 125,
      areas: { cellar: area(1, 18), balcony: area(1, 8) },
      garden: { type: 'private', area: 140 },
      condition: 2,
      energyClass: 'C',
      constructionYear: 2003,
      heating: 'autonom',
      heatingType: 'gas',
    },
    features: ['garden', 'quiet'],
    owner: 1,
  },
  {
    category: 'residential',
    subtype: 'townhouse',
    municipality: '021022',
    street: ['Via Gries', 'Griesbruck'],
    number: '22',
    price: 610000,
    details: {
      townhousePosition: 'outside',
      rooms: rooms(4, 1, 2),
      nettoArea: 140,
      areas: { cellar: area(1, 15), terrace: area(1, 20) },
      garden: { type: 'private', area: 110 },
      condition: 1,
      energyClass: 'B',
      constructionYear: 2011,
      heating: 'autonom',
      heatingType: 'district',
    },
    features: ['terrace', 'garden'],
    owner: 6,
    confirmed: false,
  },
  {
    category: 'residential',
    subtype: 'townhouse',
    municipality: '021038',
    zone: 'Rio Lagundo',
    street: ['Via Peter Thalguter', 'Peter-Thalguter-Straße'],
    number: '6',
    rent: true,
    price: 2100,
    details: {
      townhousePosition: 'center',
      rooms: rooms(3, 1, 2),
      nettoArea: 120,
      garden: { type: 'private', area: 60 },
      condition: 1,
      energyClass: 'A',
      constructionYear: 2018,
      furnishing: 'empty',
    },
    features: ['garden', 'climate'],
    owner: 5,
  },

  // --- Garages and parking spaces -----------------------------------------------------------
  {
    category: 'garage',
    subtype: 'garage',
    municipality: '021008',
    zone: 'Gries-San Quirino',
    street: ['Via Fago', 'Fagenstraße'],
    number: '10',
    price: 48000,
    details: {
      numOfPlaces: 1,
      area: 18,
      floor: -1,
      floors: 2,
      condition: 1,
      constructionYear: 2010,
      power: true,
      light: true,
    },
    features: [],
    owner: 1,
  },
  {
    category: 'garage',
    subtype: 'garage',
    municipality: '021008',
    zone: 'Centro-Piani-Rencio',
    street: ['Via Cassa di Risparmio', 'Sparkassenstraße'],
    number: '12',
    rent: true,
    price: 190,
    details: {
      numOfPlaces: 1,
      area: 16,
      floor: -2,
      floors: 3,
      condition: 2,
      constructionYear: 1995,
      light: true,
    },
    owner: 3,
  },
  {
    category: 'garage',
    subtype: 'garage',
    municipality: '021051',
    zone: 'Maia Bassa',
    street: ['Via Roma', 'Romstraße'],
    number: '140',
    price: 39000,
    details: {
      numOfPlaces: 2,
      area: 30,
      floor: -1,
      floors: 1,
      condition: 2,
      constructionYear: 1998,
      power: true,
      light: true,
      runningWater: true,
    },
    owner: 0,
  },
  {
    category: 'garage',
    subtype: 'garage',
    municipality: '021011',
    street: ['Viale Ratisbona', 'Regensburger Allee'],
    number: '18',
    rent: true,
    price: 130,
    details: {
      numOfPlaces: 1,
      area: 15,
      floor: -1,
      floors: 1,
      condition: 2,
      constructionYear: 2004,
      light: true,
    },
    owner: 2,
  },
  {
    category: 'garage',
    subtype: 'garage',
    municipality: '021040',
    street: ['Via Pietralba', 'Weißensteiner Straße'],
    number: '35',
    price: 29000,
    details: {
      numOfPlaces: 1,
      area: 20,
      floor: 0,
      floors: 1,
      condition: 3,
      constructionYear: 1982,
      power: true,
      reachableTruck: false,
    },
    owner: 6,
  },
  {
    category: 'garage',
    subtype: 'parkingLot',
    municipality: '021008',
    zone: 'Europa-Novacella',
    street: ['Corso Italia', 'Italienallee'],
    number: '27',
    price: 26000,
    details: {
      numOfPlaces: 1,
      area: 13,
      floor: -1,
      floors: 2,
      condition: 1,
      constructionYear: 2015,
    },
    owner: 4,
  },
  {
    category: 'garage',
    subtype: 'parkingLot',
    municipality: '021013',
    street: ['Via Bastioni', 'Graben'],
    number: '4',
    rent: true,
    price: 85,
    details: { numOfPlaces: 1, area: 12, condition: 1, constructionYear: 2012 },
    owner: 0,
  },
  {
    category: 'garage',
    subtype: 'parkingLot',
    municipality: '021089',
    street: ['Via Meisules', 'Meisulesstraße'],
    number: '110',
    price: 35000,
    details: {
      numOfPlaces: 1,
      area: 14,
      floor: -1,
      floors: 1,
      condition: 1,
      constructionYear: 2019,
      light: true,
    },
    confirmed: false,
    owner: 3,
  },

  // --- Commercial ---------------------------------------------------------------------------
  {
    category: 'commercial',
    subtype: 'hotel',
    municipality: '021089',
    street: ['Via Meisules', 'Meisulesstraße'],
    number: '185',
    price: 7900000,
    details: {
      hotel: {
        stars: 4,
        barPlaces: 40,
        restaurantPlaces: 90,
        spa: 350,
        conferenceRooms: 0,
        sleepingPlaces: 68,
      },
      lowerFloors: 1,
      floor: 0,
      area: 2600,
      exteriorArea: 1800,
      condition: 1,
      energyClass: 'B',
      constructionYear: 1972,
      sellType: 'both',
      commercialInfo: { avgAnnualTurnover: 2400000, avgAnnualProfit: 380000 },
      parking: { garage: { number: 30, price: 0 } },
    },
    features: ['ski', 'view'],
    owner: 4,
    plans: ['floorplan', 'cataster'],
  },
  {
    category: 'commercial',
    subtype: 'hotel',
    municipality: '021087',
    street: ['Via Ivigna', 'Ifingerstraße'],
    number: '20',
    price: 3900000,
    details: {
      hotel: {
        stars: 3,
        barPlaces: 25,
        restaurantPlaces: 60,
        spa: 80,
        conferenceRooms: 0,
        sleepingPlaces: 44,
      },
      lowerFloors: 1,
      area: 1500,
      exteriorArea: 1200,
      condition: 2,
      energyClass: 'D',
      constructionYear: 1968,
      sellType: 'walls',
    },
    features: ['view', 'garden'],
    owner: 3,
  },
  {
    category: 'commercial',
    subtype: 'industry',
    municipality: '021008',
    zone: 'Oltrisarco-Aslago',
    street: ['Via Galvani', 'Galvanistraße'],
    number: '40',
    price: 3200000,
    details: {
      area: 2800,
      exteriorArea: 1500,
      lowerFloors: 0,
      floor: 0,
      lift: true,
      condition: 2,
      energyClass: 'D',
      constructionYear: 1994,
      purpose: ['productive'],
      catastralArea: 4300,
      landUseZone: 'Zona produttiva / Gewerbegebiet',
      parking: { parkingLot: { number: 20, price: 0 }, truckLot: { number: 4, price: 0 } },
      sellType: 'walls',
    },
    owner: 6,
    plans: ['cataster'],
  },
  {
    category: 'commercial',
    subtype: 'industry',
    municipality: '021029',
    zone: 'Stazione',
    street: ['Via Stazione', 'Bahnhofstraße'],
    number: '60',
    price: 1450000,
    details: {
      area: 1600,
      exteriorArea: 900,
      condition: 3,
      energyClass: 'E',
      constructionYear: 1988,
      purpose: ['productive', 'service'],
      catastralArea: 2500,
      sellType: 'walls',
      parking: { truckLot: { number: 2, price: 0 } },
    },
    owner: 5,
  },
  {
    category: 'commercial',
    subtype: 'workshop',
    municipality: '021013',
    street: ['Via Aurina', 'Ahrntaler Straße'],
    number: '19',
    price: 540000,
    details: {
      area: 420,
      floor: 0,
      reachableTruck: true,
      lift: false,
      condition: 2,
      energyClass: 'D',
      constructionYear: 2002,
      rooms: { bath: 1, wc: 1 },
      sellType: 'walls',
      commercialInfo: { avgAnnualTurnover: 0 },
      parking: { parkingLot: { number: 6, price: 0 }, truckLot: { number: 1, price: 0 } },
    },
    owner: 2,
  },
  {
    category: 'commercial',
    subtype: 'workshop',
    municipality: '021041',
    zone: 'Zona Industriale Artigianale',
    street: ['Via Industria', 'Industriestraße'],
    number: '8',
    rent: true,
    price: 2400,
    details: {
      area: 300,
      floor: 0,
      reachableTruck: true,
      condition: 1,
      energyClass: 'B',
      constructionYear: 2014,
      rooms: { bath: 1 },
      sellType: 'walls',
    },
    owner: 4,
  },
  {
    category: 'commercial',
    subtype: 'warehouse',
    municipality: '021040',
    zone: 'Zona Produttiva Vurza',
    street: ['Via Galizia', 'Galizienstraße'],
    number: '3',
    price: 860000,
    details: {
      area: 900,
      exteriorArea: 400,
      reachableTruck: true,
      condition: 2,
      energyClass: 'undefined',
      constructionYear: 1999,
      sellType: 'walls',
      parking: { truckLot: { number: 2, price: 0 }, parkingLot: { number: 8, price: 0 } },
    },
    owner: 6,
  },
  {
    category: 'commercial',
    subtype: 'warehouse',
    municipality: '021011',
    street: ['Via Julius Durst', 'Julius-Durst-Straße'],
    number: '66',
    rent: true,
    price: 3800,
    details: {
      area: 650,
      exteriorArea: 300,
      reachableTruck: true,
      condition: 2,
      energyClass: 'undefined',
      constructionYear: 2006,
      sellType: 'walls',
    },
    owner: 3,
    confirmed: false,
  },
  {
    category: 'commercial',
    subtype: 'office',
    municipality: '021008',
    zone: 'Centro-Piani-Rencio',
    street: ['Via Alto Adige', 'Südtiroler Straße'],
    number: '40',
    price: 760000,
    details: {
      area: 180,
      floor: 3,
      lift: true,
      condition: 1,
      energyClass: 'B',
      constructionYear: 1960,
      rooms: { bath: 2, wc: 1, kitchen: 1, seats: 14 },
      furnishing: 'part',
      orientation: ['E', 'S'],
      parking: { garage: { number: 2, price: 50000 } },
    },
    features: ['center', 'renovated'],
    owner: 4,
    plans: ['floorplan'],
  },
  {
    category: 'commercial',
    subtype: 'office',
    municipality: '021051',
    zone: 'Centro',
    street: ['Via Cavour', 'Cavourstraße'],
    number: '7',
    rent: true,
    price: 1900,
    details: {
      area: 120,
      floor: 1,
      lift: true,
      condition: 2,
      energyClass: 'C',
      constructionYear: 1955,
      rooms: { bath: 1, kitchen: 1, seats: 8 },
      furnishing: 'full',
    },
    features: ['center'],
    owner: 3,
  },
  {
    category: 'commercial',
    subtype: 'office',
    municipality: '021004',
    zone: 'San Michele',
    street: ['Piazza Municipio', 'Rathausplatz'],
    number: '2',
    price: 395000,
    details: {
      area: 95,
      floor: 1,
      lift: true,
      condition: 1,
      energyClass: 'A',
      constructionYear: 2016,
      rooms: { bath: 1, seats: 6 },
    },
    owner: 5,
  },
  {
    category: 'commercial',
    subtype: 'store',
    municipality: '021008',
    zone: 'Centro-Piani-Rencio',
    street: ['Via dei Portici', 'Laubengasse'],
    number: '17',
    rent: true,
    price: 6500,
    details: {
      area: 140,
      floor: 0,
      lift: false,
      condition: 1,
      energyClass: 'C',
      constructionYear: 1880,
      rooms: { bath: 1 },
      areas: { cellar: area(1, 60) },
      sellType: 'walls',
      commercialDescription:
        'Negozio con due vetrine sotto i Portici / Geschäft mit zwei Schaufenstern unter den Lauben',
    },
    features: ['center'],
    owner: 3,
  },
  {
    category: 'commercial',
    subtype: 'store',
    municipality: '021051',
    zone: 'Centro',
    street: ['Via Portici', 'Laubengasse'],
    number: '112',
    price: 1250000,
    rentPrice: 4200,
    details: {
      area: 110,
      floor: 0,
      condition: 2,
      energyClass: 'D',
      constructionYear: 1900,
      rooms: { bath: 1 },
      sellType: 'walls',
      commercialDescription: 'Locale affittato a catena di moda / an eine Modekette vermietet',
    },
    features: ['center', 'investment'],
    owner: 4,
  },
  {
    category: 'commercial',
    subtype: 'store',
    municipality: '021115',
    street: ['Città Vecchia', 'Altstadt'],
    number: '14',
    rent: true,
    price: 2200,
    details: {
      area: 75,
      floor: 0,
      condition: 2,
      energyClass: 'E',
      constructionYear: 1850,
      rooms: { wc: 1 },
      sellType: 'activity',
      commercialDescription: 'Negozio di articoli sportivi / Sportgeschäft',
      commercialInfo: { avgAnnualTurnover: 310000, avgAnnualProfit: 42000 },
    },
    features: ['center'],
    owner: 2,
  },
  {
    category: 'commercial',
    subtype: 'bar',
    municipality: '021008',
    zone: 'Gries-San Quirino',
    street: ['Piazza Gries', 'Grieser Platz'],
    number: '5',
    price: 420000,
    details: {
      area: 85,
      floor: 0,
      condition: 2,
      energyClass: 'D',
      constructionYear: 1930,
      rooms: { wc: 2, seats: 30, externalSeats: 24 },
      sellType: 'activity',
      commercialDescription: 'Bar caffetteria con dehors / Café mit Gastgarten',
      commercialInfo: { avgAnnualTurnover: 290000, avgAnnualProfit: 60000 },
    },
    owner: 1,
  },
  {
    category: 'commercial',
    subtype: 'bar',
    municipality: '021026',
    street: ['Strada Col Alt', 'Col-Alt-Straße'],
    number: '26',
    rent: true,
    price: 3500,
    details: {
      area: 120,
      floor: 0,
      condition: 1,
      energyClass: 'C',
      constructionYear: 2009,
      rooms: { wc: 2, seats: 50, externalSeats: 40 },
      sellType: 'activity',
      commercialDescription:
        'Après-ski bar vicino agli impianti / Après-Ski-Bar nahe der Liftanlagen',
      commercialInfo: { avgAnnualTurnover: 480000, avgAnnualProfit: 95000 },
    },
    features: ['ski'],
    owner: 4,
  },
  {
    category: 'commercial',
    subtype: 'restaurant',
    municipality: '021015',
    street: ['Piazza Principale', 'Marktplatz'],
    number: '9',
    price: 1150000,
    details: {
      area: 260,
      floor: 0,
      lift: false,
      condition: 2,
      energyClass: 'C',
      constructionYear: 1820,
      rooms: { wc: 3, kitchen: 1, seats: 80, externalSeats: 40 },
      areas: { cellar: area(1, 90) },
      sellType: 'both',
      commercialDescription:
        'Ristorante con cantina storica / Restaurant mit historischem Weinkeller',
      commercialInfo: { avgAnnualTurnover: 720000, avgAnnualProfit: 110000 },
    },
    features: ['wine', 'center'],
    owner: 3,
    plans: ['floorplan'],
  },
  {
    category: 'commercial',
    subtype: 'restaurant',
    municipality: '021056',
    street: ['Via Principale', 'Hauptstraße'],
    number: '41',
    rent: true,
    price: 4200,
    details: {
      area: 210,
      floor: 0,
      condition: 2,
      energyClass: 'D',
      constructionYear: 1975,
      rooms: { wc: 2, kitchen: 1, seats: 70, externalSeats: 30 },
      sellType: 'walls',
    },
    owner: 0,
    confirmed: false,
  },

  // --- Building land ------------------------------------------------------------------------
  {
    category: 'buildingland',
    subtype: 'residential',
    municipality: '021097',
    zone: 'Settequerce',
    street: ['Via Nalles', 'Nalser Straße'],
    number: '1',
    price: 980000,
    details: {
      catastralArea: 1400,
      cubic: 2800,
      landUseZone: 'Zona residenziale C / Wohnbauzone C',
      cubicIndex: 2,
      maxHeight: 10.5,
      maxGroundCover: 35,
      maxSoilSeal: 60,
    },
    owner: 5,
    plans: ['cataster', 'landregister'],
  },
  {
    category: 'buildingland',
    subtype: 'residential',
    municipality: '021004',
    zone: 'Cornaiano',
    street: ['Via Castel Freudenstein', 'Freudensteinweg'],
    number: '3',
    price: 720000,
    details: {
      catastralArea: 900,
      cubic: 1350,
      landUseZone: 'Zona di completamento B / Auffüllzone B',
      cubicIndex: 1.5,
      maxHeight: 9,
      maxGroundCover: 40,
      maxSoilSeal: 60,
    },
    features: ['wine', 'view'],
    owner: 3,
  },
  {
    category: 'buildingland',
    subtype: 'residential',
    municipality: '021028',
    street: ['Via Dolomiti', 'Dolomitenstraße'],
    number: '50',
    price: 410000,
    details: {
      catastralArea: 750,
      cubic: 1125,
      landUseZone: 'Zona residenziale C / Wohnbauzone C',
      cubicIndex: 1.5,
      maxHeight: 9.5,
      maxGroundCover: 30,
    },
    features: ['view'],
    owner: 2,
    confirmed: false,
  },
  {
    category: 'buildingland',
    subtype: 'industrial',
    municipality: '021060',
    zone: 'Zona Industriale Artigianale II',
    street: ['Zona Artigianale', 'Handwerkerzone'],
    number: '12',
    price: 1350000,
    details: {
      catastralArea: 5200,
      grossArea: 3100,
      landUseZone: 'Zona produttiva D / Gewerbegebiet D',
      cubicIndex: 5,
      surfaceIndex: 0.6,
      maxHeight: 14,
      maxGroundCover: 60,
      maxSoilSeal: 80,
    },
    owner: 6,
    plans: ['cataster'],
  },
  {
    category: 'buildingland',
    subtype: 'hotel',
    municipality: '021092',
    street: ['Via San Giuseppe', 'St.-Josef-Straße'],
    number: '30',
    price: 1800000,
    details: {
      catastralArea: 3200,
      cubic: 8000,
      landUseZone: 'Zona turistica / Tourismuszone',
      cubicIndex: 2.5,
      surfaceIndex: 0.4,
      maxHeight: 13,
      maxGroundCover: 40,
      maxBeds: 90,
    },
    features: ['ski', 'view'],
    owner: 4,
  },

  // --- Agriculture --------------------------------------------------------------------------
  {
    category: 'agriculture',
    subtype: 'agriculture',
    municipality: '021041',
    zone: 'Foiana',
    street: ['Località Foiana', 'Völlan'],
    number: '4',
    price: 1350000,
    details: {
      area: 18500,
      fountains: 1,
      sprinklers: true,
      hailnets: true,
      cultivation: [
        { description: 'Meleto Golden Delicious / Apfelanlage Golden Delicious', area: 1.2 },
        { description: 'Meleto Pink Lady / Apfelanlage Pink Lady', area: 0.6 },
      ],
    },
    owner: 2,
    plans: ['cataster', 'landregister'],
  },
  {
    category: 'agriculture',
    subtype: 'agriculture',
    municipality: '021024',
    street: ['Strada del Vino', 'Weinstraße'],
    number: '38',
    price: 980000,
    details: {
      area: 8200,
      fountains: 0,
      sprinklers: true,
      hailnets: false,
      cultivation: [{ description: 'Vigneto Gewürztraminer / Weinberg Gewürztraminer', area: 0.8 }],
    },
    features: ['wine', 'view'],
    owner: 3,
  },
  {
    category: 'agriculture',
    subtype: 'agriculture',
    municipality: '021018',
    street: ['Via Statale', 'Staatsstraße'],
    number: '11',
    rent: true,
    price: 1400,
    details: {
      area: 24000,
      fountains: 2,
      sprinklers: true,
      hailnets: true,
      cultivation: [
        { description: 'Meleto / Apfelanlage', area: 2.2 },
        { description: 'Prato / Wiese', area: 0.2 },
      ],
    },
    owner: 0,
  },
];

/** Testimonies in the three languages (buyer-side.md: the testimonies page). */
export const DEMO_TESTIMONIES: { name: string; text: L }[] = [
  {
    name: 'Famiglia Zanella, Bolzano',
    text: {
      it: 'Cercavamo un trilocale a Gries da più di un anno. Con Domus abbiamo visto solo appartamenti che corrispondevano davvero alle nostre richieste e in sei settimane abbiamo firmato il compromesso.',
      de: 'Wir haben über ein Jahr eine Dreizimmerwohnung in Gries gesucht. Mit Domus haben wir nur Wohnungen besichtigt, die wirklich zu uns passten, und nach sechs Wochen den Vorvertrag unterschrieben.',
      en: 'We had been looking for a three-room flat in Gries for over a year. With Domus we only visited flats that really matched what we wanted, and six weeks later we signed the preliminary contract.',
    },
  },
  {
    name: 'Martin Oberhofer, Bruneck',
    text: {
      de: 'Die Benachrichtigungen zu meiner gespeicherten Suche kamen immer pünktlich. So war ich bei der Wohnung in Reischach der Erste, der angerufen hat.',
      it: 'Gli avvisi sulla mia ricerca salvata sono sempre arrivati puntuali. Così per l’appartamento a Riscone sono stato il primo a chiamare.',
      en: 'The alerts for my saved search always arrived on time, so I was the first to call about the flat in Reischach.',
    },
  },
  {
    name: 'Anna Lun, Merano',
    text: {
      it: 'Ho venduto la casa dei miei genitori a Maia Alta. Valutazione onesta, foto curate e nessuna visita inutile: consiglio Domus a chiunque.',
      de: 'Ich habe das Haus meiner Eltern in Obermais verkauft. Ehrliche Schätzung, sorgfältige Fotos und keine unnötigen Besichtigungen: Ich empfehle Domus gerne weiter.',
      en: 'I sold my parents’ house in Maia Alta. An honest valuation, careful photos and no pointless viewings: I recommend Domus to anyone.',
    },
  },
  {
    name: 'Studio Tecnico Pedrotti, Laives',
    text: {
      it: 'Per i nostri clienti cerchiamo spesso capannoni e laboratori. Le schede di Domus riportano tutti i dati tecnici che servono, dall’accesso per camion agli indici urbanistici.',
      de: 'Für unsere Kunden suchen wir oft Hallen und Werkstätten. Die Angebote von Domus enthalten alle technischen Daten, von der LKW-Zufahrt bis zu den Bauindizes.',
      en: 'We often look for halls and workshops for our clients. Domus listings carry every technical detail we need, from truck access to the zoning figures.',
    },
  },
  {
    name: 'Elisabeth und Georg Thaler, Kaltern',
    text: {
      de: 'Unser Weinberg hat innerhalb von drei Monaten einen Käufer aus dem Dorf gefunden. Alles lief zweisprachig und unkompliziert.',
      it: 'Il nostro vigneto ha trovato in tre mesi un acquirente del paese. Tutto si è svolto in due lingue e senza complicazioni.',
      en: 'Our vineyard found a buyer from the village within three months. Everything ran smoothly, in both languages.',
    },
  },
  {
    name: 'Sarah Collins, London',
    text: {
      en: 'Buying a holiday flat in Val Gardena from abroad sounded daunting. The Domus team explained every step in English, from the cadastre to the notary.',
      it: 'Comprare dall’estero un appartamento per le vacanze in Val Gardena sembrava complicato. Il team di Domus mi ha spiegato ogni passo in inglese, dal catasto al notaio.',
      de: 'Eine Ferienwohnung in Gröden aus dem Ausland zu kaufen, schien mir schwierig. Das Team von Domus hat mir jeden Schritt auf Englisch erklärt, vom Kataster bis zum Notar.',
    },
  },
  {
    name: 'Roberto e Chiara Dallago, Brixen',
    text: {
      it: 'Abbiamo affittato il nostro primo appartamento a Bressanone grazie a Domus: il calcolo del budget ci ha aiutati a capire subito cosa potevamo permetterci.',
      de: 'Dank Domus haben wir unsere erste Wohnung in Brixen gemietet: Der Budgetrechner hat uns sofort gezeigt, was wir uns leisten können.',
      en: 'We rented our first flat in Bressanone through Domus: the budget calculator showed us straight away what we could afford.',
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Texts
// ---------------------------------------------------------------------------------------------

/** Names of the place a listing lies in, for the texts. */
export type PlaceNames = {
  municipality: { it: string; de: string };
  zone?: { it: string; de: string } | undefined;
};

const FEATURE_PHRASE: Record<Feature, L> = {
  balcony: { it: 'con balcone', de: 'mit Balkon', en: 'with balcony' },
  terrace: { it: 'con terrazza', de: 'mit Terrasse', en: 'with terrace' },
  garden: { it: 'con giardino', de: 'mit Garten', en: 'with garden' },
  center: { it: 'in centro', de: 'im Zentrum', en: 'in the centre' },
  view: { it: 'con vista sulle montagne', de: 'mit Bergblick', en: 'with mountain views' },
  renovated: { it: 'ristrutturato', de: 'saniert', en: 'renovated' },
  new: { it: 'di nuova costruzione', de: 'Neubau', en: 'new build' },
  quiet: { it: 'in posizione tranquilla', de: 'in ruhiger Lage', en: 'in a quiet spot' },
  sunny: { it: 'soleggiato', de: 'sonnig', en: 'sunny' },
  attic: { it: 'mansardato', de: 'im Dachgeschoss', en: 'top-floor' },
  climate: { it: 'CasaClima', de: 'KlimaHaus', en: 'CasaClima-certified' },
  furnished: { it: 'arredato', de: 'möbliert', en: 'furnished' },
  investment: {
    it: 'ideale come investimento',
    de: 'ideal als Anlage',
    en: 'ideal as an investment',
  },
  ski: { it: 'vicino alle piste', de: 'nahe den Skipisten', en: 'close to the slopes' },
  wine: { it: 'tra i vigneti', de: 'inmitten von Weinbergen', en: 'among the vineyards' },
};

const FEATURE_SENTENCE: Record<Feature, L> = {
  balcony: {
    it: 'Il balcone è ideale per la colazione all’aperto.',
    de: 'Der Balkon lädt zum Frühstück im Freien ein.',
    en: 'The balcony is perfect for breakfast outdoors.',
  },
  terrace: {
    it: 'La terrazza offre spazio per un tavolo da pranzo e piante.',
    de: 'Die Terrasse bietet Platz für einen Esstisch und Pflanzen.',
    en: 'The terrace has room for a dining table and plants.',
  },
  garden: {
    it: 'Il giardino privato è curato e ben soleggiato.',
    de: 'Der private Garten ist gepflegt und sonnig.',
    en: 'The private garden is well kept and sunny.',
  },
  center: {
    it: 'Negozi, scuole e mezzi pubblici sono raggiungibili a piedi.',
    de: 'Geschäfte, Schulen und öffentliche Verkehrsmittel sind zu Fuß erreichbar.',
    en: 'Shops, schools and public transport are within walking distance.',
  },
  view: {
    it: 'Dalle finestre si gode una vista aperta sulle montagne.',
    de: 'Aus den Fenstern genießt man einen freien Blick auf die Berge.',
    en: 'The windows look out over the mountains.',
  },
  renovated: {
    it: 'È stato ristrutturato con materiali di qualità.',
    de: 'Es wurde mit hochwertigen Materialien saniert.',
    en: 'It has been renovated with quality materials.',
  },
  new: {
    it: 'Consegna con finiture a scelta dell’acquirente.',
    de: 'Die Ausstattung kann der Käufer noch mitbestimmen.',
    en: 'Buyers can still choose the finishes.',
  },
  quiet: {
    it: 'La zona è tranquilla e poco trafficata.',
    de: 'Die Gegend ist ruhig und verkehrsarm.',
    en: 'The area is quiet, with little traffic.',
  },
  sunny: {
    it: 'L’esposizione garantisce sole per gran parte della giornata.',
    de: 'Die Ausrichtung sorgt den Großteil des Tages für Sonne.',
    en: 'Its aspect brings sun for most of the day.',
  },
  attic: {
    it: 'Le travi a vista rendono l’ambiente caldo e accogliente.',
    de: 'Die sichtbaren Holzbalken schaffen eine warme, gemütliche Atmosphäre.',
    en: 'Exposed beams make it warm and welcoming.',
  },
  climate: {
    it: 'Certificato CasaClima: costi di riscaldamento molto bassi.',
    de: 'KlimaHaus-zertifiziert: sehr niedrige Heizkosten.',
    en: 'CasaClima-certified: very low heating costs.',
  },
  furnished: {
    it: 'Viene consegnato completamente arredato.',
    de: 'Es wird komplett möbliert übergeben.',
    en: 'It comes fully furnished.',
  },
  investment: {
    it: 'Una rendita sicura in una zona molto richiesta.',
    de: 'Eine sichere Rendite in einer sehr gefragten Lage.',
    en: 'A safe return in a much sought-after area.',
  },
  ski: {
    it: 'Gli impianti di risalita sono a pochi minuti.',
    de: 'Die Liftanlagen sind in wenigen Minuten erreichbar.',
    en: 'The ski lifts are a few minutes away.',
  },
  wine: {
    it: 'Intorno si estendono i vigneti della Strada del Vino.',
    de: 'Rundherum erstrecken sich die Weinberge der Weinstraße.',
    en: 'The vineyards of the Wine Road stretch all around.',
  },
};

const ENERGY: L = { it: 'Classe energetica', de: 'Energieklasse', en: 'Energy class' };

function placeOf(p: PlaceNames): L {
  const it = p.zone ? `${p.municipality.it} (${p.zone.it})` : p.municipality.it;
  const de = p.zone ? `${p.municipality.de} (${p.zone.de})` : p.municipality.de;
  return { it, de, en: it };
}

const rentOrSale = (rent: boolean | undefined): L =>
  rent
    ? { it: 'in affitto', de: 'zu vermieten', en: 'to rent' }
    : { it: 'in vendita', de: 'zu verkaufen', en: 'for sale' };

function residentialTitle(l: DemoListing, place: L): L {
  const d = l.details as { rooms?: { bed?: number; living?: number } };
  const total = (d.rooms?.bed ?? 0) + (d.rooms?.living ?? 0);
  const flat =
    total === 2
      ? 'Bilocale'
      : total === 3
        ? 'Trilocale'
        : total === 4
          ? 'Quadrilocale'
          : `Appartamento di ${total} locali`;
  const name: L =
    l.subtype === 'apartment'
      ? { it: flat, de: `${total}-Zimmer-Wohnung`, en: `${total}-room apartment` }
      : l.subtype === 'house'
        ? { it: 'Casa indipendente', de: 'Einfamilienhaus', en: 'Detached house' }
        : l.subtype === 'villa'
          ? { it: 'Villa esclusiva', de: 'Exklusive Villa', en: 'Exclusive villa' }
          : { it: 'Villetta a schiera', de: 'Reihenhaus', en: 'Terraced house' };
  return titleWithPlace(name, l.features?.[0], place);
}

/** "Trilocale con balcone a Merano", "Büro im Zentrum von Bozen". */
function titleWithPlace(name: L, feature: Feature | undefined, place: L): L {
  if (feature === 'center') {
    return {
      it: `${name.it} in centro a ${place.it}`,
      de: `${name.de} im Zentrum von ${place.de}`,
      en: `${name.en} in the centre of ${place.en}`,
    };
  }
  const fp = feature ? FEATURE_PHRASE[feature] : undefined;
  return {
    it: `${name.it}${fp ? ` ${fp.it}` : ''} a ${place.it}`,
    de: `${name.de}${fp ? ` ${fp.de}` : ''} in ${place.de}`,
    en: `${name.en}${fp ? ` ${fp.en}` : ''} in ${place.en}`,
  };
}

function residentialDescription(l: DemoListing, place: L): L {
  const d = l.details as {
    rooms?: { bed?: number; bath?: number; living?: number };
    nettoArea?: number;
    minFloor?: number;
    maxFloor?: number;
    energyClass?: string;
    constructionYear?: number;
    lift?: boolean;
    garden?: { type?: string; area?: number };
    parking?: { garage?: { number?: number } };
  };
  const bed = d.rooms?.bed ?? 0;
  const bath = d.rooms?.bath ?? 1;
  const net = d.nettoArea ?? 0;
  const kind: L =
    l.subtype === 'apartment'
      ? { it: 'L’appartamento', de: 'Die Wohnung', en: 'The apartment' }
      : l.subtype === 'villa'
        ? { it: 'La villa', de: 'Die Villa', en: 'The villa' }
        : l.subtype === 'house'
          ? { it: 'La casa', de: 'Das Haus', en: 'The house' }
          : { it: 'La villetta', de: 'Das Reihenhaus', en: 'The house' };
  const floor =
    l.subtype === 'apartment' && d.minFloor !== undefined
      ? {
          it:
            d.minFloor === 0
              ? ' al piano terra'
              : ` al ${d.minFloor}° piano${d.lift ? ' con ascensore' : ''}`,
          de:
            d.minFloor === 0
              ? ' im Erdgeschoss'
              : ` im ${d.minFloor}. Stock${d.lift ? ' mit Aufzug' : ''}`,
          en:
            d.minFloor === 0
              ? ' on the ground floor'
              : ` on the ${ordinal(d.minFloor)} floor${d.lift ? ' with a lift' : ''}`,
        }
      : { it: '', de: '', en: '' };
  const s1: L = {
    it: `${kind.it} si trova a ${place.it}${floor.it} e offre ${net} m² netti con ${bed} ${bed === 1 ? 'camera' : 'camere'}, soggiorno con cucina e ${bath} ${bath === 1 ? 'bagno' : 'bagni'}.`,
    de: `${kind.de} liegt in ${place.de}${floor.de} und bietet ${net} m² Nettofläche mit ${bed} ${bed === 1 ? 'Schlafzimmer' : 'Schlafzimmern'}, Wohnzimmer mit Küche und ${bath} ${bath === 1 ? 'Bad' : 'Bädern'}.`,
    en: `${kind.en} lies in ${place.en}${floor.en} and offers ${net} m² of net floor space with ${bed} ${bed === 1 ? 'bedroom' : 'bedrooms'}, a living room with kitchen and ${bath} ${bath === 1 ? 'bathroom' : 'bathrooms'}.`,
  };
  const extras: L[] = (l.features ?? []).slice(0, 3).map((f) => FEATURE_SENTENCE[f]);
  if (d.garden?.type === 'private' && d.garden.area) {
    extras.push({
      it: `Giardino privato di ${d.garden.area} m².`,
      de: `Privatgarten mit ${d.garden.area} m².`,
      en: `Private garden of ${d.garden.area} m².`,
    });
  }
  if (d.parking?.garage?.number) {
    const n = d.parking.garage.number;
    extras.push({
      it: n === 1 ? 'Completa l’offerta un garage.' : `Completano l’offerta ${n} garage.`,
      de: n === 1 ? 'Eine Garage gehört dazu.' : `${n} Garagen gehören dazu.`,
      en: n === 1 ? 'A garage is included.' : `${n} garages are included.`,
    });
  }
  return joinTexts([
    s1,
    ...extras,
    builtAndEnergy(d.constructionYear, d.energyClass),
    closing(l.rent),
  ]);
}

function ordinal(n: number): string {
  return n === 1 ? 'first' : n === 2 ? 'second' : n === 3 ? 'third' : `${n}th`;
}

function builtAndEnergy(year: number | undefined, energyClass: string | undefined): L {
  const cls =
    energyClass && energyClass !== 'undefined'
      ? energyClass === 'gold'
        ? 'Gold'
        : energyClass
      : null;
  return {
    it: `${year ? `Anno di costruzione ${year}. ` : ''}${cls ? `${ENERGY.it} ${cls}.` : 'Certificazione energetica in corso.'}`,
    de: `${year ? `Baujahr ${year}. ` : ''}${cls ? `${ENERGY.de} ${cls}.` : 'Energieausweis in Ausarbeitung.'}`,
    en: `${year ? `Built in ${year}. ` : ''}${cls ? `${ENERGY.en} ${cls}.` : 'Energy certificate in preparation.'}`,
  };
}

function closing(rent: boolean | undefined): L {
  return rent
    ? {
        it: 'Disponibile da subito; contratto 4+4 anni.',
        de: 'Ab sofort verfügbar; Mietvertrag über 4+4 Jahre.',
        en: 'Available now on a 4+4-year lease.',
      }
    : {
        it: 'Su richiesta inviamo la documentazione completa.',
        de: 'Die vollständigen Unterlagen senden wir gerne auf Anfrage.',
        en: 'We are happy to send the full documents on request.',
      };
}

function joinTexts(parts: L[]): L {
  return {
    it: parts.map((p) => p.it).join(' '),
    de: parts.map((p) => p.de).join(' '),
    en: parts.map((p) => p.en).join(' '),
  };
}

const COMMERCIAL_NAME: Record<string, L> = {
  hotel: { it: 'Hotel', de: 'Hotel', en: 'Hotel' },
  industry: { it: 'Capannone industriale', de: 'Industriehalle', en: 'Industrial building' },
  workshop: { it: 'Laboratorio artigianale', de: 'Handwerksbetrieb', en: 'Workshop' },
  warehouse: { it: 'Magazzino', de: 'Lagerhalle', en: 'Warehouse' },
  office: { it: 'Ufficio', de: 'Büro', en: 'Office' },
  store: { it: 'Negozio', de: 'Geschäftslokal', en: 'Shop' },
  bar: { it: 'Bar', de: 'Bar', en: 'Bar' },
  restaurant: { it: 'Ristorante', de: 'Restaurant', en: 'Restaurant' },
};

function commercialTexts(l: DemoListing, place: L): { title: L; description: L } {
  const d = l.details as {
    area?: number;
    exteriorArea?: number;
    hotel?: { stars?: number; sleepingPlaces?: number; spa?: number; restaurantPlaces?: number };
    rooms?: { seats?: number; externalSeats?: number };
    reachableTruck?: boolean;
    sellType?: string;
    commercialDescription?: string;
    commercialInfo?: { avgAnnualTurnover?: number };
    constructionYear?: number;
    energyClass?: string;
  };
  const name = COMMERCIAL_NAME[l.subtype]!;
  const stars = d.hotel?.stars ? ` ${String(d.hotel.stars).replace('.5', 'S')}*` : '';
  const title = titleWithPlace(
    {
      it: `${name.it}${stars} di ${d.area} m²`,
      de: `${name.de}${stars} mit ${d.area} m²`,
      en: `${name.en}${stars} of ${d.area} m²`,
    },
    l.features?.[0],
    place,
  );
  const parts: L[] = [
    {
      it: `${name.it} ${rentOrSale(l.rent).it} a ${place.it}: ${d.area} m² di superficie${d.exteriorArea ? ` e ${d.exteriorArea} m² di area esterna` : ''}.`,
      de: `${name.de} ${rentOrSale(l.rent).de} in ${place.de}: ${d.area} m² Fläche${d.exteriorArea ? ` und ${d.exteriorArea} m² Außenfläche` : ''}.`,
      en: `${name.en} ${rentOrSale(l.rent).en} in ${place.en}: ${d.area} m² of floor space${d.exteriorArea ? ` and ${d.exteriorArea} m² outside` : ''}.`,
    },
  ];
  if (d.hotel) {
    parts.push({
      it: `${d.hotel.sleepingPlaces} posti letto, ristorante con ${d.hotel.restaurantPlaces} coperti${d.hotel.spa ? ` e area wellness di ${d.hotel.spa} m²` : ''}.`,
      de: `${d.hotel.sleepingPlaces} Betten, Restaurant mit ${d.hotel.restaurantPlaces} Sitzplätzen${d.hotel.spa ? ` und ${d.hotel.spa} m² Wellnessbereich` : ''}.`,
      en: `${d.hotel.sleepingPlaces} beds, a restaurant seating ${d.hotel.restaurantPlaces}${d.hotel.spa ? ` and a ${d.hotel.spa} m² spa` : ''}.`,
    });
  }
  if (d.rooms?.seats && (l.subtype === 'bar' || l.subtype === 'restaurant')) {
    parts.push({
      it: `${d.rooms.seats} posti a sedere all’interno${d.rooms.externalSeats ? ` e ${d.rooms.externalSeats} all’aperto` : ''}.`,
      de: `${d.rooms.seats} Sitzplätze innen${d.rooms.externalSeats ? ` und ${d.rooms.externalSeats} im Freien` : ''}.`,
      en: `${d.rooms.seats} seats inside${d.rooms.externalSeats ? ` and ${d.rooms.externalSeats} outdoors` : ''}.`,
    });
  }
  if (d.reachableTruck) {
    parts.push({
      it: 'Accessibile con autocarri.',
      de: 'Mit LKW erreichbar.',
      en: 'Accessible by lorry.',
    });
  }
  if (d.sellType === 'activity') {
    parts.push({
      it: 'Si cede l’attività avviata.',
      de: 'Abgegeben wird der laufende Betrieb.',
      en: 'The running business is offered.',
    });
  } else if (d.sellType === 'walls') {
    parts.push({
      it: 'Oggetto dell’offerta sono i muri.',
      de: 'Angeboten wird die Immobilie ohne Betrieb.',
      en: 'The offer covers the premises only.',
    });
  } else if (d.sellType === 'both') {
    parts.push({
      it: 'Si vendono muri e attività.',
      de: 'Verkauft werden Immobilie und Betrieb.',
      en: 'Both premises and business are for sale.',
    });
  }
  for (const f of (l.features ?? []).slice(0, 2)) parts.push(FEATURE_SENTENCE[f]);
  parts.push(builtAndEnergy(d.constructionYear, d.energyClass), closing(l.rent));
  return { title, description: joinTexts(parts) };
}

function landTexts(l: DemoListing, place: L): { title: L; description: L } {
  if (l.category === 'agriculture') {
    const d = l.details as {
      area?: number;
      sprinklers?: boolean;
      hailnets?: boolean;
      cultivation?: { description: string; area: number }[];
    };
    const ha = ((d.area ?? 0) / 10000).toLocaleString('it-IT', { maximumFractionDigits: 2 });
    const haEn = ((d.area ?? 0) / 10000).toLocaleString('en-GB', { maximumFractionDigits: 2 });
    const vineyard = d.cultivation?.some((c) => /vign|wein/i.test(c.description));
    const title: L = vineyard
      ? {
          it: `Vigneto di ${ha} ha a ${place.it}`,
          de: `Weinberg mit ${ha} ha in ${place.de}`,
          en: `${haEn} ha vineyard in ${place.en}`,
        }
      : {
          it: `Frutteto di ${ha} ha a ${place.it}`,
          de: `Obstanlage mit ${ha} ha in ${place.de}`,
          en: `${haEn} ha apple orchard in ${place.en}`,
        };
    const equipment: L = {
      it:
        [d.sprinklers ? 'impianto di irrigazione' : '', d.hailnets ? 'reti antigrandine' : '']
          .filter(Boolean)
          .join(' e ') || 'nessun impianto',
      de:
        [d.sprinklers ? 'Beregnungsanlage' : '', d.hailnets ? 'Hagelnetzen' : '']
          .filter(Boolean)
          .join(' und ') || 'ohne Anlagen',
      en:
        [d.sprinklers ? 'irrigation' : '', d.hailnets ? 'hail nets' : '']
          .filter(Boolean)
          .join(' and ') || 'no equipment',
    };
    const crops = (d.cultivation ?? []).map((c) => c.description.split(' / '));
    return {
      title,
      description: joinTexts([
        {
          it: `Fondo agricolo ${rentOrSale(l.rent).it} di ${(d.area ?? 0).toLocaleString('it-IT')} m² a ${place.it}, con ${equipment.it}.`,
          de: `Landwirtschaftliche Fläche ${rentOrSale(l.rent).de}: ${(d.area ?? 0).toLocaleString('de-DE')} m² in ${place.de}, mit ${equipment.de}.`,
          en: `Farmland ${rentOrSale(l.rent).en}: ${(d.area ?? 0).toLocaleString('en-GB')} m² in ${place.en}, with ${equipment.en}.`,
        },
        {
          it: `Colture: ${crops.map((c) => c[0]).join(', ')}.`,
          de: `Kulturen: ${crops.map((c) => c[1] ?? c[0]).join(', ')}.`,
          en: `Crops: ${crops.map((c) => cropInEnglish(c[0] ?? '')).join(', ')}.`,
        },
        ...(l.features ?? []).slice(0, 2).map((f) => FEATURE_SENTENCE[f]),
        closing(l.rent),
      ]),
    };
  }
  const d = l.details as {
    catastralArea?: number;
    cubic?: number;
    grossArea?: number;
    landUseZone?: string;
    cubicIndex?: number;
    maxBeds?: number;
  };
  const kind: L =
    l.subtype === 'industrial'
      ? { it: 'Terreno produttivo', de: 'Gewerbegrund', en: 'Industrial plot' }
      : l.subtype === 'hotel'
        ? { it: 'Terreno per albergo', de: 'Baugrund für Hotel', en: 'Hotel building plot' }
        : { it: 'Terreno edificabile', de: 'Baugrundstück', en: 'Building plot' };
  const zone = (d.landUseZone ?? '').split(' / ');
  return {
    title: {
      it: `${kind.it} di ${d.catastralArea} m² a ${place.it}`,
      de: `${kind.de} mit ${d.catastralArea} m² in ${place.de}`,
      en: `${kind.en} of ${d.catastralArea} m² in ${place.en}`,
    },
    description: joinTexts([
      {
        it: `${kind.it} di ${d.catastralArea} m²${zone[0] ? `, destinazione urbanistica: ${zone[0]}` : ''}${d.cubic ? `, cubatura realizzabile ${d.cubic} m³` : ''}${d.grossArea ? `, superficie lorda ${d.grossArea} m²` : ''}.`,
        de: `${kind.de} mit ${d.catastralArea} m²${zone[0] ? `, Widmung: ${zone[1] ?? zone[0]}` : ''}${d.cubic ? `, bebaubare Kubatur ${d.cubic} m³` : ''}${d.grossArea ? `, Bruttofläche ${d.grossArea} m²` : ''}.`,
        en: `${kind.en} of ${d.catastralArea} m² in a ${l.subtype === 'industrial' ? 'commercial' : l.subtype === 'hotel' ? 'tourism' : 'residential'} zone${d.cubic ? `, ${d.cubic} m³ may be built` : ''}${d.grossArea ? `, gross floor area ${d.grossArea} m²` : ''}.`,
      },
      ...(d.maxBeds
        ? [
            {
              it: `Ammessi fino a ${d.maxBeds} posti letto.`,
              de: `Bis zu ${d.maxBeds} Betten zulässig.`,
              en: `Up to ${d.maxBeds} beds permitted.`,
            },
          ]
        : []),
      ...(l.features ?? []).slice(0, 2).map((f) => FEATURE_SENTENCE[f]),
      {
        it: 'Allacciamenti alle reti sul confine del lotto.',
        de: 'Die Anschlüsse liegen an der Grundstücksgrenze.',
        en: 'Utilities are at the edge of the plot.',
      },
    ]),
  };
}

/** "Meleto Pink Lady" is "Pink Lady apples", "Vigneto Gewürztraminer" "Gewürztraminer vines". */
function cropInEnglish(italian: string): string {
  const [kind = '', ...variety] = italian.split(' ');
  const noun =
    kind === 'Meleto'
      ? 'apples'
      : kind === 'Vigneto'
        ? 'vines'
        : kind === 'Prato'
          ? 'meadow'
          : kind;
  return variety.length ? `${variety.join(' ')} ${noun}` : noun;
}

/** "a, b and c" in each language. */
function list(items: string[], and: string): string {
  return items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

const GARAGE_NAME: Record<string, L> = {
  garage: { it: 'Garage', de: 'Garage', en: 'Garage' },
  parkingLot: { it: 'Posto auto', de: 'Autostellplatz', en: 'Parking space' },
};

function garageTexts(l: DemoListing, place: L): { title: L; description: L } {
  const d = l.details as {
    numOfPlaces?: number;
    area?: number;
    floor?: number;
    power?: boolean;
    light?: boolean;
    runningWater?: boolean;
  };
  const name = GARAGE_NAME[l.subtype]!;
  const double = (d.numOfPlaces ?? 1) > 1;
  const floor: L =
    d.floor === undefined
      ? { it: 'all’aperto', de: 'im Freien', en: 'outdoors' }
      : d.floor < 0
        ? {
            it: `al piano ${d.floor}`,
            de: `im ${-d.floor}. Untergeschoss`,
            en: `on basement level ${-d.floor}`,
          }
        : { it: 'al piano terra', de: 'im Erdgeschoss', en: 'on the ground floor' };
  const equipment: L = {
    it: list(
      [d.power ? 'corrente' : '', d.light ? 'luce' : '', d.runningWater ? 'acqua' : ''].filter(
        Boolean,
      ),
      'e',
    ),
    de: list(
      [d.power ? 'Strom' : '', d.light ? 'Licht' : '', d.runningWater ? 'Wasser' : ''].filter(
        Boolean,
      ),
      'und',
    ),
    en: list(
      [d.power ? 'power' : '', d.light ? 'lighting' : '', d.runningWater ? 'water' : ''].filter(
        Boolean,
      ),
      'and',
    ),
  };

  return {
    title: {
      it: `${name.it}${double ? ' doppio' : ''} a ${place.it}`,
      de: `${double ? 'Doppel' : ''}${double ? name.de.toLowerCase() : name.de} in ${place.de}`,
      en: `${double ? 'Double ' : ''}${double ? name.en.toLowerCase() : name.en} in ${place.en}`,
    },
    description: joinTexts([
      {
        it: `${name.it} ${rentOrSale(l.rent).it} ${floor.it}, ${d.area} m² per ${d.numOfPlaces ?? 1} ${double ? 'auto' : 'auto'}.`,
        de: `${name.de} ${rentOrSale(l.rent).de} ${floor.de}, ${d.area} m² für ${d.numOfPlaces ?? 1} ${double ? 'Autos' : 'Auto'}.`,
        en: `${name.en} ${rentOrSale(l.rent).en} ${floor.en}, ${d.area} m² for ${d.numOfPlaces ?? 1} ${double ? 'cars' : 'car'}.`,
      },
      ...(equipment.it
        ? [
            {
              it: `Dotazioni: ${equipment.it}.`,
              de: `Ausstattung: ${equipment.de}.`,
              en: `Fitted with ${equipment.en}.`,
            },
          ]
        : []),
      {
        it: 'Accesso comodo, anche per auto grandi.',
        de: 'Bequeme Zufahrt, auch für große Autos.',
        en: 'Easy access, even for large cars.',
      },
    ]),
  };
}

/** Title and description of a demo listing in it, de and en. */
export function listingTexts(l: DemoListing, places: PlaceNames): { title: L; description: L } {
  const place = placeOf(places);
  switch (l.category) {
    case 'residential':
      return { title: residentialTitle(l, place), description: residentialDescription(l, place) };
    case 'garage':
      return garageTexts(l, place);
    case 'commercial':
      return commercialTexts(l, place);
    // Every category has its case: a new one fails to compile here.
    case 'buildingland':
    case 'agriculture':
      return landTexts(l, place);
  }
}
