/**
 * Where uploaded files and their renditions live: on the local disk under DATA_DIR/files (the
 * default) or in an S3-compatible bucket (FILE_STORAGE=s3), behind one interface.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { tmpdir } from 'node:os';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { Config } from '../../config.ts';
import { contentTypeOf, isFeedKey, isStorageKey } from './storage-keys.ts';

/** A stored object opened for reading. */
export type StoredObject = { body: Readable; size: number | undefined; contentType: string };

/**
 * How an object is kept: `cacheControl` is what a bucket answers with it (a year, immutable, by
 * default: pictures never change under their key).
 */
export type PutOptions = { cacheControl?: string };

/** The storage of files, addressed by server-made keys (storage-keys.ts). */
export interface FileStorage {
  /** `local` or `s3`. */
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, options?: PutOptions): Promise<void>;
  /**
   * Writes a streamed body (a portal export of many megabytes) without holding it in memory;
   * answers its size in bytes. Readers never see half of it.
   */
  putStream(
    key: string,
    body: AsyncIterable<string | Uint8Array>,
    options?: PutOptions,
  ): Promise<number>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** The public URL of a key: /files/<key> on this site, or the bucket's public base URL. */
  url(key: string): string;
}

/** Whether `key` is one this storage holds: an upload's, a rendition's or a portal export's. */
function isKnownKey(key: string): boolean {
  return isStorageKey(key) || isFeedKey(key);
}

function assertKey(key: string) {
  if (!isKnownKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}

/** Files on the local disk below `root`. */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local' as const;
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private pathOf(key: string): string {
    assertKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written beside and renamed, so that a reader never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, body);
    await rename(partial, file);
  }

  async putStream(key: string, body: AsyncIterable<string | Uint8Array>): Promise<number> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    const bytes = await writeCounted(body, partial);
    await rename(partial, file);
    return bytes;
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!isKnownKey(key)) return null;
    const file = this.pathOf(key);
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      return { body: createReadStream(file), size: info.size, contentType: contentTypeOf(key) };
    } catch {
      return null;
    }
  }

  async exists(key: string): Promise<boolean> {
    if (!isKnownKey(key)) return false;
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  url(key: string): string {
    return `/files/${key}`;
  }
}

/** Settings of an S3-compatible bucket (AWS, MinIO, Garage, Ceph, ...). */
export type S3StorageOptions = {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
  /** Base URL under which the bucket is public; without one, files go through /files/. */
  publicUrl?: string | undefined;
};

/** Files in an S3-compatible bucket; the SDK is loaded only when this storage is chosen. */
export class S3FileStorage implements FileStorage {
  readonly kind = 's3' as const;
  private readonly options: S3StorageOptions;
  private client: Promise<{
    send: (command: unknown) => Promise<unknown>;
    sdk: typeof S3Sdk;
  }> | null = null;

  constructor(options: S3StorageOptions) {
    this.options = options;
  }

  private connect() {
    this.client ??= import('@aws-sdk/client-s3').then((sdk) => {
      const o = this.options;
      const client = new sdk.S3Client({
        region: o.region,
        forcePathStyle: o.forcePathStyle,
        // Many S3-compatible servers reject the newer default checksum headers; sending them
        // only where S3 requires them works everywhere.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        ...(o.endpoint ? { endpoint: o.endpoint } : {}),
        ...(o.accessKeyId && o.secretAccessKey
          ? { credentials: { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey } }
          : {}),
      });
      return { send: (command: unknown) => client.send(command as never), sdk };
    });
    return this.client;
  }

  async put(key: string, body: Buffer, options: PutOptions = {}): Promise<void> {
    assertKey(key);
    const { send, sdk } = await this.connect();
    await send(
      new sdk.PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: body,
        ContentType: contentTypeOf(key),
        CacheControl: options.cacheControl ?? 'public, max-age=31536000, immutable',
      }),
    );
  }

  async putStream(
    key: string,
    body: AsyncIterable<string | Uint8Array>,
    options: PutOptions = {},
  ): Promise<number> {
    assertKey(key);
    // A bucket wants the length before the body: the stream is spooled to a temporary file.
    const spool = path.join(
      tmpdir(),
      `domus-put-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    );
    try {
      const bytes = await writeCounted(body, spool);
      const { send, sdk } = await this.connect();
      await send(
        new sdk.PutObjectCommand({
          Bucket: this.options.bucket,
          Key: key,
          Body: createReadStream(spool),
          ContentLength: bytes,
          ContentType: contentTypeOf(key),
          CacheControl: options.cacheControl ?? 'private, no-store',
        }),
      );
      return bytes;
    } finally {
      await rm(spool, { force: true });
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!isKnownKey(key)) return null;
    const { send, sdk } = await this.connect();
    try {
      const out = (await send(
        new sdk.GetObjectCommand({ Bucket: this.options.bucket, Key: key }),
      )) as { Body?: Readable; ContentLength?: number };
      if (!out.Body) return null;
      return { body: out.Body, size: out.ContentLength, contentType: contentTypeOf(key) };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    if (!isKnownKey(key)) return false;
    const { send, sdk } = await this.connect();
    try {
      await send(new sdk.HeadObjectCommand({ Bucket: this.options.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertKey(key);
    const { send, sdk } = await this.connect();
    await send(new sdk.DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }

  url(key: string): string {
    const base = this.options.publicUrl?.replace(/\/$/, '');
    return base ? `${base}/${key}` : `/files/${key}`;
  }
}

/** Writes a streamed body to `file`, answering its size. */
async function writeCounted(
  body: AsyncIterable<string | Uint8Array>,
  file: string,
): Promise<number> {
  let bytes = 0;
  await pipeline(
    Readable.from(body),
    async function* (chunks: AsyncIterable<string | Uint8Array>) {
      for await (const chunk of chunks) {
        const buffer = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
        bytes += buffer.byteLength;
        yield buffer;
      }
    },
    createWriteStream(file),
  );
  return bytes;
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/** The storage the configuration chooses. */
export function createFileStorage(config: Config): FileStorage {
  if (config.FILE_STORAGE === 's3') {
    if (!config.S3_BUCKET) throw new Error('FILE_STORAGE=s3 needs S3_BUCKET');
    return new S3FileStorage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      publicUrl: config.S3_PUBLIC_URL,
    });
  }
  return new LocalFileStorage(path.join(config.dataDir, 'files'));
}
