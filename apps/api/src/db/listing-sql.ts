/**
 * SQL expressions over a listing row that both the schema's indexes and the admin queries use:
 * an index serves a query only when the query repeats its expression, so both take them from
 * here. Each mirrors a rule of the domain package, which a test compares row by row
 * (apps/api/test/admin-listing-sql.test.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AdminColumn } from '@domus/domain/listing/categories/category-module';
import type { Category } from '@domus/domain/core/constants';
import { LISTING_STATUSES } from '@domus/domain/core/listing-status';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The listing columns the expressions read. */
export type ListingColumns = {
  isDraft: AnyPgColumn;
  isConfirmed: AnyPgColumn;
  withdrawnAt: AnyPgColumn;
  propertyNumber: AnyPgColumn;
  title: AnyPgColumn;
  street: AnyPgColumn;
  details: AnyPgColumn;
  externalAgent: AnyPgColumn;
  category: AnyPgColumn;
};

const rank = (status: (typeof LISTING_STATUSES)[number]) =>
  String(LISTING_STATUSES.indexOf(status));

/**
 * The listing's status as its position in `LISTING_STATUSES` (the domain's `listingStatus`):
 * draft, withdrawn, published (confirmed), else awaiting confirmation. The expression of the
 * generated column `status_rank`, whose index counts a status without reading the rows (an
 * expression index could not: PostgreSQL reads the row to count by an expression).
 */
export const LISTING_STATUS_RANK_SQL: SQL = sql.raw(
  `case when "is_draft" then ${rank('draft')} when "withdrawn_at" is not null then ${rank('withdrawn')} ` +
    `when "is_confirmed" then ${rank('published')} else ${rank('awaitingConfirmation')} end`,
);

/**
 * The text the admin tables' free-text search looks in (with pg_trgm): property number, the
 * title in every language and the street, lower-cased. The owner's name is searched among the
 * sellers.
 * @param t the listing's columns
 */
export function adminTextSql(t: ListingColumns): SQL {
  return sql`lower(${t.propertyNumber}::text || ' ' || coalesce(${t.title}->>'it', '') || ' ' || coalesce(${t.title}->>'de', '') || ' ' || coalesce(${t.title}->>'en', '') || ' ' || coalesce(${t.street}, ''))`;
}

/**
 * The external agent's name as the table sorts it (family name first), lower-cased; '' for none.
 * @param t the listing's columns
 */
export function externalAgentSortSql(t: ListingColumns): SQL {
  return sql`lower(coalesce(${t.externalAgent}->>'familyName', '') || ' ' || coalesce(${t.externalAgent}->>'name', ''))`;
}

/** A path of the category fields as a PostgreSQL text array literal (`'{hotel,stars}'`). */
function pathLiteral(path: readonly string[]): SQL {
  if (!path.every((part) => /^\w+$/.test(part)))
    throw new Error(`Bad details path ${path.join('.')}`);
  return sql.raw(`'{${path.join(',')}}'`);
}

/**
 * The sort value of a category's own column (registry `adminColumns` with a `detailsPath`),
 * never null, so that one index serves both directions and a missing value is the smallest: an
 * enum of text values by its position in the column's `values`, numbers and numeric enums as
 * numbers (-Infinity when missing), a list by its first entry's `sortPath` text.
 * @param t the listing's columns
 * @param column the registry's column
 */
export function adminFactSortSql(t: ListingColumns, column: AdminColumn): SQL {
  const path = column.sortPath ?? column.detailsPath;
  if (!path) throw new Error(`Column ${column.key} is not a category field`);
  const value = sql`(${t.details} #>> ${pathLiteral(path)})`;
  const values = column.values ?? [];
  if (column.kind === 'enum' && values.some((v) => typeof v === 'string')) {
    const list = sql.raw(
      `array[${values.map((v) => `'${String(v).replace(/'/g, "''")}'`).join(',')}]::text[]`,
    );
    return sql`coalesce(array_position(${list}, ${value}), 0)`;
  }
  if (column.kind === 'number' || column.kind === 'enum') {
    return sql`coalesce(${value}::numeric, '-Infinity'::numeric)`;
  }
  return sql`coalesce(lower(${value}), '')`;
}

/**
 * The predicate of a category's partial indexes, with the category written as a literal so that
 * the planner can match it to a query's.
 * @param t the listing's columns
 * @param category the category
 */
export function categoryIs(t: ListingColumns, category: Category): SQL {
  if (!/^\w+$/.test(category)) throw new Error(`Bad category ${category}`);
  return sql`${t.category} = ${sql.raw(`'${category}'`)}`;
}

/** The seller columns {@link sellerTextSql} reads. */
export type SellerColumns = {
  name: AnyPgColumn;
  familyName: AnyPgColumn;
  companyName: AnyPgColumn;
  email: AnyPgColumn;
};

/**
 * The text of a seller the admin tables' free-text search looks in (with pg_trgm): name, family
 * name, company and e-mail address, lower-cased.
 * @param t the seller's columns
 */
export function sellerTextSql(t: SellerColumns): SQL {
  return sql`lower(coalesce(${t.name}, '') || ' ' || coalesce(${t.familyName}, '') || ' ' || coalesce(${t.companyName}, '') || ' ' || coalesce(${t.email}, ''))`;
}

/**
 * Listings awaiting confirmation (the domain's `isAwaitingConfirmation`): submitted, neither
 * confirmed nor withdrawn. Written as the confirmation queue's partial index says it.
 * @param t the listing's columns
 */
export function awaitingConfirmationSql(t: ListingColumns): SQL {
  return sql`not ${t.isConfirmed} and not ${t.isDraft} and ${t.withdrawnAt} is null`;
}
