/** The schema of a listing's event in the API's answers (issue 34 point 4; decision 073). */
import { z } from 'zod';
import { LISTING_EVENT_KINDS, type ListingEvent } from './price-history.ts';

/** One event as the API answers it: its kind, when, and the price it set or left. */
export const listingEventSchema = z.object({
  kind: z.enum(LISTING_EVENT_KINDS),
  at: z.iso.datetime({ offset: true }),
  /** The price from this event on (the monthly rent when renting); null when on request. */
  price: z.number().nullable(),
  /** A price change's price before; null for every other kind. */
  previousPrice: z.number().nullable(),
}) satisfies z.ZodType<ListingEvent>;
