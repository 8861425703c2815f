import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, open, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { deflateSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FILES_PER_UPLOAD } from '@domus/domain/core/constants';
import type { UploadedFile } from '@domus/domain/core/file.schema';
import { accounts, files, properties, propertyTypes } from '../src/db/schema.ts';
import { createSession } from '../src/modules/auth/sessions.service.ts';
import { sweepUnattachedFiles } from '../src/modules/files/file-cleanup.service.ts';
import { LocalFileStorage } from '../src/modules/files/file-storage.ts';
import { displayName } from '../src/modules/files/file-uploads.service.ts';
import { insertFiles } from '../src/modules/files/files.repository.ts';
import { storeImage } from '../src/modules/files/files.service.ts';
import { isStorageKey } from '../src/modules/files/storage-keys.ts';
import { cadastralExtractPdf } from '../src/seed/demo-images.ts';
import { seedPropertyTypes } from '../src/seed/property-types.seed.ts';
import { createTestApp, type ErrorBody, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let dataDir: string;
let storage: LocalFileStorage;
let scratch: string;
const tokens: Record<'seller' | 'other' | 'agent' | 'owner', string> = {
  seller: '',
  other: '',
  agent: '',
  owner: '',
};
const accountIds: Record<string, string> = {};

/** A part of a multipart body. */
type Part = { name?: string; filename: string; type?: string; body: Buffer };

const BOUNDARY = '----domus-test-boundary';

function partHead(part: { name?: string; filename: string; type?: string }): Buffer {
  return Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name ?? 'file'}"; ` +
      `filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'image/jpeg'}\r\n\r\n`,
  );
}
const CLOSE = Buffer.from(`--${BOUNDARY}--\r\n`);

function multipart(parts: Part[]): Buffer {
  return Buffer.concat([
    ...parts.flatMap((p) => [partHead(p), p.body, Buffer.from('\r\n')]),
    CLOSE,
  ]);
}

function upload(
  payload: Buffer | Readable,
  options: { type?: string; token?: string | null; lang?: string } = {},
) {
  const token = options.token === undefined ? tokens.seller : options.token;
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/file${options.type ? `?type=${options.type}` : ''}`,
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'accept-language': options.lang ?? 'en',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
}

function remove(id: string, token: string) {
  return t.app.inject({
    method: 'DELETE',
    url: `/api/v1/file/${id}`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
  });
}

/** Every stored object below the storage root. */
async function storedObjects(): Promise<string[]> {
  const root = path.join(dataDir, 'files');
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
  } catch {
    return [];
  }
}

async function rowCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(files);
  return row!.n;
}

/** The storage key of a /files/ URL. */
const keyOf = (url: string) => url.replace(/^\/files\//, '');

/** A 1200x800 photo held sideways (EXIF orientation 6), with a GPS position and an owner. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({
    create: { width: 1200, height: 800, channels: 3, background: '#4a8fd8' },
  })
    .composite([
      {
        input: await sharp({
          create: { width: 1200, height: 300, channels: 3, background: '#6a9a4a' },
        })
          .png()
          .toBuffer(),
        top: 500,
        left: 0,
      },
    ])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Camera 12', Artist: 'Maria Pichler' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '46/1 29/1 54/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '11/1 21/1 16/1',
      },
    })
    .toBuffer();
}

/** A photo-like JPEG (noise, so that it does not compress to nothing). */
function noisyJpeg(width = 1200, height = 800): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A PNG chunk with its CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A decompression bomb: a valid 1-bit PNG of 20000 x 20000 pixels (400 megapixels, over a
 * gigabyte once decoded) in a file of some tens of kilobytes.
 */
function pngBomb(side = 20_000): Buffer {
  const row = Buffer.alloc(1 + Math.ceil(side / 8));
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const raw = Buffer.alloc(row.length * side);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The demo cadastral extract with a script that runs when the document opens. */
function pdfWithJavaScript(): Buffer {
  const pdf = cadastralExtractPdf({ municipality: 'Bolzano', parcel: '12/3', seed: 7 });
  return Buffer.from(
    pdf
      .toString('latin1')
      .replace(
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Catalog /Pages 2 0 R /Names << /J#61vaScript << /Names [(a) << /S /JavaScript /JS (app.launchURL\\("https://evil.example"\\)) >>] >> >> >>',
      ),
    'latin1',
  );
}

/**
 * A PDF written object by object, with its cross-reference table. Each object listed in `hidden`
 * sits after a comment line that looks like the start of a stream (`% << >>stream`) and before a
 * comment `% endstream`: a byte scan that takes the comment for a stream skips them (issue 13).
 */
function handWrittenPdf(objects: string[], hidden: Set<number>): Buffer {
  let pdf = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    if (hidden.has(i + 1)) pdf += '% << >>stream\n';
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    if (hidden.has(i + 1)) pdf += '% endstream\n';
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/**
 * The probe's plan (issue 13 point 1): a drawn page whose catalog opens with a script, names a
 * document script and an embedded file and carries a form with XFA; the page runs a script when
 * it opens (/AA), a link annotation runs app.alert, another launches a program. Everything active
 * hides between the comment lines.
 */
function hostilePdf(): Buffer {
  const content = 'BT /F1 24 Tf 72 700 Td (Pianta / Grundriss) Tj ET 0 0 1 RG 72 100 400 500 re S';
  return handWrittenPdf(
    [
      '<< /Type /Catalog /Pages 2 0 R /OpenAction 6 0 R /Names << /JavaScript << /Names [(x) 6 0 R] >> /EmbeddedFiles << /Names [(a.exe) 9 0 R] >> >> /AcroForm << /Fields [] /XFA 10 0 R >> >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> /Extra 6 0 R >> /Contents 5 0 R /AA << /O 6 0 R /C 6 0 R >> /Annots [7 0 R 8 0 R] >>',
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
      '<< /Type /Action /S /JavaScript /JS (app.alert\\("page"\\)) >>',
      '<< /Type /Annot /Subtype /Link /Rect [72 100 472 600] /Border [0 0 0] /A << /S /JavaScript /JS (app.alert\\("link"\\)) >> >>',
      '<< /Type /Annot /Subtype /Link /Rect [0 0 50 50] /A << /S /Launch /F (calc.exe) /Win << /F (cmd.exe) /P (/c calc) >> >> >>',
      '<< /Type /Filespec /F (a.exe) /EF << /F 11 0 R >> >>',
      '[(template) 11 0 R]',
      '<< /Type /EmbeddedFile /Length 2 >>\nstream\nMZ\nendstream',
    ],
    new Set([1, 3, 6, 7, 8, 9, 10, 11]),
  );
}

/** Every active part a served PDF must not hold, read by two parsers (pdf-lib and PDF.js). */
async function activePartsOf(served: Buffer): Promise<string[]> {
  const found: string[] = [];
  const document = await PDFDocument.load(served);
  const active = new Set([
    'AA',
    'A',
    'OpenAction',
    'Names',
    'AcroForm',
    'JS',
    'JavaScript',
    'Annots',
    'EF',
    'XFA',
    'Launch',
    'EmbeddedFiles',
  ]);
  const visit = (object: unknown): void => {
    const dict = object instanceof PDFStream ? object.dict : object;
    if (dict instanceof PDFDict) {
      for (const [key, value] of dict.entries()) {
        if (active.has(key.decodeText())) found.push(key.decodeText());
        if (key.decodeText() === 'S' && value instanceof PDFName) {
          if (['JavaScript', 'Launch'].includes(value.decodeText())) found.push(value.decodeText());
        }
        visit(value);
      }
    } else if (dict instanceof PDFArray) {
      for (let i = 0; i < dict.size(); i++) visit(dict.get(i));
    }
  };
  for (const [, object] of document.context.enumerateIndirectObjects()) visit(object);
  const text = served.toString('latin1');
  for (const word of ['app.alert', 'calc.exe', 'cmd.exe', 'MZ\n']) {
    if (text.includes(word)) found.push(word);
  }
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({ data: new Uint8Array(served), verbosity: 0 });
  try {
    const parsed = await task.promise;
    if (await parsed.getJSActions()) found.push('pdf.js: scripts');
    if (await parsed.getAttachments()) found.push('pdf.js: attachments');
    if (await parsed.getFieldObjects()) found.push('pdf.js: form fields');
    for (let n = 1; n <= parsed.numPages; n++) {
      const page = await parsed.getPage(n);
      if ((await page.getAnnotations()).length) found.push(`pdf.js: annotations on page ${n}`);
      if (await page.getJSActions()) found.push(`pdf.js: page ${n} actions`);
    }
  } finally {
    await task.destroy();
  }
  return found;
}

async function accountWith(email: string, flags: Partial<typeof accounts.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(accounts)
    .values({ email, ...flags })
    .returning({ id: accounts.id });
  const { token } = await createSession(t.database.db, { accountId: row!.id, verified: true });
  return { id: row!.id, token };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'domus-upload-test-'));
  scratch = await mkdtemp(path.join(tmpdir(), 'domus-upload-scratch-'));
  t = await createTestApp({
    env: { DATA_DIR: dataDir },
    prepare: async ({ db }) => {
      await seedPropertyTypes(db);
    },
  });
  storage = new LocalFileStorage(path.join(dataDir, 'files'));
  for (const [role, flags] of [
    ['seller', {}],
    ['other', {}],
    ['agent', { isAgent: true }],
    ['owner', {}],
  ] as const) {
    const { id, token } = await accountWith(`${role}@example.com`, flags);
    tokens[role] = token;
    accountIds[role] = id;
  }
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
  await rm(scratch, { recursive: true, force: true });
});

/** Expects an upload to be refused with `status` and `code`, leaving no row and no object. */
async function expectRefused(
  send: () => Promise<{ statusCode: number; json: <T>() => T }>,
  status: number,
  code: string,
) {
  const rowsBefore = await rowCount();
  const objectsBefore = await storedObjects();
  const answer = await send();
  expect(answer.statusCode).toBe(status);
  const body = answer.json<ErrorBody>();
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(10);
  expect(await rowCount()).toBe(rowsBefore);
  expect(await storedObjects()).toEqual(objectsBefore);
  return body;
}

describe('POST /api/v1/file (seller-side.md §7; §2 upload areas; issue 5 hostile uploads)', () => {
  it('needs a logged-in user: 401 for a visitor, nothing stored', async () => {
    const photo = await noisyJpeg(400, 300);
    await expectRefused(
      () => upload(multipart([{ filename: 'a.jpg', body: photo }]), { token: null }),
      401,
      'unauthorized',
    );
  });

  it('turns a sideways phone photo upright and strips its GPS position and all metadata', async () => {
    const answer = await upload(
      multipart([{ filename: 'IMG_0001.jpg', body: await phonePhoto() }]),
    );
    expect(answer.statusCode).toBe(200);
    const [file] = answer.json<{ data: UploadedFile[] }>().data;
    expect(file).toMatchObject({ name: 'IMG_0001.jpg', type: 'image', pdfUrl: null });
    expect(Object.keys(file!.variants!).sort()).toEqual(['card', 'card2x', 'full', 'gallery']);
    // 1200 x 800 held sideways is 800 x 1200 upright.
    expect([file!.width, file!.height]).toEqual([800, 1200]);
    for (const variant of Object.values(file!.variants!)) {
      for (const url of [variant.webp, variant.jpeg]) {
        expect(isStorageKey(keyOf(url))).toBe(true);
        const bytes = await readFile(path.join(dataDir, 'files', keyOf(url)));
        const meta = await sharp(bytes).metadata();
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(meta.iptc).toBeUndefined();
        expect(meta.orientation ?? 1).toBe(1);
        expect(bytes.toString('latin1')).not.toContain('Maria Pichler');
      }
    }
    const full = await sharp(
      await readFile(path.join(dataDir, 'files', keyOf(file!.variants!.full!.jpeg))),
    ).metadata();
    expect([full.width, full.height]).toEqual([800, 1200]);
    // The stored row belongs to no listing yet and names its uploader.
    const [row] = await t.database.db.select().from(files).where(eq(files.id, file!._id));
    expect(row).toMatchObject({ propertyId: null, uploadedById: accountIds.seller, kind: 'image' });
  });

  it('takes repeated file parts, PNG and WebP too, in their order', async () => {
    const png = await sharp({
      create: { width: 640, height: 480, channels: 4, background: '#ff000080' },
    })
      .png()
      .toBuffer();
    const webp = await sharp(await noisyJpeg(500, 400))
      .webp()
      .toBuffer();
    const answer = await upload(
      multipart([
        { filename: 'one.png', type: 'image/png', body: png },
        { filename: 'two.webp', type: 'image/webp', body: webp },
      ]),
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ data: UploadedFile[] }>().data.map((f) => f.name)).toEqual([
      'one.png',
      'two.webp',
    ]);
  });

  it('gives a PDF plan a preview image of its first page (url) beside the PDF (pdfUrl)', async () => {
    const pdf = cadastralExtractPdf({ municipality: 'Merano', parcel: '7/1', seed: 3 });
    const answer = await upload(
      multipart([{ filename: 'estratto.pdf', type: 'application/pdf', body: pdf }]),
      { type: 'cataster' },
    );
    expect(answer.statusCode).toBe(200);
    const [file] = answer.json<{ data: UploadedFile[] }>().data;
    expect(file).toMatchObject({ type: 'cataster', name: 'estratto.pdf', mime: 'application/pdf' });
    expect(file!.url).toMatch(/\.jpg$/);
    expect(file!.pdfUrl).toMatch(/\.pdf$/);
    const preview = await t.app.inject({ url: file!.url });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(preview.rawPayload).metadata();
    // An A4 page, portrait.
    expect(meta.height).toBeGreaterThan(meta.width);
    // Not a blank page: the drawing and the text left dark pixels.
    const stats = await sharp(preview.rawPayload).stats();
    expect(stats.channels[0]!.min).toBeLessThan(100);
    const stored = await t.app.inject({ url: file!.pdfUrl! });
    expect(stored.headers['content-type']).toBe('application/pdf');
    // Served is the rewritten plan (issue 13 point 1): its one page, drawn as uploaded.
    const served = await PDFDocument.load(stored.rawPayload);
    expect(served.getPageCount()).toBe(1);
    expect(served.getPage(0).getSize()).toEqual({ width: 595, height: 842 });
    expect(await activePartsOf(stored.rawPayload)).toEqual([]);
  });

  it('serves a plan with hidden page scripts, script links and launch actions without any of them (issue 13 point 1)', async () => {
    const pdf = hostilePdf();
    // The reproduction is what the probe sent: the original holds every active part.
    expect(await activePartsOf(pdf)).toEqual(
      expect.arrayContaining(['AA', 'Annots', 'OpenAction', 'AcroForm', 'Launch']),
    );
    const answer = await upload(
      multipart([{ filename: 'plan.pdf', type: 'application/pdf', body: pdf }]),
      { type: 'floorplan' },
    );
    // The byte scan does not see through the comments: the file is accepted, and cleaned.
    expect(answer.statusCode).toBe(200);
    const [file] = answer.json<{ data: UploadedFile[] }>().data;
    const stored = await t.app.inject({ url: file!.pdfUrl! });
    expect(stored.statusCode).toBe(200);
    expect(stored.rawPayload.equals(pdf)).toBe(false);
    expect(await activePartsOf(stored.rawPayload)).toEqual([]);
    // The drawing is still there: the preview has the text and the blue frame.
    const preview = await t.app.inject({ url: file!.url });
    const stats = await sharp(preview.rawPayload).stats();
    expect(stats.channels[0]!.min).toBeLessThan(100);
  });

  it('stores a file sent as ../../etc/passwd.jpg under a server-made name, shown as passwd.jpg', async () => {
    const answer = await upload(
      multipart([{ filename: '../../etc/passwd.jpg', body: await noisyJpeg(300, 300) }]),
    );
    expect(answer.statusCode).toBe(200);
    const [file] = answer.json<{ data: UploadedFile[] }>().data;
    expect(file!.name).toBe('passwd.jpg');
    expect(isStorageKey(keyOf(file!.url))).toBe(true);
    expect((await storedObjects()).some((o) => o.includes('passwd') || o.includes('..'))).toBe(
      false,
    );
    expect(displayName('C:\\Users\\maria\\..\\foto\u0000.jpg')).toBe('foto.jpg');
    expect(displayName('..')).toBe('file');
  });

  it('refuses a script or an HTML page named .jpg and an SVG (415), whatever the Content-Type says', async () => {
    for (const [filename, body] of [
      ['photo.jpg', '<script>fetch("/api/v1/account/me")</script>'],
      ['photo.jpg', '<!doctype html><html><body onload="alert(1)"></body></html>'],
      [
        'plan.svg',
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      ],
    ] as const) {
      const body415 = await expectRefused(
        () => upload(multipart([{ filename, type: 'image/jpeg', body: Buffer.from(body) }])),
        415,
        'unsupported_media_type',
      );
      expect(body415.error.fields?.[0]?.message).toBe(`${filename}: file type not supported`);
    }
  });

  it('refuses a decompression bomb (a small file announcing 400 megapixels) with 422', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(200_000);
    const body = await expectRefused(
      () => upload(multipart([{ filename: 'bomb.png', type: 'image/png', body: bomb }])),
      422,
      'invalid_file',
    );
    expect(body.error.fields?.[0]?.message).toBe('bomb.png: the image has more than 50 megapixels');
  });

  it('refuses a truncated JPEG with 422', async () => {
    const photo = await noisyJpeg();
    await expectRefused(
      () =>
        upload(
          multipart([
            { filename: 'cut.jpg', body: photo.subarray(0, Math.floor(photo.length / 2)) },
          ]),
        ),
      422,
      'invalid_file',
    );
  });

  it('refuses a PDF with JavaScript (422 unsafe_file), and a PDF among images (415)', async () => {
    const body = await expectRefused(
      () =>
        upload(
          multipart([{ filename: 'plan.pdf', type: 'application/pdf', body: pdfWithJavaScript() }]),
          {
            type: 'floorplan',
            lang: 'de',
          },
        ),
      422,
      'unsafe_file',
    );
    expect(body.error.message).toBe(
      'Die Datei enthält Skripte, automatische Aktionen oder Anhänge und wird nicht angenommen.',
    );
    const pdf = cadastralExtractPdf({ municipality: 'Bolzano', parcel: '1/1', seed: 1 });
    await expectRefused(
      () => upload(multipart([{ filename: 'plan.pdf', type: 'application/pdf', body: pdf }])),
      415,
      'unsupported_media_type',
    );
    // Cut off before its end-of-file marker.
    await expectRefused(
      () =>
        upload(
          multipart([
            {
              filename: 'cut.pdf',
              type: 'application/pdf',
              body: pdf.subarray(0, pdf.length - 200),
            },
          ]),
          { type: 'floorplan' },
        ),
      422,
      'invalid_file',
    );
  });

  it('refuses a 100 MB file with 413 without holding it in memory', async () => {
    const big = path.join(scratch, 'big.jpg');
    const handle = await open(big, 'w');
    const chunk = Buffer.alloc(1024 * 1024, 0x41);
    chunk[0] = 0xff;
    chunk[1] = 0xd8;
    chunk[2] = 0xff;
    for (let i = 0; i < 100; i++) await handle.write(i === 0 ? chunk : chunk.fill(0x41, 0, 3));
    await handle.close();
    expect((await stat(big)).size).toBe(100 * 1024 * 1024);
    const body = await expectRefused(
      () =>
        upload(
          Readable.from(
            (async function* () {
              yield partHead({ filename: 'big.jpg' });
              yield* createReadStream(big);
              yield Buffer.from('\r\n');
              yield CLOSE;
            })(),
          ),
        ),
      413,
      'payload_too_large',
    );
    expect(body.error.fields?.[0]?.message).toBe('big.jpg: at most 25 MB per file');
  });

  it('refuses a zero-byte file with 422', async () => {
    await expectRefused(
      () => upload(multipart([{ filename: 'empty.jpg', body: Buffer.alloc(0) }])),
      422,
      'invalid_file',
    );
  });

  it(`refuses more than ${MAX_FILES_PER_UPLOAD} files (400) and a request without any file (400)`, async () => {
    const photo = await noisyJpeg(200, 200);
    await expectRefused(
      () =>
        upload(
          multipart(
            Array.from({ length: MAX_FILES_PER_UPLOAD + 1 }, (_, i) => ({
              filename: `${i}.jpg`,
              body: photo,
            })),
          ),
        ),
      400,
      'too_many_files',
    );
    await expectRefused(
      () => upload(multipart([{ name: 'other', filename: 'x.jpg', body: photo }])),
      400,
      'validation_error',
    );
  });

  it('answers a body that is not multipart with 415, and a broken multipart body with 400', async () => {
    const post = (contentType: string, payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/file',
        payload,
        headers: {
          'content-type': contentType,
          'accept-language': 'en',
          authorization: `Bearer ${tokens.seller}`,
        },
      });
    const json = await post('application/json', '{"file":"x"}');
    expect(json.statusCode).toBe(415);
    expect(json.json<ErrorBody>().error.code).toBe('unsupported_media_type');
    const broken = await post('multipart/form-data', 'no boundary here');
    expect(broken.statusCode).toBe(400);
    expect(broken.json<ErrorBody>().error.code).toBe('validation_error');
  });

  it('stores nothing of an upload when one of its files is refused', async () => {
    const good = await noisyJpeg(900, 600);
    await expectRefused(
      () =>
        upload(
          multipart([
            { filename: 'a.jpg', body: good },
            { filename: 'b.jpg', body: good },
            { filename: 'c.jpg', body: good.subarray(0, good.length - 4000) },
          ]),
        ),
      422,
      'invalid_file',
    );
  });
});

describe('DELETE /api/v1/file/{id} (seller-side.md §7)', () => {
  async function uploadOne(token = tokens.seller): Promise<UploadedFile> {
    const answer = await upload(
      multipart([{ filename: 'x.jpg', body: await noisyJpeg(400, 300) }]),
      {
        token,
      },
    );
    expect(answer.statusCode).toBe(200);
    return answer.json<{ data: UploadedFile[] }>().data[0]!;
  }
  const objectsOf = (file: UploadedFile) =>
    Object.values(file.variants!).flatMap((v) => [keyOf(v.webp), keyOf(v.jpeg)]);

  it('lets the uploader delete the file and its stored objects; the answer has no error field', async () => {
    const file = await uploadOne();
    const other = await remove(file._id, tokens.other);
    expect(other.statusCode).toBe(404);
    expect(other.json<ErrorBody>().error.code).toBe('not_found');
    const answer = await remove(file._id, tokens.seller);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ data: { deleted: true } });
    expect(await t.database.db.select().from(files).where(eq(files.id, file._id))).toEqual([]);
    const left = await storedObjects();
    for (const key of objectsOf(file)) expect(left).not.toContain(key);
    expect((await remove(file._id, tokens.seller)).statusCode).toBe(404);
    expect((await remove(randomUUID(), tokens.seller)).statusCode).toBe(404);
  });

  /** A listing begun by the owner account, with a file of the agent attached. */
  async function attachedFile(values: { isConfirmed: boolean; propertyNumber: number }) {
    const [type] = await t.database.db
      .select({ id: propertyTypes.id })
      .from(propertyTypes)
      .limit(1);
    const [listing] = await t.database.db
      .insert(properties)
      .values({
        ...values,
        category: 'residential',
        typeId: type!.id,
        title: { it: 'Casa', de: 'Haus', en: 'House' },
        description: { it: '', de: '', en: '' },
        createdById: accountIds.owner,
      })
      .returning({ id: properties.id });
    const attached = await uploadOne(tokens.agent);
    await t.database.db
      .update(files)
      .set({ propertyId: listing!.id })
      .where(eq(files.id, attached._id));
    return attached;
  }

  it('lets staff and the owner of the listing delete it', async () => {
    const byStaff = await uploadOne();
    expect((await remove(byStaff._id, tokens.agent)).statusCode).toBe(200);

    const attached = await attachedFile({ isConfirmed: true, propertyNumber: 9001 });
    expect((await remove(attached._id, tokens.other)).statusCode).toBe(404);
    expect((await remove(attached._id, tokens.owner)).statusCode).toBe(200);
  });

  it('keeps a file of a listing awaiting confirmation from its owner: 409, and staff may (decision 012 Read-only mode)', async () => {
    const attached = await attachedFile({ isConfirmed: false, propertyNumber: 9003 });
    const refused = await remove(attached._id, tokens.owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().error.code).toBe('awaiting_confirmation');
    expect(await t.database.db.select().from(files).where(eq(files.id, attached._id))).toHaveLength(
      1,
    );
    expect((await remove(attached._id, tokens.agent)).statusCode).toBe(200);
  });

  it('keeps stored objects that another file still uses (demo listings share pictures)', async () => {
    const stored = await storeImage(storage, await noisyJpeg(400, 300));
    const [a, b] = await insertFiles(t.database.db, [
      { ...stored, kind: 'image', name: 'a.jpg', uploadedById: accountIds.seller },
      { ...stored, kind: 'image', name: 'b.jpg', uploadedById: accountIds.seller },
    ]);
    expect((await remove(a!.id, tokens.seller)).statusCode).toBe(200);
    expect(await storage.exists(stored.storageKey)).toBe(true);
    expect((await remove(b!.id, tokens.seller)).statusCode).toBe(200);
    expect(await storage.exists(stored.storageKey)).toBe(false);
  });
});

describe('files no listing uses are removed after a day (issue 5 uploads)', () => {
  it('the sweep removes unattached files older than 24 h with their objects, and nothing else', async () => {
    const send = async () =>
      (await upload(multipart([{ filename: 'x.jpg', body: await noisyJpeg(300, 200) }]))).json<{
        data: UploadedFile[];
      }>().data[0]!;
    const old = await send();
    const fresh = await send();
    const oldAttached = await send();
    const [type] = await t.database.db
      .select({ id: propertyTypes.id })
      .from(propertyTypes)
      .limit(1);
    const [listing] = await t.database.db
      .insert(properties)
      .values({
        propertyNumber: 9002,
        category: 'residential',
        typeId: type!.id,
        title: { it: 'Casa', de: 'Haus', en: 'House' },
        description: { it: '', de: '', en: '' },
      })
      .returning({ id: properties.id });
    await t.database.db
      .update(files)
      .set({ propertyId: listing!.id })
      .where(eq(files.id, oldAttached._id));
    const dayAndHourAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    for (const id of [old._id, oldAttached._id]) {
      await t.database.db.update(files).set({ createdAt: dayAndHourAgo }).where(eq(files.id, id));
    }
    // Shared demo pictures: an old unattached row whose objects a listing's row also uses.
    const shared = await storeImage(storage, await noisyJpeg(300, 200));
    await insertFiles(t.database.db, [
      { ...shared, kind: 'image', name: 'demo.jpg', propertyId: listing!.id },
      { ...shared, kind: 'image', name: 'demo-detached.jpg' },
    ]);
    await t.database.db
      .update(files)
      .set({ createdAt: dayAndHourAgo })
      .where(eq(files.name, 'demo-detached.jpg'));

    expect(await sweepUnattachedFiles(t.database.db, storage)).toBeGreaterThanOrEqual(2);
    const ids = (await t.database.db.select({ id: files.id }).from(files)).map((r) => r.id);
    expect(ids).not.toContain(old._id);
    expect(ids).toContain(fresh._id);
    expect(ids).toContain(oldAttached._id);
    expect(await storage.exists(keyOf(old.url))).toBe(false);
    expect(await storage.exists(keyOf(fresh.url))).toBe(true);
    expect(await storage.exists(shared.storageKey)).toBe(true);
  });
});
