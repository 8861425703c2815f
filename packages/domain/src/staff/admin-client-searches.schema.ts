/**
 * A buyer's saved searches and their matches for staff (issue 16 point 4; decisions.md Saved
 * searches and matching: staff set any match state; docs/admin-api.md), and the listings staff
 * offer a buyer by hand.
 */
import { z } from 'zod';
import { idSchema, localizedTextSchema } from '../core/common.schema.ts';
import { matchStateSchema } from '../search/match.schema.ts';
import { searchRoomsSchema } from '../search/saved-search.schema.ts';
import { categorySchema, propertyTypeSchema } from '../listing/property-type.schema.ts';

/** A match as staff see it: the listing, its state and when it was made and last changed. */
export const adminMatchSchema = z.object({
  _id: idSchema,
  state: matchStateSchema,
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  listing: z.object({
    _id: idSchema,
    property_id: z.int(),
    category: categorySchema,
    title: localizedTextSchema,
    /** Whether the listing is on the site (confirmed, not withdrawn, not a draft). */
    published: z.boolean(),
  }),
});
/** A match as staff see it. */
export type AdminMatch = z.infer<typeof adminMatchSchema>;

/** A saved search with what it asks for and its matches, newest match first. */
export const adminClientSearchSchema = z.object({
  _id: idSchema,
  rent: z.boolean(),
  type: propertyTypeSchema,
  budget: z.number(),
  rooms: searchRoomsSchema,
  /** The names of its places, in their order. */
  locations: z.array(z.string()),
  alerts: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  matches: z.array(adminMatchSchema),
});
/** A saved search as staff see it. */
export type AdminClientSearch = z.infer<typeof adminClientSearchSchema>;

/** Answer of `GET /api/v1/admin/clients/{id}/searches`: the client and their searches, newest first. */
export const adminClientSearchesSchema = z.object({
  data: z.object({
    client: z.object({
      _id: idSchema,
      name: z.string().nullable(),
      familyName: z.string().nullable(),
      email: z.string().nullable(),
    }),
    searches: z.array(adminClientSearchSchema),
  }),
});
/** A client's searches as staff see them. */
export type AdminClientSearches = z.infer<typeof adminClientSearchesSchema>['data'];

/** Body of `PATCH /api/v1/admin/matches/{id}`: any state (staff may set any). */
export const adminMatchStateBodySchema = z.object({ state: matchStateSchema });

/** Body of `POST /api/v1/admin/searches/{id}/offers`: the listing offered. */
export const adminOfferBodySchema = z.object({ propertyId: idSchema });

/** Answer of the match calls: the match as it is now. */
export const adminMatchResponseSchema = z.object({ data: adminMatchSchema });
