/**
 * Saved searches (buyer-side.md §3 Search, §5 Saved search, §9 defaults; decisions.md Saved
 * searches and matching).
 */
import { z } from 'zod';
import { MAX_SEARCH_LOCATIONS, SAVED_SEARCH_DEFAULTS } from '../core/constants.ts';
import { MESSAGE_KEYS } from '../core/message-keys.ts';
import {
  countSchema,
  idSchema,
  moneySchema,
  refSchema,
  timestampsSchema,
} from '../core/common.schema.ts';
import { searchLocationInputSchema, searchLocationSchema } from '../place/location.schema.ts';
import { propertyTypeSchema } from '../listing/property-type.schema.ts';
import { ALERT_FREQUENCIES } from './alert-frequency.ts';

/** instant, daily or weekly (decision 074). */
export const alertFrequencySchema = z.enum(ALERT_FREQUENCIES);

/** `rent` as a form holds it ('true'/'false') or as a boolean. */
export const rentFlagSchema = z.union([
  z.boolean(),
  z.enum(['true', 'false']).transform((v) => v === 'true'),
]);

/** Rooms of a saved search; only bedrooms count, and only for residential types. */
export const searchRoomsSchema = z.object({
  living: countSchema.default(0),
  bed: countSchema.default(0),
  bath: countSchema.default(0),
});

/**
 * A saved search as sent to `POST /api/v1/searches` (and when changed): type required, at least
 * one location ('Questo campo non deve essere vuoto'); sale, budget 0 and no rooms by default.
 */
export const savedSearchInputSchema = z.object({
  rent: rentFlagSchema.default(SAVED_SEARCH_DEFAULTS.rent),
  type: refSchema,
  budget: moneySchema.default(SAVED_SEARCH_DEFAULTS.budget),
  locations: z
    .array(searchLocationInputSchema)
    .min(1, { message: MESSAGE_KEYS.required })
    .max(MAX_SEARCH_LOCATIONS),
  rooms: searchRoomsSchema.default({ ...SAVED_SEARCH_DEFAULTS.rooms }),
  /** Staff may save a search for a client. */
  client: refSchema.optional(),
  /**
   * Whether new matches are mailed to the client (default on for a new search); left out of a
   * change, it stays as it is.
   */
  alerts: z.boolean().optional(),
  /** How the new matches are mailed (decision 074); left out, instant or as it is. */
  alertFrequency: alertFrequencySchema.optional(),
});
/** A saved search as sent, parsed. */
export type SavedSearchInput = z.output<typeof savedSearchInputSchema>;

/** A saved search as answered. */
export const savedSearchSchema = z.object({
  _id: idSchema,
  client: idSchema,
  rent: z.boolean(),
  type: propertyTypeSchema,
  budget: z.number(),
  locations: z.array(searchLocationSchema),
  rooms: searchRoomsSchema,
  /** Whether new matches of this search are mailed to the client. */
  alerts: z.boolean(),
  /** How they are mailed: at once, or gathered daily or weekly (decision 074). */
  alertFrequency: alertFrequencySchema,
  ...timestampsSchema.shape,
});
/** A saved search. */
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** Answer of the calls on one saved search (`POST`, `GET`, `PATCH /api/v1/searches/{id}`). */
export const savedSearchResponseSchema = z.object({ data: savedSearchSchema });

/**
 * `POST /api/v1/searches/{id}/alerts`: switches the new-match mails of a search on or off. The
 * token of an alert mail's opt-out link stands in for a session.
 */
export const searchAlertsInputSchema = z.object({
  enabled: z.boolean(),
  /** A new frequency; left out, it stays as it is. */
  frequency: alertFrequencySchema.optional(),
  token: z.string().trim().min(1).max(200).optional(),
});
/** A change of a search's alerts, parsed. */
export type SearchAlertsInput = z.output<typeof searchAlertsInputSchema>;

/** Answer of `POST /api/v1/searches/{id}/alerts`: whether the alerts are on now, and how often. */
export const searchAlertsResponseSchema = z.object({
  data: z.object({ alerts: z.boolean(), frequency: alertFrequencySchema }),
});
