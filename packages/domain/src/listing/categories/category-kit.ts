/**
 * Small pieces several category modules share: the defaults every built category starts with,
 * no-op rules for categories without a rule of a kind, the price label, the admin table's shared
 * columns.
 */
import { DEFAULT_CONDITION, DEFAULT_ENERGY_CLASS } from '../../core/constants.ts';
import type {
  AdminColumn,
  AdminColumnKind,
  DetailsRecord,
  ListingView,
  SubtypeDefaults,
} from './category-module.ts';
import { positive } from './detail-row-context.ts';
import { fieldDefinition, type FieldAdminColumn, type FieldName } from './field-definitions.ts';

/** No parking kinds or flags. */
export const NO_PARKING = (): readonly never[] => [];
/** No cross-field rule. */
export const NO_REFINE = (): void => undefined;
/** Nothing to clean or derive beyond the common rules. */
export const UNCHANGED = (_subtype: unknown, details: DetailsRecord): DetailsRecord => details;
/** Every field shown. */
export const ALL_VISIBLE = (): boolean => true;

/**
 * The defaults of the built categories: condition 1, construction year this year, and energy
 * class G where the category has one (seller-side.md §9 Defaults).
 * @param year the current year
 * @param withEnergyClass whether the category carries an energy class
 */
export function builtDefaults(
  year: number,
  withEnergyClass: boolean,
): Pick<SubtypeDefaults, 'condition' | 'energyClass' | 'constructionYear'> {
  return {
    condition: DEFAULT_CONDITION,
    ...(withEnergyClass ? { energyClass: DEFAULT_ENERGY_CLASS } : {}),
    constructionYear: year,
  };
}

/**
 * The key of a listing's price label in the `property` catalog: the monthly rent when rented,
 * else the price.
 * @param property the listing
 */
export function priceLabelKey(property: Pick<ListingView, 'rent'>): string {
  return property.rent ? 'fields.priceRent' : 'fields.price';
}

/**
 * A number above 0, else null (a headline fact of 0 says nothing).
 * @param value a stored value
 */
export function positiveOrNull(value: unknown): number | null {
  return positive(value) ? value : null;
}

/**
 * A stored number as a column value (0 stays 0), else null.
 * @param value a stored value
 */
export function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' ? value : null;
}

// ---------------------------------------------------------------------------------------------
// Admin table columns (issue 15)
// ---------------------------------------------------------------------------------------------

const column = (
  key: string,
  kind: AdminColumnKind,
  labelKey = `admin:columns.${key}`,
  hiddenByDefault = false,
): AdminColumn => ({
  key,
  labelKey,
  kind,
  sortable: kind !== 'image',
  ...(hiddenByDefault ? { hiddenByDefault } : {}),
});

/** The main image: the only column the table does not sort by. */
const IMAGE_COLUMN = column('image', 'image');
/**
 * The columns before a category's own: picture, number, type, place, sale or rent, price. Sale
 * or rent is left to the column menu: the type and the price already tell most rows apart.
 */
const LEADING_ADMIN_COLUMNS: readonly AdminColumn[] = [
  IMAGE_COLUMN,
  column('property_id', 'number'),
  column('type', 'enum'),
  column('place', 'place'),
  column('rent', 'enum', undefined, true),
  column('price', 'money'),
];
/**
 * The columns after a category's own: owner, external agent, responsible agent, status, created
 * and changed; the owner and the status are shown at first, the others chosen in the menu.
 */
const TRAILING_ADMIN_COLUMNS: readonly AdminColumn[] = [
  column('owner', 'person'),
  column('externalAgent', 'person', undefined, true),
  column('agent', 'person', undefined, true),
  column('status', 'status'),
  column('createdAt', 'date', undefined, true),
  column('updatedAt', 'date', undefined, true),
];

/** The residential room total of the row (bed + living + dining), as on the card. */
export const ROOMS_ADMIN_COLUMN = column('rooms', 'number', 'property:fields.rooms');
/** The baths of the row (bath + wc), as on the card. */
export const BATHS_ADMIN_COLUMN = column('baths', 'number', 'admin:columns.baths');
/**
 * The area the row is sorted and searched by (the registry's `columns(details).area`).
 * @param labelKey the header, when the category names its area otherwise (cadastral area)
 */
export const areaAdminColumn = (labelKey = 'property:fields.area'): AdminColumn =>
  column('area', 'area', labelKey);

/**
 * A column of one of the category's own fields.
 * @param path the field's path in the category fields (`['hotel', 'stars']`); the last part is
 *   the column key unless `key` says otherwise
 * @param kind how the cell is written
 * @param options the header's catalog key (default `property:fields.<key>`), the value labels'
 *   prefix and the values in their order (an enum sorts by that order, not alphabetically), and
 *   whether the table leaves it to the column menu at first
 */
export function factAdminColumn(
  path: readonly string[],
  kind: AdminColumnKind,
  options: {
    key?: string;
    labelKey?: string;
    valueLabelPrefix?: string;
    values?: readonly (string | number)[];
    sortPath?: readonly string[];
    hiddenByDefault?: boolean;
  } = {},
): AdminColumn {
  const key = options.key ?? path.at(-1) ?? '';
  return {
    key,
    labelKey: options.labelKey ?? `property:fields.${key}`,
    kind,
    sortable: true,
    detailsPath: path,
    ...(options.valueLabelPrefix ? { valueLabelPrefix: options.valueLabelPrefix } : {}),
    ...(options.values ? { values: options.values } : {}),
    ...(options.sortPath ? { sortPath: options.sortPath } : {}),
    ...(options.hiddenByDefault ? { hiddenByDefault: true } : {}),
  };
}

/** The values and value labels' prefix of a field of choices, or nothing. */
const choicesOf = ({
  values,
  valueLabelPrefix,
}: Pick<FieldAdminColumn, 'values' | 'valueLabelPrefix'>) => ({
  ...(valueLabelPrefix ? { valueLabelPrefix } : {}),
  ...(values ? { values } : {}),
});

/**
 * The admin column of a field, as its definition declares it (issue 31 point 2): its kind, its
 * path, header and value labels come from the field definitions.
 * @param name the field
 * @param options whether the table leaves it to the column menu at first
 */
export function fieldAdminColumn(
  name: FieldName,
  options: { hiddenByDefault?: boolean } = {},
): AdminColumn {
  const definition = fieldDefinition(name);
  const admin = definition.admin;
  if (!admin) throw new Error(`The field ${name} declares no admin column`);
  const key = admin.key ?? name;
  return factAdminColumn(admin.path ?? [name], admin.kind, {
    key,
    labelKey: admin.labelKey ?? (admin.path ? `property:fields.${key}` : definition.labelKey),
    ...choicesOf(admin.valueLabelPrefix ? admin : definition),
    ...(admin.sortPath ? { sortPath: admin.sortPath } : {}),
    ...options,
  });
}

/**
 * A column the table leaves out until it is picked in the column menu (issue 30 point 8).
 * @param column a shared or fact column
 */
export const hiddenByDefault = (column: AdminColumn): AdminColumn => ({
  ...column,
  hiddenByDefault: true,
});

/**
 * A category's admin table: the shared columns around the category's own (issue 15 point 2).
 * @param own the category's columns, headline facts first
 */
export function adminColumns(own: readonly AdminColumn[]): readonly AdminColumn[] {
  return [...LEADING_ADMIN_COLUMNS, ...own, ...TRAILING_ADMIN_COLUMNS];
}
