/**
 * Every field of step 3 of the listing form, declared once (issue 31 point 2): its name, what it
 * holds (its kind of number and unit, or its values), its label, the form group and control it
 * is typed in, the rows it gives the detail page and the long exposé, the admin column it can
 * be, and the history, which names its changes by its label. A category says which of these
 * fields it has and where its form shows them (`form.sections` of its module), and which of
 * them a subtype shows (`isFieldVisible`); its defaults stay in its module, since they depend on
 * the subtype.
 *
 * The order of the list is the order of the detail page's rows within each section.
 * `feeds` is left for the portal formats' mappings.
 */
import {
  CONDITIONS,
  ENERGY_CLASSES,
  FURNISHINGS,
  HEATING_TYPES,
  HEATINGS,
  HOTEL_STARS,
  MAX_LENGTH,
  ORIENTATIONS,
  PURPOSES,
  SELL_TYPES,
  TOWNHOUSE_POSITIONS,
} from '../../core/constants.ts';
import type { AdminColumnKind, DetailSectionKey } from './category-module.ts';
import {
  additionalAreaRows,
  administratorRows,
  areaRows,
  commercialInfoRows,
  cultivationRows,
  gardenAreaRows,
  gardenTypeRows,
  hotelAreasRows,
  hotelPlacesRows,
  hotelStarsRows,
  parkingRows,
  rentPriceRows,
  roomRows,
  typeRows,
  type CompositeRows,
} from './composite-detail-rows.ts';
import type {
  DetailFormat,
  DetailShow,
  FieldSurface,
  FormControl,
  FormGroupId,
  NumberKind,
} from './field-kinds.ts';

/** A plain value on the detail page: when it shows and how it is written. */
export interface ValuePlacement {
  section: DetailSectionKey;
  show: DetailShow;
  format: DetailFormat;
}
/** A field of several values on the detail page: the rows it gives one section. */
export interface CompositePlacement {
  section: DetailSectionKey;
  rows: CompositeRows;
}
/** Where a field shows on the detail page (and in the long exposé, which reads the same rows). */
export type DetailPlacement = ValuePlacement | CompositePlacement;

/** How the step-3 form shows a field. */
export interface FieldForm {
  group: FormGroupId;
  control: FormControl;
  /** For a number: its kind, which sets its limits (`NUMBER_KINDS`). */
  number?: NumberKind;
  /** For a text: its longest length. */
  maxLength?: number;
  /** Only staff type it (the property number). */
  staffOnly?: boolean;
  /** For a select: it may stay without a value ("not given"); the others always hold one. */
  emptyChoice?: boolean;
  /** Full catalog key of the hint below the input, whatever the listing. */
  hintKey?: string;
}

/** The column a field can be in the admin listing tables (`fieldAdminColumn`). */
export interface FieldAdminColumn {
  kind: AdminColumnKind;
  /** The path in the category fields when the column shows a part of the field. */
  path?: readonly string[];
  /** The column's key when not the field's name. */
  key?: string;
  /** The header's catalog key when not the field's label. */
  labelKey?: string;
  /** For a list: the path sorted by. */
  sortPath?: readonly string[];
  /** For a part of several choices (the hotel's stars): its values and their labels' prefix. */
  values?: readonly (string | number)[];
  valueLabelPrefix?: string;
}

/** One field of step 3. */
export interface FieldDefinition {
  name: string;
  /** `details` for the category fields (the `details` JSON), `listing` for the listing's own. */
  scope: 'details' | 'listing';
  /** Full catalog key of its label. */
  labelKey: string;
  /** Full catalog key of its unit. */
  unitKey?: string;
  /** For a field of choices: its values in their order. */
  values?: readonly (string | number)[];
  /** For a field of choices: the catalog prefix of its value labels. */
  valueLabelPrefix?: string;
  /** How step 3's form shows it; absent for the type, which step 1 chooses. */
  form?: FieldForm;
  detail: readonly DetailPlacement[];
  admin?: FieldAdminColumn;
  /** The surfaces the field appears on, derived from the above. */
  surfaces: readonly FieldSurface[];
  /** The portal formats' names for it (issue 32). */
  feeds?: Readonly<Record<string, string>>;
}

type Declared = Omit<FieldDefinition, 'name' | 'surfaces' | 'scope' | 'labelKey' | 'detail'> & {
  scope?: FieldDefinition['scope'];
  labelKey?: string;
  detail?: readonly DetailPlacement[];
};

const labelOf = (name: string) => `property:fields.${name}`;
const choices = (name: string, values: readonly (string | number)[]) => ({
  values,
  valueLabelPrefix: `property:values.${name}.`,
});
const plain = (section: DetailSectionKey, show: DetailShow, format: DetailFormat) => [
  { section, show, format },
];
const composite = (...placements: [DetailSectionKey, CompositeRows][]) =>
  placements.map(([section, rows]) => ({ section, rows }));
const group = (id: FormGroupId, control: FormControl, number?: NumberKind): FieldForm => ({
  group: id,
  control,
  ...(number ? { number } : {}),
});

/**
 * The fields in the order of the detail page's rows within each section: the properties rows,
 * then the amenities, rooms and areas, with the fields of several sections (garden, hotel)
 * where each of their sections wants them.
 */
const DECLARED = {
  // Chosen in step 1, not in step 3's form; the detail page's first row.
  type: { scope: 'listing', detail: composite(['properties', typeRows]) },
  sellType: {
    ...choices('sellType', SELL_TYPES),
    form: group('price', 'radio'),
    detail: plain('properties', 'text', 'value'),
    admin: { kind: 'enum' },
  },
  condition: {
    ...choices('condition', CONDITIONS),
    form: { ...group('condition', 'select'), emptyChoice: true },
    detail: plain('properties', 'text', 'value'),
  },
  energyClass: {
    ...choices('energyClass', ENERGY_CLASSES),
    form: group('energy', 'select'),
    detail: plain('properties', 'text', 'value'),
    admin: { kind: 'enum' },
  },
  energyConsumption: {
    unitKey: 'property:units.energy',
    form: group('energy', 'number', 'energy'),
    detail: plain('properties', 'number', 'withUnit'),
  },
  constructionYear: {
    form: group('condition', 'number', 'year'),
    detail: plain('properties', 'number', 'year'),
    feeds: {
      immobiliare: 'build-year',
      wis: 'BAUJAHR',
      idealista: 'featuresBuiltYear',
      openimmo: 'zustand_angaben/baujahr',
    },
  },
  numOfUnits: {
    form: group('general', 'number', 'count'),
    detail: plain('properties', 'positive', 'number'),
    feeds: { openimmo: 'flaechen/anzahl_wohneinheiten' },
  },
  townhousePosition: {
    ...choices('townhousePosition', TOWNHOUSE_POSITIONS),
    form: group('general', 'radio'),
    detail: plain('properties', 'text', 'value'),
  },
  floor: {
    form: group('general', 'number', 'floor'),
    detail: plain('properties', 'number', 'number'),
    admin: { kind: 'number' },
    feeds: { openimmo: 'geo/etage' },
  },
  floors: {
    form: group('general', 'number', 'count'),
    detail: plain('properties', 'positive', 'number'),
    feeds: {
      immobiliare: 'num-floors',
      idealista: 'featuresFloorsBuilding',
      openimmo: 'geo/anzahl_etagen',
    },
  },
  minFloor: {
    form: group('general', 'number', 'floor'),
    detail: plain('properties', 'number', 'number'),
  },
  maxFloor: {
    form: group('general', 'number', 'floor'),
    detail: plain('properties', 'number', 'number'),
  },
  lowerFloors: {
    form: group('general', 'number', 'count'),
    detail: plain('properties', 'positive', 'number'),
  },
  numOfPlaces: {
    form: group('general', 'number', 'count'),
    detail: plain('properties', 'positive', 'number'),
    admin: { kind: 'number' },
    feeds: { openimmo: 'flaechen/anzahl_stellplaetze' },
  },
  orientation: {
    ...choices('orientation', ORIENTATIONS),
    form: group('general', 'checks'),
    detail: plain('properties', 'list', 'values'),
  },
  furnishing: {
    ...choices('furnishing', FURNISHINGS),
    form: { ...group('condition', 'select'), emptyChoice: true },
    detail: plain('properties', 'text', 'value'),
  },
  heating: {
    ...choices('heating', HEATINGS),
    form: { ...group('energy', 'select'), emptyChoice: true },
    detail: plain('properties', 'text', 'value'),
  },
  heatingType: {
    ...choices('heatingType', HEATING_TYPES),
    form: { ...group('energy', 'select'), emptyChoice: true },
    detail: plain('properties', 'text', 'value'),
  },
  lift: {
    form: group('general', 'switch'),
    detail: plain('amenities', 'boolean', 'yesNo'),
    feeds: { immobiliare: 'elevator', wis: 'AUFZUG', idealista: 'featuresLiftAvailable' },
  },
  conventionated: {
    form: group('condition', 'switch'),
    detail: plain('amenities', 'boolean', 'yesNo'),
    feeds: { wis: 'KONVENTIONIERT', openimmo: 'verwaltung_objekt/wbs_sozialwohnung' },
  },
  power: { form: group('condition', 'switch'), detail: plain('amenities', 'boolean', 'yesNo') },
  light: { form: group('condition', 'switch'), detail: plain('amenities', 'boolean', 'yesNo') },
  runningWater: {
    form: group('condition', 'switch'),
    detail: plain('amenities', 'boolean', 'yesNo'),
  },
  reachableTruck: {
    form: group('general', 'switch'),
    detail: plain('amenities', 'boolean', 'yesNo'),
  },
  fountains: {
    form: group('land', 'number', 'count'),
    detail: plain('amenities', 'number', 'number'),
  },
  sprinklers: { form: group('land', 'switch'), detail: plain('amenities', 'boolean', 'yesNo') },
  hailnets: { form: group('land', 'switch'), detail: plain('amenities', 'boolean', 'yesNo') },
  rooms: {
    form: group('rooms', 'widget'),
    detail: composite(['rooms', roomRows]),
    // The seats of a bar, restaurant or office; a home's rooms are the derived room total.
    admin: {
      kind: 'number',
      path: ['rooms', 'seats'],
      key: 'seats',
      labelKey: 'property:rooms.seats',
    },
  },
  area: {
    unitKey: 'property:units.squareMetres',
    form: group('areas', 'number', 'area'),
    detail: composite(['areas', areaRows]),
  },
  nettoArea: {
    unitKey: 'property:units.squareMetres',
    form: group('areas', 'number', 'area'),
    detail: plain('areas', 'positive', 'area'),
    feeds: { openimmo: 'flaechen/wohnflaeche' },
  },
  overGroundArea: {
    unitKey: 'property:units.squareMetres',
    form: group('areas', 'number', 'area'),
    detail: plain('areas', 'positive', 'area'),
  },
  underGroundArea: {
    unitKey: 'property:units.squareMetres',
    form: group('areas', 'number', 'area'),
    detail: plain('areas', 'positive', 'area'),
  },
  catastralArea: {
    unitKey: 'property:units.squareMetres',
    form: group('plot', 'number', 'area'),
    detail: plain('areas', 'positive', 'area'),
    feeds: { openimmo: 'flaechen/grundstuecksflaeche' },
  },
  grossArea: {
    unitKey: 'property:units.squareMetres',
    form: group('land', 'number', 'area'),
    detail: plain('areas', 'positive', 'area'),
    feeds: { openimmo: 'flaechen/bgf' },
  },
  cubic: {
    unitKey: 'property:units.cubicMetres',
    form: group('land', 'number', 'area'),
    detail: plain('areas', 'positive', 'volume'),
    feeds: { wis: 'KUBATUR', openimmo: 'flaechen/kubatur' },
  },
  exteriorArea: {
    unitKey: 'property:units.squareMetres',
    form: group('areas', 'number', 'area'),
    detail: plain('areas', 'positive', 'area'),
    feeds: { openimmo: 'flaechen/freiflaeche' },
  },
  areas: {
    form: group('additionalAreas', 'widget'),
    detail: composite(['areas', additionalAreaRows]),
  },
  garden: {
    form: group('garden', 'widget'),
    detail: composite(['amenities', gardenTypeRows], ['areas', gardenAreaRows]),
  },
  hotel: {
    form: group('facilities', 'widget'),
    detail: composite(
      ['properties', hotelStarsRows],
      ['rooms', hotelPlacesRows],
      ['areas', hotelAreasRows],
    ),
    admin: {
      kind: 'enum',
      path: ['hotel', 'stars'],
      key: 'stars',
      ...choices('hotelStars', HOTEL_STARS),
    },
  },
  purpose: {
    ...choices('purpose', PURPOSES),
    form: group('plot', 'checks'),
    detail: plain('properties', 'list', 'values'),
  },
  landUseZone: {
    form: { group: 'plot', control: 'text', maxLength: MAX_LENGTH.landUseZone },
    detail: plain('properties', 'text', 'text'),
  },
  cubicIndex: {
    unitKey: 'property:units.cubicIndex',
    form: group('plot', 'number', 'decimal'),
    detail: plain('properties', 'number', 'withUnit'),
    admin: { kind: 'number' },
    feeds: { openimmo: 'flaechen/bmz' },
  },
  surfaceIndex: {
    unitKey: 'property:units.surfaceIndex',
    form: group('plot', 'number', 'decimal'),
    detail: plain('properties', 'number', 'withUnit'),
    feeds: { openimmo: 'flaechen/gfz' },
  },
  maxHeight: {
    unitKey: 'property:units.metres',
    form: group('plot', 'number', 'decimal'),
    detail: plain('properties', 'number', 'metres'),
  },
  maxGroundCover: {
    unitKey: 'property:units.percent',
    form: group('plot', 'number', 'percent'),
    detail: plain('properties', 'number', 'percent'),
  },
  maxSoilSeal: {
    unitKey: 'property:units.percent',
    form: group('plot', 'number', 'percent'),
    detail: plain('properties', 'number', 'percent'),
  },
  maxBeds: {
    form: group('land', 'number', 'count'),
    detail: plain('properties', 'positive', 'number'),
  },
  price: { scope: 'listing', form: group('price', 'number', 'money') },
  rentPrice: {
    scope: 'listing',
    form: group('price', 'number', 'money'),
    detail: composite(['properties', rentPriceRows]),
  },
  fees: {
    form: { ...group('price', 'number', 'money'), hintKey: 'property:units.perYear' },
    detail: plain('properties', 'positive', 'moneyPerYear'),
  },
  maintenenceCost: {
    form: group('price', 'number', 'money'),
    detail: plain('properties', 'positive', 'money'),
  },
  commercialDescription: {
    form: { group: 'business', control: 'textarea', maxLength: MAX_LENGTH.commercialDescription },
  },
  commercialInfo: {
    form: group('business', 'widget'),
    detail: composite(['properties', commercialInfoRows]),
  },
  administrator: {
    form: group('administrator', 'widget'),
    detail: composite(['properties', administratorRows]),
  },
  parking: { form: group('parking', 'widget'), detail: composite(['amenities', parkingRows]) },
  cultivation: {
    form: group('cultivation', 'widget'),
    detail: composite(['cultivation', cultivationRows]),
    admin: { kind: 'list', sortPath: ['cultivation', '0', 'description'] },
  },
  informations: {
    scope: 'listing',
    form: { group: 'further', control: 'textarea', maxLength: MAX_LENGTH.informations },
  },
  cataster: {
    scope: 'listing',
    form: { group: 'further', control: 'textarea', maxLength: MAX_LENGTH.cataster },
  },
  property_id: {
    scope: 'listing',
    form: {
      group: 'further',
      control: 'number',
      number: 'propertyNumber',
      staffOnly: true,
      hintKey: 'sell:details.hints.propertyId',
    },
  },
} as const satisfies Record<string, Declared>;

/** The name of a step-3 field. */
export type FieldName = keyof typeof DECLARED;

/**
 * The surfaces of a declared field: every field is on the form (but the type) and in the history (which names
 * its changes by its label); the detail page and the long exposé show those with detail rows;
 * the admin table can show those with a column.
 */
function surfacesOf(declared: Declared): FieldSurface[] {
  const surfaces: FieldSurface[] = declared.form ? ['form', 'history'] : ['history'];
  if ((declared.detail ?? []).length > 0) surfaces.push('detail', 'expose');
  if (declared.admin) surfaces.push('admin');
  return surfaces;
}

/** Every step-3 field's definition, by name, in the detail page's order. */
export const FIELD_DEFINITIONS: Readonly<Record<FieldName, FieldDefinition>> = Object.fromEntries(
  Object.entries(DECLARED as Record<string, Declared>).map(([name, declared]) => [
    name,
    {
      ...declared,
      name,
      scope: declared.scope ?? 'details',
      labelKey: declared.labelKey ?? labelOf(name),
      detail: declared.detail ?? [],
      surfaces: surfacesOf(declared),
    },
  ]),
) as unknown as Record<FieldName, FieldDefinition>;

/** Every step-3 field's definition in the detail page's order. */
export const FIELD_LIST: readonly FieldDefinition[] = Object.values(FIELD_DEFINITIONS);

/**
 * Whether a name is a step-3 field.
 * @param name a field name, e.g. from a stored change
 */
export function isFieldName(name: string): name is FieldName {
  return Object.hasOwn(FIELD_DEFINITIONS, name);
}

/**
 * A step-3 field's definition.
 * @param name the field's name
 */
export function fieldDefinition(name: FieldName): FieldDefinition {
  return FIELD_DEFINITIONS[name];
}

/**
 * The catalog key of a step-3 field's label, which the history names its changes by; undefined
 * for a name that is no step-3 field.
 * @param name a field name, e.g. from a stored change
 */
export function fieldLabelKey(name: string): string | undefined {
  return isFieldName(name) ? FIELD_DEFINITIONS[name].labelKey : undefined;
}
