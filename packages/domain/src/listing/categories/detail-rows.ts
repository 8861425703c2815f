/**
 * The labelled values of the detail page (buyer-side.md §2), built from the field definitions
 * (`field-definitions.ts`, issue 31 point 2): only the fields its subtype shows (seller-side.md
 * §3 and §5) and only values that say something (empty counts and areas are left out), each
 * formatted in the page's language. The category modules call it with their own visibility,
 * parking, rooms and area label.
 */
import type { Subtype } from '../../core/constants.ts';
import type { ListingFormatter } from '../../format/listing-format.ts';
import type { DetailRow, DetailSection, DetailSectionKey, ListingView } from './category-module.ts';
import {
  isNumber,
  positive,
  type AnyDetails,
  type DetailRowContext,
  type DetailRowRules,
} from './detail-row-context.ts';
import { FIELD_LIST, type FieldDefinition, type ValuePlacement } from './field-definitions.ts';
import type { DetailFormat, DetailShow } from './field-kinds.ts';

/** The detail page's sections in their order. */
const SECTION_ORDER: readonly DetailSectionKey[] = [
  'properties',
  'amenities',
  'rooms',
  'areas',
  'cultivation',
];

const SHOWS: Record<DetailShow, (value: unknown) => boolean> = {
  positive,
  number: isNumber,
  boolean: (value) => typeof value === 'boolean',
  text: (value) => value !== '' && value !== undefined,
  list: (value) => Array.isArray(value) && value.length > 0,
};

/**
 * A plain value as the detail page writes it.
 * @param definition the field
 * @param format how its placement writes it
 * @param value the stored value, checked by the placement's `show`
 * @param f the page's formatter
 */
function formatValue(
  definition: FieldDefinition,
  format: DetailFormat,
  value: never,
  f: ListingFormatter,
): string {
  const label = (v: string | number) => f.t(`${definition.valueLabelPrefix ?? ''}${v}`);
  switch (format) {
    case 'value':
      return label(value);
    case 'values':
      return (value as (string | number)[]).map(label).join(', ');
    case 'number':
      return f.number(value);
    case 'year':
    case 'text':
      return String(value);
    case 'area':
      return f.area(value);
    case 'volume':
      return f.volume(value);
    case 'metres':
      return f.metres(value);
    case 'percent':
      return f.percent(value);
    case 'money':
      return f.money(value);
    case 'moneyPerYear':
      return `${f.money(value)} ${f.t('property:units.perYear')}`;
    case 'yesNo':
      return f.yesNo(value);
    case 'withUnit':
      return `${f.number(value)} ${f.t(definition.unitKey ?? '')}`;
  }
}

/**
 * The row of a plain value, or none when its subtype does not show it or it says nothing.
 * @param context the listing
 * @param definition the field
 * @param placement its placement in the section
 */
function valueRows(
  context: DetailRowContext,
  definition: FieldDefinition,
  placement: ValuePlacement,
): DetailRow[] {
  const value = context.details[definition.name];
  if (!context.visible(definition.name) || !SHOWS[placement.show](value)) return [];
  return [
    {
      key: definition.name,
      label: context.f.t(definition.labelKey),
      value: formatValue(definition, placement.format, value as never, context.f),
    },
  ];
}

/**
 * The rows of one section: each field placed in it, in the definitions' order.
 * @param context the listing
 * @param section the section
 */
function sectionRows(context: DetailRowContext, section: DetailSectionKey): DetailRow[] {
  return FIELD_LIST.flatMap((definition) =>
    definition.detail
      .filter((placement) => placement.section === section)
      .flatMap((placement) =>
        'rows' in placement ? placement.rows(context) : valueRows(context, definition, placement),
      ),
  );
}

/**
 * The detail page's sections of a listing, empty ones left out.
 * @param property the listing as answered
 * @param f the formatter of the page's language
 * @param rules the rules of the listing's category
 */
export function buildDetailSections(
  property: ListingView,
  f: ListingFormatter,
  rules: DetailRowRules,
): DetailSection[] {
  const subtype = property.type.id as Subtype;
  const details = property as unknown as AnyDetails;
  const visible = (field: string) =>
    details[field] !== undefined && details[field] !== null && rules.isFieldVisible(subtype, field);
  const field = (name: string) => f.t(`property:fields.${name}`);
  const context: DetailRowContext = { property, f, rules, subtype, details, visible, field };
  return SECTION_ORDER.map((key) => ({ key, rows: sectionRows(context, key) })).filter(
    (section) => section.rows.length > 0,
  );
}
