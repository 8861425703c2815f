/**
 * Pictures with real bytes for the exposé tests, and the reading of a PDF back as a person sees
 * it: its pages, its text per page and the pictures painted on them (PDF.js, as the plan
 * previews use it).
 */
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Database } from '../../src/db/client.ts';
import { files } from '../../src/db/schema.ts';
import type { FileStorage } from '../../src/modules/files/file-storage.ts';
import { newStorageKey } from '../../src/modules/files/storage-keys.ts';
import type { Person } from './account-fixtures.ts';

/** `count` JPEG uploads of `owner` with their bytes in `storage`, named `names[i]` if given. */
export async function storedImages(
  db: Database,
  storage: FileStorage,
  owner: Person,
  count: number,
  names: string[] = [],
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    const key = newStorageKey('jpg', undefined, id);
    const bytes = await sharp({
      create: {
        width: 640,
        height: 420,
        channels: 3,
        background: { r: (i * 53) % 255, g: 120 + ((i * 31) % 120), b: 200 - ((i * 17) % 150) },
      },
    })
      .jpeg({ quality: 70 })
      .toBuffer();
    await storage.put(key, bytes);
    await db.insert(files).values({
      id,
      kind: 'image',
      name: names[i] ?? `IMG_${1000 + i}.jpg`,
      mime: 'image/jpeg',
      storageKey: key,
      width: 640,
      height: 420,
      uploadedById: owner.accountId,
    });
    ids.push(id);
  }
  return ids;
}

/** A PDF read back: its pages' texts and how many pictures each page paints. */
export type ReadPdf = { pages: number; texts: string[]; text: string; pictures: number[] };

/**
 * Reads a PDF with PDF.js. With EXPOSE_SAMPLES_DIR set, the PDF is also written there under
 * `name`, for a person to look at.
 */
export async function readPdf(bytes: Buffer, name?: string): Promise<ReadPdf> {
  const samples = process.env.EXPOSE_SAMPLES_DIR;
  if (samples && name) writeFileSync(path.join(samples, name), bytes);
  const { getDocument, OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({ data: new Uint8Array(bytes) });
  const pdf = await task.promise;
  const texts: string[] = [];
  const pictures: number[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    texts.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join(''),
    );
    const ops = await page.getOperatorList();
    pictures.push(ops.fnArray.filter((fn) => fn === OPS.paintImageXObject).length);
  }
  const pages = pdf.numPages;
  await task.destroy();
  return {
    pages,
    texts,
    text: texts.join('\n'),
    pictures,
  };
}
