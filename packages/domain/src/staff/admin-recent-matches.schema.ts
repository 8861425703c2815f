/**
 * The matches found since a day (the overview's "new matches" leads here; issue 15 point 5):
 * which buyer's saved search met which listing, and what the buyer answered.
 */
import { z } from 'zod';
import { ADMIN_FIRST_DAY, ADMIN_LAST_DAY, MAX_ADMIN_PAGE } from './admin-listings-query.ts';
import { idSchema, localizedTextSchema } from '../core/common.schema.ts';
import { adminPageMetaSchema } from './admin-listings.schema.ts';
import { matchStateSchema } from '../search/match.schema.ts';
import { categorySchema } from '../listing/property-type.schema.ts';

/**
 * Query of `GET /api/v1/admin/matches`: `since`, the first day (YYYY-MM-DD, the agency's time
 * zone; the overview's `sinceDay` when not given) and `page` from 1.
 */
export const adminRecentMatchesQuerySchema = z.object({
  since: z.iso
    .date()
    .refine((day) => day >= ADMIN_FIRST_DAY && day <= ADMIN_LAST_DAY, {
      error: `A day from ${ADMIN_FIRST_DAY} to ${ADMIN_LAST_DAY}`,
    })
    .optional(),
  page: z
    .union([z.literal(''), z.coerce.number().int().min(1).max(MAX_ADMIN_PAGE)])
    .optional()
    .transform((value) => (value === '' || value === undefined ? 1 : value)),
});

/** One match: when it was found, the buyer, the listing and the state the buyer gave it. */
export const adminRecentMatchSchema = z.object({
  _id: idSchema,
  createdAt: z.iso.datetime({ offset: true }),
  state: matchStateSchema,
  searchId: idSchema,
  client: z.object({
    _id: idSchema,
    name: z.string().nullable(),
    familyName: z.string().nullable(),
    email: z.string().nullable(),
    tel: z.string().nullable(),
  }),
  listing: z.object({
    _id: idSchema,
    property_id: z.int(),
    category: categorySchema,
    title: localizedTextSchema,
  }),
});
/** One match as the admin list shows it. */
export type AdminRecentMatch = z.infer<typeof adminRecentMatchSchema>;

/** Answer of `GET /api/v1/admin/matches`: newest first, with the first day shown. */
export const adminRecentMatchListSchema = z.object({
  meta: adminPageMetaSchema.extend({ since: z.iso.date() }),
  data: z.array(adminRecentMatchSchema),
});
/** Answer of `GET /api/v1/admin/matches`. */
export type AdminRecentMatchList = z.infer<typeof adminRecentMatchListSchema>;
