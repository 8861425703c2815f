/**
 * What every exposé embeds and nothing downloads at run time: the typeface (Noto Sans from its
 * npm package, with every letter of Italian and German and the euro sign), the QR code of the
 * listing's page as vector squares, and the listing's pictures read from the file storage.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import QRCode from 'qrcode';
import type { FileStorage } from '../files/file-storage.ts';
import type { StoredVariants } from '../files/files.service.ts';
import type { FileRow } from '../files/file-rows.ts';

/** The faces of the exposé's typeface. */
export type ExposeFonts = { regular: Buffer; bold: Buffer };

function fontFile(name: string): Buffer {
  return readFileSync(fileURLToPath(import.meta.resolve(`@fontsource/noto-sans/files/${name}`)));
}

let fonts: ExposeFonts | undefined;

/** The typeface's files, read once per process. */
export function exposeFonts(): ExposeFonts {
  fonts ??= {
    regular: fontFile('noto-sans-latin-400-normal.woff'),
    bold: fontFile('noto-sans-latin-700-normal.woff'),
  };
  return fonts;
}

/** A QR code as its square grid of dark (true) and light modules. */
export type QrMatrix = { size: number; dark: (row: number, column: number) => boolean };

/** The QR code of `text` (error correction M: still read when printed small or creased). */
export function qrMatrix(text: string): QrMatrix {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (row, column) => !!modules.get(row, column) };
}

/**
 * A picture ready for the PDF: JPEG or PNG bytes with its size in pixels (a plain Uint8Array once
 * handed to the rendering thread).
 */
export type ExposePicture = { data: Buffer | Uint8Array; width: number; height: number };

async function readAll(storage: FileStorage, key: string): Promise<Buffer | null> {
  const object = await storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The picture of a stored image or plan, in the gallery size (800 pixels wide: sharp on paper up
 * to about half a page, and light). A PDF plan gives its first page's preview. Files of before
 * the renditions (or whose bytes are gone) are read as stored, turned into JPEG when the PDF
 * could not embed them; null when there is nothing to show.
 */
export async function loadPicture(
  storage: FileStorage,
  row: FileRow,
): Promise<ExposePicture | null> {
  const variants = (row.variants ?? {}) as StoredVariants;
  const rendition = variants['gallery'] ?? variants['full'];
  if (rendition) {
    const data = await readAll(storage, rendition.jpeg);
    if (data) return { data, width: rendition.width, height: rendition.height };
  }
  if (row.mime === 'application/pdf') return null;
  const data = await readAll(storage, row.storageKey);
  if (!data) return null;
  try {
    // Loaded here, not at the top: the exposé process, which imports this module for its fonts,
    // never needs the image library (and its memory).
    const { default: sharp } = await import('sharp');
    const image = sharp(data, { failOn: 'error' });
    const meta = await image.metadata();
    if ((meta.format === 'jpeg' || meta.format === 'png') && meta.width && meta.height) {
      return { data, width: meta.width, height: meta.height };
    }
    const jpeg = await image
      .rotate()
      .resize({ width: 800, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data: jpeg.data, width: jpeg.info.width, height: jpeg.info.height };
  } catch {
    return null;
  }
}

const CAMERA_NAME =
  /^(img|dsc|dscn|dscf|pxl|p|photo|image|foto|bild|scan|screenshot|plan)?[\s_-]*\d*$/i;

/**
 * A caption from an uploaded file's name, where the name says something: "Soggiorno_vista-lago.jpg"
 * gives "Soggiorno vista lago"; camera names (IMG_1234, DSC0042, photo) give none.
 */
export function captionOf(fileName: string): string | null {
  const base = fileName.replace(/\.[a-z0-9]{2,5}$/i, '').trim();
  if (!base || CAMERA_NAME.test(base)) return null;
  const words = base.replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : null;
}
