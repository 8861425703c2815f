/**
 * The mails the E2E server sends. Without SMTP_URL the server writes each mail as an .eml file to
 * DATA_DIR/outbox; the data directory is chosen by playwright.config.ts and handed to the server
 * and the test workers as E2E_DATA_DIR.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** One mail of the outbox, its parts decoded into `text`. */
export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** Every text part, decoded, one after the other (plain text and HTML). */
  text: string;
}

/** The E2E server's outbox directory. */
export function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see e2e/playwright.config.ts)');
  return path.join(dataDir, 'outbox');
}

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i += 1) {
    const c = soft[i] as string;
    const hex = soft.slice(i + 1, i + 3);
    if (c === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) in a header. */
function decodeHeader(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([QB])\?([^?]*)\?=\s*/gi,
    (_all, _charset, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

/** The decoded text of a MIME entity: its leaves one after the other. */
function decodeEntity(raw: string): { headers: Map<string, string>; text: string } {
  const { headers, body } = splitHead(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    const texts = parts
      .filter((part) => !part.startsWith('--'))
      .map((part) => decodeEntity(part.replace(/^\r?\n/, '')).text);
    return { headers, text: texts.join('\n') };
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') {
    return { headers, text: Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') };
  }
  if (encoding === 'quoted-printable') return { headers, text: decodeQuotedPrintable(body) };
  return { headers, text: body };
}

/** Every mail in the outbox, oldest first. */
export function readOutbox(): OutboxMail[] {
  let names: string[];
  try {
    names = readdirSync(outboxDir()).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return names.sort().flatMap((name) => {
    const file = path.join(outboxDir(), name);
    let raw: string;
    try {
      raw = readFileSync(file, 'utf8');
    } catch (error) {
      // Another test's clean-up may remove a mail between listing and reading it.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const { headers, text } = decodeEntity(raw);
    return [
      {
        file,
        to: decodeHeader(headers.get('to') ?? ''),
        subject: decodeHeader(headers.get('subject') ?? ''),
        text,
      },
    ];
  });
}

/**
 * Waits for the newest mail to `to` (case-insensitive), optionally with a subject matching
 * `subject`, and answers it. `skip` leaves out mails already seen (e.g. an earlier link).
 */
export async function waitForMail(
  to: string,
  {
    subject,
    timeoutMs = 15_000,
    skip = [],
  }: { subject?: RegExp; timeoutMs?: number; skip?: string[] } = {},
): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      () => {
        found = readOutbox()
          .filter((mail) => mail.to.toLowerCase().includes(to.toLowerCase()))
          .filter((mail) => !subject || subject.test(mail.subject))
          .filter((mail) => !skip.includes(mail.file))
          .at(-1);
        return found !== undefined;
      },
      { message: `a mail to ${to} in ${outboxDir()}`, timeout: timeoutMs },
    )
    .toBe(true);
  return found as OutboxMail;
}

/** The login link of a mail (`/account?token=…&callback=…`), as a path of the site. */
export function loginLinkIn(mail: OutboxMail): string {
  const link = /https?:\/\/[^\s"<>]+\/account\?token=[^\s"<>]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no login link in ${mail.file}`);
  const url = new URL(link.replace(/&amp;/g, '&'));
  return `${url.pathname}${url.search}`;
}

/**
 * Logs `email` in as a visitor does: asks for a link on /login (the captcha solves itself in the
 * browser), reads the mail and opens its link. Answers on the page the link leads to.
 */
export async function loginAs(page: Page, email: string, callback?: string): Promise<void> {
  const seen = readOutbox().map((mail) => mail.file);
  // Someone else logged in in this page is forgotten first, as if the new account logged in on
  // another device: /confirm leads a logged-in visitor straight on (buyer-side.md §2), so the
  // notice would show only when the old session's redirect lost the race. The old token is not
  // revoked; tests go on calling the API with it.
  if (page.url().startsWith('http')) {
    await page.evaluate(() => window.localStorage.removeItem('domus.session'));
  }
  // Twice at most: while a link mailed to an address is fresh and unused, asking again sends no
  // second one (decision 045), so a test logging in the same account at the same moment as
  // another one may take that test's link; once it is used, the next request gets its own.
  for (let attempt = 1; ; attempt += 1) {
    await page.goto(callback ? `/login?callback=${encodeURIComponent(callback)}` : '/login');
    await page.locator('input[name="email"]').fill(email);
    const submit = page.locator('form button[type="submit"]');
    await expect(submit).toBeEnabled({ timeout: 30_000 });
    await submit.click();
    // /confirm keeps the login's callback, so that a session made in another tab continues there.
    await expect(page).toHaveURL(/\/confirm(\?callback=[^&]*)?$/);
    const mail = await waitForMail(email, { skip: seen });
    seen.push(mail.file);
    await page.goto(loginLinkIn(mail));
    if (attempt === 2) break;
    try {
      await expect(page).not.toHaveURL(/token=/, { timeout: 15_000 });
      return;
    } catch {
      // The link was already used: ask for a new one.
    }
  }
  await expect(page).not.toHaveURL(/token=/);
}
