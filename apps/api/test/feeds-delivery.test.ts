/**
 * Delivery of portal exports over the real protocols (issue 32 points 2, 3 and 6, decision
 * 067): FTP, explicit FTPS and SFTP servers and an HTTP stand-in for immobiliare.it's push
 * endpoint run in this process; the tests assert what arrives there and what the transfer
 * worker is answered.
 */
import { createHash } from 'node:crypto';
import { createReadStream, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedListing } from '@domus/domain/feeds/feed-listing';
import { immobiliareFeedChunks } from '../src/modules/feeds/immobiliare-feed.builder.ts';
import { ftpReplyIsTransient } from '../src/modules/feeds/ftp-upload.ts';
import { redact } from '../src/modules/feeds/portal-delivery.ts';
import type { PortalExportFile } from '../src/modules/feeds/portal-format.ts';
import { pushListing, type PushTarget } from '../src/modules/feeds/portal-push.service.ts';
import { uploadExport, type UploadTarget } from '../src/modules/feeds/portal-upload.service.ts';
import { sshFingerprint } from '../src/modules/feeds/sftp-upload.ts';
import {
  closedPort,
  startFtpServer,
  startSftpServer,
  startSilentServer,
  type FtpTestServer,
  type SftpTestServer,
} from './helpers/delivery-servers.ts';
import { selfSignedCertificate } from './helpers/test-certificate.ts';
import { IMMOBILIARE_XSD, xmlSchemaErrors } from './helpers/xml-schema.ts';

const login = { username: 'domus-agency', password: 'Pässw0rd-7f3a9c' };
const BIG = 50 * 1024 * 1024;

function exportFile(
  name: string,
  content: string | Buffer,
  mime = 'application/xml',
): PortalExportFile {
  return {
    name,
    mime,
    body: (async function* () {
      // In pieces, as a format streams them.
      const bytes = Buffer.from(content);
      for (let at = 0; at < bytes.length; at += 1000) yield bytes.subarray(at, at + 1000);
    })(),
  };
}

const feedXml = '<?xml version="1.0" encoding="UTF-8"?>\n<feed>' + 'ä'.repeat(5000) + '</feed>\n';
const picture = Buffer.from(Array.from({ length: 200_000 }, (_, i) => (i * 7) % 256));
const exportFiles = () => [
  exportFile('pictures.zip', picture, 'application/zip'),
  exportFile('feed.xml', feedXml),
];
const expectedBytes = picture.length + Buffer.byteLength(feedXml);

const folderOf = (root: string, folder = '') => readdirSync(join(root, folder)).sort();

/** The garbage collector, to measure what an upload holds rather than what it left behind. */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/**
 * A 50 MB file generated block by block, with the highest memory growth seen while it was
 * read (heap and array buffers after a collection, against before the upload).
 */
function bigFile(): { file: PortalExportFile; peak: () => number; hash: () => string } {
  const gc = collector();
  const used = () => {
    const { heapUsed, arrayBuffers } = process.memoryUsage();
    return heapUsed + arrayBuffers;
  };
  gc();
  const base = used();
  let peak = 0;
  const hash = createHash('sha256');
  return {
    file: {
      name: 'big.zip',
      mime: 'application/zip',
      body: (async function* () {
        const block = 64 * 1024;
        for (let i = 0; i < BIG / block; i++) {
          const bytes = Buffer.alloc(block, i % 251);
          hash.update(bytes);
          yield bytes;
          if (i % 64 === 63) {
            // Array buffers are swept after a collection, in the background: two collections
            // and a pause leave only what the upload still holds.
            gc();
            await new Promise(setImmediate);
            gc();
            await new Promise((resolve) => setTimeout(resolve, 5));
            peak = Math.max(peak, used() - base);
          }
        }
      })(),
    },
    peak: () => peak,
    hash: () => hash.digest('hex'),
  };
}

/**
 * A file whose body, half sent, looks into the server's folder as a portal fetching then
 * would: `seen` is what the folder held at that moment.
 */
function watchedFile(root: string): { file: PortalExportFile; seen: () => string[] } {
  let seen: string[] = [];
  return {
    file: {
      name: 'watched.xml',
      mime: 'application/xml',
      body: (async function* () {
        yield '<feed>' + 'x'.repeat(100_000);
        await new Promise((resolve) => setTimeout(resolve, 100));
        seen = folderOf(root).filter((name) => name.includes('watched'));
        yield '</feed>';
      })(),
    },
    seen: () => seen,
  };
}

async function fileHash(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

describe('FTP upload (issue 32 points 2 and 6, decision 067)', () => {
  let server: FtpTestServer;
  let target: UploadTarget;
  beforeAll(async () => {
    server = await startFtpServer(login);
    target = { protocol: 'ftp', host: '127.0.0.1', port: server.port, ...login, folder: '' };
  });
  afterAll(() => server.close());

  it('puts every file under its name with all its bytes and leaves no temporary name', async () => {
    const result = await uploadExport(target, exportFiles());
    expect(result).toEqual({ ok: true, files: 2, bytes: expectedBytes });
    expect(folderOf(server.root)).toEqual(['feed.xml', 'pictures.zip']);
    expect(readFileSync(join(server.root, 'feed.xml'), 'utf8')).toBe(feedXml);
    expect(readFileSync(join(server.root, 'pictures.zip')).equals(picture)).toBe(true);
    // The next transfer replaces the files.
    const again = await uploadExport(target, [exportFile('feed.xml', '<feed/>')]);
    expect(again).toMatchObject({ ok: true, files: 1 });
    expect(readFileSync(join(server.root, 'feed.xml'), 'utf8')).toBe('<feed/>');
    expect(folderOf(server.root)).toEqual(['feed.xml', 'pictures.zip']);
  });

  it('writes under a temporary name until the file is whole, so a portal never reads half of it', async () => {
    const watched = watchedFile(server.root);
    expect(await uploadExport(target, [watched.file])).toMatchObject({ ok: true, files: 1 });
    expect(watched.seen()).toEqual(['.watched.xml.part']);
    expect(folderOf(server.root).filter((name) => name.includes('watched'))).toEqual([
      'watched.xml',
    ]);
  });

  it('refuses a wrong password without retrying, and its message never holds the password', async () => {
    const wrong = 'Wr0ng-pässword-b41d';
    const result = await uploadExport({ ...target, password: wrong }, exportFiles());
    expect(result).toMatchObject({ ok: false, retry: false, status: 530, files: 0, bytes: 0 });
    // The server repeated the password in its reply; the answer does not.
    expect(JSON.stringify(result)).not.toContain(wrong);
    expect(result.ok || result.message).toMatch(
      /530 Login incorrect for domus-agency with password \*\*\*/,
    );
  });

  it('answers a missing folder as a refusal (550), not as something to retry', async () => {
    const result = await uploadExport({ ...target, folder: 'no-such-folder' }, exportFiles());
    expect(result).toMatchObject({ ok: false, retry: false, status: 550 });
  });

  it('streams a 50 MB file without holding it in memory', async () => {
    const big = bigFile();
    const result = await uploadExport(target, [big.file]);
    expect(result).toEqual({ ok: true, files: 1, bytes: BIG });
    expect(statSync(join(server.root, 'big.zip')).size).toBe(BIG);
    expect(await fileHash(join(server.root, 'big.zip'))).toBe(big.hash());
    expect(big.peak()).toBeLessThan(16 * 1024 * 1024);
  });

  it('passes an error of the export on and leaves no half file under the final name', async () => {
    const broken: PortalExportFile = {
      name: 'feed.xml',
      mime: 'application/xml',
      body: (async function* () {
        yield '<feed>';
        throw new Error('database gone');
      })(),
    };
    await expect(uploadExport(target, [broken])).rejects.toThrow('database gone');
    expect(readFileSync(join(server.root, 'feed.xml'), 'utf8')).toBe('<feed/>');
  });
});

describe('FTP replies and the network (issue 32 point 3, decision 067)', () => {
  it('tells transient replies (4xx) from refusals (5xx)', () => {
    for (const code of [421, 425, 426, 450, 451, 452]) expect(ftpReplyIsTransient(code)).toBe(true);
    for (const code of [530, 550, 552, 553, 500]) expect(ftpReplyIsTransient(code)).toBe(false);
  });

  it('answers a server that is down with retry, for FTP and SFTP', async () => {
    const port = await closedPort();
    for (const protocol of ['ftp', 'ftps', 'sftp'] as const) {
      const result = await uploadExport(
        { protocol, host: '127.0.0.1', port, ...login, folder: '' },
        exportFiles(),
      );
      expect(result).toMatchObject({ ok: false, retry: true, files: 0 });
      expect(result.ok || result.message).toContain('ECONNREFUSED');
    }
  });

  it('gives up on a server that accepts and never answers, within the connect timeout', async () => {
    const silent = await startSilentServer();
    try {
      for (const protocol of ['ftp', 'sftp'] as const) {
        const started = Date.now();
        const result = await uploadExport(
          { protocol, host: '127.0.0.1', port: silent.port, ...login, folder: '' },
          exportFiles(),
          { connectTimeoutMs: 300 },
        );
        expect(result).toMatchObject({ ok: false, retry: true });
        expect(result.ok || result.message).toMatch(/timeout|timed out/i);
        expect(Date.now() - started).toBeLessThan(5000);
      }
    } finally {
      await silent.close();
    }
  });

  it('removes the password in every form it may be quoted in', () => {
    const secret = { username: 'u', password: 'p@ss word' };
    const quoted = `a p@ss word b ${encodeURIComponent('p@ss word')} c ${Buffer.from('u:p@ss word').toString('base64')}`;
    expect(redact(quoted, [secret])).toBe('a *** b *** c ***');
  });
});

describe('explicit FTPS upload (issue 32 points 2 and 6, decision 067)', () => {
  let server: FtpTestServer;
  let certificate: { cert: string; key: string };
  let target: UploadTarget;
  beforeAll(async () => {
    certificate = selfSignedCertificate();
    server = await startFtpServer(login, { tls: certificate });
    target = { protocol: 'ftps', host: '127.0.0.1', port: server.port, ...login, folder: '' };
  });
  afterAll(() => server.close());

  it('logs in and uploads over TLS when the certificate is trusted', async () => {
    const result = await uploadExport(target, exportFiles(), { ca: certificate.cert });
    expect(result).toEqual({ ok: true, files: 2, bytes: expectedBytes });
    expect(server.logins.at(-1)).toEqual({ secure: true });
    expect(readFileSync(join(server.root, 'feed.xml'), 'utf8')).toBe(feedXml);
    expect(readFileSync(join(server.root, 'pictures.zip')).equals(picture)).toBe(true);
    expect(folderOf(server.root)).toEqual(['feed.xml', 'pictures.zip']);
  });

  it('refuses a certificate nobody vouches for, before the password is sent', async () => {
    const before = server.logins.length;
    const result = await uploadExport(target, exportFiles());
    expect(result).toMatchObject({ ok: false, retry: false });
    expect(result.ok || result.message).toMatch(/^TLS: .*self.signed/i);
    expect(server.logins.length).toBe(before);
  });
});

describe('SFTP upload (issue 32 points 2 and 6, decision 067)', () => {
  let server: SftpTestServer;
  let target: UploadTarget;
  beforeAll(async () => {
    server = await startSftpServer(login);
    target = {
      protocol: 'sftp',
      host: '127.0.0.1',
      port: server.port,
      ...login,
      folder: '/',
      hostFingerprint: sshFingerprint(server.hostKey),
    };
  });
  afterAll(() => server.close());

  it('puts every file under its name, replacing the last transfer, with no temporary name left', async () => {
    const result = await uploadExport(target, exportFiles());
    expect(result).toEqual({
      ok: true,
      files: 2,
      bytes: expectedBytes,
      hostFingerprint: target.hostFingerprint,
    });
    expect(folderOf(server.root)).toEqual(['feed.xml', 'pictures.zip']);
    expect(readFileSync(join(server.root, 'feed.xml'), 'utf8')).toBe(feedXml);
    expect(readFileSync(join(server.root, 'pictures.zip')).equals(picture)).toBe(true);
    // The server's rename refuses an existing file (SFTP v3); the old one is replaced anyway.
    const again = await uploadExport(target, [exportFile('feed.xml', '<feed/>')]);
    expect(again).toMatchObject({ ok: true, files: 1 });
    expect(readFileSync(join(server.root, 'feed.xml'), 'utf8')).toBe('<feed/>');
    expect(folderOf(server.root)).toEqual(['feed.xml', 'pictures.zip']);
  });

  it('writes under a temporary name until the file is whole, so a portal never reads half of it', async () => {
    const watched = watchedFile(server.root);
    expect(await uploadExport(target, [watched.file])).toMatchObject({ ok: true, files: 1 });
    expect(watched.seen()).toEqual(['.watched.xml.part']);
    expect(folderOf(server.root).filter((name) => name.includes('watched'))).toEqual([
      'watched.xml',
    ]);
  });

  it('gives up on a server that stops answering mid-transfer, after the idle timeout', async () => {
    server.stallWrites = true;
    try {
      const started = Date.now();
      const result = await uploadExport(target, [exportFile('stalled.xml', feedXml)], {
        idleTimeoutMs: 300,
      });
      expect(result).toMatchObject({ ok: false, retry: true, files: 0 });
      expect(result.ok || result.message).toMatch(/^Timeout/);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      server.stallWrites = false;
    }
  });

  it('accepts the fingerprint with or without its padding and prefix', async () => {
    const bare = target.hostFingerprint!.replace(/^SHA256:/, '') + '=';
    const result = await uploadExport({ ...target, hostFingerprint: bare }, [
      exportFile('a.xml', '<a/>'),
    ]);
    expect(result).toMatchObject({ ok: true, files: 1 });
  });

  it('refuses a host whose key is not the configured one, before the password is sent', async () => {
    const before = server.passwordsTried;
    const other = `SHA256:${createHash('sha256').update('another host').digest('base64').replace(/=+$/, '')}`;
    const result = await uploadExport({ ...target, hostFingerprint: other }, exportFiles());
    expect(result).toMatchObject({ ok: false, retry: false, files: 0 });
    expect(result.ok || result.message).toContain(target.hostFingerprint);
    expect(server.passwordsTried).toBe(before);
  });

  it('takes any host key when none is configured and answers the one it saw', async () => {
    const result = await uploadExport({ ...target, hostFingerprint: undefined }, [
      exportFile('b.xml', '<b/>'),
    ]);
    expect(result).toMatchObject({ ok: true, files: 1, hostFingerprint: target.hostFingerprint });
  });

  it('refuses a wrong password without retrying, and its message never holds the password', async () => {
    const wrong = 'Wr0ng-sftp-pässword';
    const result = await uploadExport({ ...target, password: wrong }, exportFiles());
    expect(result).toMatchObject({ ok: false, retry: false, files: 0 });
    expect(result.ok || result.message).toMatch(/^Login refused/);
    expect(JSON.stringify(result)).not.toContain(wrong);
  });

  it('answers a folder that does not exist as a refusal', async () => {
    const result = await uploadExport({ ...target, folder: '/missing' }, exportFiles());
    expect(result).toMatchObject({ ok: false, retry: false });
    expect(result.ok || result.message).toMatch(/no such file/);
  });

  it('streams a 50 MB file without holding it in memory', async () => {
    const big = bigFile();
    const result = await uploadExport(target, [big.file]);
    expect(result).toMatchObject({ ok: true, files: 1, bytes: BIG });
    expect(statSync(join(server.root, 'big.zip')).size).toBe(BIG);
    expect(await fileHash(join(server.root, 'big.zip'))).toBe(big.hash());
    expect(big.peak()).toBeLessThan(16 * 1024 * 1024);
  });
});

/** A listing immobiliare.it takes (as in feeds-immobiliare.test.ts). */
const listing: FeedListing = {
  id: '4711',
  category: 'residential',
  subtype: 'apartment',
  rent: false,
  price: 420_000,
  details: { energyClass: 'B', energyConsumption: 48, nettoArea: 85 },
  municipality: { name: 'Bolzano', istatCode: '021008' },
  postalCode: '39100',
  latitude: 46.49,
  longitude: 11.35,
  pictures: [1, 2, 3].map((i) => `https://domus.example/files/4711/${i}.jpg`),
  descriptions: { it: { title: 'Trilocale', text: 'Luminoso trilocale in centro.' } },
  updatedAt: new Date('2026-11-30T10:00:00Z'),
};
const publisher = {
  name: 'Immobilien Domus',
  email: 'info@domus.example',
  phone: '+39 0471 000000',
};

async function singleDocument(removal: boolean): Promise<string> {
  let xml = '';
  const chunks = removal
    ? immobiliareFeedChunks([], {
        publisher,
        removals: [{ id: listing.id, removedAt: new Date() }],
      })
    : immobiliareFeedChunks([listing], { publisher });
  for await (const chunk of chunks) xml += chunk;
  return xml;
}

describe('immobiliare.it push (issue 32 points 2 and 6, decision 067)', () => {
  let server: Server;
  let base: string;
  let mode: 'portal' | 'busy' | 'throttle' | 'hang' | 'long-refusal' | 'gone' = 'portal';
  const received: {
    path: string;
    source: string | undefined;
    type: string | undefined;
    xml: string;
  }[] = [];
  const body = async (request: IncomingMessage) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    return text;
  };

  beforeAll(async () => {
    const portal = async (request: IncomingMessage, response: ServerResponse) => {
      const xml = await body(request);
      if (mode === 'hang') return;
      const [scheme, encoded] = (request.headers.authorization ?? '').split(' ');
      const [user, ...rest] = Buffer.from(encoded ?? '', 'base64')
        .toString('utf8')
        .split(':');
      const password = rest.join(':');
      const answer = (status: number, text: string) =>
        response.writeHead(status, { 'content-type': 'text/plain' }).end(text);
      if (mode === 'busy') return answer(503, 'Service temporarily unavailable');
      if (mode === 'throttle') return answer(429, 'Too many requests');
      if (mode === 'gone') return answer(404, 'Unknown property');
      if (request.method !== 'PUT') return answer(405, 'PUT only');
      if (scheme !== 'Basic' || user !== login.username || password !== login.password) {
        // A careless portal that repeats what it got.
        return answer(401, `Unauthorized: ${user} / ${password}`);
      }
      if (request.headers['x-immo-source'] !== 'domus-source-7')
        return answer(403, 'Unknown source');
      const errors = await xmlSchemaErrors(xml, IMMOBILIARE_XSD);
      if (errors.length) return answer(400, errors.join('\n'));
      if (mode === 'long-refusal') return answer(422, `Refused: ${'x'.repeat(5000)}`);
      received.push({
        path: request.url ?? '',
        source: request.headers['x-immo-source'],
        type: request.headers['content-type'],
        xml,
      });
      answer(200, 'OK');
    };
    server = createServer((request, response) => void portal(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ws/import/immobiliare/property`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const target = (): PushTarget => ({ url: base, ...login, source: 'domus-source-7' });

  it('puts one listing as a feed document valid against the XSD, with Basic login and source header', async () => {
    mode = 'portal';
    const xml = await singleDocument(false);
    expect(await pushListing(target(), { id: listing.id, xml, delete: false })).toEqual({
      ok: true,
      status: 200,
    });
    expect(received.at(-1)).toMatchObject({
      path: '/ws/import/immobiliare/property/4711',
      source: 'domus-source-7',
      type: 'application/xml; charset=utf-8',
      xml,
    });
    expect(xml).toContain('<unique-id>4711</unique-id>');
    const removal = await singleDocument(true);
    expect(await pushListing(target(), { id: listing.id, xml: removal, delete: true })).toEqual({
      ok: true,
      status: 200,
    });
    expect(received.at(-1)?.xml).toContain(
      '<property operation="delete"><unique-id>4711</unique-id>',
    );
  });

  it('answers a wrong password as a refusal, without the password the portal repeated', async () => {
    mode = 'portal';
    const wrong = 'Wr0ng-push-pässword';
    const result = await pushListing(
      { ...target(), password: wrong },
      { id: '4711', xml: await singleDocument(false), delete: false },
    );
    expect(result).toMatchObject({
      ok: false,
      retry: false,
      status: 401,
      message: 'Unauthorized: domus-agency / ***',
    });
    expect(JSON.stringify(result)).not.toContain(wrong);
  });

  it('keeps the portal’s reason for a refused document, shortened to 1000 characters', async () => {
    mode = 'portal';
    // A property without its unique-id: the portal's schema check names what is wrong.
    const xml = (await singleDocument(false)).replace(/<unique-id>[^<]*<\/unique-id>/, '');
    const invalid = await pushListing(target(), { id: '4711', xml, delete: false });
    expect(invalid).toMatchObject({ ok: false, retry: false, status: 400 });
    expect(invalid.ok || invalid.message).toMatch(/date-updated|unique-id/);
    mode = 'long-refusal';
    const long = await pushListing(target(), {
      id: '4711',
      xml: await singleDocument(false),
      delete: false,
    });
    expect(long).toMatchObject({ ok: false, retry: false, status: 422 });
    expect(long.ok || long.message.length).toBe(1000);
    expect(long.ok || long.message).toMatch(/^Refused: x+…$/);
  });

  it('answers a busy portal (5xx, 429), a hanging one and one that is down with retry', async () => {
    const item = { id: '4711', xml: await singleDocument(false), delete: false };
    mode = 'busy';
    expect(await pushListing(target(), item)).toMatchObject({
      ok: false,
      retry: true,
      status: 503,
    });
    mode = 'throttle';
    expect(await pushListing(target(), item)).toMatchObject({
      ok: false,
      retry: true,
      status: 429,
    });
    mode = 'hang';
    const hanging = await pushListing(target(), item, { timeoutMs: 300 });
    expect(hanging).toMatchObject({ ok: false, retry: true });
    expect(hanging.ok || hanging.message).toMatch(/^Timeout/);
    const down = await pushListing(
      { ...target(), url: `http://127.0.0.1:${await closedPort()}/property` },
      item,
    );
    expect(down).toMatchObject({ ok: false, retry: true });
    expect(down.ok || down.message).toContain('ECONNREFUSED');
  });

  it('never sends the password over plain HTTP to another machine', async () => {
    const before = received.length;
    const result = await pushListing(
      { ...target(), url: 'http://portal.example/ws/import/immobiliare/property' },
      { id: '4711', xml: await singleDocument(false), delete: false },
    );
    expect(result).toMatchObject({ ok: false, retry: false });
    expect(result.ok || result.message).toMatch(/must use https/);
    expect(received.length).toBe(before);
  });

  it('takes a delete of a listing the portal does not hold as done, but not a write', async () => {
    mode = 'gone';
    expect(
      await pushListing(target(), { id: '4711', xml: await singleDocument(true), delete: true }),
    ).toEqual({ ok: true, status: 404 });
    expect(
      await pushListing(target(), { id: '4711', xml: await singleDocument(false), delete: false }),
    ).toMatchObject({
      ok: false,
      retry: false,
      status: 404,
    });
  });
});
