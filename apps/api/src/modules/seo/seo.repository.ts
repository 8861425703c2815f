/**
 * The public pages' queries. The listing queries are the listing module's (issue 31 point 1);
 * they are passed on here under the names the pages and the sitemap use.
 */
import type { Database } from '../../db/client.ts';
import { propertyTypes } from '../../db/schema.ts';

export {
  countPublicListings,
  findPublicListing,
  lastListingChange,
  publicListingIdAt,
  publicListingsPage,
  publicListingVersion,
  type PublicListing,
  type SitemapListing,
} from '../properties/listing-queries.ts';

/**
 * How many property types there are: the version of the pages that show only them and the
 * build's texts (home, find, the static pages). Types change only when the seed adds some.
 */
export async function countPropertyTypes(db: Database): Promise<number> {
  return db.$count(propertyTypes);
}
