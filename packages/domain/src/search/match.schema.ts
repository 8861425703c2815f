/**
 * Matches of a saved search and the client's answers (buyer-side.md §3 Match, §4 Match states).
 */
import { z } from 'zod';
import { MATCH_STATES } from '../core/constants.ts';
import { idSchema } from '../core/common.schema.ts';
import { propertyCardSchema } from '../listing/property-card.schema.ts';
import { MATCH_LINK_ANSWERS, MATCH_LINK_STATES } from './match-link.ts';

/** Match state: new, wait, not_interested, consulting, visit. */
export const matchStateSchema = z.enum(MATCH_STATES);
/** A match state. */
export type MatchState = z.infer<typeof matchStateSchema>;

/**
 * A match as answered: its state, the listing's card, the listing's bedrooms and living rooms
 * (what display order breaks ties by, buyer-side.md §4; the card carries only the room total)
 * and when it was made.
 */
export const matchSchema = z.object({
  _id: idSchema,
  state: matchStateSchema,
  property: propertyCardSchema,
  rooms: z.object({ bed: z.number(), living: z.number() }),
  createdAt: z.iso.datetime({ offset: true }),
});
/** A match. */
export type Match = z.infer<typeof matchSchema>;

/** Body of `PATCH /api/v1/matches/{id}`. */
export const matchUpdateSchema = z.object({ state: matchStateSchema });

/** Answer of `GET /api/v1/searches/{id}/matches`: the matches in display order. */
export const matchListSchema = z.object({ data: z.array(matchSchema) });

/** Answer of `PATCH /api/v1/matches/{id}`. */
export const matchResponseSchema = z.object({ data: matchSchema });

/** Query of `GET /api/v1/matches/{id}/link`: the answer the mail's link gives and its token. */
export const matchLinkQuerySchema = z.object({
  state: z.enum(MATCH_LINK_STATES),
  token: z.string().min(1).max(400),
});

/** Body of `POST /api/v1/matches/{id}/link`: the same, acted on by the buyer's click. */
export const matchLinkBodySchema = matchLinkQuerySchema;
/** The body. */
export type MatchLinkBody = z.infer<typeof matchLinkBodySchema>;

/**
 * What a mail's answer link says (decision 074): whether it acts, and for a link the site sent,
 * the match's state now and its listing's card (null for a tampered link, which shows nothing).
 */
export const matchLinkAnswerSchema = z.object({
  data: z.object({
    answer: z.enum(MATCH_LINK_ANSWERS),
    state: matchStateSchema.nullable(),
    property: propertyCardSchema.nullable(),
  }),
});
/** The answer's data. */
export type MatchLinkView = z.infer<typeof matchLinkAnswerSchema>['data'];
