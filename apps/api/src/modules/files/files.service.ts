/**
 * Storing uploads: images become renditions (image-renditions.ts) under server-made keys, PDF plans
 * are kept as they are.
 */
import { randomUUID } from 'node:crypto';
import type { FileStorage } from './file-storage.ts';
import { makeRenditions, UnsupportedImageError, type RenditionSpec } from './image-renditions.ts';
import { newStorageKey } from './storage-keys.ts';

/** The stored renditions of an image, by size name; keys, not URLs. */
export type StoredVariants = Record<
  string,
  { webp: string; jpeg: string; width: number; height: number }
>;

/** What the files table keeps about a stored upload (without its owner and position). */
export type StoredFile = {
  mime: string;
  /** The PDF of a plan, or the largest JPEG of an image. */
  storageKey: string;
  variants: StoredVariants;
  width: number | null;
  height: number | null;
};

/** Stores every rendition of an image. */
export async function storeImage(
  storage: FileStorage,
  input: Buffer,
  options: { specs?: readonly RenditionSpec[]; now?: Date } = {},
): Promise<StoredFile> {
  const renditions = await makeRenditions(input, options.specs);
  const id = randomUUID();
  const variants: StoredVariants = {};
  await Promise.all(
    renditions.map(async (r) => {
      const webp = newStorageKey('webp', r.name, id, options.now);
      const jpeg = newStorageKey('jpg', r.name, id, options.now);
      await Promise.all([storage.put(webp, r.webp), storage.put(jpeg, r.jpeg)]);
      variants[r.name] = { webp, jpeg, width: r.width, height: r.height };
    }),
  );
  const largest = renditions.reduce((a, b) => (b.width * b.height >= a.width * a.height ? b : a));
  return {
    mime: 'image/jpeg',
    storageKey: variants[largest.name]!.jpeg,
    variants,
    width: largest.width,
    height: largest.height,
  };
}

/** Whether `input` starts like a PDF document. */
export function isPdf(input: Buffer): boolean {
  return input.subarray(0, 5).toString('latin1') === '%PDF-';
}

/** Stores a PDF plan as it is. */
export async function storePdf(
  storage: FileStorage,
  input: Buffer,
  options: { now?: Date } = {},
): Promise<StoredFile> {
  if (!isPdf(input)) throw new UnsupportedImageError('Not a PDF document');
  const storageKey = newStorageKey('pdf', 'original', randomUUID(), options.now);
  await storage.put(storageKey, input);
  return { mime: 'application/pdf', storageKey, variants: {}, width: null, height: null };
}

/** Stores an upload: a PDF as a document, anything else as an image. */
export function storeUpload(storage: FileStorage, input: Buffer): Promise<StoredFile> {
  return isPdf(input) ? storePdf(storage, input) : storeImage(storage, input);
}
