/**
 * Links to the site from outside it (mails, page heads, the sitemap): the path of a listing's
 * page and URLs made absolute on the site's public address.
 */
import { listingHref } from '@domus/domain/core/web-routes';

/** The path of a listing's page. */
export function listingPath(listing: { category: string; id: string }): string {
  return listingHref(listing.category, listing.id);
}

/**
 * A URL as a link from outside the site needs it: as given when already absolute (files on S3 or
 * a CDN), else on the site's public address.
 * @param publicUrl the site's public base URL, without a trailing slash
 * @param url an absolute URL or a path of the site
 */
export function absoluteUrl(publicUrl: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${publicUrl}${url}`;
}
