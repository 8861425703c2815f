/**
 * Who may download a kept exposé, and how it may be cached (issue 29 point 2, decision 044): a
 * kept exposé is answered only while its caller may see its listing, and never kept by a cache
 * for longer than its listing is published.
 */
import type { Database } from '../../db/client.ts';
import { canView, type Viewer } from '../properties/properties.service.ts';
import { findExposeListing } from '../properties/listing-queries.ts';

/**
 * How a bucket (FILE_STORAGE=s3) or a cache in front of it may keep an exposé object: not for a
 * year as pictures, since a withdrawal removes it.
 */
export const EXPOSE_OBJECT_CACHE = 'no-cache';

/** How a kept exposé may be answered: to everyone (published listing) or to this caller only. */
export type KeptExposeAccess = 'public' | 'private';

/**
 * Who may download the kept exposé at `key`: everyone while its listing is published; its owner
 * and staff while they may see it otherwise (the domain's `canViewListing`, as for the exposé
 * call); nobody (undefined, answered 404) when the exposé is not recorded, its listing was
 * withdrawn, deleted or erased (which detach it), or the caller may not see the listing.
 */
export async function keptExposeAccess(
  db: Database,
  viewer: Viewer,
  key: string,
): Promise<KeptExposeAccess | undefined> {
  const listing = await findExposeListing(db, key);
  if (!listing || !canView(viewer, listing)) return undefined;
  return canView(null, listing) ? 'public' : 'private';
}
