/**
 * What a listing field is, independent of the category it belongs to (issue 31 point 2): the
 * kinds of numbers with their limits, the groups of the step-3 form, the controls it is typed in,
 * how the detail page shows a value, and the surfaces a field appears on.
 */
import {
  FLOOR_RANGE,
  MAX_AREA,
  MAX_CONSTRUCTION_YEAR,
  MAX_COUNT,
  MAX_CULTIVATION_HECTARES,
  MAX_ENERGY_CONSUMPTION,
  MAX_INDEX,
  MAX_MONEY,
  MIN_CONSTRUCTION_YEAR,
  PROPERTY_NUMBER_RANGE,
} from '../../core/constants.ts';

/** What a number field holds; it sets range, decimals, grouping and what an empty field means. */
export type NumberKind =
  | 'count'
  | 'floor'
  | 'area'
  | 'hectares'
  | 'decimal'
  | 'percent'
  | 'year'
  | 'energy'
  | 'money'
  | 'propertyNumber';

/** The limits and the typing of one kind of number. */
export interface NumberKindSettings {
  min: number;
  max: number;
  decimals: number;
  /** The value of a field left empty: 0 for counts and areas, null (not given) otherwise. */
  blank: 0 | null;
  /** Thousands separators while typing. */
  grouping: boolean;
  /** Up and down buttons, for small whole numbers. */
  controls: boolean;
}

/** The limits of every kind of number (seller-side.md §3; the schemas check the same). */
export const NUMBER_KINDS: Readonly<Record<NumberKind, NumberKindSettings>> = {
  count: { min: 0, max: MAX_COUNT, decimals: 0, blank: 0, grouping: true, controls: true },
  floor: { ...FLOOR_RANGE, decimals: 0, blank: 0, grouping: false, controls: true },
  area: { min: 0, max: MAX_AREA, decimals: 2, blank: 0, grouping: true, controls: false },
  hectares: {
    min: 0,
    max: MAX_CULTIVATION_HECTARES,
    decimals: 4,
    blank: 0,
    grouping: true,
    controls: false,
  },
  decimal: { min: 0, max: MAX_INDEX, decimals: 2, blank: null, grouping: true, controls: false },
  percent: { min: 0, max: 100, decimals: 2, blank: null, grouping: false, controls: false },
  year: {
    min: MIN_CONSTRUCTION_YEAR,
    max: MAX_CONSTRUCTION_YEAR,
    decimals: 0,
    blank: null,
    grouping: false,
    controls: false,
  },
  energy: {
    min: 0,
    max: MAX_ENERGY_CONSUMPTION,
    decimals: 1,
    blank: null,
    grouping: true,
    controls: false,
  },
  money: { min: 0, max: MAX_MONEY, decimals: 2, blank: null, grouping: true, controls: false },
  propertyNumber: {
    ...PROPERTY_NUMBER_RANGE,
    decimals: 0,
    blank: null,
    grouping: false,
    controls: false,
  },
};

/**
 * The groups of the step-3 form, each with its title under `sell:details.groups.<id>`, in the
 * order a sub-step shows them.
 */
export const FORM_GROUPS = [
  'general',
  'condition',
  'energy',
  'plot',
  'facilities',
  'rooms',
  'areas',
  'additionalAreas',
  'garden',
  'land',
  'cultivation',
  'price',
  'business',
  'parking',
  'administrator',
  'further',
] as const;
/** One group of the step-3 form. */
export type FormGroupId = (typeof FORM_GROUPS)[number];

/**
 * How a field is typed: a number of its kind, a switch, a list to pick one from (`select`, or
 * `radio` when the choices are few and all shown), boxes to tick several (`checks`), a line or a
 * longer text, or a widget of its own for a field of several values (rooms, parking, …).
 */
export type FormControl =
  'number' | 'switch' | 'select' | 'radio' | 'checks' | 'text' | 'textarea' | 'widget';

/**
 * The parts of the form that are more than one input: the step-3 fields of several values
 * (typed in a widget of their own) and the sales area the form computes as the seller types.
 */
export const FORM_WIDGETS = [
  'rooms',
  'areas',
  'garden',
  'salesArea',
  'hotel',
  'commercialInfo',
  'parking',
  'administrator',
  'cultivation',
] as const;
/** One widget of the step-3 form. */
export type FormWidget = (typeof FORM_WIDGETS)[number];

/**
 * How a category's form places a field other than its definition says (`form.placements` of a
 * category module): in another group, as a widget, under another label, or computed, not typed.
 */
export interface FormPlacement {
  group?: FormGroupId;
  control?: FormControl;
  labelKey?: string;
  widget?: FormWidget;
  computed?: boolean;
}

/** The surfaces a field can appear on. */
export const FIELD_SURFACES = ['form', 'detail', 'admin', 'history', 'expose'] as const;
/** One surface of a field. */
export type FieldSurface = (typeof FIELD_SURFACES)[number];

/**
 * When the detail page shows a plain value: above 0, any number (a floor of 0 says something),
 * a yes or no, a text that is not empty, or a list with at least one entry.
 */
export type DetailShow = 'positive' | 'number' | 'boolean' | 'text' | 'list';

/**
 * How the detail page writes a plain value: its value label (`value`), the labels of its values
 * joined (`values`), a number, a year as typed, an area, a volume, metres, a percentage, euros,
 * euros a year, yes or no, the text as typed, or a number with the field's unit.
 */
export type DetailFormat =
  | 'value'
  | 'values'
  | 'number'
  | 'year'
  | 'area'
  | 'volume'
  | 'metres'
  | 'percent'
  | 'money'
  | 'moneyPerYear'
  | 'yesNo'
  | 'text'
  | 'withUnit';
