/**
 * The category's fields of an imported OpenImmo listing (issue 32 point 5, decision 064), read
 * with the export's own tables backwards (`openimmo-mapping.ts`): the subtype from
 * `openImmoSubtypeOf`, the 1:1 fields by their `feeds.openimmo` entry, the condition, energy
 * class, heating, furnishing and orientation by the export's values, areas and counts where the
 * export writes them. Values other CRMs write that Domus never does are read as their nearest
 * Domus value; what has no place is noted by the reader.
 */
import { CATEGORY_FACTS } from '../core/category-facts.ts';
import type { Category } from '../core/constants.ts';
import { categoryDetailKeys, categoryDetailsSchema } from '../listing/property.schema.ts';
import {
  OPENIMMO_AREA_ELEMENT,
  OPENIMMO_CONDITION,
  OPENIMMO_ENERGY_CLASS,
  OPENIMMO_FIELDS,
  OPENIMMO_FURNISHING,
  OPENIMMO_HEATING_TYPE,
  OPENIMMO_ORIENTATION,
  OPENIMMO_TOWNHOUSE_POSITION,
  openImmoSubtypeOf,
} from './openimmo-mapping.ts';
import { parseNumber, trueAttributes, type Reader } from './openimmo-import-reader.ts';

/** A Domus category and subtype, with a townhouse's position in its row. */
export type Kind = {
  category: Category;
  subtype: string;
  townhousePosition?: 'outside' | 'center';
};

/** The subtype attribute of each `objektart` element. */
const TYPE_ATTRIBUTE: Record<string, string> = {
  wohnung: 'wohnungtyp',
  haus: 'haustyp',
  grundstueck: 'grundst_typ',
  buero_praxen: 'buero_typ',
  einzelhandel: 'handel_typ',
  gastgewerbe: 'gastgew_typ',
  hallen_lager_prod: 'hallen_typ',
  land_und_forstwirtschaft: 'land_typ',
  parken: 'parken_typ',
};

/** Values other CRMs write for their own kinds, as the export's value of the nearest subtype. */
const OTHER_VALUES: Record<string, string> = {
  'haus/DOPPELHAUSHAELFTE': 'REIHENHAUS',
  'gastgewerbe/PENSIONEN': 'HOTELS',
  'gastgewerbe/WEITERE_BEHERBERGUNGSBETRIEBE': 'HOTELS',
  'hallen_lager_prod/SERVICE': 'WERKSTATT',
  'hallen_lager_prod/KUEHLHAUS': 'LAGER',
};

/** The Domus kind of an `objektart` element, or undefined where Domus has none. */
export function openImmoKind(element: string, value: string | undefined): Kind | undefined {
  // A boat's mooring is no parking space.
  if (element === 'parken' && value === 'BOOTSLIEGEPLATZ') return undefined;
  const found = openImmoSubtypeOf(element, OTHER_VALUES[`${element}/${value}`] ?? value);
  if (!found) return undefined;
  const position = (
    Object.entries(OPENIMMO_TOWNHOUSE_POSITION) as [
      keyof typeof OPENIMMO_TOWNHOUSE_POSITION,
      string,
    ][]
  ).find(([, written]) => written === value)?.[0];
  return position && found.subtype === 'townhouse'
    ? { ...found, townhousePosition: position }
    : { category: found.category, subtype: found.subtype };
}

/** The `objektart` child and the Domus kind it names. */
export function kindOf(r: Reader): Kind | undefined {
  const type = r.at('objektkategorie/objektart');
  const element = type?.children.find((child) => child.name !== 'objektart_zusatz');
  if (!element) return undefined;
  r.used.add(element);
  const attribute = TYPE_ATTRIBUTE[element.name];
  return openImmoKind(element.name, attribute ? element.attributes[attribute] : undefined);
}

/** A table read backwards: the Domus value of an OpenImmo one (the first that writes it). */
function reverse<V>(table: Record<string, string | undefined>, map: (key: string) => V) {
  const back: Record<string, V> = {};
  for (const [key, written] of Object.entries(table)) {
    if (written && !(written in back)) back[written] = map(key);
  }
  return back;
}

const CONDITION = {
  ...reverse(OPENIMMO_CONDITION as Record<string, string>, Number),
  // What other CRMs write beside the export's four values.
  ERSTBEZUG: 1,
  TEIL_VOLLRENOVIERT: 2,
  VOLL_SANIERT: 2,
  MODERNISIERT: 2,
  SANIERT: 2,
  TEIL_SANIERT: 3,
  NACH_VEREINBARUNG: 3,
  RENOVIERUNGSBEDUERFTIG: 4,
  ABRISSOBJEKT: 4,
} as Record<string, number>;
const ENERGY_CLASS = reverse(OPENIMMO_ENERGY_CLASS, String);
const HEATING: Record<string, string> = {
  ZENTRAL: 'central',
  FERN: 'central',
  ETAGE: 'autonom',
  EINZELOFEN: 'autonom',
  FUSSBODEN: 'autonom',
  OFEN: 'autonom',
};
const HEATING_TYPE = {
  ...reverse(OPENIMMO_HEATING_TYPE, String),
  FLUESSIGGAS: 'gas',
  HOLZ: 'pellets',
  SOLAR: 'renewable',
  ERDWAERME: 'renewable',
  LUFTWP: 'renewable',
  WASSER_ELEKTRO: 'renewable',
} as Record<string, string>;
const ORIENTATION = reverse(OPENIMMO_ORIENTATION, String);
const FURNISHING = reverse(OPENIMMO_FURNISHING, String);

/** The listing's rent or sale price: the rent from the first rent the export names. */
export function priceOf(r: Reader, rent: boolean): number | null {
  const prices = r.at('preise');
  if (!prices) return null;
  r.at('waehrung', prices);
  const paths = rent
    ? ['kaltmiete', 'nettokaltmiete', 'warmmiete', 'pauschalmiete']
    : ['kaufpreis'];
  for (const path of paths) {
    const node = r.at(path, prices);
    if (!node) continue;
    if (node.attributes.auf_anfrage === 'true' || node.attributes.auf_anfrage === '1') return null;
    const value = parseNumber(node.text);
    if (value !== undefined && value >= 0) return value;
    if (node.text.trim()) r.note(`preise/${path}`, 'value', node.text);
  }
  return null;
}

/** Writes a field of the listing, remembering the element it came from. */
type Put = (key: string, source: string, value: unknown) => void;

/** The 1:1 fields of the category, by their `feeds.openimmo` entry. */
function directFields(r: Reader, keys: Set<string>, put: Put) {
  for (const { field, parent, element } of OPENIMMO_FIELDS) {
    if (!keys.has(field)) continue;
    const path = `${parent}/${element}`;
    const node = r.at(path);
    if (!node) continue;
    const text = node.text.trim();
    if (text === 'true' || text === 'false') put(field, path, text === 'true');
    else put(field, path, r.number(path));
  }
}

/** Count and price of a parking element (`stp_garage anzahl="2" stellplatzkaufpreis="…"`). */
function spotOf(r: Reader, path: string) {
  const node = r.at(path);
  if (!node) return undefined;
  const number = parseNumber(node.attributes.anzahl ?? '');
  const price = parseNumber(
    node.attributes.stellplatzkaufpreis ?? node.attributes.stellplatzmiete ?? '',
  );
  return number ? { number: Math.round(number), price: price ?? 0 } : undefined;
}

/**
 * Parking (`stp_*` of `preise`): garages and lots, and what only some categories keep, a home's
 * bike room and a business's truck lots.
 */
function parkingOf(r: Reader, put: Put, own: { bike?: boolean; truck?: boolean }) {
  const parking: Record<string, unknown> = {};
  const garage = spotOf(r, 'preise/stp_garage');
  const lot = spotOf(r, 'preise/stp_freiplatz');
  const other = r.at('preise/stp_sonstige');
  if (garage) parking.garage = garage;
  if (lot) parking.parkingLot = lot;
  if (own.truck && other?.attributes.bemerkung === 'LKW') {
    const truck = spotOf(r, 'preise/stp_sonstige');
    if (truck) parking.truckLot = truck;
  }
  r.at('ausstattung/stellplatzart');
  if (own.bike && r.at('ausstattung/fahrradraum')?.text.trim() === 'true') parking.bike = true;
  if (Object.keys(parking).length) put('parking', 'preise/stp_garage', parking);
}

/** Rooms and additional areas of a home. */
function residentialOf(r: Reader, kind: Kind, put: Put) {
  const count = (path: string) => {
    const value = r.number(`flaechen/${path}`);
    return value === undefined ? undefined : Math.round(value);
  };
  const rooms: Record<string, number> = {};
  const bed = count('anzahl_schlafzimmer');
  const total = count('anzahl_zimmer');
  if (bed !== undefined) rooms.bed = bed;
  // The export's room total is bedrooms, living and dining rooms: the rest are living rooms.
  if (total !== undefined && total > (bed ?? 0)) rooms.living = total - (bed ?? 0);
  const bath = count('anzahl_badezimmer');
  const wc = count('anzahl_sep_wc');
  if (bath !== undefined) rooms.bath = bath;
  if (wc !== undefined) rooms.wc = wc;
  if (r.at('ausstattung/abstellraum')?.text.trim() === 'true') rooms.storage = 1;
  if (Object.keys(rooms).length) put('rooms', 'flaechen/anzahl_zimmer', rooms);

  const areas: Record<string, { amount: number; area: number }> = {};
  const balconies = count('anzahl_balkone');
  const terraces = count('anzahl_terrassen');
  const outdoor = r.number('flaechen/balkon_terrasse_flaeche') ?? 0;
  if (balconies) areas.balcony = { amount: balconies, area: outdoor };
  if (terraces) areas.terrace = { amount: terraces, area: balconies ? 0 : outdoor };
  const cellar = r.number('flaechen/kellerflaeche');
  const underground = r.at('ausstattung/unterkellert')?.attributes.keller === 'JA';
  if (cellar || underground) areas.cellar = { amount: 1, area: cellar ?? 0 };
  const attic = r.number('flaechen/dachbodenflaeche');
  if (attic) areas.underroof = { amount: 1, area: attic };
  if (r.at('ausstattung/wintergarten')?.text.trim() === 'true') {
    areas.wintergarden = { amount: 1, area: 0 };
  }
  if (Object.keys(areas).length) put('areas', 'flaechen/anzahl_balkone', areas);

  const garden = r.number('flaechen/gartenflaeche');
  if (garden) put('garden', 'flaechen/gartenflaeche', { type: 'private', area: garden });
  else if (r.at('ausstattung/gartennutzung')?.text.trim() === 'true') {
    put('garden', 'ausstattung/gartennutzung', { type: 'community', area: 0 });
  }
  // The export writes an apartment's lowest floor as its floor.
  const floor = r.number('geo/etage');
  if (floor !== undefined) put('minFloor', 'geo/etage', floor);
  if (kind.townhousePosition) put('townhousePosition', 'objektart', kind.townhousePosition);
}

/** Rooms, seats and beds of a business, its area under its own name when not as usable area. */
function commercialOf(r: Reader, put: Put, hasArea: boolean) {
  const rooms: Record<string, number> = {};
  for (const [path, key] of [
    ['anzahl_badezimmer', 'bath'],
    ['anzahl_sep_wc', 'wc'],
    ['plaetze_gastraum', 'seats'],
  ] as const) {
    const value = r.number(`flaechen/${path}`);
    if (value !== undefined) rooms[key] = Math.round(value);
  }
  if (Object.keys(rooms).length) put('rooms', 'flaechen/anzahl_badezimmer', rooms);
  const beds = r.number('flaechen/anzahl_betten');
  if (beds !== undefined)
    put('hotel', 'flaechen/anzahl_betten', { sleepingPlaces: Math.round(beds) });
  for (const element of ['bueroflaeche', 'verkaufsflaeche', 'lagerflaeche', 'gastroflaeche']) {
    // The export writes the usable area twice; another CRM may write only this one.
    const value = r.number(`flaechen/${element}`);
    if (value !== undefined && !hasArea) put('area', `flaechen/${element}`, value);
  }
}

/** The fields of the categories beyond the 1:1 ones and the area, by category. */
const CATEGORY_FIELDS: {
  readonly [C in Category]?: (
    r: Reader,
    kind: Kind,
    put: Put,
    details: Record<string, unknown>,
  ) => void;
} = {
  residential: (r, kind, put) => {
    residentialOf(r, kind, put);
    parkingOf(r, put, { bike: true });
  },
  commercial: (r, _kind, put, details) => {
    commercialOf(r, put, details.area !== undefined);
    parkingOf(r, put, { truck: true });
  },
};

/** Heating, its source, lift, furnishing and orientation from `ausstattung`. */
function equipmentOf(r: Reader, keys: Set<string>, put: Put) {
  const heating = trueAttributes(r.at('ausstattung/heizungsart'));
  const system = heating.map((k) => HEATING[k]).find(Boolean);
  if (keys.has('heating') && system) put('heating', 'ausstattung/heizungsart', system);
  else if (heating.length) r.note('ausstattung/heizungsart', 'noField', heating.join(' '));
  const firing = trueAttributes(r.at('ausstattung/befeuerung'));
  const source = firing.map((k) => HEATING_TYPE[k]).find(Boolean);
  if (keys.has('heatingType') && source) put('heatingType', 'ausstattung/befeuerung', source);
  else if (firing.length) r.note('ausstattung/befeuerung', 'noField', firing.join(' '));
  const lift = r.at('ausstattung/fahrstuhl');
  if (lift && keys.has('lift')) {
    put(
      'lift',
      'ausstattung/fahrstuhl',
      trueAttributes(lift).length > 0 || lift.text.trim() === 'true',
    );
  }
  const moeb = r.at('ausstattung/moebliert')?.attributes.moeb;
  if (moeb && keys.has('furnishing') && FURNISHING[moeb]) {
    put('furnishing', 'ausstattung/moebliert', FURNISHING[moeb]);
  } else if (moeb) r.note('ausstattung/moebliert', 'value', moeb);
  const facing = trueAttributes(r.at('ausstattung/ausricht_balkon_terrasse'));
  const orientation = facing.map((k) => ORIENTATION[k]).filter(Boolean);
  if (orientation.length && keys.has('orientation')) {
    put('orientation', 'ausstattung/ausricht_balkon_terrasse', orientation);
  }
}

/** Condition, energy class and consumption from `zustand_angaben`. */
function stateOf(r: Reader, category: Category, keys: Set<string>, put: Put) {
  const state = r.at('zustand_angaben/zustand')?.attributes.zustand_art;
  if (state && keys.has('condition') && CONDITION[state]) {
    put('condition', 'zustand_angaben/zustand', CONDITION[state]);
  } else if (state) r.note('zustand_angaben/zustand', 'value', state);
  const pass = r.at('zustand_angaben/energiepass');
  if (!pass) return;
  // The kind of certificate and the building's kind say nothing Domus keeps.
  for (const name of ['epart', 'gebaeudeart', 'jahrgang', 'ausstelldatum', 'gueltig_bis']) {
    r.at(name, pass);
  }
  if (!CATEGORY_FACTS[category].energyCertificate) return;
  const klass = r.text('wertklasse', pass);
  const value = ENERGY_CLASS[klass.toUpperCase()];
  if (value) put('energyClass', 'zustand_angaben/energiepass/wertklasse', value);
  else if (klass) r.note('zustand_angaben/energiepass/wertklasse', 'value', klass);
  for (const path of ['endenergiebedarf', 'energieverbrauchkennwert', 'primaerenergiebedarf']) {
    const consumption = r.number(path, pass);
    if (consumption !== undefined) {
      put('energyConsumption', `zustand_angaben/energiepass/${path}`, consumption);
      break;
    }
  }
}

/**
 * The category's fields of the listing, each valid against the category's schema; a value the
 * schema refuses is noted and left out, the rest of the listing still imports.
 */
export function detailsOf(r: Reader, kind: Kind): Record<string, unknown> {
  const details: Record<string, unknown> = {};
  const sources: Record<string, string> = {};
  const keys = new Set(categoryDetailKeys(kind.category));
  const put: Put = (key, source, value) => {
    if (value === undefined) return;
    // An element another category's field would take: this category has no such field.
    if (!keys.has(key)) return r.note(source, 'noField', JSON.stringify(value));
    details[key] = value;
    sources[key] = source;
  };
  directFields(r, keys, put);
  const areaElement = OPENIMMO_AREA_ELEMENT[kind.category];
  if (areaElement) put('area', `flaechen/${areaElement}`, r.number(`flaechen/${areaElement}`));
  CATEGORY_FIELDS[kind.category]?.(r, kind, put, details);
  equipmentOf(r, keys, put);
  stateOf(r, kind.category, keys, put);
  // Condominium fees per month, which Domus keeps per year.
  for (const element of ['hausgeld', 'nebenkosten']) {
    const fees = r.number(`preise/${element}`);
    if (fees === undefined) continue;
    put('fees', `preise/${element}`, Math.round(fees * 12 * 100) / 100);
    break;
  }
  const grz = r.number('flaechen/grz');
  if (grz !== undefined) put('maxGroundCover', 'flaechen/grz', Math.round(grz * 10_000) / 100);
  return validDetails(r, kind.category, details, sources);
}

function validDetails(
  r: Reader,
  category: Category,
  details: Record<string, unknown>,
  sources: Record<string, string>,
): Record<string, unknown> {
  const kept = { ...details };
  for (let round = 0; round < 50; round++) {
    const checked = categoryDetailsSchema(category).safeParse(kept);
    if (checked.success) return kept;
    const key = String(checked.error.issues[0]?.path[0] ?? '');
    if (!(key in kept)) return {};
    r.note(sources[key] ?? key, 'value', JSON.stringify(kept[key]));
    delete kept[key];
  }
  return {};
}
