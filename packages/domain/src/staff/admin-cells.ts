/**
 * How a cell of an admin listing table reads (issue 15 points 2 and 7): the admin application's
 * table and the server's CSV export both write a row's columns through these, in the user's
 * language, with the one listing formatter, so that the export says what the table shows.
 */
import type { AdminColumn } from '../listing/categories/category-module.ts';
import { sellerName } from '../person/seller-name.ts';
import type { AdminListingRow } from './admin-listings.schema.ts';
import type { ListingFormatter } from '../format/listing-format.ts';

/**
 * Where a cell is written: `table` with units and currency in each cell, `export` with plain
 * locale numbers (units in the header) that a spreadsheet reads as numbers.
 */
export type AdminCellMode = 'table' | 'export';

/** The unit an export header names for a column kind, by catalog key. */
const EXPORT_UNITS: Partial<Record<AdminColumn['kind'], string>> = {
  money: 'admin:units.euro',
  area: 'property:units.squareMetres',
  hectares: 'property:units.hectares',
};

/**
 * The header of a column: its label, and in an export its unit (`Prezzo (€)`).
 * @param column the registry's column
 * @param formatter the formatter of the user's language (its `t` reads every namespace)
 * @param mode table or export
 */
export function adminColumnHeader(
  column: AdminColumn,
  formatter: ListingFormatter,
  mode: AdminCellMode,
): string {
  const label = formatter.t(column.labelKey);
  const unit = mode === 'export' ? EXPORT_UNITS[column.kind] : undefined;
  return unit ? `${label} (${formatter.t(unit)})` : label;
}

/** The value of a column in a row: a shared column's field, or a category fact. */
function rawValue(column: AdminColumn, row: AdminListingRow): unknown {
  if (column.detailsPath) return row.facts[column.key] ?? null;
  switch (column.key) {
    case 'place':
      return row.location;
    case 'property_id':
      return row.property_id;
    default:
      return (row as unknown as Record<string, unknown>)[column.key] ?? null;
  }
}

function numberText(
  value: number,
  kind: AdminColumn['kind'],
  f: ListingFormatter,
  mode: AdminCellMode,
): string {
  if (kind === 'money') return mode === 'export' ? f.amount(value) : f.money(value);
  if (kind === 'area') return mode === 'export' ? f.number(value) : f.area(value);
  if (kind === 'hectares') return mode === 'export' ? f.number(value) : f.hectares(value);
  return f.number(value);
}

/**
 * The text of one cell in the user's language: money, areas and counts by the listing formatter,
 * types and places by their names in the language (English reads the Italian place names),
 * enums by their catalog labels, people by `sellerName`, days in the agency's time zone. An
 * empty value is ''. The picture's cell is its address in an export, '' in the table (which
 * shows the picture itself).
 * @param column the registry's column
 * @param row the row as the API answers it
 * @param f the formatter of the user's language
 * @param mode table or export
 */
export function adminCellText(
  column: AdminColumn,
  row: AdminListingRow,
  f: ListingFormatter,
  mode: AdminCellMode,
): string {
  const value = rawValue(column, row);
  if (value === null || value === undefined || value === '') return '';
  const lang = f.language;
  switch (column.kind) {
    case 'image':
      return mode === 'export' ? (row.image?.url ?? '') : '';
    case 'status':
      // A withdrawal that closed the deal says so: sold, or let (issue 34 point 4).
      return f.t(`admin:status.${row.closedAs ?? row.status}`);
    case 'date':
      return f.date(value as string | Date);
    case 'person':
      return sellerName(value);
    case 'place': {
      const place = lang === 'de' ? 'de' : 'it';
      const { municipality, zone } = row.location;
      return [municipality?.name[place], zone?.name[place]].filter(Boolean).join(' – ');
    }
    case 'list':
      return (value as string[]).join(', ');
    case 'boolean':
      return f.yesNo(!!value);
    default:
      break;
  }
  // The property number is a name, not a quantity: never grouped.
  if (column.key === 'property_id') return String(row.property_id);
  if (column.key === 'type') return row.type.name[lang];
  if (column.key === 'rent') return f.t(`admin:rent.${String(row.rent)}`);
  if (typeof value !== 'number' && typeof value !== 'string') return '';
  if (column.kind === 'enum') {
    return f.t(`${column.valueLabelPrefix ?? ''}${String(value).replace('.', '_')}`);
  }
  if (typeof value === 'number') return numberText(value, column.kind, f, mode);
  return value;
}
