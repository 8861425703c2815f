import { coordinatesSchema } from '@domus/domain/schemas/common.schema';
import { polygonGeometrySchema } from '@domus/domain/schemas/location.schema';
import { z } from 'zod';
import { browserStorage } from '../../../shared/lib/browser-storage';
import type { SavedSearchFormValues } from './saved-search-form';

/** The browser-storage key of the saved search being typed on the find page. */
export const SEARCH_DRAFT_KEY = 'domus.find.draft';

/**
 * How long a draft is kept: long enough for the detour through an e-mailed login link (which
 * opens in a new tab, often much later), short enough not to greet a visitor days later with a
 * search they gave up.
 */
export const SEARCH_DRAFT_TTL_MS = 24 * 60 * 60 * 1000;

const draftSchema = z.object({
  savedAt: z.number(),
  values: z.object({
    rent: z.enum(['true', 'false']),
    type: z.string(),
    locations: z.array(
      z.discriminatedUnion('type', [
        z.object({
          type: z.enum(['municipality', 'zone', 'street']),
          id: z.string(),
          name: z.string(),
          label: z.string(),
          point: coordinatesSchema.optional(),
          municipalityId: z.string().optional(),
        }),
        z.object({ type: z.literal('polygon'), name: z.string(), geoJson: polygonGeometrySchema }),
      ]),
    ),
    bedrooms: z.number().int().min(0),
    budget: z.union([z.number().min(0), z.literal('')]),
  }),
});

/**
 * The saved search a visitor was typing, kept in the browser's storage for a day (decision 017):
 * neither a reload nor the login detour an address already in use offers loses it, even when
 * the e-mailed link opens the find page in another tab. Saving the search clears it. Storage may
 * be blocked (private modes); the form then simply starts afresh.
 */
export const searchDraft = {
  /** The draft, or null when there is none, it is older than a day or unreadable. */
  read(now = Date.now()): SavedSearchFormValues | null {
    const text = browserStorage.get(SEARCH_DRAFT_KEY);
    if (!text) return null;
    let parsed: ReturnType<typeof draftSchema.safeParse>;
    try {
      parsed = draftSchema.safeParse(JSON.parse(text));
    } catch {
      parsed = draftSchema.safeParse(null);
    }
    if (!parsed.success || now - parsed.data.savedAt > SEARCH_DRAFT_TTL_MS) {
      browserStorage.remove(SEARCH_DRAFT_KEY);
      return null;
    }
    return parsed.data.values;
  },
  write(values: SavedSearchFormValues, now = Date.now()): void {
    browserStorage.set(SEARCH_DRAFT_KEY, JSON.stringify({ savedAt: now, values }));
  },
  clear(): void {
    browserStorage.remove(SEARCH_DRAFT_KEY);
  },
};
