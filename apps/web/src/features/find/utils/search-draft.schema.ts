import { coordinatesSchema } from '@domus/domain/core/common.schema';
import { polygonGeometrySchema } from '@domus/domain/place/location.schema';
import { z } from 'zod';

/**
 * A saved-search draft as the find page keeps it in the browser's storage (utils/search-draft):
 * its time and the form's values. Apart from the draft's other code so that the find page loads
 * the schema library only when a draft is there to read.
 */
export const draftSchema = z.object({
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
