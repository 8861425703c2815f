/**
 * Uploads (seller-side.md §2 upload areas, §4 Upload, §7 POST /file): what a file is, is decided
 * by its content alone, never by its name or the Content-Type the browser sent. Images are
 * decoded, turned upright, stripped of every metadata and re-encoded into the site's sizes; PDF
 * plans are checked, rewritten to their pages' drawings alone and get a preview image of their
 * first page. One upload is all or nothing:
 * when any file is refused, nothing of the request stays stored.
 */
import { randomUUID } from 'node:crypto';
import { open, readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import sharp, { type Metadata } from 'sharp';
import {
  MAX_FILE_BYTES,
  MAX_FILES_PER_UPLOAD,
  MAX_IMAGE_PIXELS,
  MAX_LENGTH,
} from '@domus/domain/core/constants';
import type { FileKind } from '@domus/domain/core/file.schema';
import type { Database } from '../../db/client.ts';
import { AppError, type ErrorCode } from '../../lib/app-error.ts';
import type { ErrorMessageKey } from '../../lib/i18n.ts';
import type { FileStorage } from './file-storage.ts';
import { insertFiles, type FileRow } from './files.repository.ts';
import type { StoredFile, StoredVariants } from './files.service.ts';
import {
  makeRenditions,
  RENDITIONS,
  type Rendition,
  type RenditionInput,
} from './image-renditions.ts';
import {
  checkPdfStructure,
  PdfRefusedError,
  renderFirstPage,
  rewritePdf,
} from './pdf-documents.ts';
import { newStorageKey } from './storage-keys.ts';

/** A file of an upload request, received into a temporary file. */
export type ReceivedFile = {
  /** The temporary file. */
  path: string;
  size: number;
  /** The display name, already sanitised ({@link displayName}). */
  name: string;
};

/** What the content of a file is, by its first bytes. */
export type ContentKind = 'jpeg' | 'png' | 'webp' | 'avif' | 'heif' | 'pdf';

/** The brands of an ISO media file that announce an AVIF or HEIF picture. */
const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

/**
 * The kind of a file by its magic bytes, or null for anything else (SVG, HTML, scripts,
 * executables, archives...). SVG is refused on purpose: it is a document that can carry
 * scripts and links, not a photo.
 */
export function detectContentKind(head: Buffer): ContentKind | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  const ascii = head.toString('latin1');
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') return 'webp';
  if (ascii.slice(4, 8) === 'ftyp') {
    const boxSize = head.readUInt32BE(0);
    const brands = [ascii.slice(8, 12)];
    for (let at = 16; at + 4 <= Math.min(boxSize, head.length); at += 4) {
      brands.push(ascii.slice(at, at + 4));
    }
    if (brands.some((b) => AVIF_BRANDS.has(b))) return 'avif';
    if (brands.some((b) => HEIF_BRANDS.has(b))) return 'heif';
    return null;
  }
  if (ascii.startsWith('%PDF-')) return 'pdf';
  return null;
}

/**
 * The name a file is shown with: the last part of what the browser sent (no folders, no
 * `../`), without control characters, at most {@link MAX_LENGTH}.fileName characters. It is only
 * ever displayed; files are stored under server-made keys.
 */
export function displayName(sent: string | undefined): string {
  const base = (sent ?? '').normalize('NFC').split(/[/\\]/).pop() ?? '';
  const clean = base
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  return (clean || 'file').slice(0, MAX_LENGTH.fileName);
}

/** A refusal of one file of an upload: the error code, the message and the file's message. */
function refusal(
  status: number,
  code: ErrorCode,
  messageKey: ErrorMessageKey,
  fileMessageKey: ErrorMessageKey,
  params: Record<string, unknown>,
): AppError {
  return new AppError(status, code, messageKey, [
    { field: 'file', messageKey: fileMessageKey, params },
  ]);
}

/** 413: a file is larger than {@link MAX_FILE_BYTES}. */
export const fileTooLarge = (name: string) =>
  refusal(413, 'payload_too_large', 'api.file_too_large', 'global.errors.fileTooLarge', {
    name,
    max: MAX_FILE_BYTES / 1024 / 1024,
  });
/** 400: more than {@link MAX_FILES_PER_UPLOAD} files in one request. */
export const tooManyFiles = () =>
  new AppError(400, 'too_many_files', 'api.too_many_files', [
    {
      field: 'file',
      messageKey: 'global.errors.tooManyFiles',
      params: { max: MAX_FILES_PER_UPLOAD },
    },
  ]);
/** 400: a request without any file. */
export const noFile = () =>
  new AppError(400, 'validation_error', 'api.no_file', [
    { field: 'file', messageKey: 'global.errors.required' },
  ]);
const unsupported = (name: string) =>
  refusal(415, 'unsupported_media_type', 'api.unsupported_file', 'global.errors.fileUnsupported', {
    name,
  });
const invalid = (name: string) =>
  refusal(422, 'invalid_file', 'api.invalid_file', 'global.errors.fileInvalid', { name });
const empty = (name: string) =>
  refusal(422, 'invalid_file', 'api.invalid_file', 'global.errors.fileEmpty', { name });
const tooManyPixels = (name: string) =>
  refusal(422, 'invalid_file', 'api.invalid_file', 'global.errors.fileTooManyPixels', {
    name,
    max: MAX_IMAGE_PIXELS / 1_000_000,
  });
const unsafe = (name: string) =>
  refusal(422, 'unsafe_file', 'api.unsafe_file', 'global.errors.fileUnsafe', { name });

/**
 * At most this many files are decoded and encoded at once, over all requests: each holds a
 * decoded picture in memory and keeps the thread pool busy, and the site's other answers must
 * stay quick while sellers upload (issue 5 targets: memory under 1 GB, search p95 under 100 ms).
 */
const HEAVY_WORK_SLOTS = Math.max(1, Math.min(4, availableParallelism() - 1));
let busySlots = 0;
const waiting: (() => void)[] = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (busySlots >= HEAVY_WORK_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  else busySlots++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else busySlots--;
  }
}

async function readHead(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(64);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** A file that passed the quick checks, with what it is. */
export type Checked = ReceivedFile & { content: ContentKind };

/**
 * The quick checks of one file, before any decoding: not empty, a known kind by content, the
 * kind allowed for the upload area (images only for images; images or PDF for plans), an image
 * header within the pixel limit, a PDF's structure without active content.
 */
export async function checkFile(file: ReceivedFile, kind: FileKind): Promise<Checked> {
  if (file.size === 0) throw empty(file.name);
  if (file.size > MAX_FILE_BYTES) throw fileTooLarge(file.name);
  const content = detectContentKind(await readHead(file.path));
  if (!content) throw unsupported(file.name);
  if (content === 'pdf') {
    if (kind === 'image') throw unsupported(file.name);
    const pdf = await readFile(file.path);
    try {
      checkPdfStructure(pdf);
    } catch (error) {
      if (error instanceof PdfRefusedError) {
        throw error.reason === 'unsafe' ? unsafe(file.name) : invalid(file.name);
      }
      throw error;
    }
    // Not kept: twenty 25 MB plans would otherwise sit in memory while they wait for a slot.
    return { ...file, content };
  }
  let meta: Metadata;
  try {
    // The header only: a decompression bomb announces its size before it explodes.
    meta = await sharp(file.path, { limitInputPixels: false }).metadata();
  } catch {
    throw invalid(file.name);
  }
  const expected = content === 'avif' || content === 'heif' ? 'heif' : content;
  if (meta.format !== expected) throw invalid(file.name);
  // HEIC photos coded with HEVC cannot be decoded here (no HEVC decoder ships with the server).
  if (meta.format === 'heif' && meta.compression !== 'av1') throw unsupported(file.name);
  if (!meta.width || !meta.height) throw invalid(file.name);
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw tooManyPixels(file.name);
  return { ...file, content };
}

/** Stores renditions under new keys, noting every key in `stored` before writing it. */
async function storeRenditions(
  storage: FileStorage,
  renditions: Rendition[],
  stored: string[],
): Promise<{ variants: StoredVariants; largest: Rendition & { key: string } }> {
  const id = randomUUID();
  const variants: StoredVariants = {};
  for (const r of renditions) {
    const webp = newStorageKey('webp', r.name, id);
    const jpeg = newStorageKey('jpg', r.name, id);
    stored.push(webp, jpeg);
    await Promise.all([storage.put(webp, r.webp), storage.put(jpeg, r.jpeg)]);
    variants[r.name] = { webp, jpeg, width: r.width, height: r.height };
  }
  const largest = renditions.reduce((a, b) => (b.width * b.height >= a.width * a.height ? b : a));
  return { variants, largest: { ...largest, key: variants[largest.name]!.jpeg } };
}

async function renditionsOf(input: RenditionInput, name: string): Promise<Rendition[]> {
  try {
    // One encoding at a time: uploads must not crowd out the site's other answers.
    return await makeRenditions(input, RENDITIONS, { sequential: true });
  } catch {
    // Damaged, truncated or lying about its size: the decoder gave up.
    throw invalid(name);
  }
}

/**
 * Decodes, cleans and stores one checked file, noting each stored key in `stored` first (so that
 * a failure can remove them).
 */
export async function storeChecked(
  storage: FileStorage,
  file: Checked,
  stored: string[],
): Promise<StoredFile> {
  if (file.content === 'pdf') {
    let pdf: Buffer;
    let page;
    try {
      // What is stored, rendered and served is the rewritten document, never the upload's bytes.
      pdf = await rewritePdf(await readFile(file.path));
      page = await renderFirstPage(pdf);
    } catch (error) {
      if (error instanceof PdfRefusedError) {
        throw error.reason === 'unsafe' ? unsafe(file.name) : invalid(file.name);
      }
      throw error;
    }
    const { variants, largest } = await storeRenditions(
      storage,
      await renditionsOf(page, file.name),
      stored,
    );
    const storageKey = newStorageKey('pdf', 'original');
    stored.push(storageKey);
    await storage.put(storageKey, pdf);
    return {
      mime: 'application/pdf',
      storageKey,
      variants,
      width: largest.width,
      height: largest.height,
    };
  }
  const { variants, largest } = await storeRenditions(
    storage,
    await renditionsOf(file.path, file.name),
    stored,
  );
  return {
    mime: 'image/jpeg',
    storageKey: largest.key,
    variants,
    width: largest.width,
    height: largest.height,
  };
}

/**
 * Checks and stores the files of one upload and records them, unattached to any listing until
 * a listing takes them (the sweep removes them after a day otherwise). Every file is checked
 * before any is decoded; when one is refused, the objects already stored are deleted again and
 * no row is written. Throws an {@link AppError} naming the refused file.
 */
export async function storeUploads(
  db: Database,
  storage: FileStorage,
  input: { kind: FileKind; files: ReceivedFile[]; uploadedById: string },
): Promise<FileRow[]> {
  if (!input.files.length) throw noFile();
  if (input.files.length > MAX_FILES_PER_UPLOAD) throw tooManyFiles();
  const checked: Checked[] = [];
  for (const file of input.files) checked.push(await checkFile(file, input.kind));

  const stored: string[] = [];
  try {
    const results = await Promise.allSettled(
      checked.map((file) => withSlot(() => storeChecked(storage, file, stored))),
    );
    const failed = results.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    return await insertFiles(
      db,
      results.map((r, position) => ({
        ...(r as PromiseFulfilledResult<StoredFile>).value,
        kind: input.kind,
        name: checked[position]!.name,
        position,
        uploadedById: input.uploadedById,
      })),
    );
  } catch (error) {
    await Promise.allSettled(stored.map((key) => storage.delete(key)));
    throw error;
  }
}
