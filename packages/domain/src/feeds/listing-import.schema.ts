/**
 * The calls of the import from another CRM (issue 32 point 5, decision 064): the upload's
 * preview, the import's state and result, and the import itself. Texts come as catalog keys of
 * the admin catalog (`admin:imports.…`) with their message in the request's language.
 */
import { z } from 'zod';
import { idSchema } from '../core/common.schema.ts';
import { categorySchema } from '../listing/property-type.schema.ts';

/** The states of an upload: previewed, then imported (or failed as a whole). */
export const LISTING_IMPORT_STATUSES = ['previewed', 'imported', 'failed'] as const;
export type ListingImportStatus = (typeof LISTING_IMPORT_STATUSES)[number];

/** What an import does with a listing of the upload. */
export const IMPORT_ACTIONS = ['create', 'update', 'refused'] as const;

const keyedText = z.object({ key: z.string(), message: z.string() });

/** One listing of the upload as the preview shows it. */
export const importPreviewListingSchema = z.object({
  /** `objektnr_extern`, null when the export has none. */
  externalRef: z.string().nullable(),
  category: categorySchema.nullable(),
  subtype: z.string().nullable(),
  rent: z.boolean().nullable(),
  price: z.number().nullable(),
  title: z.string(),
  municipality: z.object({ id: z.string(), name: z.string() }).nullable(),
  images: z.int(),
  plans: z.int(),
  /** `update` when a listing imported before has this `objektnr_extern`. */
  action: z.enum(IMPORT_ACTIONS),
  /** Why the listing cannot be imported at all; empty for one that can. */
  refused: z.array(keyedText),
  /** What it lacks to be imported published (a draft may lack it); empty when it can be. */
  publishIssues: z.array(keyedText),
  /** Each element of the export that found no place, with its reason. */
  unmapped: z.array(keyedText.extend({ field: z.string(), value: z.string().optional() })),
});
export type ImportPreviewListing = z.infer<typeof importPreviewListingSchema>;

/** A listing the import made or changed, or could not. */
export const importResultListingSchema = z.object({
  externalRef: z.string(),
  action: z.enum(['created', 'updated', 'failed']),
  id: idSchema.nullable(),
  propertyNumber: z.int().nullable(),
  category: categorySchema,
  /** Why it failed: each field with its message in the request's language. */
  problems: z.array(z.object({ field: z.string(), message: z.string() })),
});

/** An upload with its preview and, once imported, its result. */
export const listingImportSchema = z.object({
  _id: idSchema,
  fileName: z.string(),
  bytes: z.int(),
  status: z.enum(LISTING_IMPORT_STATUSES),
  createdAt: z.string(),
  importedAt: z.string().nullable(),
  /** Listings that can be imported, per category. */
  counts: z.record(z.string(), z.int()),
  listings: z.array(importPreviewListingSchema),
  result: z
    .object({
      as: z.enum(['draft', 'published']),
      created: z.int(),
      updated: z.int(),
      failed: z.int(),
      listings: z.array(importResultListingSchema),
    })
    .nullable(),
});
export type ListingImport = z.infer<typeof listingImportSchema>;

/** Answer of the upload, of `GET /admin/imports/{id}` and of the import. */
export const listingImportResponseSchema = z.object({ data: listingImportSchema });

/** Path of `/admin/imports/{id}`. */
export const listingImportParamsSchema = z.object({ id: idSchema });

/**
 * Body of `POST /admin/imports/{id}/apply`: new listings as drafts or published; `owner` the
 * seller they are for (the admin's own seller profile when left out).
 */
export const listingImportApplySchema = z.strictObject({
  as: z.enum(['draft', 'published']),
  owner: idSchema.optional(),
});
export type ListingImportApply = z.infer<typeof listingImportApplySchema>;
