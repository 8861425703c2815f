/**
 * The admin listing tables (issue 15 points 2, 3 and 7; docs/admin-api.md): the query of
 * `GET /api/v1/admin/listings/{category}` and of its CSV export, the row it answers, and the
 * bodies and answers of the row and bulk actions. The query's parameter names and meaning are
 * those of `staff/admin-listings-query.ts`, which the admin application writes into its address.
 * Every value arrives as text; an empty value counts as absent.
 */
import { z } from 'zod';
import { MAX_AREA, MAX_LENGTH, MAX_MONEY } from '../core/constants.ts';
import {
  ADMIN_PAGE_SIZES,
  ADMIN_PLACE_TYPES,
  ADMIN_SORT_DIRECTIONS,
  DEFAULT_ADMIN_PAGE_SIZE,
  DEFAULT_ADMIN_SORT,
  MAX_ADMIN_PAGE,
  MAX_ADMIN_QUERY_LENGTH,
  type AdminListingsView,
  ADMIN_FIRST_DAY,
  ADMIN_LAST_DAY,
} from './admin-listings-query.ts';
import { CATEGORY_MODULES } from '../listing/categories/category-registry.ts';
import { LISTING_STATUSES } from '../core/listing-status.ts';
import { ADMIN_LISTING_ACTIONS, BULK_LISTING_ACTIONS } from '../person/permissions.ts';
import { idSchema, localizedTextSchema } from '../core/common.schema.ts';
import { fileSchema } from '../core/file.schema.ts';
import { cardPlaceSchema } from '../listing/property-card.schema.ts';
import { categorySchema, propertyTypeSchema } from '../listing/property-type.schema.ts';
import { externalAgentSchema } from '../listing/property.schema.ts';
import { CLOSING_KINDS } from '../listing/price-history.ts';

/** A listing status: draft, awaitingConfirmation, published, withdrawn. */
export const listingStatusSchema = z.enum(LISTING_STATUSES);

/** Every sortable column key of any category (the API also checks it against the category). */
const SORT_KEYS = [
  ...new Set(
    CATEGORY_MODULES.flatMap((module) =>
      module.adminColumns.filter((column) => column.sortable).map((column) => column.key),
    ),
  ),
] as [string, ...string[]];

/** A query value that may be left empty (`''` reads as absent). */
const optionalParam = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), schema])
    .optional()
    .transform(
      (value) => (value === '' ? undefined : value) as Exclude<z.output<T>, ''> | undefined,
    );

const money = z.coerce.number().min(0).max(MAX_MONEY);
const area = z.coerce.number().min(0).max(MAX_AREA);
/**
 * A day of the created-between filter: an ISO date within the years a listing can have been
 * created in (the database refuses year 0, which ISO dates allow).
 */
const day = z.iso.date().refine((value) => value >= ADMIN_FIRST_DAY && value <= ADMIN_LAST_DAY);
const statusList = z
  .string()
  .trim()
  .max(200)
  .transform((value) => value.split(',').filter((part) => part !== ''))
  .pipe(z.array(listingStatusSchema));

/**
 * The filters of a table as query parameters (see `ADMIN_LISTINGS_PARAMS`): `status` a
 * comma-separated list, `subtype` a code of the category, `rent` true or false, `place` a
 * municipality's ISTAT code or a zone's id with `placeType` (`placeName` is only shown again),
 * `owner` a seller id (`ownerName` only shown), `agent` an account id, `me` or `none`,
 * `priceMin`/`priceMax`, `areaMin`/`areaMax`, `createdFrom`/`createdTo` (YYYY-MM-DD, both
 * included, Europe/Rome), `q` free text over number, title, street and owner, `id` one listing,
 * `streetToCheck=true` only listings whose street the register lacks (placed by hand).
 */
export const adminListingsFilterShape = {
  status: optionalParam(statusList),
  subtype: optionalParam(z.string().trim().max(64)),
  rent: optionalParam(z.enum(['true', 'false'])),
  place: optionalParam(z.string().trim().max(MAX_LENGTH.locationName)),
  placeType: optionalParam(z.enum(ADMIN_PLACE_TYPES)),
  placeName: optionalParam(z.string().trim().max(MAX_LENGTH.locationName)),
  owner: optionalParam(idSchema),
  ownerName: optionalParam(z.string().trim().max(MAX_LENGTH.companyName)),
  agent: optionalParam(z.union([z.enum(['me', 'none']), idSchema])),
  priceMin: optionalParam(money),
  priceMax: optionalParam(money),
  areaMin: optionalParam(area),
  areaMax: optionalParam(area),
  createdFrom: optionalParam(day),
  createdTo: optionalParam(day),
  q: optionalParam(z.string().trim().max(MAX_ADMIN_QUERY_LENGTH)),
  id: optionalParam(idSchema),
  streetToCheck: optionalParam(z.enum(['true', 'false'])),
};

/** The order and page of a table: `sort` a column key, `dir` asc or desc, `page`, `pageSize`. */
export const adminListingsPageShape = {
  sort: optionalParam(z.enum(SORT_KEYS)),
  dir: optionalParam(z.enum(ADMIN_SORT_DIRECTIONS)),
  page: optionalParam(z.coerce.number().int().min(1).max(MAX_ADMIN_PAGE)),
  pageSize: optionalParam(
    z.coerce
      .number()
      .int()
      .refine((value) => (ADMIN_PAGE_SIZES as readonly number[]).includes(value)),
  ),
};

type FilterInput = z.output<z.ZodObject<typeof adminListingsFilterShape>>;
type PageInput = z.output<z.ZodObject<typeof adminListingsPageShape>>;

/** The parsed query as the table's view (`AdminListingsView`). */
function toView(query: FilterInput & Partial<PageInput>): AdminListingsView {
  return {
    statuses: query.status ?? [],
    subtype: (query.subtype ?? null) as AdminListingsView['subtype'],
    rent: query.rent === undefined ? null : query.rent === 'true',
    place:
      query.place && query.placeType
        ? { id: query.place, type: query.placeType, name: query.placeName ?? query.place }
        : null,
    owner: query.owner ? { id: query.owner, name: query.ownerName ?? query.owner } : null,
    agent: query.agent ?? null,
    price: { min: query.priceMin ?? null, max: query.priceMax ?? null },
    area: { min: query.areaMin ?? null, max: query.areaMax ?? null },
    created: { from: query.createdFrom ?? null, to: query.createdTo ?? null },
    q: query.q ?? '',
    id: query.id ?? null,
    streetToCheck: query.streetToCheck === 'true',
    sort: query.sort ?? DEFAULT_ADMIN_SORT.sort,
    dir: query.dir ?? (query.sort ? 'asc' : DEFAULT_ADMIN_SORT.dir),
    page: query.page ?? 1,
    pageSize: query.pageSize ?? DEFAULT_ADMIN_PAGE_SIZE,
  };
}

/**
 * Query of `GET /api/v1/admin/listings/{category}` and of its CSV export (`lang` chooses the
 * export's language): filters, order and page, parsed to the table's view. A subtype of another
 * category or a column the category lacks answers 400 from the service.
 */
export const adminListingsQuerySchema = z
  .object({ ...adminListingsFilterShape, ...adminListingsPageShape })
  .transform(toView);
/** The raw query as a client writes it. */
export type AdminListingsQuery = z.input<typeof adminListingsQuerySchema>;

/** Path of the table calls: `{category}`. */
export const adminCategoryParamsSchema = z.object({ category: categorySchema });
/** Path of the row calls: `{id}` the listing's `_id`. */
export const adminListingParamsSchema = z.object({ id: idSchema });

/** A person in a row: the owner (a seller) or the responsible agent (an account). */
export const adminPersonSchema = z.object({
  _id: idSchema,
  name: z.string().nullable(),
  familyName: z.string().nullable(),
  companyName: z.string().nullable(),
  email: z.string().nullable(),
  tel: z.string().nullable(),
});
/** A person in a row. */
export type AdminPerson = z.infer<typeof adminPersonSchema>;

/** A value of a category's own column (`facts[key]`). */
export const adminFactSchema = z.union([z.number(), z.string(), z.array(z.string()), z.null()]);

/**
 * One row of an admin table: the shared columns as fields (`image`, `property_id`, `type`,
 * `location` for place, `rent`, `price`, `rooms`, `baths`, `area`, `owner`, `externalAgent`,
 * `agent`, `status`, `createdAt`, `updatedAt`), the category's own columns in `facts` by column
 * key (registry `adminColumns` with a `detailsPath`), and `actions`: what the caller may do with
 * it (the domain's `adminListingActions`), so that the table offers what the API accepts.
 */
export const adminListingRowSchema = z.object({
  _id: idSchema,
  property_id: z.int(),
  category: categorySchema,
  type: propertyTypeSchema,
  status: listingStatusSchema,
  rent: z.boolean(),
  /** The price, or the monthly rent when `rent`. */
  price: z.number().nullable(),
  title: localizedTextSchema,
  location: z.object({
    municipality: cardPlaceSchema.nullable(),
    zone: cardPlaceSchema.nullable(),
    street: z.string().nullable(),
    streetNumber: z.string().nullable(),
    /**
     * The street is not in the register: the seller placed the address on the map by hand
     * (issue 18 §4), and staff check it.
     */
    streetUnverified: z.boolean(),
  }),
  image: fileSchema.nullable(),
  rooms: z.number().nullable(),
  baths: z.number().nullable(),
  area: z.number().nullable(),
  facts: z.record(z.string(), adminFactSchema),
  owner: adminPersonSchema.nullable(),
  externalAgent: externalAgentSchema.nullable(),
  /** The responsible agent (an account), or null. */
  agent: adminPersonSchema.nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  /** When it left the draft state (submitted); null for drafts. */
  submittedAt: z.iso.datetime({ offset: true }).nullable(),
  /** When staff withdrew it; null unless withdrawn. */
  withdrawnAt: z.iso.datetime({ offset: true }).nullable(),
  /** Sold or let when staff closed the deal (issue 34 point 4); null otherwise. */
  closedAs: z.enum(CLOSING_KINDS).nullable(),
  actions: z.array(z.enum(ADMIN_LISTING_ACTIONS)),
});
/** One row of an admin table. */
export type AdminListingRow = z.infer<typeof adminListingRowSchema>;

/** Page, page size, page count and total of a table. */
export const adminPageMetaSchema = z.object({
  page: z.int(),
  pageSize: z.int(),
  numOfPages: z.int(),
  total: z.int(),
});

/** Answer of `GET /api/v1/admin/listings/{category}`: one page of rows. */
export const adminListingsResponseSchema = z.object({
  meta: adminPageMetaSchema,
  data: z.array(adminListingRowSchema),
});
/** One page of an admin table. */
export type AdminListingsResponse = z.infer<typeof adminListingsResponseSchema>;

/** The filtered set of a category's table, as the bulk target (order and page are ignored). */
export const adminListingsFilterSchema = z
  .object({ category: categorySchema, ...adminListingsFilterShape })
  .transform(({ category, ...query }) => ({ category, view: toView(query) }));

/** The most rows one bulk call may name by id (a whole filtered set is named by its filter). */
export const MAX_BULK_IDS = 500;

/**
 * Body of `POST /api/v1/admin/listings/bulk`: the action, its target (the selected rows by id,
 * or the whole filtered set of one category's table by the same filters as the table's query),
 * `agentId` for assignAgent (an agent's or admin's account id; null removes the assignment), and
 * `dryRun` to learn how many rows it would change without changing any.
 */
export const adminBulkBodySchema = z
  .object({
    action: z.enum(BULK_LISTING_ACTIONS),
    target: z.union([
      z.object({ ids: z.array(idSchema).min(1).max(MAX_BULK_IDS) }),
      z.object({ filter: adminListingsFilterSchema }),
    ]),
    agentId: idSchema.nullable().optional(),
    dryRun: z.boolean().optional().default(false),
  })
  .refine((body) => body.action !== 'assignAgent' || body.agentId !== undefined, {
    path: ['agentId'],
    message: 'global.errors.required',
  });
/**
 * Body of `POST /api/v1/admin/listings/portals` (issue 32 point 1): the selected listings or a
 * table's filtered set, switched on or off for one portal account.
 */
export const adminPortalSwitchBodySchema = z.object({
  target: z.union([
    z.object({ ids: z.array(idSchema).min(1).max(MAX_BULK_IDS) }),
    z.object({ filter: adminListingsFilterSchema }),
  ]),
  accountId: idSchema,
  enabled: z.boolean(),
});

/** A bulk action as a client sends it. */
export type AdminBulkBody = z.input<typeof adminBulkBodySchema>;

/**
 * Answer of a row or bulk action: `matched` the listings the target names, `changed` those the
 * action changes (or would change, on a dry run): a withdrawn listing is not withdrawn again, a
 * listing already assigned to the agent is not counted.
 */
export const adminActionResultSchema = z.object({
  data: z.object({
    // A row's mark as sold or let (`close`) answers as the bulk actions do.
    action: z.enum([...BULK_LISTING_ACTIONS, 'close']),
    dryRun: z.boolean(),
    matched: z.int(),
    changed: z.int(),
  }),
});
/** Answer of a row or bulk action. */
export type AdminActionResult = z.infer<typeof adminActionResultSchema>['data'];

/** Body of `PUT /api/v1/admin/listings/{id}/agent`: the responsible agent, or null for none. */
export const adminAssignAgentBodySchema = z.object({ agentId: idSchema.nullable() });

/** A staff member for the agent picker (an account with its seller profile's name). */
export const staffMemberSchema = z.object({
  _id: idSchema,
  email: z.string(),
  name: z.string().nullable(),
  familyName: z.string().nullable(),
  companyName: z.string().nullable(),
  isAgent: z.boolean(),
  isAdmin: z.boolean(),
  isSuperAdmin: z.boolean(),
});
/** A staff member. */
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** Answer of `GET /api/v1/admin/staff`: every agent, admin and super admin, by name. */
export const staffListSchema = z.object({ data: z.array(staffMemberSchema) });
