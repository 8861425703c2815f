/**
 * Uploads an export over FTP or explicit FTPS (AUTH TLS, data connections protected too) with
 * basic-ftp (issue 32 point 2, decision 067). Each file is streamed under a temporary name and
 * renamed when whole, so a portal that fetches meanwhile never reads half a file.
 */
import { Readable } from 'node:stream';
import { Client, FTPError } from 'basic-ftp';
import {
  assertFileName,
  bodyBlocks,
  CONNECT_TIMEOUT_MS,
  ExportGuard,
  failure,
  IDLE_TIMEOUT_MS,
  socketFailure,
  temporaryName,
  errorText,
  type DeliveryFailure,
  type ExportFiles,
  type UploadOptions,
  type UploadResult,
  type UploadTarget,
} from './portal-delivery.ts';

/**
 * Whether an FTP reply code may pass: RFC 959 makes every 4xx a transient negative reply (421
 * closing, 425/426 data connection, 450 file busy, 451 local error, 452 storage) and every
 * 5xx a permanent one (530 login, 550 no such folder or no permission, 553 name not allowed).
 */
export function ftpReplyIsTransient(code: number): boolean {
  return code >= 400 && code < 500;
}

/** What went wrong, as the transfer worker reads it. */
function classify(
  error: unknown,
  target: UploadTarget,
  why: { timedOut: boolean; aborted: boolean },
): DeliveryFailure {
  if (why.aborted) return failure(true, 'Upload cancelled', target);
  if (why.timedOut) return failure(true, `Timeout connecting to ${target.host}`, target);
  if (error instanceof FTPError) {
    return failure(ftpReplyIsTransient(error.code), `FTP ${error.message}`, target, error.code);
  }
  const bySocket = socketFailure(error, target);
  if (bySocket) return bySocket;
  // The rest, basic-ftp's idle timer among them ("Timeout (data socket)"), is most likely the
  // connection dropping; the worker's limit on attempts bounds a mistake here.
  return failure(true, errorText(error), target);
}

/**
 * Replaces `name` with the whole file. RNTO replaces an existing file on most servers; one that
 * refuses an existing target (Windows servers answer 550) gets the old file deleted first; after
 * any other refusal the old file stays where the portal reads it.
 */
async function moveIntoPlace(client: Client, temporary: string, name: string): Promise<void> {
  try {
    await client.rename(temporary, name);
  } catch (error) {
    if (!(error instanceof FTPError) || error.code !== 550) throw error;
    await client.remove(name, true);
    await client.rename(temporary, name);
  }
}

/** Uploads every file of the export to the target's folder; see `uploadExport`. */
export async function uploadOverFtp(
  target: UploadTarget,
  files: ExportFiles,
  options: UploadOptions = {},
): Promise<UploadResult> {
  const client = new Client(options.idleTimeoutMs ?? IDLE_TIMEOUT_MS);
  const why = { timedOut: false, aborted: false };
  const stop = () => {
    why.aborted = true;
    client.close();
  };
  if (options.signal?.aborted)
    return { ...failure(true, 'Upload cancelled', target), files: 0, bytes: 0 };
  options.signal?.addEventListener('abort', stop, { once: true });
  const guard = new ExportGuard();
  const sent = { files: 0, bytes: 0 };
  let inFlight: string | undefined;
  try {
    const connectTimer = setTimeout(() => {
      why.timedOut = true;
      client.close();
    }, options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS);
    try {
      await client.access({
        host: target.host,
        port: target.port ?? 21,
        user: target.username,
        password: target.password,
        secure: target.protocol === 'ftps',
        secureOptions:
          target.protocol === 'ftps' && options.ca !== undefined ? { ca: options.ca } : undefined,
      });
    } finally {
      clearTimeout(connectTimer);
    }
    if (target.folder && target.folder !== '.') await client.cd(target.folder);
    for await (const file of guard.watch(files)) {
      assertFileName(file.name);
      const temporary = temporaryName(file.name);
      let fileBytes = 0;
      const body = Readable.from(
        bodyBlocks(file.body, guard, (n) => (fileBytes += n)),
        { objectMode: false },
      );
      inFlight = temporary;
      await client.uploadFrom(body, temporary);
      if (guard.failed) throw guard.error;
      await moveIntoPlace(client, temporary, file.name);
      inFlight = undefined;
      sent.files += 1;
      sent.bytes += fileBytes;
    }
    return { ok: true, ...sent };
  } catch (error) {
    // A half-written temporary file is removed while the connection still stands; otherwise
    // the next transfer overwrites it (its name is the same).
    if (inFlight !== undefined && !client.closed)
      await client.remove(inFlight, true).catch(() => {});
    if (guard.failed) throw guard.error;
    return { ...classify(error, target, why), ...sent };
  } finally {
    options.signal?.removeEventListener('abort', stop);
    client.close();
  }
}
