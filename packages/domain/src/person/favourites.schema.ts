/**
 * The favourites' answers and bodies (issue 34 point 3): an account's kept listings, the
 * browser's list merged in at login, and how many accounts keep a listing (for staff).
 */
import { z } from 'zod';
import { idSchema } from '../core/common.schema.ts';
import { MAX_FAVOURITES, MAX_FAVOURITES_MERGE } from './favourites.ts';

export { MAX_FAVOURITES, MAX_FAVOURITES_MERGE };

/** Answer of the favourites' calls: the ids of the published listings kept, newest first. */
export const favouriteIdsAnswerSchema = z.object({ data: z.object({ ids: z.array(idSchema) }) });
/** The favourites' answer. */
export type FavouriteIdsAnswer = z.infer<typeof favouriteIdsAnswerSchema>;

/**
 * Body of the merge at login: the listing ids the browser keeps, newest first. Written in lower
 * case and once each, so that the same listing sent twice (or in capitals) counts once.
 */
export const favouritesMergeBodySchema = z.object({
  ids: z
    .array(idSchema)
    .max(MAX_FAVOURITES_MERGE)
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
});
/** The merge's body as validated. */
export type FavouritesMergeBody = z.output<typeof favouritesMergeBodySchema>;

/** Answer of the staff's count: how many accounts keep the listing. */
export const favouriteCountAnswerSchema = z.object({
  data: z.object({ count: z.int().min(0) }),
});
