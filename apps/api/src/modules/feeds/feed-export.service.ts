/**
 * A portal's full export of the current database written to disk (issue 32 point 3, the
 * operator's command): every published listing the portal's format takes, streamed, for checking
 * by hand and for a manual upload to the portal. One file, or a folder when the format has
 * several (wohnen-in-suedtirol.it's data file and pictures).
 */
import { createWriteStream } from 'node:fs';
import { copyFile, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Portal } from '@domus/domain/feeds/portals';
import type { Executor } from '../../db/client.ts';
import { LocalFileStorage } from '../files/file-storage.ts';
import { findPortalAccounts } from './portal-accounts.repository.ts';
import type { FeedSkip, PortalExportFile } from './portal-format.ts';
import { feedListings, type TransferContext } from './portal-transfer.service.ts';

/** The agency's customer number at `portal`, from its first account that has one. */
export async function portalCustomerId(db: Executor, portal: Portal): Promise<string | undefined> {
  const accounts = await findPortalAccounts(db);
  return accounts.find((a) => a.portal === portal && a.customerId)?.customerId ?? undefined;
}

/** What an export wrote. */
export interface WrittenExport {
  files: string[];
  bytes: number;
  /** Listings the portal would refuse, with what they lack. */
  skipped: FeedSkip[];
}

async function isDirectory(target: string): Promise<boolean> {
  try {
    return (await stat(target)).isDirectory();
  } catch {
    return false;
  }
}

async function writeFile(file: string, body: PortalExportFile['body']): Promise<number> {
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

/**
 * Writes `portal`'s full export to `target`: a file path for a one-file format (or a folder to
 * write it into), a folder for a format of several files.
 * @param ctx the database, storage and formats
 * @param portal the portal
 * @param target the file or folder
 */
export async function writeFullExport(
  ctx: Pick<TransferContext, 'db' | 'storage' | 'publicUrl' | 'publisher' | 'formats'>,
  portal: Portal,
  target: string,
): Promise<WrittenExport> {
  const skipped: FeedSkip[] = [];
  const files = ctx.formats[portal].exportFiles({
    listings: feedListings(ctx, {}),
    removals: [],
    publisher: ctx.publisher,
    scope: 'full',
    readFile: async (key) => {
      const object = await ctx.storage.get(key);
      if (!object) throw new Error(`stored file missing: ${key}`);
      return object.body;
    },
    onSkip: (skip) => skipped.push(skip),
  });
  const written: string[] = [];
  let bytes = 0;
  const intoFolder = portal === 'wis' || (await isDirectory(target));
  if (intoFolder) await mkdir(target, { recursive: true });
  else await mkdir(path.dirname(path.resolve(target)), { recursive: true });
  for await (const file of files) {
    if (!intoFolder && written.length > 0) {
      throw new Error(`${portal} writes several files: give a folder`);
    }
    const destination = intoFolder ? path.join(target, file.name) : target;
    if (file.sourceKey && ctx.storage instanceof LocalFileStorage) {
      // A stored picture on this disk is copied by the system, not streamed through the process.
      const source = path.join(ctx.storage.root, file.sourceKey);
      await copyFile(source, destination);
      bytes += (await stat(destination)).size;
    } else {
      bytes += await writeFile(destination, file.body);
    }
    written.push(destination);
  }
  return { files: written, bytes, skipped };
}
