/**
 * What every delivery to a portal has in common (issue 32 points 2, 3 and 6, decision 067): the
 * answer the transfer worker reads (sent, or failed with whether trying again can help), the
 * upload target, and the rules that keep a portal's password out of every message. The
 * protocols live in `ftp-upload.ts`, `sftp-upload.ts` and `portal-push.service.ts`.
 */
import type { PortalExportFile } from './portal-format.ts';

/** A delivery that did not arrive. `message` never holds the password, at most 1000 chars. */
export interface DeliveryFailure {
  ok: false;
  /** Whether the same delivery may succeed later unchanged (busy portal, network, timeout). */
  retry: boolean;
  /** The portal's code: HTTP status of a push, FTP reply code of an upload; absent otherwise. */
  status?: number;
  message: string;
}

/** Where an export is uploaded: a portal account's FTP, FTPS (explicit) or SFTP login. */
export interface UploadTarget {
  protocol: 'ftp' | 'ftps' | 'sftp';
  host: string;
  /** 21 for FTP and FTPS, 22 for SFTP by default. */
  port?: number;
  username: string;
  password: string;
  /** The folder the portal reads, relative to the login's folder unless it starts with `/`. */
  folder: string;
  /**
   * SFTP: the server's host key as `ssh-keygen -l` prints it (`SHA256:` and base64). A
   * different key is refused before the password is sent; without one any key is taken and
   * answered, for the account to keep (decision 067).
   */
  hostFingerprint?: string;
}

export interface UploadOptions {
  /** Until the login is through (TCP, TLS or SSH handshake, login); 20 s by default. */
  connectTimeoutMs?: number;
  /** Longest wait for any progress once connected (a reply, a block written); 60 s by default. */
  idleTimeoutMs?: number;
  /** FTPS: certificates (PEM) to trust besides the public authorities, for a private CA. */
  ca?: string | Buffer | (string | Buffer)[];
  /** Ends the upload (the worker shutting down); answered as a failure to retry. */
  signal?: AbortSignal;
}

/** What an upload answers: how many files and bytes arrived under their final names. */
export type UploadResult =
  | {
      ok: true;
      files: number;
      bytes: number;
      /** SFTP: the fingerprint of the key the server showed, for an account that has none yet. */
      hostFingerprint?: string;
    }
  | (DeliveryFailure & { files: number; bytes: number });

/** The files of one export, as a format yields them. */
export type ExportFiles = Iterable<PortalExportFile> | AsyncIterable<PortalExportFile>;

export const CONNECT_TIMEOUT_MS = 20_000;
export const IDLE_TIMEOUT_MS = 60_000;
export const MESSAGE_LIMIT = 1000;
/** Bytes gathered before one write: fewer round trips for a feed of many small chunks. */
const WRITE_BLOCK = 64 * 1024;

/** `text` without the secrets, also as they appear URL-encoded or in a Basic header. */
export function redact(text: string, secrets: readonly { username?: string; password: string }[]) {
  let clean = text;
  for (const { username, password } of secrets) {
    if (!password) continue;
    const forms = [
      password,
      encodeURIComponent(password),
      Buffer.from(password).toString('base64'),
    ];
    if (username !== undefined)
      forms.push(Buffer.from(`${username}:${password}`).toString('base64'));
    // Longest first, so a form containing another is not left half replaced.
    for (const form of forms.sort((a, b) => b.length - a.length))
      clean = clean.split(form).join('***');
  }
  return clean;
}

/** A failure whose message is cleaned of the password and shortened for the transfer log. */
export function failure(
  retry: boolean,
  message: string,
  credentials: { username?: string; password: string },
  status?: number,
): DeliveryFailure {
  let text = redact(message, [credentials]).trim();
  if (text.length > MESSAGE_LIMIT) text = `${text.slice(0, MESSAGE_LIMIT - 1)}…`;
  return status === undefined
    ? { ok: false, retry, message: text }
    : { ok: false, retry, status, message: text };
}

/** Socket errors that a later attempt may not meet: the network or the portal was away. */
const TRANSIENT_NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EPIPE',
  'EAI_AGAIN',
  // A name that does not resolve is usually a typo, but resolvers also fail for a while; the
  // worker's limit on attempts ends it and the message names the host.
  'ENOTFOUND',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

/**
 * Certificate problems: trying again meets the same certificate, so staff must look (a portal
 * that changed its certificate, a man in the middle, a missing CA).
 */
const CERTIFICATE_CODES = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'CERT_REVOKED',
  'CERT_UNTRUSTED',
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'HOSTNAME_MISMATCH',
]);

/** The `code` of an error or of its causes (fetch wraps the socket's error). */
export function errorCode(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The error's message and its causes', which name what actually failed. */
export function errorText(error: unknown): string {
  const parts: string[] = [];
  for (let e = error, depth = 0; e && depth < 4; depth++) {
    if (e instanceof Error) {
      const code = (e as { code?: unknown }).code;
      parts.push(
        typeof code === 'string' && !e.message.includes(code)
          ? `${e.message} (${code})`
          : e.message,
      );
      e = e.cause;
    } else {
      parts.push(typeof e === 'string' ? e : 'unknown error');
      break;
    }
  }
  return parts.join(': ') || 'unknown error';
}

/** Network and certificate errors, classified; undefined for any other error. */
export function socketFailure(
  error: unknown,
  credentials: { username?: string; password: string },
): DeliveryFailure | undefined {
  const code = errorCode(error);
  if (code === undefined) return undefined;
  if (TRANSIENT_NETWORK_CODES.has(code)) return failure(true, errorText(error), credentials);
  if (CERTIFICATE_CODES.has(code) || code.startsWith('ERR_SSL_') || code.startsWith('ERR_TLS_')) {
    return failure(false, `TLS: ${errorText(error)}`, credentials);
  }
  return undefined;
}

/**
 * The name a file is written under until it is whole: hidden, and with an ending no portal
 * imports. Always the same for a file, so a transfer cut off leaves one leftover that the next
 * transfer overwrites instead of a new one each time.
 */
export function temporaryName(name: string): string {
  return `.${name}.part`;
}

/** Refuses a name that is no plain file name: a format's mistake, never written anywhere. */
export function assertFileName(name: string): void {
  if (!name || name === '.' || name === '..' || /[/\\\0\r\n]/.test(name)) {
    throw new TypeError(`Export file name ${JSON.stringify(name)} is not a plain file name`);
  }
}

/**
 * Keeps what the export itself throws apart from what the portal's server does: an export
 * error is the format's or the database's, so the upload passes it on instead of blaming the
 * portal.
 */
export class ExportGuard {
  error: unknown = undefined;
  failed = false;

  /** `source`, remembering an error it throws. */
  async *watch<T>(source: Iterable<T> | AsyncIterable<T>): AsyncGenerator<T> {
    try {
      yield* source;
    } catch (error) {
      this.failed = true;
      this.error = error;
      throw error;
    }
  }
}

/**
 * A file's body as Buffers of about 64 KiB (small chunks gathered, large ones passed as they
 * are), counting the bytes: memory holds one block, never the file.
 */
export async function* bodyBlocks(
  body: AsyncIterable<string | Uint8Array>,
  guard: ExportGuard,
  count: (bytes: number) => void,
): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const chunk of guard.watch(body)) {
    const bytes =
      typeof chunk === 'string'
        ? Buffer.from(chunk, 'utf8')
        : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    if (bytes.length === 0) continue;
    count(bytes.length);
    if (pendingBytes === 0 && bytes.length >= WRITE_BLOCK) {
      yield bytes;
      continue;
    }
    pending.push(bytes);
    pendingBytes += bytes.length;
    if (pendingBytes >= WRITE_BLOCK) {
      yield Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending, pendingBytes);
}
