/**
 * The outbox's files (DATA_DIR/outbox/*.eml), which the file transport writes when no SMTP_URL
 * is set: each one a mail as sent, addresses and text included. An erasure removes those of the
 * person (decision 044): the files of the mails it deleted from the outbox table, found by the
 * mail's id in the file name, and any other file that names them (a mail already swept from the
 * table after its seven days).
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

/** Where the file transport writes its mails. */
export function outboxDirectory(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

/** The text of a quoted-printable body, soft line breaks joined, as UTF-8. */
function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? /^[0-9A-F]{2}/i.exec(joined.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The text of every base64 block of a message (a part's body, an encoded header word). */
function decodeBase64Blocks(raw: string): string[] {
  const blocks = raw.match(/(?:[A-Za-z0-9+/]{16,}={0,2}\r?\n?)+/g) ?? [];
  return blocks.map((block) => Buffer.from(block.replace(/\s+/g, ''), 'base64').toString('utf8'));
}

/**
 * A mail file as text to look into: as written, with its quoted-printable and base64 parts
 * decoded, in lower case. A header folded between words does not split a single value.
 */
export function searchableMail(raw: string): string {
  return [raw, decodeQuotedPrintable(raw), ...decodeBase64Blocks(raw)].join('\n').toLowerCase();
}

/**
 * Deletes the outbox files of the mails `mailIds` and every other one that contains one of
 * `values` (any case); answers how many. A missing directory is an empty outbox.
 */
export async function deleteOutboxFiles(
  directory: string,
  mailIds: readonly string[],
  values: readonly string[],
): Promise<number> {
  let names: string[];
  try {
    names = await readdir(directory);
  } catch {
    return 0;
  }
  const ids = new Set(mailIds);
  const needles = values.map((value) => value.toLowerCase()).filter(Boolean);
  let removed = 0;
  for (const name of names) {
    if (!name.endsWith('.eml')) continue;
    const file = path.join(directory, name);
    // The file transport names each file `<time>-<mail id>.eml`.
    const id = /-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.eml$/.exec(name);
    let theirs = !!id && ids.has(id[1]!);
    if (!theirs && needles.length) {
      const text = searchableMail(await readFile(file, 'utf8').catch(() => ''));
      theirs = needles.some((needle) => text.includes(needle));
    }
    if (theirs) {
      await rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}
