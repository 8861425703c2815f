/**
 * Uploads an export over SFTP with ssh2 (issue 32 point 2, decision 067): the host key checked
 * against the account's fingerprint before the password leaves, each file streamed block by
 * block under a temporary name and renamed when whole.
 */
import { createHash } from 'node:crypto';
import { posix } from 'node:path';
import { Client, type SFTPWrapper } from 'ssh2';
import {
  assertFileName,
  bodyBlocks,
  CONNECT_TIMEOUT_MS,
  errorCode,
  errorText,
  ExportGuard,
  failure,
  IDLE_TIMEOUT_MS,
  socketFailure,
  temporaryName,
  type DeliveryFailure,
  type ExportFiles,
  type UploadOptions,
  type UploadResult,
  type UploadTarget,
} from './portal-delivery.ts';

/** The SFTP status codes (draft-ietf-secsh-filexfer-02) a later attempt can get past. */
const SFTP_TRANSIENT = new Set([
  4, // SSH_FX_FAILURE: the server's generic answer, also for a full disk
  6, // SSH_FX_NO_CONNECTION
  7, // SSH_FX_CONNECTION_LOST
]);
const SFTP_STATUS_NAMES: Record<number, string> = {
  2: 'no such file or folder',
  3: 'permission denied',
  4: 'failure',
  5: 'bad message',
  6: 'no connection',
  7: 'connection lost',
  8: 'operation unsupported',
};

/** The key's fingerprint as `ssh-keygen -l` prints it: `SHA256:` and unpadded base64. */
export function sshFingerprint(key: Buffer): string {
  return `SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;
}

/** A configured fingerprint in the same form (`SHA256:` optional, padding ignored). */
function normalizeFingerprint(value: string): string {
  return `SHA256:${value
    .trim()
    .replace(/^SHA256:/i, '')
    .replace(/=+$/, '')}`;
}

interface Why {
  timedOut: boolean;
  aborted: boolean;
  hostKeyRefused?: string;
}

function classify(error: unknown, target: UploadTarget, why: Why): DeliveryFailure {
  if (why.hostKeyRefused) {
    return failure(
      false,
      `Host key of ${target.host} is ${why.hostKeyRefused}, not the configured ${normalizeFingerprint(target.hostFingerprint ?? '')}`,
      target,
    );
  }
  if (why.aborted) return failure(true, 'Upload cancelled', target);
  if (why.timedOut) return failure(true, `Timeout: ${target.host} stopped answering`, target);
  const level = (error as { level?: unknown } | undefined)?.level;
  if (level === 'client-authentication')
    return failure(false, `Login refused: ${errorText(error)}`, target);
  if (level === 'client-timeout') return failure(true, `Timeout: ${errorText(error)}`, target);
  const status = (error as { code?: unknown } | undefined)?.code;
  if (typeof status === 'number') {
    const name = SFTP_STATUS_NAMES[status] ?? `status ${status}`;
    return failure(SFTP_TRANSIENT.has(status), `SFTP ${name}: ${errorText(error)}`, target);
  }
  const bySocket = socketFailure(error, target);
  if (bySocket) return bySocket;
  // Handshake failures (no common algorithm) stay the same until someone changes a server.
  if (
    level === 'handshake' ||
    (errorCode(error) === undefined && /handshake/i.test(errorText(error)))
  ) {
    return failure(false, `SSH handshake: ${errorText(error)}`, target);
  }
  return failure(true, errorText(error), target);
}

/**
 * The connection's operations as promises that also end when the connection does (ssh2 leaves
 * a request unanswered when the socket dies mid-way). The idle timer runs only while a request
 * awaits the server, so an export slow to yield its next file is not taken for a hung server
 * (SSH keep-alives watch the connection meanwhile).
 */
class SftpSession {
  private readonly sftp: SFTPWrapper;
  private readonly lost: Promise<never>;
  private readonly idleMs: number;
  private readonly onIdle: () => void;
  private idleTimer: NodeJS.Timeout | undefined;
  private outstanding = 0;

  constructor(sftp: SFTPWrapper, lost: Promise<never>, idleMs: number, onIdle: () => void) {
    this.sftp = sftp;
    this.lost = lost;
    this.idleMs = idleMs;
    this.onIdle = onIdle;
  }

  /** Restarts the idle timer while requests are outstanding, stops it when none are. */
  private rearm(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = this.outstanding > 0 ? setTimeout(this.onIdle, this.idleMs) : undefined;
  }

  stop(): void {
    clearTimeout(this.idleTimer);
  }

  private call<T>(
    run: (done: (error: Error | null | undefined, value?: T) => void) => void,
  ): Promise<T> {
    this.outstanding += 1;
    if (this.outstanding === 1) this.rearm();
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      this.outstanding -= 1;
      this.rearm();
    };
    const request = new Promise<T>((resolve, reject) => {
      try {
        run((error, value) => {
          // Any answer, good or bad, shows the server alive.
          settle();
          if (error) reject(error);
          else resolve(value as T);
        });
      } catch (error) {
        // ssh2 throws at once for a request it cannot send (a closed channel).
        settle();
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    return Promise.race([request, this.lost]);
  }

  open(path: string): Promise<Buffer> {
    return this.call((done) => this.sftp.open(path, 'w', done));
  }
  write(handle: Buffer, block: Buffer, position: number): Promise<void> {
    return this.call((done) => this.sftp.write(handle, block, 0, block.length, position, done));
  }
  close(handle: Buffer): Promise<void> {
    return this.call((done) => this.sftp.close(handle, done));
  }
  unlink(path: string): Promise<void> {
    return this.call((done) => this.sftp.unlink(path, done));
  }
  /**
   * Puts the whole file in place of the old one. OpenSSH's posix-rename replaces atomically;
   * plain SFTP v3 rename refuses an existing target, so the old file is removed first (a
   * portal fetching in that instant finds no file, never half of one).
   */
  async replace(from: string, to: string): Promise<void> {
    // ssh2 keeps the extensions the server announced here and offers no other way to ask.
    if (
      (this.sftp as unknown as { _extensions: Record<string, string> })._extensions[
        'posix-rename@openssh.com'
      ]
    ) {
      return this.call((done) => this.sftp.ext_openssh_rename(from, to, done));
    }
    try {
      await this.call<void>((done) => this.sftp.rename(from, to, done));
    } catch (error) {
      // Only FAILURE is the answer to an existing target (OpenSSH maps EEXIST to it); after
      // any other (permission, no such folder) the old file must stay where the portal reads it.
      if ((error as { code?: unknown }).code !== 4) throw error;
      await this.unlink(to).catch(() => {});
      await this.call<void>((done) => this.sftp.rename(from, to, done));
    }
  }
}

/** Connects, checking the host key; answers the SFTP channel and the key the server showed. */
function connect(
  client: Client,
  target: UploadTarget,
  options: UploadOptions,
  why: Why,
): Promise<{ sftp: SFTPWrapper; fingerprint: string | undefined }> {
  const expected = target.hostFingerprint
    ? normalizeFingerprint(target.hostFingerprint)
    : undefined;
  let seen: string | undefined;
  return new Promise((resolve, reject) => {
    client.once('error', reject);
    client.once('close', () => reject(new Error(`Connection to ${target.host} closed`)));
    client.once('ready', () => {
      client.sftp((error, sftp) => (error ? reject(error) : resolve({ sftp, fingerprint: seen })));
    });
    client.connect({
      host: target.host,
      port: target.port ?? 22,
      username: target.username,
      password: target.password,
      // Only the password: no agent or key files of the machine the worker runs on.
      tryKeyboard: false,
      readyTimeout: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
      keepaliveInterval: 15_000,
      keepaliveCountMax: 3,
      hostVerifier: (key: Buffer) => {
        seen = sshFingerprint(key);
        if (expected !== undefined && seen !== expected) {
          why.hostKeyRefused = seen;
          return false;
        }
        return true;
      },
    });
    // Without it, each small request waits for the last segment's delayed acknowledgement
    // (up to 200 ms on Linux): 64 KiB writes ran at 250 KB/s.
    client.setNoDelay(true);
  });
}

/**
 * Writes in flight at once: over a link with 30 ms round trips, one write at a time would carry
 * 2 MB/s at most; eight carry eight times that, and memory holds eight blocks (512 KiB).
 */
const WRITES_IN_FLIGHT = 8;

/** Streams one file to `path`, block by block, a few writes awaiting the server at a time. */
async function writeFile(
  session: SftpSession,
  path: string,
  blocks: AsyncIterable<Buffer>,
): Promise<void> {
  const handle = await session.open(path);
  const pending: Promise<void>[] = [];
  let position = 0;
  try {
    for await (const block of blocks) {
      const write = session.write(handle, block, position);
      // Awaited in order below; a failure of one behind the first must not go unheard meanwhile.
      write.catch(() => {});
      pending.push(write);
      position += block.length;
      if (pending.length >= WRITES_IN_FLIGHT) await pending.shift();
    }
    while (pending.length) await pending.shift();
  } finally {
    await session.close(handle).catch(() => {});
  }
}

/** Uploads every file of the export to the target's folder; see `uploadExport`. */
export async function uploadOverSftp(
  target: UploadTarget,
  files: ExportFiles,
  options: UploadOptions = {},
): Promise<UploadResult> {
  const client = new Client();
  // ssh2 emits errors after the first one too (a reset after a refusal); they need a listener.
  client.on('error', () => {});
  const why: Why = { timedOut: false, aborted: false };
  const stop = () => {
    why.aborted = true;
    client.destroy();
  };
  if (options.signal?.aborted)
    return { ...failure(true, 'Upload cancelled', target), files: 0, bytes: 0 };
  options.signal?.addEventListener('abort', stop, { once: true });
  const guard = new ExportGuard();
  const sent = { files: 0, bytes: 0 };
  let session: SftpSession | undefined;
  let inFlight: string | undefined;
  try {
    const { sftp, fingerprint } = await connect(client, target, options, why);
    const lost = new Promise<never>((_, reject) => {
      client.once('close', () => reject(new Error(`Connection to ${target.host} lost`)));
    });
    lost.catch(() => {});
    session = new SftpSession(sftp, lost, options.idleTimeoutMs ?? IDLE_TIMEOUT_MS, () => {
      why.timedOut = true;
      client.destroy();
    });
    const folder = target.folder && target.folder !== '.' ? target.folder : '';
    for await (const file of guard.watch(files)) {
      assertFileName(file.name);
      const temporary = posix.join(folder, temporaryName(file.name));
      let fileBytes = 0;
      inFlight = temporary;
      await writeFile(
        session,
        temporary,
        bodyBlocks(file.body, guard, (n) => (fileBytes += n)),
      );
      await session.replace(temporary, posix.join(folder, file.name));
      inFlight = undefined;
      sent.files += 1;
      sent.bytes += fileBytes;
    }
    return { ok: true, ...sent, ...(fingerprint ? { hostFingerprint: fingerprint } : {}) };
  } catch (error) {
    if (inFlight !== undefined && session && !why.timedOut && !why.aborted) {
      await session.unlink(inFlight).catch(() => {});
    }
    if (guard.failed) throw guard.error;
    return { ...classify(error, target, why), ...sent };
  } finally {
    session?.stop();
    options.signal?.removeEventListener('abort', stop);
    client.end();
    client.destroy();
  }
}
