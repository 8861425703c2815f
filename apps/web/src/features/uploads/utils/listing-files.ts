/**
 * The files of a listing as the upload areas hold them (seller-side.md §2 upload areas): images,
 * and plans of three kinds kept in one list. Pure functions, so that every change makes a new
 * value the parent keeps.
 */
import {
  IMAGE_MIME_TYPES,
  MAX_FILE_BYTES,
  MAX_IMAGES,
  MAX_PLANS,
  PLAN_MIME_TYPES,
} from '@domus/domain/core/constants';
import type { FileKind, UploadedFile } from '@domus/domain/core/file.schema';

/** The files of a listing: its images and its plans (floor plans, cadastral and land-register extracts). */
export type ListingFiles = { images: UploadedFile[]; plans: UploadedFile[] };

/** The files of one area, in their order. */
export function filesOfKind(value: ListingFiles, kind: FileKind): UploadedFile[] {
  return kind === 'image' ? value.images : value.plans.filter((file) => file.type === kind);
}

/** How many more files an area may take: images and plans each have a cap per listing. */
export function roomFor(value: ListingFiles, kind: FileKind, pending: number): number {
  const [held, max] =
    kind === 'image' ? [value.images.length, MAX_IMAGES] : [value.plans.length, MAX_PLANS];
  return Math.max(0, max - held - pending);
}

/**
 * Adds the files of an upload where its place in the order of uploads puts them: before the
 * files of later uploads that finished first, after everything else. `sequenceOf` answers the
 * upload number of files uploaded here (other files count as earlier).
 */
export function withUploaded(
  value: ListingFiles,
  added: readonly UploadedFile[],
  sequence: number,
  sequenceOf: (id: string) => number | undefined,
): ListingFiles {
  const insert = (list: UploadedFile[], files: readonly UploadedFile[]) => {
    if (!files.length) return list;
    const later = list.findIndex((file) => (sequenceOf(file._id) ?? -Infinity) > sequence);
    const at = later === -1 ? list.length : later;
    return [...list.slice(0, at), ...files, ...list.slice(at)];
  };
  return {
    images: insert(
      value.images,
      added.filter((file) => file.type === 'image'),
    ),
    plans: insert(
      value.plans,
      added.filter((file) => file.type !== 'image'),
    ),
  };
}

/** The files without the one with `id`. */
export function withoutFile(value: ListingFiles, id: string): ListingFiles {
  return {
    images: value.images.filter((file) => file._id !== id),
    plans: value.plans.filter((file) => file._id !== id),
  };
}

const EXTENSIONS: Record<string, string[]> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/avif': ['.avif'],
  'application/pdf': ['.pdf'],
};

/**
 * What the file picker of an area offers and the drop accepts at once: images for images,
 * images or PDF for plans, by type or, when the system gives none, by extension. The server
 * decides by content in the end.
 */
export function acceptedTypes(kind: FileKind): Record<string, string[]> {
  const types = kind === 'image' ? IMAGE_MIME_TYPES : PLAN_MIME_TYPES;
  return Object.fromEntries(types.map((type) => [type, EXTENSIONS[type] ?? []]));
}

/** The largest file accepted, in MB, as the texts name it. */
export const MAX_FILE_MB = MAX_FILE_BYTES / 1024 / 1024;

/** A file refused before any upload: too large, of a kind the area does not take, or empty. */
export type Refusal =
  | { key: 'errors:global.errors.fileTooLarge'; values: { name: string; max: number } }
  | {
      key: 'errors:global.errors.fileEmpty' | 'errors:global.errors.fileUnsupported';
      values: { name: string };
    };

/** The message (key of `errors` and its values) for a drop zone's refusal `code`. */
export function refusalMessage(code: string, name: string): Refusal {
  if (code === 'file-too-large') {
    return { key: 'errors:global.errors.fileTooLarge', values: { name, max: MAX_FILE_MB } };
  }
  if (code === FILE_EMPTY) return { key: 'errors:global.errors.fileEmpty', values: { name } };
  return { key: 'errors:global.errors.fileUnsupported', values: { name } };
}

/** The code of the empty-file check, beside the drop zone's own codes. */
export const FILE_EMPTY = 'file-empty';
