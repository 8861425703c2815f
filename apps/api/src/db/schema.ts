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
  bigserial,
  boolean,
  check,
  customType,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
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
    // Registry names are lowercase words; anything else must not reach the SQL text.
    if (!/^[a-z]+$/.test(category)) throw new Error(`Not a category name: ${category}`);
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
    ...timestamps,
  },
  (t) => [
    uniqueIndex('properties_number_key').on(t.propertyNumber),
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
    ...timestamps,
  },
  (t) => [
    index('saved_searches_client_idx').on(t.clientId),
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
    ...timestamps,
  },
  (t) => [
    uniqueIndex('matches_search_property_key').on(t.searchId, t.propertyId),
    index('matches_property_idx').on(t.propertyId),
    // The overview's new matches of the last days.
    index('matches_created_idx').on(t.createdAt),
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
