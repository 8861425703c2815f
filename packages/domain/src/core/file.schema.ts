/**
 * Uploaded files: images and plans (seller-side.md §3 Uploaded file, §7 POST /file).
 */
import { z } from 'zod';
import { FILE_KINDS, PLAN_KINDS } from './constants.ts';
import { idSchema } from './common.schema.ts';

/** The kind of an uploaded file: image, floorplan, cataster or landregister. */
export const fileKindSchema = z.enum(FILE_KINDS);
/** A file kind. */
export type FileKind = z.infer<typeof fileKindSchema>;

/** The kind of a plan: floorplan, cataster (cadastral extract) or landregister. */
export const planKindSchema = z.enum(PLAN_KINDS);

/** Query of `POST /api/v1/file`: the kind of the uploaded files, image unless given. */
export const fileUploadQuerySchema = z.object({ type: fileKindSchema.default('image') });

/** One stored rendition of an image. */
export const fileVariantSchema = z.object({
  webp: z.string(),
  jpeg: z.string(),
  width: z.int(),
  height: z.int(),
});

/**
 * An uploaded file as answered: `url` shows it (for a PDF plan, a preview image when there is
 * one), `pdfUrl` links the PDF of a plan, `variants` lists image renditions by size name.
 */
export const fileSchema = z.object({
  _id: idSchema,
  url: z.string(),
  pdfUrl: z.string().nullable().optional(),
  name: z.string(),
  type: fileKindSchema,
  mime: z.string().optional(),
  width: z.int().nullable().optional(),
  height: z.int().nullable().optional(),
  variants: z.record(z.string(), fileVariantSchema).optional(),
});
/** An uploaded file. */
export type UploadedFile = z.infer<typeof fileSchema>;

/** Answer of `POST /api/v1/file`: the stored files. */
export const fileUploadResponseSchema = z.object({ data: z.array(fileSchema) });

/** Answer of `DELETE /api/v1/file/{id}`: without an error field (seller-side.md §7). */
export const fileDeleteResponseSchema = z.object({ data: z.object({ deleted: z.literal(true) }) });
