/**
 * An upload as the admin reads it (issue 32 point 5, decision 064): the preview's listings with
 * their reasons and unmapped fields as catalog keys and their texts in the request's language,
 * what the import would do with each (a listing imported before is updated), counts per
 * category, and the result once imported.
 */
import { MIN_IMAGES, type Category } from '@domus/domain/core/constants';
import { publishIssues } from '@domus/domain/feeds/openimmo-import';
import type { ListingImport } from '@domus/domain/feeds/listing-import.schema';
import type { Executor } from '../../db/client.ts';
import {
  adminTranslator,
  translateError,
  type ErrorMessageKey,
  type Language,
} from '../../lib/i18n.ts';
import { findListingsByExternalRef } from '../properties/listing-queries.ts';
import type { StoredPreview } from './imports-preview.service.ts';
import type { ListingImportRow } from './imports.repository.ts';

/** A problem of a listing the import could not write, before translation. */
export type StoredProblem = { field: string; messageKey: string; params?: Record<string, unknown> };

/** The result column of an import. */
export interface StoredResult {
  as: 'draft' | 'published';
  listings: {
    externalRef: string;
    action: 'created' | 'updated' | 'failed';
    id: string | null;
    propertyNumber: number | null;
    category: Category;
    problems: StoredProblem[];
  }[];
}

/** The upload with its preview and result, texts in `lang`. */
export async function toListingImport(
  db: Executor,
  row: ListingImportRow,
  lang: Language,
): Promise<ListingImport> {
  const t = adminTranslator(lang);
  const text = (key: string, values?: Record<string, unknown>) => ({
    key,
    message: t(key, values),
  });
  const preview = row.preview as StoredPreview;
  const refs = preview.listings.flatMap((l) => (l.externalRef ? [l.externalRef] : []));
  const existing = await findListingsByExternalRef(db, refs);
  const counts: Record<string, number> = {};
  const listings = preview.listings.map((stored) => {
    const listing = stored.listing;
    if (listing && !stored.refused.length) {
      counts[listing.category] = (counts[listing.category] ?? 0) + 1;
    }
    const municipality = stored.municipality;
    return {
      externalRef: stored.externalRef,
      category: listing?.category ?? null,
      subtype: listing?.subtype ?? null,
      rent: listing?.rent ?? null,
      price: listing?.price ?? null,
      title: listing ? listing.title.de || listing.title.it || listing.title.en : '',
      municipality: municipality
        ? { id: municipality.id, name: lang === 'de' ? municipality.nameDe : municipality.nameIt }
        : null,
      images: listing?.images.length ?? 0,
      plans: listing?.plans.length ?? 0,
      action: stored.refused.length
        ? ('refused' as const)
        : stored.externalRef && existing.has(stored.externalRef)
          ? ('update' as const)
          : ('create' as const),
      refused: stored.refused.map((key) => text(key)),
      publishIssues: listing
        ? publishIssues(listing).map((key) => text(key, { min: MIN_IMAGES }))
        : [],
      unmapped: stored.unmapped.map((u) => ({
        field: u.field,
        ...text(u.key),
        ...(u.value ? { value: u.value } : {}),
      })),
    };
  });
  const result = row.result as StoredResult | null;
  return {
    _id: row.id,
    fileName: row.fileName,
    bytes: row.bytes,
    status: row.status as ListingImport['status'],
    createdAt: row.createdAt.toISOString(),
    importedAt: row.importedAt?.toISOString() ?? null,
    counts,
    listings,
    result: result
      ? {
          as: result.as,
          created: result.listings.filter((l) => l.action === 'created').length,
          updated: result.listings.filter((l) => l.action === 'updated').length,
          failed: result.listings.filter((l) => l.action === 'failed').length,
          listings: result.listings.map((l) => ({
            ...l,
            problems: l.problems.map((p) => ({
              field: p.field,
              message: translateError(lang, p.messageKey as ErrorMessageKey, p.params),
            })),
          })),
        }
      : null,
  };
}
