/**
 * Reading an uploaded ZIP without trusting it (issue 32 point 5, decision 064): the central
 * directory is checked whole before any entry is read: at most {@link IMPORT_LIMITS}.maxEntries
 * entries, no name that is absolute or climbs out with `..`, no symbolic link, no encrypted
 * entry, a total uncompressed size and a per-entry compression ratio within the limits (a ZIP
 * bomb announces itself there, and yauzl checks that no entry inflates beyond what it
 * announced). Entries are read by their checked names only, into memory up to a limit or into
 * files the caller names; nothing of an entry's name ever becomes a path on the disk.
 */
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { MAX_FILE_BYTES } from '@domus/domain/core/constants';
import { importError } from './import-errors.ts';

/** The limits of an import upload. */
export const IMPORT_LIMITS = {
  /** The upload itself: a larger one is refused while it streams in. */
  maxUploadBytes: 500 * 1024 * 1024,
  maxEntries: 10_000,
  /** All entries together, uncompressed. */
  maxTotalBytes: 2 * 1024 * 1024 * 1024,
  /**
   * Uncompressed to compressed size of one entry: XML compresses about 10:1, photos barely; a
   * bomb of zeros reaches 1000:1. Only entries above {@link ratioFloorBytes} are measured.
   */
  maxRatio: 200,
  ratioFloorBytes: 1024 * 1024,
  /** One XML document, read into memory to be parsed. */
  maxXmlBytes: 64 * 1024 * 1024,
  /** One picture or plan: what an upload of the site takes. */
  maxMediaBytes: MAX_FILE_BYTES,
} as const;

/** S_IFMT and S_IFLNK of the Unix mode kept in the high bits of the external attributes. */
const FILE_TYPE_MASK = 0o170000;
const SYMLINK = 0o120000;

/** An opened, checked ZIP: its file entries by name. */
export type CheckedZip = {
  entries: Map<string, Entry>;
  /** An entry's content, at most `maxBytes` (else the ZIP bomb refusal). */
  read(name: string, maxBytes: number): Promise<Buffer>;
  /** Writes an entry's content to `file`, at most `maxBytes`. */
  extract(name: string, file: string, maxBytes: number): Promise<number>;
  close(): void;
};

function isUnsafeName(name: string): boolean {
  if (yauzl.validateFileName(name) !== null) return true;
  // A drive letter or a backslash path is another system's absolute or climbing path.
  return /^[a-zA-Z]:/.test(name) || name.split(/[\\/]/).includes('..');
}

function isSymlink(entry: Entry): boolean {
  const made = entry.versionMadeBy >> 8;
  // 3 is Unix, 19 macOS: their mode lies in the high 16 bits.
  if (made !== 3 && made !== 19) return false;
  return ((entry.externalFileAttributes >>> 16) & FILE_TYPE_MASK) === SYMLINK;
}

/** Checks one entry of the central directory, throwing its refusal. */
function checkEntry(entry: Entry, total: { bytes: number; count: number }): void {
  total.count += 1;
  if (total.count > IMPORT_LIMITS.maxEntries) throw importError('import_too_many_entries');
  if (isUnsafeName(entry.fileName) || isSymlink(entry)) throw importError('import_unsafe_path');
  if (entry.isEncrypted()) throw importError('import_not_zip');
  total.bytes += entry.uncompressedSize;
  if (total.bytes > IMPORT_LIMITS.maxTotalBytes) throw importError('import_zip_bomb');
  if (
    entry.uncompressedSize > IMPORT_LIMITS.ratioFloorBytes &&
    entry.uncompressedSize > IMPORT_LIMITS.maxRatio * Math.max(1, entry.compressedSize)
  ) {
    throw importError('import_zip_bomb');
  }
}

/** yauzl's own refusals of a name, which it reports as plain errors while reading entries. */
function zipError(error: unknown): Error {
  const message = error instanceof Error ? error.message : '';
  if (/^(absolute path|invalid relative path|invalid characters in fileName)/.test(message)) {
    return importError('import_unsafe_path');
  }
  if (/too many bytes|uncompressedSize|compression ratio/i.test(message)) {
    return importError('import_zip_bomb');
  }
  return importError('import_not_zip');
}

async function readDirectory(zip: ZipFile): Promise<Map<string, Entry>> {
  const entries = new Map<string, Entry>();
  const total = { bytes: 0, count: 0 };
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      try {
        checkEntry(entry, total);
      } catch (error) {
        zip.close();
        reject(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      // Folders carry nothing; a name seen twice keeps its first entry.
      if (!entry.fileName.endsWith('/') && !entries.has(entry.fileName)) {
        entries.set(entry.fileName, entry);
      }
      zip.readEntry();
    });
    zip.on('end', () => resolve());
    zip.on('error', (error: unknown) => reject(zipError(error)));
    zip.readEntry();
  });
  return entries;
}

/** A stream that fails once more than `max` bytes went through it. */
function byteLimit(max: number): Transform & { bytes: number } {
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      limit.bytes += chunk.length;
      if (limit.bytes > max) done(importError('import_zip_bomb'));
      else done(null, chunk);
    },
  }) as Transform & { bytes: number };
  limit.bytes = 0;
  return limit;
}

/**
 * Opens the ZIP at `file` and checks its directory; throws the refusal of the first entry
 * that breaks a limit (nothing has been read or written then).
 */
export async function openCheckedZip(file: string): Promise<CheckedZip> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false });
  } catch (error) {
    throw zipError(error);
  }
  const entries = await readDirectory(zip);
  const open = async (name: string) => {
    const entry = entries.get(name);
    if (!entry) throw new Error(`No entry ${name}`);
    try {
      return await zip.openReadStreamPromise(entry);
    } catch (error) {
      throw zipError(error);
    }
  };
  const run = async (work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      throw error instanceof Error && 'code' in error && String(error.code).startsWith('import_')
        ? error
        : zipError(error);
    }
  };
  return {
    entries,
    async read(name, maxBytes) {
      const chunks: Buffer[] = [];
      const limit = byteLimit(maxBytes);
      await run(async () => {
        const stream = await open(name);
        await pipeline(stream, limit, async (source: AsyncIterable<Buffer>) => {
          for await (const chunk of source) chunks.push(chunk);
        });
      });
      return Buffer.concat(chunks);
    },
    async extract(name, target, maxBytes) {
      const limit = byteLimit(maxBytes);
      await run(async () => pipeline(await open(name), limit, createWriteStream(target)));
      return limit.bytes;
    },
    close: () => zip.close(),
  };
}
