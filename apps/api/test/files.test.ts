import { createServer, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFileStorage, S3FileStorage } from '../src/modules/files/file-storage.ts';
import {
  insertFiles,
  listFilesOfProperties,
  toUploadedFile,
} from '../src/modules/files/files.repository.ts';
import { isPdf, storeImage, storePdf } from '../src/modules/files/files.service.ts';
import {
  makeRenditions,
  RENDITIONS,
  UnsupportedImageError,
} from '../src/modules/files/image-renditions.ts';
import { isStorageKey, newStorageKey } from '../src/modules/files/storage-keys.ts';
import { cadastralExtractPdf } from '../src/seed/demo-images.ts';
import { createTestApp, type ErrorBody, type TestApp } from './helpers/test-app.ts';

/** A 1200x800 photo as a phone takes it: held sideways (EXIF orientation 6), with GPS and camera. */
async function phonePhoto(): Promise<Buffer> {
  const scene = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="#4a8fd8"/><rect y="500" width="1200" height="300" fill="#6a9a4a"/></svg>',
  );
  return sharp(scene)
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

describe('image renditions (seller-side.md §2: card 300x250, gallery, full view)', () => {
  it('the test photo really carries GPS data and a sideways orientation', async () => {
    const meta = await sharp(await phonePhoto()).metadata();
    expect(meta.orientation).toBe(6);
    expect(meta.exif?.toString('latin1')).toContain('Maria Pichler');
    expect(meta.exif?.length).toBeGreaterThan(100);
  });

  it('strips EXIF (GPS position, camera, owner) and every other metadata from all renditions', async () => {
    const renditions = await makeRenditions(await phonePhoto());
    expect(renditions.map((r) => r.name)).toEqual(RENDITIONS.map((s) => s.name));
    for (const r of renditions) {
      for (const buffer of [r.webp, r.jpeg]) {
        const meta = await sharp(buffer).metadata();
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(meta.iptc).toBeUndefined();
        expect(meta.orientation ?? 1).toBe(1);
        expect(buffer.toString('latin1')).not.toContain('Maria Pichler');
      }
    }
  });

  it('turns the photo upright and sizes each rendition', async () => {
    const byName = Object.fromEntries(
      (await makeRenditions(await phonePhoto())).map((r) => [r.name, r]),
    );
    // 1200x800 held sideways is 800x1200 upright.
    expect([byName.full!.width, byName.full!.height]).toEqual([800, 1200]);
    expect([byName.gallery!.width, byName.gallery!.height]).toEqual([800, 1200]);
    expect([byName.card!.width, byName.card!.height]).toEqual([300, 250]);
    expect([byName.card2x!.width, byName.card2x!.height]).toEqual([600, 500]);
    expect((await sharp(byName.card!.webp).metadata()).format).toBe('webp');
    expect((await sharp(byName.card!.jpeg).metadata()).format).toBe('jpeg');
  });

  it('does not enlarge a small picture', async () => {
    const small = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#888' },
    })
      .png()
      .toBuffer();
    const full = (await makeRenditions(small)).find((r) => r.name === 'full')!;
    expect([full.width, full.height]).toEqual([640, 480]);
  });

  it('refuses what is not an image', async () => {
    await expect(makeRenditions(Buffer.from('<html>not an image</html>'))).rejects.toBeInstanceOf(
      UnsupportedImageError,
    );
    await expect(makeRenditions(Buffer.from('%PDF-1.4\n'))).rejects.toBeInstanceOf(
      UnsupportedImageError,
    );
  });
});

describe('storage keys', () => {
  it('are made by the server as yyyy/mm/<uuid>-<size>.<ext>', () => {
    const key = newStorageKey('webp', 'card2x', undefined, new Date(Date.UTC(2026, 2, 5)));
    expect(key).toMatch(/^2026\/03\/[0-9a-f-]{36}-card2x\.webp$/);
    expect(isStorageKey(key)).toBe(true);
  });

  it('admit no other shape', () => {
    const good = newStorageKey('jpg', 'full');
    for (const bad of [
      `../${good}`,
      `${good}/..`,
      good.replace('/', '\\'),
      `/${good}`,
      good.replace('.jpg', '.jpg.exe'),
      good.replace('.jpg', '.svg'),
      '2026/13/x.jpg',
      '',
    ]) {
      expect(isStorageKey(bad), bad).toBe(false);
    }
  });
});

describe('GET /files/* (stored files with long cache headers)', () => {
  let t: TestApp;
  let dataDir: string;
  let storage: LocalFileStorage;
  let cardKey: string;
  let pdfKey: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'domus-files-'));
    t = await createTestApp({ env: { DATA_DIR: dataDir } });
    storage = new LocalFileStorage(path.join(dataDir, 'files'));
    const image = await storeImage(storage, await phonePhoto());
    cardKey = image.variants.card!.webp;
    pdfKey = (
      await storePdf(
        storage,
        cadastralExtractPdf({ municipality: 'Bolzano', parcel: '12/3', seed: 1 }),
      )
    ).storageKey;
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves an image rendition with its content type and an immutable cache header', async () => {
    const res = await t.app.inject({ url: `/files/${cardKey}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
      'webp',
      300,
      250,
      undefined,
    ]);
  });

  it('serves the JPEG fallback as image/jpeg and a plan as application/pdf', async () => {
    const jpeg = await t.app.inject({ url: `/files/${cardKey.replace('.webp', '.jpg')}` });
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    const pdf = await t.app.inject({ url: `/files/${pdfKey}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(isPdf(pdf.rawPayload)).toBe(true);
  });

  it('answers 404 in the error format for a key that does not exist', async () => {
    const res = await t.app.inject({
      url: `/files/${newStorageKey('webp', 'card')}`,
      headers: { 'accept-language': 'de' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json<ErrorBody>().error.code).toBe('not_found');
  });

  it('refuses path traversal in every spelling', async () => {
    for (const url of [
      '/files/../package.json',
      '/files/../../../../etc/passwd',
      '/files/%2e%2e/%2e%2e/etc/passwd',
      '/files/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/files/..%5c..%5cetc%5cpasswd',
      `/files/${cardKey.slice(0, 8)}../../../etc/passwd`,
      '/files//etc/passwd',
      '/files/%00',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('root:');
    }
  });
});

describe('file rows (seller-side.md §3 Uploaded file: url and pdfUrl)', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'domus-filerows-'));
    t = await createTestApp({ env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers an image with its renditions and a PDF plan with url and pdfUrl', async () => {
    const storage = new LocalFileStorage(path.join(dataDir, 'files'));
    const image = await storeImage(storage, await phonePhoto());
    const plan = await storePdf(
      storage,
      cadastralExtractPdf({ municipality: 'Merano', parcel: '7', seed: 2 }),
    );
    const rows = await insertFiles(t.database.db, [
      { ...image, kind: 'image', name: 'foto.jpg' },
      { ...plan, kind: 'cataster', name: 'mappa.pdf', position: 1 },
    ]);
    const [photo, pdf] = rows.map((r) => toUploadedFile(r, storage));
    expect(photo!.url).toBe(`/files/${image.storageKey}`);
    expect(photo!.pdfUrl).toBeNull();
    expect(Object.keys(photo!.variants!).sort()).toEqual(['card', 'card2x', 'full', 'gallery']);
    expect(photo!.variants!.card!.webp).toMatch(/^\/files\/\d{4}\/\d{2}\/.+-card\.webp$/);
    expect(pdf!.type).toBe('cataster');
    expect(pdf!.pdfUrl).toBe(`/files/${plan.storageKey}`);
    expect(pdf!.url).toBe(pdf!.pdfUrl);
    for (const u of [photo!.url, photo!.variants!.gallery!.jpeg, pdf!.pdfUrl!]) {
      expect((await t.app.inject({ url: u })).statusCode).toBe(200);
    }
    expect(await listFilesOfProperties(t.database.db, [])).toEqual([]);
  });
});

describe('S3-compatible storage', () => {
  // A minimal S3 endpoint (path-style PUT, GET, HEAD, DELETE), enough to prove what the SDK sends.
  const objects = new Map<
    string,
    { body: Buffer; type: string | undefined; cache: string | undefined }
  >();
  let server: Server;
  let endpoint: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      const key = decodeURIComponent((req.url ?? '').split('?')[0]!);
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const found = objects.get(key);
        if (req.method === 'PUT') {
          objects.set(key, {
            body: Buffer.concat(chunks),
            type: req.headers['content-type'],
            cache: req.headers['cache-control'],
          });
          res.writeHead(200, { ETag: '"1"' }).end();
        } else if (req.method === 'DELETE') {
          objects.delete(key);
          res.writeHead(204).end();
        } else if (!found) {
          res
            .writeHead(404, { 'Content-Type': 'application/xml' })
            .end(
              req.method === 'HEAD'
                ? undefined
                : '<Error><Code>NoSuchKey</Code><Message>none</Message></Error>',
            );
        } else {
          res.writeHead(200, {
            'Content-Type': found.type ?? 'application/octet-stream',
            'Content-Length': found.body.length,
          });
          res.end(req.method === 'HEAD' ? undefined : found.body);
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address() as { port: number };
    endpoint = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('stores, reads, checks and deletes objects in the bucket under the same keys', async () => {
    const storage = new S3FileStorage({
      bucket: 'domus',
      region: 'eu-south-1',
      endpoint,
      accessKeyId: 'test',
      secretAccessKey: 'test-secret',
      forcePathStyle: true,
      publicUrl: 'https://cdn.example.com/domus/',
    });
    const stored = await storeImage(storage, await phonePhoto());
    const key = stored.variants.card!.webp;
    expect(objects.get(`/domus/${key}`)?.type).toBe('image/webp');
    expect(objects.get(`/domus/${key}`)?.cache).toBe('public, max-age=31536000, immutable');
    expect(await storage.exists(key)).toBe(true);
    const object = await storage.get(key);
    const chunks: Buffer[] = [];
    for await (const chunk of object!.body) chunks.push(chunk as Buffer);
    expect((await sharp(Buffer.concat(chunks)).metadata()).width).toBe(300);
    expect(storage.url(key)).toBe(`https://cdn.example.com/domus/${key}`);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.get('../etc/passwd')).toBeNull();
  });
});
