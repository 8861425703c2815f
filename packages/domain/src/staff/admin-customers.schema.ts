/**
 * The admin customers table and a customer's page (issue 16 points 1 and 2; docs/admin-api.md):
 * the query of `GET /api/v1/admin/customers` and of its CSV export, the row it answers, and the
 * answer of `GET /api/v1/admin/customers/{kind}/{id}`. The query's names and meaning are those of
 * `staff/admin-customers-query.ts`, which the admin application writes into its address. Every value
 * arrives as text; an empty value counts as absent.
 */
import { z } from 'zod';
import { LANGUAGES, SELLER_TYPES } from '../core/constants.ts';
import {
  ADMIN_PAGE_SIZES,
  ADMIN_SORT_DIRECTIONS,
  MAX_ADMIN_PAGE,
  MAX_ADMIN_QUERY_LENGTH,
} from './admin-listings-query.ts';
import {
  CUSTOMER_KINDS,
  CUSTOMER_SORT_KEYS,
  defaultAdminCustomersView,
  type AdminCustomersView,
} from './admin-customers-query.ts';
import { HISTORY_ACTIONS, HISTORY_ACTOR_ROLES, HISTORY_SUBJECTS } from './history.ts';
import { LISTING_STATUSES } from '../core/listing-status.ts';
import { adminPageMetaSchema } from './admin-listings.schema.ts';
import { historyWordingShape } from './admin-history.schema.ts';
import { idSchema, localizedTextSchema } from '../core/common.schema.ts';
import { categorySchema } from '../listing/property-type.schema.ts';
import { clientSchema, sellerSchema, sellerTypeSchema } from '../person/seller.schema.ts';
import { languageSchema } from '../core/common.schema.ts';

/** A kind of customer: seller or client. */
export const customerKindSchema = z.enum(CUSTOMER_KINDS);

/** A query value that may be left empty (`''` reads as absent). */
const optionalParam = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), schema])
    .optional()
    .transform(
      (value) => (value === '' ? undefined : value) as Exclude<z.output<T>, ''> | undefined,
    );

const yesNo = z.enum(['yes', 'no']);

/**
 * The query of the table and of its export: `kind` (seller, client), `sellerType`, `language`,
 * `verified`, `hasListings`, `hasSearches` (yes or no), `duplicates` (true), `q` free text over
 * name, family name, company, e-mail and telephone; `sort` a column, `dir`, `page`, `pageSize`.
 */
export const adminCustomersQuerySchema = z
  .object({
    kind: optionalParam(customerKindSchema),
    sellerType: optionalParam(z.enum(SELLER_TYPES)),
    language: optionalParam(z.enum(LANGUAGES)),
    verified: optionalParam(yesNo),
    hasListings: optionalParam(yesNo),
    hasSearches: optionalParam(yesNo),
    duplicates: optionalParam(z.enum(['true', 'false'])),
    q: optionalParam(z.string().trim().max(MAX_ADMIN_QUERY_LENGTH)),
    sort: optionalParam(z.enum(CUSTOMER_SORT_KEYS)),
    dir: optionalParam(z.enum(ADMIN_SORT_DIRECTIONS)),
    page: optionalParam(z.coerce.number().int().min(1).max(MAX_ADMIN_PAGE)),
    pageSize: optionalParam(
      z.coerce
        .number()
        .int()
        .refine((value) => (ADMIN_PAGE_SIZES as readonly number[]).includes(value)),
    ),
  })
  .transform((q): AdminCustomersView => ({
    kind: q.kind ?? null,
    sellerType: q.sellerType ?? null,
    language: q.language ?? null,
    verified: q.verified ?? null,
    hasListings: q.hasListings ?? null,
    hasSearches: q.hasSearches ?? null,
    duplicates: q.duplicates === 'true',
    q: q.q ?? '',
    sort: q.sort ?? defaultAdminCustomersView.sort,
    dir: q.dir ?? (q.sort ? 'asc' : defaultAdminCustomersView.dir),
    page: q.page ?? 1,
    pageSize: q.pageSize ?? defaultAdminCustomersView.pageSize,
  }));
/** The raw query as a client writes it. */
export type AdminCustomersQuery = z.input<typeof adminCustomersQuerySchema>;

/** Path of a customer's calls: `{kind}` and `{id}`. */
export const adminCustomerParamsSchema = z.object({ kind: customerKindSchema, id: idSchema });

/**
 * One row of the customers table: who (kind, names, e-mail, telephone, language, seller type of a
 * seller), whether their account proved its address, how many listings (a seller's) and saved
 * searches (a client's) they have, their last activity (the latest change of their record, their
 * listings or their searches, or their last login), when they were created, and whether another
 * customer shares their e-mail address or telephone (decision 030).
 */
export const adminCustomerRowSchema = z.object({
  _id: idSchema,
  kind: customerKindSchema,
  name: z.string().nullable(),
  familyName: z.string().nullable(),
  companyName: z.string().nullable(),
  email: z.string().nullable(),
  tel: z.string().nullable(),
  language: languageSchema,
  sellerType: sellerTypeSchema.nullable(),
  verified: z.boolean(),
  listings: z.int(),
  searches: z.int(),
  lastActivity: z.iso.datetime({ offset: true }),
  createdAt: z.iso.datetime({ offset: true }),
  duplicate: z.boolean(),
});
/** One row of the customers table. */
export type AdminCustomerRow = z.infer<typeof adminCustomerRowSchema>;

/** Answer of `GET /api/v1/admin/customers`: one page of rows. */
export const adminCustomersResponseSchema = z.object({
  meta: adminPageMetaSchema,
  data: z.array(adminCustomerRowSchema),
});
/** One page of the customers table. */
export type AdminCustomersResponse = z.infer<typeof adminCustomersResponseSchema>;

/** Another customer record that may be the same person, and what they share. */
export const customerLinkSchema = z.object({
  _id: idSchema,
  kind: customerKindSchema,
  name: z.string().nullable(),
  familyName: z.string().nullable(),
  companyName: z.string().nullable(),
  email: z.string().nullable(),
  tel: z.string().nullable(),
  /** What they share: the e-mail address, the telephone, or the account (the same person). */
  shares: z.array(z.enum(['email', 'tel', 'account'])),
  /** The record's account, if any, and whether its address is verified (issue 29 point 7). */
  accountId: idSchema.nullable().optional(),
  accountVerified: z.boolean().optional(),
});
/** Another customer record linked to this one. */
export type CustomerLink = z.infer<typeof customerLinkSchema>;

/** One entry of a customer's history (issue 16 point 6). */
export const customerHistoryEntrySchema = z.object({
  id: z.int(),
  at: z.iso.datetime({ offset: true }),
  actorAccountId: idSchema.nullable(),
  actorEmail: z.string().nullable(),
  actorRole: z.enum(HISTORY_ACTOR_ROLES),
  subject: z.enum(HISTORY_SUBJECTS),
  subjectId: idSchema,
  action: z.enum(HISTORY_ACTIONS),
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
  source: z.string(),
  ...historyWordingShape,
});
/** One entry of a customer's history. */
export type CustomerHistoryEntry = z.infer<typeof customerHistoryEntrySchema>;

/** Answer of `GET /api/v1/admin/customers/{kind}/{id}`: everything the customer's page shows. */
export const adminCustomerPageSchema = z.object({
  data: z.object({
    kind: customerKindSchema,
    /** The record as the seller or client calls answer it (a seller has its seller fields). */
    seller: sellerSchema.nullable(),
    client: clientSchema.extend({ email: z.string().nullable() }).nullable(),
    /** The account the customer logs in with, if any: its id (for `PATCH /account/{id}`). */
    account: z.object({ _id: idSchema, email: z.string(), verified: z.boolean() }).nullable(),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
    lastActivity: z.iso.datetime({ offset: true }),
    /** A seller's listings, newest first (at most 200). */
    listings: z.array(
      z.object({
        _id: idSchema,
        property_id: z.int().nullable(),
        category: categorySchema,
        rent: z.boolean(),
        title: localizedTextSchema,
        status: z.enum(LISTING_STATUSES),
        createdAt: z.iso.datetime({ offset: true }),
      }),
    ),
    /** How many saved searches the client has and how many matches they hold. */
    searches: z.object({ count: z.int(), matches: z.int() }),
    /** Visit and consultation requests of the client's matches, newest first (at most 100). */
    requests: z.array(
      z.object({
        matchId: idSchema,
        state: z.enum(['visit', 'consulting']),
        listingId: idSchema,
        property_id: z.int().nullable(),
        category: categorySchema,
        updatedAt: z.iso.datetime({ offset: true }),
        handledAt: z.iso.datetime({ offset: true }).nullable(),
      }),
    ),
    /** Contact messages sent from the customer's e-mail address, newest first (at most 100). */
    messages: z.array(
      z.object({
        _id: idSchema,
        createdAt: z.iso.datetime({ offset: true }),
        message: z.string(),
        listingId: idSchema.nullable(),
        category: categorySchema.nullable(),
        handledAt: z.iso.datetime({ offset: true }).nullable(),
      }),
    ),
    /** The same person's other profile (seller ↔ client) and possible duplicates. */
    related: z.array(customerLinkSchema),
    /** The newest 100 history entries of the customer. */
    history: z.array(customerHistoryEntrySchema),
  }),
});
/** Everything the customer's page shows. */
export type AdminCustomerPage = z.infer<typeof adminCustomerPageSchema>['data'];

/** Body of `POST /api/v1/admin/customers/{kind}/{id}/merge`: the record merged into `{id}`. */
export const adminCustomerMergeBodySchema = z.object({
  removeId: idSchema,
  /**
   * Merge even when both records have their own verified account (issue 29 point 7): without it
   * such a merge answers 409 `merge_verified_accounts`.
   */
  force: z.boolean().optional(),
});
/** The body of a merge. */
export type AdminCustomerMergeBody = z.infer<typeof adminCustomerMergeBodySchema>;

/** Answer of a merge: the kept and the removed record, and what moved to the kept one. */
export const adminCustomerMergeResultSchema = z.object({
  data: z.object({
    kind: customerKindSchema,
    keptId: idSchema,
    removedId: idSchema,
    movedListings: z.int(),
    movedSearches: z.int(),
    /** The fields the kept record took from the removed one (it had none). */
    filled: z.array(z.string()),
  }),
});
/** What a merge did. */
export type AdminCustomerMergeResult = z.infer<typeof adminCustomerMergeResultSchema>['data'];
