/**
 * The confirmation queue, the day's overview and the request and message lists behind its
 * numbers (issue 15 points 4 and 5; docs/admin-api.md).
 */
import { z } from 'zod';
import { CATEGORIES, MAX_LENGTH } from '../core/constants.ts';
import { MAX_ADMIN_PAGE } from './admin-listings-query.ts';
import { idSchema, localizedTextSchema } from '../core/common.schema.ts';
import { adminListingRowSchema, adminPageMetaSchema } from './admin-listings.schema.ts';
import { categorySchema } from '../listing/property-type.schema.ts';

/** The days the overview looks back for new listings and new matches. */
export const OVERVIEW_DAYS = 7;
/** Rows per page of the queue and the request and message lists. */
export const ADMIN_LIST_PAGE_SIZE = 50;

/** Query of the queue and the lists: `page` from 1. */
export const adminListQuerySchema = z.object({
  page: z
    .union([z.literal(''), z.coerce.number().int().min(1).max(MAX_ADMIN_PAGE)])
    .optional()
    .transform((value) => (value === '' || value === undefined ? 1 : value)),
  /** `false` (the default) for what is not handled yet, `true` for what is, `all` for both. */
  handled: z
    .enum(['true', 'false', 'all'])
    .optional()
    .transform((value) => value ?? 'false'),
});

/**
 * Answer of `GET /api/v1/admin/queue`: the listings awaiting confirmation of every category,
 * oldest submission first, as table rows (owner with e-mail and phone, `submittedAt`, and
 * `actions`, which holds `confirm` for admins).
 */
export const adminQueueResponseSchema = z.object({
  meta: adminPageMetaSchema,
  data: z.array(adminListingRowSchema),
});

const countsByCategory = z.object(
  Object.fromEntries(CATEGORIES.map((category) => [category, z.int()])) as Record<
    (typeof CATEGORIES)[number],
    z.ZodInt
  >,
);

/**
 * Answer of `GET /api/v1/admin/overview`: listings awaiting confirmation, listings submitted and
 * matches found in the last {@link OVERVIEW_DAYS} days (since `since`, whose day in the agency's
 * time zone is `sinceDay`, the `createdFrom` of the table it links to), visit and consultation
 * requests and contact messages that are new in the inbox (status new, decision 032), and mails
 * that could not be delivered. The
 * listing counts are also given per category, for the links to each category's table.
 */
export const adminOverviewSchema = z.object({
  data: z.object({
    since: z.iso.datetime({ offset: true }),
    sinceDay: z.iso.date(),
    awaitingConfirmation: z.int(),
    awaitingConfirmationByCategory: countsByCategory,
    newListings: z.int(),
    newListingsByCategory: countsByCategory,
    newMatches: z.int(),
    openVisitRequests: z.int(),
    openConsultationRequests: z.int(),
    openContactMessages: z.int(),
    undeliveredMails: z.int(),
  }),
});
/** The day's overview. */
export type AdminOverview = z.infer<typeof adminOverviewSchema>['data'];

/** The listing a request or message is about. */
const aboutListingSchema = z.object({
  _id: idSchema,
  property_id: z.int(),
  category: categorySchema,
  title: localizedTextSchema,
});

/**
 * A visit or consultation request (decisions.md Saved searches and matching: a client set a
 * match to `visit` or `consulting`), with the client and the listing.
 */
export const adminRequestSchema = z.object({
  _id: idSchema,
  kind: z.enum(['visit', 'consulting']),
  requestedAt: z.iso.datetime({ offset: true }),
  handledAt: z.iso.datetime({ offset: true }).nullable(),
  client: z.object({
    _id: idSchema,
    name: z.string().nullable(),
    familyName: z.string().nullable(),
    email: z.string().nullable(),
    tel: z.string().nullable(),
  }),
  listing: aboutListingSchema,
});
/** Answer of `GET /api/v1/admin/requests`: newest first. */
export const adminRequestListSchema = z.object({
  meta: adminPageMetaSchema,
  data: z.array(adminRequestSchema),
});

/** A contact message of the contact form or of a listing's page. */
export const adminContactMessageSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  tel: z.string().nullable(),
  message: z.string().max(MAX_LENGTH.contactMessage),
  language: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  handledAt: z.iso.datetime({ offset: true }).nullable(),
  listing: aboutListingSchema.nullable(),
});
/** Answer of `GET /api/v1/admin/contact-messages`: newest first. */
export const adminContactMessageListSchema = z.object({
  meta: adminPageMetaSchema,
  data: z.array(adminContactMessageSchema),
});

/** Body of the calls marking a request or message handled (`true`) or open again (`false`). */
export const adminHandledBodySchema = z.object({ handled: z.boolean() });
/** Answer of those calls. */
export const adminHandledResultSchema = z.object({
  data: z.object({ _id: idSchema, handledAt: z.iso.datetime({ offset: true }).nullable() }),
});
