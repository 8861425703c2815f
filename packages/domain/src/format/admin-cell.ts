/**
 * How an admin table writes a cell (issue 15 point 2; docs/admin-api.md, "The row"): one function
 * for the table in the admin application and for the CSV export, so that a cell reads the same
 * in both ("1.500 m²", "Vendita", "Bolzano – Gries").
 */
import type { AdminColumn } from '../categories/category-module.ts';
import { LOCALE_TAGS } from '../rules/money.ts';
import { placeName } from '../rules/place-name.ts';
import { sellerName } from '../rules/seller-name.ts';
import type { AdminListingRow } from '../schemas/admin-listings.schema.ts';
import type { ListingFormatter } from './listing-format.ts';

/**
 * The value of `column` in `row`: the shared columns are fields of the row (`place` is its
 * location, `type` its property type), a category's own columns (with a `detailsPath`) are in
 * `facts` by their key.
 * @param row one row of an admin table
 * @param column one column of the category's `adminColumns`
 */
export function adminCellValue(row: AdminListingRow, column: AdminColumn): unknown {
  if (column.detailsPath) return row.facts[column.key] ?? null;
  if (column.key === 'place') return row.location;
  return (row as Record<string, unknown>)[column.key] ?? null;
}

/** A scalar value as text; '' for anything else. */
function scalar(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : '';
}

function dayOf(value: string, language: ListingFormatter['language']): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[language], {
    dateStyle: 'short',
    timeZone: 'Europe/Rome',
  }).format(new Date(value));
}

/**
 * The text of a cell in the formatter's language; '' for an empty cell and for the picture.
 * Dates are the agency's day (Europe/Rome) in the locale's short form; money, areas and counts
 * go through the listing formatter; enums, statuses and sale or rent through the catalogs.
 * @param row one row of an admin table
 * @param column one column of the category's `adminColumns`
 * @param format the listing formatter of the language (its `t` looks up the catalogs, `admin`
 *   among them)
 */
export function adminCellText(
  row: AdminListingRow,
  column: AdminColumn,
  format: ListingFormatter,
): string {
  const value = adminCellValue(row, column);
  if (value === null || value === undefined || value === '') return '';
  const { t, language } = format;
  switch (column.kind) {
    case 'image':
      return '';
    case 'number':
      // The property number names a listing ("1042"), it is not a quantity to group.
      if (column.key === 'property_id') return scalar(value);
      return typeof value === 'number' ? format.number(value) : scalar(value);
    case 'money':
      return typeof value === 'number' ? format.money(value) : '';
    case 'area':
      return typeof value === 'number' ? format.area(value) : '';
    case 'hectares':
      return typeof value === 'number' ? format.hectares(value) : '';
    case 'date':
      return typeof value === 'string' ? dayOf(value, language) : '';
    case 'boolean':
      return format.yesNo(value === true);
    case 'status':
      return t(`admin:status.${scalar(value)}`);
    case 'list':
      return Array.isArray(value) ? value.map(scalar).join(', ') : scalar(value);
    case 'person':
      return sellerName(value);
    case 'place': {
      const location = value as AdminListingRow['location'];
      const municipality = location.municipality
        ? placeName(location.municipality.name, language)
        : '';
      const zone = location.zone ? placeName(location.zone.name, language) : '';
      return zone && zone !== municipality ? `${municipality} – ${zone}` : municipality;
    }
    case 'enum':
      if (column.key === 'type') return row.type.name[language];
      if (column.key === 'rent') return t(`admin:rent.${scalar(value)}`);
      return column.valueLabelPrefix
        ? t(`${column.valueLabelPrefix}${scalar(value).replace('.', '_')}`)
        : scalar(value);
    case 'text':
      return scalar(value);
  }
}
