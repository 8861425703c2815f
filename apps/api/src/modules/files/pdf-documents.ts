/**
 * PDF plans (seller-side.md §2 upload areas: plans are images or PDF): the checks a PDF must
 * pass before it is stored and served from the site, and the preview image of its first page.
 * Rendering uses Mozilla's PDF.js, a memory-safe parser, with the Skia canvas it brings for
 * Node (decision record 007).
 */
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import type * as PdfJs from 'pdfjs-dist/legacy/build/pdf.mjs';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNull,
  PDFObjectCopier,
  PDFStream,
  type PDFObject,
} from 'pdf-lib';
import type { RawImage } from './image-renditions.ts';

/** Why a PDF is refused: it cannot be read, or it carries active content. */
export class PdfRefusedError extends Error {
  readonly reason: 'invalid' | 'unsafe';
  constructor(reason: 'invalid' | 'unsafe', message: string) {
    super(message);
    this.name = 'PdfRefusedError';
    this.reason = reason;
  }
}

/**
 * Names that make a PDF act on its own when opened or clicked: scripts, automatic actions,
 * programs to launch, embedded files, forms that send data or run XFA scripts, Flash content.
 * A floor plan or a land-register extract needs none of them.
 */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'OpenAction',
  'AA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
  'GoToE',
]);

/** The longest inflated object stream looked into (they hold dictionaries, not pictures). */
const MAX_OBJECT_STREAM_BYTES = 50 * 1024 * 1024;

/** A PDF name token: `/` and regular characters (delimiters and white space end it). */
const NAME_PATTERN = /\/([^\s/<>[\]()%{}]*)/g;

function activeNameIn(text: string): string | undefined {
  for (const match of text.matchAll(NAME_PATTERN)) {
    // `#4A` is the hexadecimal escape of a name character: /J#61vaScript is /JavaScript.
    const name = match[1]!.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
    if (ACTIVE_NAMES.has(name)) return name;
  }
  return undefined;
}

/**
 * Finds active content in the PDF's dictionaries: in the file's text between streams, and in
 * its compressed object streams (where PDF 1.5 and later keep most dictionaries). Page content
 * and image streams are skipped: they hold drawing operators and pixels, never actions, and
 * scanning their compressed bytes would find such names by chance.
 */
function findActiveContent(data: Buffer): string | undefined {
  const text = data.toString('latin1');
  let position = 0;
  while (position < text.length) {
    const start = text.indexOf('stream', position);
    const outside = text.slice(position, start < 0 ? text.length : start);
    const found = activeNameIn(outside);
    if (found) return found;
    if (start < 0) break;
    // `stream` is the keyword only after a stream's dictionary; elsewhere (`endstream`, a
    // string or a name) it is plain text, and the scan goes on over it.
    if (
      text.startsWith('endstream', start - 3) ||
      !/>>\s*$/.test(text.slice(Math.max(0, start - 64), start))
    ) {
      position = start + 6;
      continue;
    }
    let bodyStart = start + 6;
    if (text[bodyStart] === '\r') bodyStart++;
    if (text[bodyStart] === '\n') bodyStart++;
    const end = text.indexOf('endstream', bodyStart);
    if (end < 0) throw new PdfRefusedError('invalid', 'A stream does not end');
    const dictionary = outside.slice(outside.lastIndexOf('obj') + 3);
    if (/\/Type\s*\/ObjStm\b/.test(dictionary)) {
      if (
        !/\/Filter\s*(\[\s*)?\/FlateDecode\s*\]?/.test(dictionary) &&
        /\/Filter/.test(dictionary)
      ) {
        // Only Flate is used for object streams in practice; anything else cannot be checked.
        throw new PdfRefusedError('unsafe', 'An object stream with an unusual filter');
      }
      const raw = data.subarray(bodyStart, end);
      let inflated: Buffer;
      try {
        inflated = /\/FlateDecode/.test(dictionary)
          ? inflateSync(raw, { maxOutputLength: MAX_OBJECT_STREAM_BYTES, finishFlush: 2 })
          : raw;
      } catch {
        throw new PdfRefusedError('invalid', 'An object stream cannot be read');
      }
      const inner = activeNameIn(inflated.toString('latin1'));
      if (inner) return inner;
    }
    position = end + 9;
  }
  return undefined;
}

/**
 * The structural checks: the `%PDF-` header, the end-of-file marker with its cross-reference
 * pointer (a truncated upload lacks them) and no active content. Throws {@link PdfRefusedError}.
 */
export function checkPdfStructure(data: Buffer): void {
  if (!/^%PDF-[12]\.\d/.test(data.subarray(0, 8).toString('latin1'))) {
    throw new PdfRefusedError('invalid', 'No PDF header');
  }
  const tail = data.subarray(Math.max(0, data.length - 1024)).toString('latin1');
  if (!tail.includes('%%EOF') || !tail.includes('startxref')) {
    throw new PdfRefusedError('invalid', 'No end-of-file marker: the PDF is truncated');
  }
  const active = findActiveContent(data);
  if (active) throw new PdfRefusedError('unsafe', `The PDF contains /${active}`);
}

/**
 * Keys that carry actions, scripts, attachments, forms or annotations wherever they stand: the
 * rewritten document keeps none of them (a plan is drawn by its pages' content alone).
 */
const DROPPED_KEYS = new Set([
  ...ACTIVE_NAMES,
  'A',
  'Annots',
  'AcroForm',
  'Names',
  'Dests',
  'EF',
  'Next',
  'URI',
  'PieceInfo',
  'Threads',
  'Collection',
  'Outlines',
]);

/** Dictionaries that are an action, a file, an attachment or an annotation as a whole. */
function isActiveDictionary(dict: PDFDict): boolean {
  const type = dict.get(PDFName.of('Type'));
  if (type instanceof PDFName) {
    const name = type.decodeText();
    if (['Action', 'Filespec', 'EmbeddedFile', 'Annot', 'Catalog'].includes(name)) return true;
  }
  // An action without its optional /Type still names its kind in /S and its target in /JS, /F...
  const kind = dict.get(PDFName.of('S'));
  return (
    kind instanceof PDFName &&
    [
      'JavaScript',
      'Launch',
      'SubmitForm',
      'ImportData',
      'GoToE',
      'GoToR',
      'URI',
      'Rendition',
      'RichMediaExecute',
      'Sound',
      'Movie',
      'Hide',
      'Named',
      'ResetForm',
    ].includes(kind.decodeText())
  );
}

/** Removes the {@link DROPPED_KEYS} from a dictionary and from what it holds directly. */
function scrub(object: PDFObject | undefined): void {
  const dict = object instanceof PDFStream ? object.dict : object;
  if (dict instanceof PDFDict) {
    for (const [key, value] of dict.entries()) {
      if (
        DROPPED_KEYS.has(key.decodeText()) ||
        (value instanceof PDFDict && isActiveDictionary(value))
      ) {
        dict.delete(key);
      } else scrub(value);
    }
  } else if (dict instanceof PDFArray) {
    for (let i = 0; i < dict.size(); i++) {
      const value = dict.get(i);
      if (value instanceof PDFDict && isActiveDictionary(value)) dict.set(i, PDFNull);
      else scrub(value);
    }
  }
}

/** Page entries that decide how the page looks, copied into the rewritten page. */
const PAGE_KEYS = ['MediaBox', 'CropBox', 'Rotate', 'Resources', 'Contents', 'Group', 'UserUnit'];

/**
 * Rewrites a PDF into a new document made of its pages' drawings only: each page's boxes,
 * rotation, content streams and the resources they draw with (fonts, images, form XObjects)
 * are copied into a fresh file; the catalog (open actions, names with scripts and embedded files,
 * forms and XFA, outlines) and the pages' annotations and additional actions are left behind,
 * and every action, file specification or annotation that a copied object still references is
 * removed. Whatever a crafted file hides from a byte scan (comments that look like streams,
 * unreferenced or shadowed objects, incremental updates), only what the parser took as the
 * page tree reaches the output, and the output is what is stored, rendered and served
 * (decision record 023). Encrypted PDFs cannot be rewritten and are refused as unreadable.
 * Throws {@link PdfRefusedError}.
 */
export async function rewritePdf(data: Buffer): Promise<Buffer> {
  let source: PDFDocument;
  try {
    source = await PDFDocument.load(data, { updateMetadata: false });
  } catch (error) {
    throw new PdfRefusedError('invalid', (error as Error).message);
  }
  const pages = source.getPages();
  if (!pages.length) throw new PdfRefusedError('invalid', 'The PDF has no page');
  const output = await PDFDocument.create({ updateMetadata: false });
  const copier = PDFObjectCopier.for(source.context, output.context);
  try {
    for (const page of pages) {
      const leaf = page.node;
      const target = output.addPage();
      for (const key of PAGE_KEYS) {
        const name = PDFName.of(key);
        const value = leaf.getInheritableAttribute(name) ?? leaf.get(name);
        if (value === undefined) target.node.delete(name);
        else target.node.set(name, copier.copy(value));
      }
      if (!target.node.get(PDFName.of('MediaBox'))) {
        throw new PdfRefusedError('invalid', 'A page has no size');
      }
    }
  } catch (error) {
    if (error instanceof PdfRefusedError) throw error;
    throw new PdfRefusedError('invalid', (error as Error).message);
  }
  // Copied resources may still point at anything the file holds (a page, an action, a file):
  // every copied object is scrubbed, not only the pages.
  const structure = new Set(
    [
      output.context.trailerInfo.Root,
      output.catalog.get(PDFName.of('Pages')),
      ...output.getPages().map((p) => p.ref),
    ].map(String),
  );
  for (const [ref, object] of output.context.enumerateIndirectObjects()) {
    if (!structure.has(String(ref)) && object instanceof PDFDict && isActiveDictionary(object)) {
      output.context.assign(ref, PDFNull);
    } else scrub(object);
  }
  // Plain objects, no object streams: the stored file can be checked by reading its text.
  const rewritten = Buffer.from(await output.save({ useObjectStreams: false }));
  checkPdfStructure(rewritten);
  return rewritten;
}

let pdfjs: Promise<typeof PdfJs> | undefined;
// PDF.js finds the shapes of the 14 standard fonts here instead of guessing from system fonts.
const standardFontDataUrl = `${path.dirname(
  new URL(import.meta.resolve('pdfjs-dist/package.json')).pathname,
)}/standard_fonts/`;

/** The part of PDF.js's Node canvas factory (a Skia canvas) used here. */
type CanvasFactory = {
  create(
    width: number,
    height: number,
  ): {
    canvas: unknown;
    context: {
      fillStyle: string;
      fillRect(x: number, y: number, width: number, height: number): void;
      getImageData(
        x: number,
        y: number,
        width: number,
        height: number,
      ): { data: Uint8ClampedArray };
    };
  };
};

/** Longest side of the preview in pixels: the size of the full view (image-renditions.ts). */
const PREVIEW_SIZE = 1600;

/**
 * Opens the PDF with PDF.js (it runs no scripts and compiles no code; no XFA, no fonts installed into the process), checks
 * once more through the parser that it has no scripts or attachments, and renders its first page
 * to pixels, the longer side {@link PREVIEW_SIZE}. Throws {@link PdfRefusedError}.
 */
export async function renderFirstPage(data: Buffer): Promise<RawImage> {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  const { getDocument } = await pdfjs;
  const task = getDocument({
    data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength).slice(),
    enableXfa: false,
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl,
    stopAtErrors: true,
    verbosity: 0,
  });
  try {
    const document = await task.promise.catch((error: unknown) => {
      throw new PdfRefusedError('invalid', (error as Error).message);
    });
    const [actions, attachments] = await Promise.all([
      document.getJSActions(),
      document.getAttachments(),
    ]);
    if (actions || attachments) {
      throw new PdfRefusedError('unsafe', 'The PDF has scripts or attachments');
    }
    if (document.numPages < 1) throw new PdfRefusedError('invalid', 'The PDF has no page');
    try {
      const page = await document.getPage(1);
      const unit = page.getViewport({ scale: 1 });
      const scale = PREVIEW_SIZE / Math.max(unit.width, unit.height);
      const viewport = page.getViewport({ scale });
      const width = Math.max(1, Math.round(viewport.width));
      const height = Math.max(1, Math.round(viewport.height));
      const { canvas, context } = (document.canvasFactory as CanvasFactory).create(width, height);
      // White paper: PDF pages are transparent where nothing is drawn.
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, width, height);
      await page.render({ canvas: canvas as never, viewport }).promise;
      const pixels = context.getImageData(0, 0, width, height).data;
      page.cleanup();
      return {
        data: Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength),
        width,
        height,
        channels: 4,
      };
    } catch (error) {
      if (error instanceof PdfRefusedError) throw error;
      throw new PdfRefusedError('invalid', (error as Error).message);
    }
  } finally {
    // Frees the parsed document and its page resources.
    await task.destroy();
  }
}
