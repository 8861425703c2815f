/**
 * The SQL of the customers table's stored keys (issue 16 points 1 and 2; migration 0023): the
 * telephone as duplicates compare it, the name it sorts by and the text its free-text search
 * reads (with pg_trgm). Sellers and clients compute them alike, as generated columns, so that
 * every write keeps them right.
 */
import { sql, type SQL } from 'drizzle-orm';

/**
 * The telephone's digits without Italy's prefix (+39, 0039), null when none: the domain's
 * `telKey` in SQL (decision 030).
 */
export const TEL_KEY_SQL: SQL = sql.raw(
  `nullif(regexp_replace(regexp_replace(regexp_replace(coalesce("tel", ''), '^\\s*\\+', '00'), '\\D', '', 'g'), '^0039', ''), '')`,
);

/** Family name, name and company, lower-cased: the order of the name column. */
export const CUSTOMER_SORT_NAME_SQL: SQL = sql.raw(
  `lower(btrim(coalesce("family_name", '') || ' ' || coalesce("name", '') || ' ' || coalesce("company_name", '')))`,
);

/**
 * Name, family name, company, e-mail, telephone as typed and its digits, lower-cased: what the
 * table's free text is looked for in (a LIKE pattern, served by a trigram index).
 */
export const CUSTOMER_SEARCH_TEXT_SQL: SQL = sql.raw(
  `lower(coalesce("name", '') || ' ' || coalesce("family_name", '') || ' ' || coalesce("company_name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("tel", '') || ' ' || regexp_replace(coalesce("tel", ''), '\\D', '', 'g'))`,
);
