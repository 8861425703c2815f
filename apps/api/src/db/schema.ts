/**
 * The database schema. Properties keep the columns that searches, matching and permissions filter
 * on as real columns; the category-specific fields live in `details` as JSON validated by the
 * domain package's category schema before every write.
 */
import {
  CATEGORY_MODULES,
  roomCountingCategories,
} from '@domus/domain/listing/categories/category-registry';
import { CATEGORIES } from '@domus/domain/core/constants';
import { CLOSING_KINDS, LISTING_EVENT_KINDS } from '@domus/domain/listing/price-history';
import { ALERT_FREQUENCIES } from '@domus/domain/search/alert-frequency';
import { sql, type SQL } from 'drizzle-orm';
import {
  adminFactSortSql,
  awaitingConfirmationSql,
  adminTextSql,
  categoryIs,
  externalAgentSortSql,
  LISTING_STATUS_RANK_SQL,
  sellerTextSql,
} from './listing-sql.ts';
import { CUSTOMER_SEARCH_TEXT_SQL, CUSTOMER_SORT_NAME_SQL, TEL_KEY_SQL } from './customer-sql.ts';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** A translated text as stored: one string per interface language. */
export type LocalizedText = { it: string; de: string; en: string };

/**
 * A PostGIS geometry written as GeoJSON text (through ST_GeomFromGeoJSON in SQL) and read as
 * GeoJSON through ST_AsGeoJSON; drizzle only ships a point type, polygons need this.
 */
const geometryColumn = (kind: 'MultiPolygon' | 'Polygon') =>
  customType<{ data: string; driverData: string }>({
    dataType: () => `geometry(${kind},4326)`,
  });
const multiPolygon = geometryColumn('MultiPolygon');

/** A longitude/latitude pair. */
export type LngLat = { x: number; y: number };

/**
 * A WGS84 point. drizzle's own geometry column drops the SRID from the column type, which
 * PostGIS then cannot compare with polygons of SRID 4326; this one keeps it.
 */
export const point = customType<{ data: LngLat; driverData: string }>({
  dataType: () => 'geometry(Point,4326)',
  toDriver: (value) => `SRID=4326;POINT(${value.x} ${value.y})`,
  fromDriver: (value) => parseEwkbPoint(value),
});

/** Reads a hex EWKB point as PostgreSQL returns geometry values. */
export function parseEwkbPoint(hex: string): LngLat {
  const bytes = Buffer.from(hex, 'hex');
  const littleEndian = bytes[0] === 1;
  const type = littleEndian ? bytes.readUInt32LE(1) : bytes.readUInt32BE(1);
  const offset = type & 0x20000000 ? 9 : 5;
  const read = (at: number) => (littleEndian ? bytes.readDoubleLE(at) : bytes.readDoubleBE(at));
  return { x: read(offset), y: read(offset + 8) };
}
const polygon = geometryColumn('Polygon');

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  // Drizzle sets it on every update it issues, so no write can forget it.
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    language: text('language').notNull().default('it'),
    isAgent: boolean('is_agent').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('accounts_email_key').on(sql`lower(${t.email})`)],
);

/** Fields shared by sellers and clients (seller-side.md section 3, buyer-side.md section 3). */
const personColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
  salutation: text('salutation'),
  name: text('name'),
  familyName: text('family_name'),
  companyName: text('company_name'),
  email: text('email'),
  tel: text('tel'),
  language: text('language').notNull().default('it'),
  address: jsonb('address'),
  ...timestamps,
  /** The telephone as duplicates compare it (decision 030). */
  telKey: text('tel_key').generatedAlwaysAs(TEL_KEY_SQL),
  /** The order of the customers table's name column. */
  sortName: text('sort_name').generatedAlwaysAs(CUSTOMER_SORT_NAME_SQL),
  /** What the customers table's free text is looked for in. */
  searchText: text('search_text').generatedAlwaysAs(CUSTOMER_SEARCH_TEXT_SQL),
  /**
   * The latest change of the record, its listings or searches, or its account's last login;
   * kept by triggers (migration 0023).
   */
  lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * Whether the record's account has a verified address (the customers table's "verified");
   * kept by triggers (migration 0025, decision 033).
   */
  accountVerified: boolean('account_verified').notNull().default(false),
  /**
   * Whether another record of the same kind has the same telephone key (decision 030's
   * duplicate); kept by triggers (migration 0025, decision 033).
   */
  hasDuplicate: boolean('has_duplicate').notNull().default(false),
});

/** The customers table's indexes, alike for sellers and clients (migration 0023). */
const customerIndexes = (
  table: 'sellers' | 'clients',
  t: Record<
    | 'id'
    | 'createdAt'
    | 'sortName'
    | 'email'
    | 'tel'
    | 'language'
    | 'lastActivityAt'
    | 'telKey'
    | 'searchText'
    | 'accountVerified'
    | 'hasDuplicate',
    AnyPgColumn
  >,
) => [
  index(`${table}_customers_created_idx`).on(t.createdAt, t.id),
  index(`${table}_customers_name_idx`).on(t.sortName, t.id),
  index(`${table}_customers_email_idx`).on(sql`lower(${t.email})`, t.id),
  index(`${table}_customers_tel_idx`).on(t.tel, t.id),
  index(`${table}_customers_language_idx`).on(t.language, t.id),
  index(`${table}_customers_activity_idx`).on(t.lastActivityAt, t.id),
  index(`${table}_customers_tel_key_idx`).on(t.telKey),
  index(`${table}_customers_text_idx`).using('gin', sql`${t.searchText} gin_trgm_ops`),
  // The "verified" filter both ways, newest first, and its count from the index alone (decision
  // 033). Partial: an index led by the boolean would not give the order by the next columns.
  index(`${table}_customers_verified_idx`)
    .on(t.createdAt, t.id)
    .where(sql`${t.accountVerified}`),
  index(`${table}_customers_unverified_idx`)
    .on(t.createdAt, t.id)
    .where(sql`not ${t.accountVerified}`),
  // The "duplicates only" filter: about one record in a hundred (decision 033).
  index(`${table}_customers_duplicate_idx`)
    .on(t.createdAt, t.id)
    .where(sql`${t.hasDuplicate}`),
];

export const sellers = pgTable(
  'sellers',
  {
    ...personColumns(),
    sellerType: text('seller_type').notNull().default('private'),
    fiscalCode: text('fiscal_code'),
    pec: text('pec'),
    taxCode: text('tax_code'),
    isSelfInserted: boolean('is_self_inserted').notNull().default(false),
    createdById: uuid('created_by_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** How many listings the seller owns; kept by a trigger (migration 0023). */
    listingCount: integer('listing_count').notNull().default(0),
    /** Whether the seller gets the weekly report of their listings (issue 33 point 5). */
    weeklyReport: boolean('weekly_report').notNull().default(true),
  },
  (t) => [
    ...customerIndexes('sellers', t),
    index('sellers_customers_type_idx').on(t.sellerType, t.id),
    index('sellers_customers_listings_idx').on(t.listingCount, t.id),
    uniqueIndex('sellers_email_key').on(sql`lower(${t.email})`),
    index('sellers_account_idx').on(t.accountId),
    // The admin tables' free text finds listings by their owner's name, company or address.
    index('sellers_admin_text_idx').using('gin', sql`${sellerTextSql(t)} gin_trgm_ops`),
    check('sellers_type_check', sql`${t.sellerType} in ('private','agent','construction')`),
  ],
);

export const clients = pgTable(
  'clients',
  {
    ...personColumns(),
    privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }),
    /** How many saved searches the client has; kept by a trigger (migration 0023). */
    searchCount: integer('search_count').notNull().default(0),
  },
  (t) => [
    ...customerIndexes('clients', t),
    index('clients_customers_searches_idx').on(t.searchCount, t.id),
    uniqueIndex('clients_email_key').on(sql`lower(${t.email})`),
    index('clients_account_idx').on(t.accountId),
  ],
);

export const propertyTypes = pgTable(
  'property_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stable code of the subtype, e.g. `apartment`, `parkingLot`, `hotel`. */
    code: text('code').notNull(),
    category: text('category').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('property_types_category_code_key').on(t.category, t.code)],
);

export const municipalities = pgTable(
  'municipalities',
  {
    /** ISTAT code, e.g. `021008` for Bolzano/Bozen. */
    id: text('id').primaryKey(),
    cadastralCode: text('cadastral_code').notNull(),
    nameIt: text('name_it').notNull(),
    nameDe: text('name_de').notNull(),
    nameLld: text('name_lld'),
    /** Lower-cased, accent-free names joined by `|`, for case and accent insensitive search. */
    searchKey: text('search_key').notNull(),
    seat: point('seat').notNull(),
    boundary: multiPolygon('boundary').notNull(),
  },
  (t) => [index('municipalities_boundary_idx').using('gist', t.boundary)],
);

export const zones = pgTable(
  'zones',
  {
    id: text('id').primaryKey(),
    municipalityId: text('municipality_id')
      .notNull()
      .references(() => municipalities.id),
    /** `locality` from the gazetteer or `quarter` for a town quarter. */
    kind: text('kind').notNull(),
    nameIt: text('name_it'),
    nameDe: text('name_de'),
    nameLld: text('name_lld'),
    searchKey: text('search_key').notNull(),
    point: point('point').notNull(),
    population: integer('population'),
    source: text('source').notNull(),
  },
  (t) => [
    index('zones_municipality_idx').on(t.municipalityId),
    index('zones_point_idx').using('gist', t.point),
  ],
);

export const streets = pgTable(
  'streets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    municipalityId: text('municipality_id')
      .notNull()
      .references(() => municipalities.id),
    nameIt: text('name_it'),
    nameDe: text('name_de'),
    /** The Ladin name, where the register has one (Ladin valleys). */
    nameLld: text('name_lld'),
    /** The national register's street id (ANNCSU Progressivo_nazionale); null for other sources. */
    registerId: text('register_id'),
    searchKey: text('search_key').notNull(),
    point: point('point'),
    source: text('source').notNull(),
  },
  (t) => [
    index('streets_municipality_idx').on(t.municipalityId),
    uniqueIndex('streets_register_id_idx').on(t.registerId),
    // Matching finds a typed street's other name by either name within its municipality.
    index('streets_name_it_idx').on(t.municipalityId, sql`lower(${t.nameIt})`),
    index('streets_name_de_idx').on(t.municipalityId, sql`lower(${t.nameDe})`),
  ],
);

/** House-number points of the street register (ANNCSU access points with street and number). */
export const streetAddresses = pgTable(
  'street_addresses',
  {
    /** The register's access id (PROGRESSIVO_ACCESSO). */
    id: text('id').primaryKey(),
    streetId: uuid('street_id')
      .notNull()
      .references(() => streets.id, { onDelete: 'cascade' }),
    /** The number without suffix (the register's points carry none). */
    houseNumber: integer('house_number').notNull(),
    point: point('point').notNull(),
  },
  (t) => [index('street_addresses_street_idx').on(t.streetId, t.houseNumber)],
);

/**
 * A listing's category among the registry's categories, as SQL: `category = 'a'` for one,
 * `category in ('a','b')` for more, `false` for none. The names come from the domain's category
 * registry, so a new category changes the check and the indexes without this file; the text is
 * the one the migrations hold, so drizzle-kit sees no change while the list stays the same.
 * @param column the category column
 * @param categories the categories
 */
function categoryIn(column: AnyPgColumn, categories: readonly string[]): SQL {
  const names = categories.map((category) => {
    // Registry names and the domain's other keywords are words; nothing else reaches the SQL.
    if (!/^[a-zA-Z]+$/.test(category)) throw new Error(`Not a category name: ${category}`);
    return `'${category}'`;
  });
  if (names.length === 0) return sql`false`;
  if (names.length === 1) return sql`${column} = ${sql.raw(names[0]!)}`;
  return sql`${column} in (${sql.raw(names.join(','))})`;
}

export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The agency's human property number (`property_id`). */
    propertyNumber: integer('property_number')
      .notNull()
      .generatedByDefaultAsIdentity({ startWith: 1001 }),
    category: text('category').notNull(),
    typeId: uuid('type_id')
      .notNull()
      .references(() => propertyTypes.id),
    rent: boolean('rent').notNull().default(false),
    /** Asking price, or the monthly rent when `rent` is true. */
    price: doublePrecision('price'),
    rentPrice: doublePrecision('rent_price'),
    isConfirmed: boolean('is_confirmed').notNull().default(false),
    /**
     * An unfinished listing its owner saved (seller-side.md §2 Sell wizard). Never confirmed (the
     * check below), so every public read, which asks for confirmed listings, leaves drafts out
     * and the partial search indexes need no second condition.
     */
    isDraft: boolean('is_draft').notNull().default(false),
    ownerId: uuid('owner_id').references(() => sellers.id, { onDelete: 'set null' }),
    createdById: uuid('created_by_id').references(() => accounts.id, { onDelete: 'set null' }),
    externalAgent: jsonb('external_agent'),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    informations: text('informations'),
    cataster: text('cataster'),
    video: text('video'),
    mainImageId: uuid('main_image_id'),
    mainImageIds: uuid('main_image_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    municipalityId: text('municipality_id').references(() => municipalities.id),
    zoneId: text('zone_id').references(() => zones.id),
    street: text('street'),
    streetNumber: text('street_number'),
    /** The register street the address lies on; null when the street is not in the register. */
    streetId: uuid('street_id').references(() => streets.id, { onDelete: 'set null' }),
    /**
     * The seller placed the address by hand on a street the register does not know (newer than
     * the register, or mistyped): staff check it.
     */
    streetUnverified: boolean('street_unverified').notNull().default(false),
    /** The address as the API shows it (seller-side.md section 3, location). */
    location: jsonb('location'),
    point: point('point'),
    approximate: boolean('approximate').notNull().default(false),
    /** Residential room total (bed + living + dining), for the rooms filter. */
    roomTotal: integer('room_total'),
    bathTotal: integer('bath_total'),
    bedrooms: integer('bedrooms'),
    area: doublePrecision('area'),
    /**
     * Energy performance index (IPE) in kWh/m² per year, which Italian advertisements must show
     * beside the class; null when not given (listings of before it was stored among them).
     */
    energyConsumption: doublePrecision('energy_consumption'),
    /** Category fields, validated by the domain schema of `category`. */
    details: jsonb('details').notNull().default({}),
    /**
     * When staff took the listing off the site without deleting it (issue 15). A withdrawn
     * listing is never confirmed (the check below), so every public read and partial index, which
     * ask for confirmed listings, leave it out as they are; publishing it again confirms it and
     * clears this.
     */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /**
     * How a withdrawn listing left the market when the agency marked the deal: sold or let
     * (issue 34 point 4); null for a plain withdrawal. Publishing it again clears it.
     */
    closedAs: text('closed_as'),
    /**
     * The price before its latest reduction, and when that was, kept by a trigger (migration
     * 0033) so that a card shows "price reduced" without reading the events; the domain's
     * `shownReduction` decides whether it is still shown.
     */
    priceReducedFrom: doublePrecision('price_reduced_from'),
    priceReducedAt: timestamp('price_reduced_at', { withTimezone: true }),
    /** When the listing left the draft state (was submitted); null for drafts. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The agent (or admin) responsible for the listing in the admin application (decision 026). */
    responsibleAgentId: uuid('responsible_agent_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    // The admin tables' orders by a name of another table, kept on the row by triggers
    // (migration 0019) so that an index gives each order: the type's position, the place's
    // names (Italian, German), the owner's name, the responsible agent's address.
    /** The status's position in the domain's `LISTING_STATUSES`, computed by the database. */
    statusRank: smallint('status_rank').generatedAlwaysAs(LISTING_STATUS_RANK_SQL),
    sortType: integer('sort_type').notNull().default(0),
    sortPlaceIt: text('sort_place_it').notNull().default(''),
    sortPlaceDe: text('sort_place_de').notNull().default(''),
    sortOwner: text('sort_owner').notNull().default(''),
    sortAgent: text('sort_agent').notNull().default(''),
    /**
     * The listing's number in the agency CRM it was imported from (OpenImmo `objektnr_extern`,
     * issue 32 point 5): importing the same export again updates the listing it made.
     */
    externalRef: text('external_ref'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('properties_number_key').on(t.propertyNumber),
    uniqueIndex('properties_external_ref_key')
      .on(t.externalRef)
      .where(sql`${t.externalRef} is not null`),
    index('properties_owner_idx').on(t.ownerId),
    index('properties_point_idx').using('gist', t.point),
    // The public search (buyer-side.md §7) reads confirmed listings only: partial indexes keep
    // every filter's first column selective and give the newest-first and price orders directly.
    index('properties_search_recent_idx')
      .on(t.rent, t.createdAt.desc())
      .where(sql`${t.isConfirmed}`),
    index('properties_search_category_idx')
      .on(t.rent, t.category, t.createdAt.desc())
      .where(sql`${t.isConfirmed}`),
    index('properties_search_type_idx')
      .on(t.rent, t.typeId, t.createdAt.desc())
      .where(sql`${t.isConfirmed}`),
    // Price and area orders of all categories; a budget is a range of the same index.
    index('properties_search_price_idx')
      .on(t.rent, t.price)
      .where(sql`${t.isConfirmed}`),
    index('properties_search_price_desc_idx')
      .on(t.rent, t.price.desc())
      .where(sql`${t.isConfirmed}`),
    index('properties_search_area_idx')
      .on(t.rent, t.area.desc())
      .where(sql`${t.isConfirmed}`),
    // The same orders within a category: expensive hotels or large fields would otherwise be
    // walked past before the first apartment.
    index('properties_search_category_price_idx')
      .on(t.rent, t.category, t.price)
      .where(sql`${t.isConfirmed}`),
    index('properties_search_category_price_desc_idx')
      .on(t.rent, t.category, t.price.desc())
      .where(sql`${t.isConfirmed}`),
    index('properties_search_category_area_idx')
      .on(t.rent, t.category, t.area.desc())
      .where(sql`${t.isConfirmed}`),
    index('properties_search_municipality_idx')
      .on(t.municipalityId, t.rent, t.createdAt.desc())
      .where(sql`${t.isConfirmed}`),
    index('properties_search_municipality_type_idx')
      .on(t.municipalityId, t.rent, t.typeId, t.createdAt.desc())
      .where(sql`${t.isConfirmed}`),
    index('properties_search_zone_idx')
      .on(t.zoneId, t.rent, t.createdAt.desc())
      .where(sql`${t.isConfirmed}`),
    index('properties_search_street_id_idx')
      .on(t.streetId, t.rent, t.createdAt.desc())
      .where(sql`${t.isConfirmed}`),
    index('properties_search_street_idx')
      .on(t.municipalityId, sql`lower(${t.street})`)
      .where(sql`${t.isConfirmed}`),
    index('properties_search_rooms_idx')
      .on(t.rent, t.roomTotal, t.createdAt.desc())
      .where(sql`${t.isConfirmed} and ${categoryIn(t.category, roomCountingCategories())}`),
    // The drafts a staff member began for customers, for their account page; drafts are few.
    index('properties_draft_creator_idx')
      .on(t.createdById)
      .where(sql`${t.isDraft}`),
    index('properties_municipality_idx').on(t.municipalityId),
    index('properties_zone_idx').on(t.zoneId),
    // The admin tables (issue 15): one page of a category in any column's order, each served by
    // an index on (category, column, id) in both directions; nulls count as the smallest value.
    index('properties_admin_number_idx').on(t.category, t.propertyNumber),
    index('properties_admin_created_idx').on(t.category, t.createdAt, t.id),
    index('properties_admin_updated_idx').on(t.category, t.updatedAt, t.id),
    index('properties_admin_price_idx').on(t.category, t.price.asc().nullsFirst(), t.id),
    index('properties_admin_area_idx').on(t.category, t.area.asc().nullsFirst(), t.id),
    index('properties_admin_rooms_idx').on(t.category, t.roomTotal.asc().nullsFirst(), t.id),
    index('properties_admin_baths_idx').on(t.category, t.bathTotal.asc().nullsFirst(), t.id),
    index('properties_admin_rent_idx').on(t.category, t.rent, t.id),
    index('properties_admin_type_idx').on(t.category, t.typeId, t.id),
    index('properties_admin_sort_type_idx').on(t.category, t.sortType, t.id),
    index('properties_admin_sort_place_it_idx').on(t.category, t.sortPlaceIt, t.id),
    index('properties_admin_sort_place_de_idx').on(t.category, t.sortPlaceDe, t.id),
    index('properties_admin_sort_owner_idx').on(t.category, t.sortOwner, t.id),
    index('properties_admin_sort_agent_idx').on(t.category, t.sortAgent, t.id),
    index('properties_admin_status_idx').on(t.category, t.statusRank, t.id),
    index('properties_admin_external_agent_idx').on(t.category, externalAgentSortSql(t), t.id),
    // Filters with the newest first: a customer's, an agent's, a place's listings.
    index('properties_admin_owner_idx').on(t.ownerId, t.category, t.createdAt),
    index('properties_admin_agent_idx').on(t.responsibleAgentId, t.category, t.createdAt),
    index('properties_admin_municipality_idx').on(t.municipalityId, t.category, t.createdAt),
    index('properties_admin_zone_idx').on(t.zoneId, t.category, t.createdAt),
    // The confirmation queue: awaiting confirmation, oldest submission first.
    // Rows written without a submission time (imports, fixtures) count from their creation.
    index('properties_admin_queue_idx')
      .on(sql`coalesce(${t.submittedAt}, ${t.createdAt})`, t.id)
      .where(awaitingConfirmationSql(t)),
    // The overview's new listings of the last days, of every category.
    index('properties_created_idx').on(t.createdAt),
    // Free text over number, title, street (pg_trgm; the owner's name is searched in sellers).
    index('properties_admin_text_idx').using('gin', sql`${adminTextSql(t)} gin_trgm_ops`),
    // A category's own columns, from the registry: one partial index per column and category.
    ...CATEGORY_MODULES.flatMap((module) =>
      module.adminColumns
        .filter((column) => column.detailsPath)
        .map((column) =>
          index(`properties_admin_${module.category}_${column.key.toLowerCase()}_idx`)
            .on(adminFactSortSql(t, column), t.id)
            .where(categoryIs(t, module.category)),
        ),
    ),
    check('properties_category_check', categoryIn(t.category, CATEGORIES)),
    check('properties_draft_unconfirmed_check', sql`not (${t.isDraft} and ${t.isConfirmed})`),
    check(
      'properties_withdrawn_unconfirmed_check',
      sql`${t.withdrawnAt} is null or not (${t.isDraft} or ${t.isConfirmed})`,
    ),
    check('properties_closed_as_check', categoryIn(t.closedAs, CLOSING_KINDS)),
    check(
      'properties_closed_withdrawn_check',
      sql`${t.closedAs} is null or ${t.withdrawnAt} is not null`,
    ),
    check(
      'properties_energy_consumption_check',
      sql`${t.energyConsumption} is null or ${t.energyConsumption} >= 0`,
    ),
  ],
);

/** A stored listing row, for code that names the listing's columns without querying them. */
export type ListingRow = typeof properties.$inferSelect;

export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    /** image, floorplan, cataster or landregister. */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    /** Server-made storage key of the original (the PDF for plans, the largest image otherwise). */
    storageKey: text('storage_key').notNull(),
    /** Stored renditions: `{ [size]: { webp, jpeg, width, height } }`. */
    variants: jsonb('variants').notNull().default({}),
    width: integer('width'),
    height: integer('height'),
    position: integer('position').notNull().default(0),
    uploadedById: uuid('uploaded_by_id').references(() => accounts.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('files_property_idx').on(t.propertyId, t.kind, t.position)],
);

/**
 * The exposés kept in the file storage, one row each, so that those no longer current can be
 * removed: an exposé is superseded when a newer one of the same listing, language and kind is
 * made, and orphaned when its listing is deleted (the listing id is then set to null).
 */
export const exposeFiles = pgTable(
  'expose_files',
  {
    /** The PDF's storage key (a hash of the listing version, language and kind). */
    key: text('key').primaryKey(),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    /** it, de or en. */
    language: text('language').notNull(),
    /** short or long. */
    kind: text('kind').notNull(),
    madeAt: timestamp('made_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('expose_files_listing_idx').on(t.propertyId, t.language, t.kind, t.madeAt)],
);

export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    rent: boolean('rent').notNull().default(false),
    typeId: uuid('type_id')
      .notNull()
      .references(() => propertyTypes.id),
    budget: doublePrecision('budget').notNull().default(0),
    rooms: jsonb('rooms').notNull().default({ living: 0, bed: 0, bath: 0 }),
    alertsEnabled: boolean('alerts_enabled').notNull().default(true),
    /** instant, daily or weekly (decision 074): how the new matches are mailed. */
    alertFrequency: text('alert_frequency').notNull().default('instant'),
    /**
     * When the gathered mail of a daily or weekly search is due (the next 08:00, or Monday's, in
     * the agency's time); null for instant. The digest worker claims searches past it.
     */
    nextAlertAt: timestamp('next_alert_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('saved_searches_client_idx').on(t.clientId),
    index('saved_searches_next_alert_idx').on(t.nextAlertAt),
    check('saved_searches_alert_frequency_check', categoryIn(t.alertFrequency, ALERT_FREQUENCIES)),
    // The key the locations' copy of the search's type and rent refers to (below).
    uniqueIndex('saved_searches_match_key').on(t.id, t.typeId, t.rent),
  ],
);

export const savedSearchLocations = pgTable(
  'saved_search_locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    searchId: uuid('search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    /** municipality, zone, street or polygon. */
    kind: text('kind').notNull(),
    municipalityId: text('municipality_id').references(() => municipalities.id),
    zoneId: text('zone_id').references(() => zones.id),
    /** The street chosen, by its gazetteer id: what the search answers and takes back. */
    streetId: uuid('street_id').references(() => streets.id, { onDelete: 'set null' }),
    /** The street's name, which listings are matched by (with the municipality). */
    streetName: text('street_name'),
    name: text('name').notNull(),
    area: polygon('area'),
    /**
     * The search's type and rent flag, copied so that the matching engine finds the searches of
     * a new listing by place, type and rent in one index (decisions.md Saved searches and
     * matching; docs/benchmarks.md Matching). A trigger fills them from the search on insert and
     * the foreign key below carries every change of the search over.
     */
    typeId: uuid('type_id'),
    rent: boolean('rent'),
  },
  (t) => [
    index('saved_search_locations_search_idx').on(t.searchId),
    index('saved_search_locations_area_idx').using('gist', t.area),
    foreignKey({
      name: 'saved_search_locations_search_match_fk',
      columns: [t.searchId, t.typeId, t.rent],
      foreignColumns: [savedSearches.id, savedSearches.typeId, savedSearches.rent],
    })
      .onUpdate('cascade')
      .onDelete('cascade'),
    // The matching engine finds the searches of a new listing by its municipality, zone or
    // street with its type and rent, one branch per kind.
    index('saved_search_locations_municipality_match_idx')
      .on(t.municipalityId, t.typeId, t.rent)
      .where(sql`${t.kind} = 'municipality'`),
    index('saved_search_locations_zone_match_idx')
      .on(t.zoneId, t.typeId, t.rent)
      .where(sql`${t.kind} = 'zone'`),
    index('saved_search_locations_street_match_idx')
      .on(t.municipalityId, sql`lower(${t.streetName})`, t.typeId, t.rent)
      .where(sql`${t.kind} = 'street'`),
    // The same street by the register's id (issue 18).
    index('saved_search_locations_street_id_match_idx')
      .on(t.streetId, t.typeId, t.rent)
      .where(sql`${t.kind} = 'street'`),
  ],
);

export const matches = pgTable(
  'matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    searchId: uuid('search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    state: text('state').notNull().default('new'),
    /**
     * When staff handled the client's visit or consultation request (the match's state `visit`
     * or `consulting`); null while it is open (issue 15 point 5).
     */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /**
     * The request's place in the staff inbox: new, in_progress or done (issue 16 point 3, docs
     * decision 032); back to new when the client asks again. `handledAt` is set while it is done.
     */
    requestStatus: text('request_status').notNull().default('new'),
    /** The staff member handling the request. */
    requestHandlerId: uuid('request_handler_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    /** Staff's note on the request. */
    requestNote: text('request_note'),
    /**
     * Waits for the search's gathered mail (decision 074): a new match of a daily or weekly
     * search that the mail at once would have carried.
     */
    alertPending: boolean('alert_pending').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('matches_search_property_key').on(t.searchId, t.propertyId),
    index('matches_property_idx').on(t.propertyId),
    // The overview's new matches of the last days.
    index('matches_created_idx').on(t.createdAt),
    // The matches waiting for their search's gathered mail.
    index('matches_alert_pending_idx')
      .on(t.searchId)
      .where(sql`${t.alertPending}`),
    // The inbox's visit and consultation requests by status, newest first.
    index('matches_requests_idx')
      .on(t.requestStatus, t.updatedAt)
      .where(sql`${t.state} in ('visit','consulting')`),
    check(
      'matches_state_check',
      sql`${t.state} in ('new','wait','not_interested','consulting','visit')`,
    ),
    check('matches_request_status_check', sql`${t.requestStatus} in ('new','in_progress','done')`),
  ],
);

/**
 * The listings an account keeps as favourites (issue 34 point 3). A visitor's are kept by the
 * browser and merged in at login; an account keeps at most `MAX_FAVOURITES`.
 */
export const favourites = pgTable(
  'favourites',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.propertyId] }),
    // Staff count the accounts keeping a listing; deleting a listing finds its rows.
    index('favourites_property_idx').on(t.propertyId),
  ],
);

/**
 * What happened to each listing on the site, for its public price history (issue 34 point 4;
 * docs/decisions/073): written by a trigger on `properties` (migration 0033) at every
 * publication, price change and withdrawal, whichever code path writes the row. `id` orders the
 * events of one transaction, which share its time.
 */
export const listingEvents = pgTable(
  'listing_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    price: doublePrecision('price'),
    previousPrice: doublePrecision('previous_price'),
  },
  (t) => [
    index('listing_events_property_idx').on(t.propertyId, t.at, t.id),
    check('listing_events_kind_check', categoryIn(t.kind, LISTING_EVENT_KINDS)),
  ],
);

export const testimonies = pgTable('testimonies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  text: jsonb('text').$type<LocalizedText>().notNull(),
  position: serial('position'),
  createdAt: timestamps.createdAt,
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    tel: text('tel'),
    message: text('message').notNull(),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    propertyCategory: text('property_category'),
    language: text('language').notNull().default('it'),
    /** The sender's network address, for the per-sender limit. */
    clientIp: text('client_ip'),
    createdAt: timestamps.createdAt,
    /** When staff handled the message: set while its status is done (issue 15 point 5). */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** The message's place in the staff inbox: new, in_progress or done (docs decision 032). */
    status: text('status').notNull().default('new'),
    /** The staff member handling the message. */
    handlerId: uuid('handler_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** Staff's note on the message. */
    note: text('note'),
  },
  (t) => [
    // The inbox's messages by status, newest first.
    index('contact_messages_status_idx').on(t.status, t.createdAt),
    check('contact_messages_status_check', sql`${t.status} in ('new','in_progress','done')`),
    index('contact_messages_email_idx').on(sql`lower(${t.email})`, t.createdAt),
    index('contact_messages_ip_idx').on(t.clientIp, t.createdAt),
  ],
);

/**
 * One e-mailed login link (decisions.md Accounts and roles). The token itself is never stored,
 * only its SHA-256 hash. A link for an address without an account has no account yet: the account
 * is created when the link is used. Rows also count the requests for the per-address and
 * per-client-address limits.
 */
export const loginTokens = pgTable(
  'login_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    callback: text('callback'),
    language: text('language').notNull().default('it'),
    requestIp: text('request_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /**
     * False when the link was not mailed because its address had reached the mails it may get
     * in an hour (decision 006): such rows still count for the caller's own limits.
     */
    mailed: boolean('mailed').notNull().default(true),
  },
  (t) => [
    uniqueIndex('login_tokens_token_hash_key').on(t.tokenHash),
    index('login_tokens_email_idx').on(sql`lower(${t.email})`, t.createdAt),
    index('login_tokens_ip_idx').on(t.requestIp, t.createdAt),
  ],
);

/**
 * A session of an account: the bearer token's SHA-256 hash, never the token. `verified` is false
 * for the session `clients-create` hands out before the address is confirmed.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_account_idx').on(t.accountId),
  ],
);

/**
 * A change of the profiles' e-mail address waiting for its proof (issue 29 point 1, decision
 * 046): the address a website user typed, kept here and not on the profiles until the link
 * mailed to it is opened. The token is stored by its SHA-256 hash only. The profiles it applies
 * to are named; the newest open row of an account is its pending address.
 */
export const profileEmailConfirmations = pgTable(
  'profile_email_confirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    sellerId: uuid('seller_id').references(() => sellers.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('profile_email_confirmations_token_hash_key').on(t.tokenHash),
    index('profile_email_confirmations_account_idx').on(t.accountId, t.createdAt),
  ],
);

/**
 * Mails waiting to be sent: written in the transaction of the change that causes them and sent by
 * the mail worker with retries, so a mail server that is down loses nothing.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    /** The one-click opt-out address of the List-Unsubscribe header (RFC 8058), if any. */
    listUnsubscribe: text('list_unsubscribe'),
    /**
     * An iCalendar object the mail carries (a viewing's invitation or cancellation, issue 33
     * point 2) and its method, REQUEST or CANCEL: sent as the text/calendar alternative with
     * that method, which mail programs offer to add to or remove from the calendar.
     */
    calendar: text('calendar'),
    calendarMethod: text('calendar_method').$type<'REQUEST' | 'CANCEL'>(),
    language: text('language').notNull().default('it'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    index('mail_outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
    check(
      'mail_outbox_calendar_check',
      sql`(${t.calendar} is null) = (${t.calendarMethod} is null) and (${t.calendarMethod} is null or ${t.calendarMethod} in ('REQUEST','CANCEL'))`,
    ),
  ],
);

/** Captcha solutions already accepted: each one is accepted once until its challenge expires. */
export const captchaSolutions = pgTable('captcha_solutions', {
  signatureHash: text('signature_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Counted events of the limits that have no table of their own (address probes, known client
 * addresses of a login): one row per event, counted over a time window. They live in the
 * database, not in a process, so that a limit holds across every server process of the site.
 */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Which limit the event counts for. */
    scope: text('scope').notNull(),
    /** Whom it counts against: an account id, a client address, an address and client address. */
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_events_scope_key_idx').on(t.scope, t.key, t.createdAt)],
);

/**
 * The history of changes (issue 16 point 6; packages/domain staff/history.ts): one row per change
 * of a listing, a customer, a saved search, a match's state or a role, written in the same
 * transaction as the change. The ids are not foreign keys, so that a deleted listing's history
 * stays readable. A trigger (migration 0021) refuses to update or delete a row unless the
 * transaction says it is erasing a person (decision 029).
 */
export const historyEntries = pgTable(
  'history_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorAccountId: uuid('actor_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    /** owner, client, agent, admin, superAdmin or system. */
    actorRole: text('actor_role').notNull(),
    /** listing, seller, client, search, match, account or message (decision 032). */
    subject: text('subject').notNull(),
    subjectId: uuid('subject_id').notNull(),
    /** The listing the change concerns, for its page (also for a match of the listing). */
    listingId: uuid('listing_id'),
    /** The seller the change concerns (the listing's owner, or the seller changed). */
    sellerId: uuid('seller_id'),
    /** The client the change concerns (a search's or a match's buyer, or the client changed). */
    clientId: uuid('client_id'),
    action: text('action').notNull(),
    /** [{ field, before, after }]. */
    changes: jsonb('changes').notNull().default([]),
    /** The screen or the call (its operationId) the change came from. */
    source: text('source').notNull(),
  },
  (t) => [
    index('history_entries_at_idx').on(t.at.desc(), t.id.desc()),
    index('history_entries_listing_idx')
      .on(t.listingId, t.at.desc(), t.id.desc())
      .where(sql`${t.listingId} is not null`),
    index('history_entries_seller_idx')
      .on(t.sellerId, t.at.desc(), t.id.desc())
      .where(sql`${t.sellerId} is not null`),
    index('history_entries_client_idx')
      .on(t.clientId, t.at.desc(), t.id.desc())
      .where(sql`${t.clientId} is not null`),
    index('history_entries_actor_idx').on(t.actorAccountId, t.at.desc()),
    index('history_entries_subject_idx').on(t.subjectId, t.at.desc()),
  ],
);

// ---------------------------------------------------------------------------------------------
// Portal feeds (issue 32, decision 062)
// ---------------------------------------------------------------------------------------------

/**
 * An account of the agency at a portal: how transfers reach it and when they run. The password
 * is stored encrypted with PORTAL_SECRETS_KEY and never answered; the feed URL's token only as
 * its hash (the URL is shown once, when made).
 */
export const portalAccounts = pgTable(
  'portal_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** immobiliare, idealista, openimmo or wis (the domain's `PORTALS`). */
    portal: text('portal').notNull(),
    /** The staff's name for the account ("ImmobilienScout24", "immowelt"). */
    name: text('name').notNull(),
    /** feedUrl, httpPush, ftp, ftps or sftp (the domain's `DELIVERIES`). */
    delivery: text('delivery').notNull(),
    /** The push URL, or the FTP/SFTP host. */
    endpoint: text('endpoint'),
    port: integer('port'),
    username: text('username'),
    /** The password, AES-256-GCM encrypted (iv, tag and text, base64). */
    secretEncrypted: text('secret_encrypted'),
    /** The folder uploads go to. */
    folder: text('folder'),
    /** The SFTP server's host key, SHA-256 fingerprint as `SHA256:…`; uploads refuse another. */
    hostFingerprint: text('host_fingerprint'),
    /** SHA-256 of the feed URL's token, for the portal's fetch. */
    feedTokenHash: text('feed_token_hash'),
    /** The agency's customer number at the portal, which some formats carry. */
    customerId: text('customer_id'),
    /** `every:<minutes>`, `hourly` or `nightly` (the domain's schedule). */
    schedule: text('schedule').notNull().default('nightly'),
    /**
     * Whether listings submitted from `default_since` on go to the portal without a click (a
     * listing switched on or off by staff follows its own row in listing_portals).
     */
    defaultForNew: boolean('default_for_new').notNull().default(false),
    defaultSince: timestamp('default_since', { withTimezone: true }),
    /**
     * The export a feed URL serves now, from the last transfer: its files' storage keys (under a
     * random prefix nobody can guess) or, for pictures, the key of the stored original.
     */
    feedFiles: jsonb('feed_files').$type<{ name: string; mime: string; key: string }[]>(),
    active: boolean('active').notNull().default(true),
    /** When the next scheduled transfer is due; claimed by one process. */
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    /** Since when transfers keep failing, for the admins' mail; null while they succeed. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('portal_accounts_feed_token_key').on(t.feedTokenHash)],
);

/**
 * A listing switched on or off for a portal account by staff (issue 32 point 1). Without a row
 * a listing follows the account's default for new listings.
 */
export const listingPortals = pgTable(
  'listing_portals',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => portalAccounts.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull(),
    enabledById: uuid('enabled_by_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.accountId] }),
    index('listing_portals_account_idx').on(t.accountId),
  ],
);

/**
 * What a portal account holds: each listing sent and the version sent. A listing deleted or
 * erased keeps its row (its id set null), so the next transfer removes it from the portal;
 * `removed_at` marks one removed, kept a while for the feeds that repeat their deletes.
 */
export const portalListings = pgTable(
  'portal_listings',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => portalAccounts.id, { onDelete: 'cascade' }),
    propertyNumber: integer('property_number').notNull(),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    /** The listing's `updated_at` when it was sent: a later one is a change to send. */
    sentVersion: timestamp('sent_version', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.propertyNumber] }),
    index('portal_listings_property_idx').on(t.propertyId),
  ],
);

/**
 * A transfer to a portal account (issue 32 point 3): queued by the schedule or a staff member,
 * claimed by one process (`next_attempt_at` is its lease while it runs), retried with growing
 * pauses while the portal is down, and kept as the transfer log.
 */
export const portalTransfers = pgTable(
  'portal_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => portalAccounts.id, { onDelete: 'cascade' }),
    /** schedule or manual. */
    trigger: text('trigger').notNull(),
    /** full or partial. */
    scope: text('scope').notNull(),
    /** queued, running, succeeded or failed (the domain's `TRANSFER_STATUSES`). */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    requestedById: uuid('requested_by_id').references(() => accounts.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    sent: integer('sent').notNull().default(0),
    changed: integer('changed').notNull().default(0),
    removed: integer('removed').notNull().default(0),
    refused: integer('refused').notNull().default(0),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    durationMs: integer('duration_ms'),
    /** The last attempt's error, without secrets. */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('portal_transfers_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('queued', 'running')`),
    index('portal_transfers_account_idx').on(t.accountId, t.createdAt.desc()),
  ],
);

/** Per listing of a transfer: what was done and the portal's answer (issue 32 point 3). */
export const portalTransferItems = pgTable(
  'portal_transfer_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => portalTransfers.id, { onDelete: 'cascade' }),
    propertyNumber: integer('property_number').notNull(),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    /** new, changed, removed or refused. */
    action: text('action').notNull(),
    /** The readiness reasons of a listing left out: [{ key, field, values }]. */
    issues: jsonb('issues'),
    /** The portal's answer or error for this listing. */
    message: text('message'),
  },
  (t) => [index('portal_transfer_items_transfer_idx').on(t.transferId, t.id)],
);

/**
 * An upload of another CRM's OpenImmo export (issue 32 point 5): previewed, then imported. The
 * ZIP stays in file storage until it is imported or dropped.
 */
export const listingImports = pgTable('listing_imports', {
  id: uuid('id').primaryKey().defaultRandom(),
  format: text('format').notNull().default('openimmo'),
  createdById: uuid('created_by_id').references(() => accounts.id, { onDelete: 'set null' }),
  fileKey: text('file_key'),
  fileName: text('file_name').notNull(),
  bytes: integer('bytes').notNull(),
  /** previewed, imported or failed. */
  status: text('status').notNull().default('previewed'),
  /** What the upload holds and what could not be mapped, for the preview. */
  preview: jsonb('preview').notNull().default({}),
  /** Listings made and updated, after the import. */
  result: jsonb('result'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  importedAt: timestamp('imported_at', { withTimezone: true }),
});

// ---------------------------------------------------------------------------------------------
// Listing statistics (issue 33 point 4, decision 068)
// ---------------------------------------------------------------------------------------------

/**
 * What is counted as it happens, per listing, agency day and kind (the domain's
 * `COUNTED_STAT_KINDS`: detail-page views, exposé downloads), added to by an upsert. The other
 * kinds of the statistics are read from where they are kept.
 */
export const listingStatistics = pgTable(
  'listing_statistics',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** The agency's calendar day (Europe/Rome). */
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.day, t.kind] }),
    check('listing_statistics_kind_check', sql`${t.kind} in ('view','exposeDownload')`),
  ],
);

/**
 * The day's random salt of the visitors' hashes, shared by every process through this table.
 * Only today's is kept: once it is gone, yesterday's hashes can no longer be recomputed.
 */
export const listingViewSalts = pgTable('listing_view_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

/**
 * Who viewed which listing today, only as a hash of the day's salt, the network address, the
 * browser's name and the listing: one view per visitor, listing and day. Neither address nor
 * browser is stored; rows of past days are deleted.
 */
export const listingViewVisitors = pgTable(
  'listing_view_visitors',
  {
    day: date('day', { mode: 'string' }).notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.hash] })],
);

/**
 * The sellers' weekly reports sent (issue 33 point 5, decision 070): one row per seller and
 * reported week, written in the transaction that queues the mail, so that each seller gets one
 * report a week however many processes prepare them.
 */
export const ownerReports = pgTable(
  'owner_reports',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    /** The reported week's Monday (the agency's days). */
    week: date('week', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.week] })],
);

// ---------------------------------------------------------------------------------------------
// Viewings (issue 33 points 1–2, decision 069)
// ---------------------------------------------------------------------------------------------

/**
 * An agent's weekly viewing hours, one row per range of a weekday, in the agency's local time
 * (minutes after midnight, Europe/Rome) on the domain's 15-minute grid. The domain's
 * `viewingHoursSchema` checks a week before it replaces the agent's rows; the checks here keep
 * a row from being wrong on its own.
 */
export const viewingHours = pgTable(
  'viewing_hours',
  {
    agentId: uuid('agent_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** ISO weekday: 1 Monday … 7 Sunday. */
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.agentId, t.weekday, t.startMinute] }),
    check('viewing_hours_weekday_check', sql`${t.weekday} between 1 and 7`),
    check(
      'viewing_hours_range_check',
      sql`${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.startMinute} < ${t.endMinute}
        and ${t.startMinute} % 15 = 0 and ${t.endMinute} % 15 = 0`,
    ),
  ],
);

/**
 * An agent's absences as staff entered them (local days, times left out for whole days) and
 * the instants they cover, which the slot search and the calendar compare.
 */
export const viewingAbsences = pgTable(
  'viewing_absences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    startTime: text('start_time'),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    endTime: text('end_time'),
    /** Staff's own words (holiday, training); never shown to buyers. */
    note: text('note'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('viewing_absences_agent_idx').on(t.agentId, t.endsAt),
    check('viewing_absences_order_check', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

/**
 * Viewings: a buyer's request for a listing (up to three proposed times or one picked slot),
 * which staff confirm at one time, move, decline or cancel, and which the buyer cancels or asks
 * to move through the signed links of their mail. The buyer is a client of an account or a
 * person without one; their name, address and telephone are kept as given, as a contact
 * message keeps its sender's. `uid` and `sequence` are those of the calendar invitations
 * (RFC 5546: one UID, a sequence rising with every change).
 *
 * Two booked viewings of one agent never overlap: the domain's `viewingConflict` answers 409
 * first, and the exclusion constraint `viewings_agent_no_overlap` of migration 0030 (btree_gist
 * over the agent and the span) holds it against two staff members confirming at once. Drizzle
 * cannot declare an exclusion constraint; it is written in the migration's SQL by hand.
 */
export const viewings = pgTable(
  'viewings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The listing (`property_id`, as matches and contact messages name it). */
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** The agent who shows it: the listing's responsible agent when asked, else who confirms. */
    agentId: uuid('agent_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The match of the buyer's saved search that the request answers ('visit'), if any. */
    matchId: uuid('match_id').references(() => matches.id, { onDelete: 'set null' }),
    buyerAccountId: uuid('buyer_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    buyerClientId: uuid('buyer_client_id').references(() => clients.id, { onDelete: 'set null' }),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    buyerTel: text('buyer_tel'),
    /** The buyer's language: their mails are written in it. */
    buyerLanguage: text('buyer_language').notNull().default('it'),
    /** What the buyer wrote with the request. */
    message: text('message'),
    /** The times the buyer asked for, as instants: `[{ start, end }]`, one to three. */
    requestedTimes: jsonb('requested_times').$type<{ start: string; end: string }[]>().notNull(),
    /** Whether the buyer picked one of the agent's free slots (else they proposed times). */
    pickedSlot: boolean('picked_slot').notNull().default(false),
    status: text('status').notNull().default('requested'),
    /** The booked time; null while the viewing is requested or was never booked. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** The calendar invitations' UID, the same for every version of the event. */
    uid: text('uid').notNull(),
    /** The invitations' SEQUENCE and the signed links' version: one more with every change. */
    sequence: integer('sequence').notNull().default(0),
    // The request's place in the staff inbox, as a match's visit request has it (decision 032).
    requestStatus: text('request_status').notNull().default('new'),
    requestHandlerId: uuid('request_handler_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    requestNote: text('request_note'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    // Ready for the reminders and what happened after the viewing (issue 33 points 2–3).
    reminderDaySentAt: timestamp('reminder_day_sent_at', { withTimezone: true }),
    reminderHoursSentAt: timestamp('reminder_hours_sent_at', { withTimezone: true }),
    /** The buyer's answer after the viewing: interested, offer or not_interested. */
    feedback: text('feedback'),
    feedbackReason: text('feedback_reason'),
    feedbackAt: timestamp('feedback_at', { withTimezone: true }),
    /**
     * When the buyer was asked "how was it?" after a viewing held (issue 33 point 3): the
     * claim that lets one process of several send that mail once, as the reminders' columns do.
     */
    feedbackAskedAt: timestamp('feedback_asked_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('viewings_uid_key').on(t.uid),
    // The calendar: an agent's week, and the agency's.
    index('viewings_agent_start_idx')
      .on(t.agentId, t.startsAt)
      .where(sql`${t.startsAt} is not null`),
    index('viewings_start_idx')
      .on(t.startsAt)
      .where(sql`${t.startsAt} is not null`),
    index('viewings_property_idx').on(t.propertyId),
    index('viewings_match_idx')
      .on(t.matchId)
      .where(sql`${t.matchId} is not null`),
    index('viewings_buyer_client_idx')
      .on(t.buyerClientId)
      .where(sql`${t.buyerClientId} is not null`),
    // The inbox's open requests by status, newest first.
    index('viewings_requests_idx').on(t.requestStatus, t.createdAt),
    // The viewings held whose buyer is still to be asked how it was (the follow-up worker's).
    index('viewings_feedback_ask_idx')
      .on(t.endsAt)
      .where(sql`${t.status} = 'held' and ${t.feedbackAskedAt} is null and ${t.feedback} is null`),
    check(
      'viewings_status_check',
      sql`${t.status} in ('requested','confirmed','declined','cancelled','held','no_show')`,
    ),
    check('viewings_request_status_check', sql`${t.requestStatus} in ('new','in_progress','done')`),
    check(
      'viewings_feedback_check',
      sql`${t.feedback} is null or ${t.feedback} in ('interested','offer','not_interested')`,
    ),
    check(
      'viewings_time_check',
      sql`(${t.startsAt} is null) = (${t.endsAt} is null) and (${t.startsAt} is null or ${t.startsAt} < ${t.endsAt})`,
    ),
    check(
      'viewings_booked_time_check',
      sql`${t.status} not in ('confirmed','held','no_show') or ${t.startsAt} is not null`,
    ),
    check('viewings_sequence_check', sql`${t.sequence} >= 0`),
  ],
);
