/**
 * Real servers in the test process that portal uploads reach (decision 067): an FTP server
 * (ftp-srv) with or without explicit TLS and an SSH server with an SFTP subsystem (ssh2), both
 * writing into a temporary folder, plus a server that accepts and never answers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { open, rename, stat, unlink, type FileHandle } from 'node:fs/promises';
import { createServer, type AddressInfo, type Server as NetServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { FtpSrv } from 'ftp-srv';
import ssh2 from 'ssh2';

// ssh2 is CommonJS; Node names only some of its exports for `import { … }`.
const { Server: SshServer, utils: sshUtils } = ssh2;

/** A logger that says nothing (ftp-srv logs with bunyan by default). */
const silent = {
  trace() {},
  debug() {},
  info() {},
  warn() {},
  error() {},
  fatal() {},
  child() {
    return silent;
  },
};

/**
 * Removes a server's folder. A transfer the client gave up on may still be writing its file
 * after the server closed (the data connection's stream ends on its own time): without the
 * retries, removing failed with ENOTEMPTY now and then on a busy machine.
 */
function removeFolder(root: string): void {
  rmSync(root, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
}

export interface Login {
  username: string;
  password: string;
}

export interface FtpTestServer {
  port: number;
  /** The folder the login's root is. */
  root: string;
  /** Whether every connection that logged in had switched to TLS first. */
  logins: { secure: boolean }[];
  close: () => Promise<void>;
}

/**
 * An FTP server on 127.0.0.1. A wrong password is answered 530 with a text that repeats the
 * password it got, as a careless server might, so a test sees whether the client repeats it.
 */
export async function startFtpServer(
  login: Login,
  options: { tls?: { cert: string; key: string } } = {},
): Promise<FtpTestServer> {
  const root = mkdtempSync(join(tmpdir(), 'domus-ftp-'));
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  // Passive ports from a random spot of a high range, so files running at once rarely collide
  // (ftp-srv tries the next ports when one is taken).
  const pasvMin = 40_000 + Math.floor(Math.random() * 20_000);
  const server = new FtpSrv({
    url: `ftp://127.0.0.1:${port}`,
    pasv_url: '127.0.0.1',
    pasv_min: pasvMin,
    pasv_max: pasvMin + 200,
    greeting: 'Domus test FTP',
    tls: options.tls ?? false,
    log: silent,
  });
  const logins: { secure: boolean }[] = [];
  server.on('login', ({ connection, username, password }, resolve, reject) => {
    if (username !== login.username || password !== login.password) {
      reject(new Error(`Login incorrect for ${username} with password ${password}`));
      return;
    }
    logins.push({ secure: connection.secure });
    resolve({ root });
  });
  server.on('client-error', () => {});
  await server.listen();
  return {
    port,
    root,
    logins,
    close: async () => {
      await server.close();
      removeFolder(root);
    },
  };
}

export interface SftpTestServer {
  port: number;
  root: string;
  /** The host key's public part as ssh2 sends it (its SHA-256 is the fingerprint). */
  hostKey: Buffer;
  /** How many password attempts reached the server. */
  passwordsTried: number;
  /** While true, writes are taken and never answered: a server that hangs mid-transfer. */
  stallWrites: boolean;
  close: () => Promise<void>;
}

/**
 * An SSH server on 127.0.0.1 with an SFTP subsystem over a temporary folder. Its rename refuses
 * an existing target, as SFTP v3 (and OpenSSH's plain rename) does.
 */
export async function startSftpServer(login: Login): Promise<SftpTestServer> {
  const root = mkdtempSync(join(tmpdir(), 'domus-sftp-'));
  const keys = sshUtils.generateKeyPairSync('ed25519');
  const parsed = sshUtils.parseKey(keys.public);
  if (parsed instanceof Error) throw parsed;
  const hostKey = parsed.getPublicSSH();
  const state = { passwordsTried: 0, stallWrites: false };
  const { OPEN_MODE, STATUS_CODE } = sshUtils.sftp;
  const local = (path: string) => join(root, posix.normalize(`/${path}`));

  const clients = new Set<{ end: () => void }>();
  const server = new SshServer({ hostKeys: [keys.private] }, (client) => {
    clients.add(client);
    // As the client does (sftp-upload.ts): no waiting for delayed acknowledgements.
    (client as unknown as { setNoDelay: (on: boolean) => void }).setNoDelay(true);
    client.on('close', () => clients.delete(client));
    client.on('error', () => {});
    client.on('authentication', (context) => {
      if (context.method !== 'password') return context.reject(['password']);
      state.passwordsTried += 1;
      if (context.username === login.username && context.password === login.password)
        context.accept();
      else context.reject(['password']);
    });
    client.on('session', (acceptSession) => {
      acceptSession().on('sftp', (acceptSftp) => {
        const sftp = acceptSftp();
        const handles = new Map<number, FileHandle>();
        let next = 0;
        // A client cut off mid-way leaves its files open otherwise.
        client.on('close', () => {
          for (const file of handles.values()) void file.close().catch(() => {});
        });
        const handleOf = (buffer: Buffer) => handles.get(buffer.readUInt32BE(0));
        const statusOf = (error: unknown) =>
          (error as { code?: string }).code === 'ENOENT'
            ? STATUS_CODE.NO_SUCH_FILE
            : STATUS_CODE.FAILURE;
        sftp.on('OPEN', (id, path, flags) => {
          if (!(flags & OPEN_MODE.WRITE)) return sftp.status(id, STATUS_CODE.OP_UNSUPPORTED);
          open(local(path), 'w').then(
            (file) => {
              const handle = Buffer.alloc(4);
              handle.writeUInt32BE(++next, 0);
              handles.set(next, file);
              sftp.handle(id, handle);
            },
            (error) => sftp.status(id, statusOf(error)),
          );
        });
        sftp.on('WRITE', (id, handle, offset, data) => {
          if (state.stallWrites) return;
          const file = handleOf(handle);
          if (!file) return sftp.status(id, STATUS_CODE.FAILURE);
          file.write(data, 0, data.length, offset).then(
            () => sftp.status(id, STATUS_CODE.OK),
            (error) => sftp.status(id, statusOf(error)),
          );
        });
        sftp.on('CLOSE', (id, handle) => {
          const file = handleOf(handle);
          if (!file) return sftp.status(id, STATUS_CODE.FAILURE);
          handles.delete(handle.readUInt32BE(0));
          void file.close().then(() => sftp.status(id, STATUS_CODE.OK));
        });
        sftp.on('RENAME', (id, from, to) => {
          stat(local(to)).then(
            () => sftp.status(id, STATUS_CODE.FAILURE, 'Target exists'),
            () =>
              rename(local(from), local(to)).then(
                () => sftp.status(id, STATUS_CODE.OK),
                (error) => sftp.status(id, statusOf(error)),
              ),
          );
        });
        sftp.on('REMOVE', (id, path) => {
          unlink(local(path)).then(
            () => sftp.status(id, STATUS_CODE.OK),
            (error) => sftp.status(id, statusOf(error)),
          );
        });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    root,
    hostKey,
    get passwordsTried() {
      return state.passwordsTried;
    },
    get stallWrites() {
      return state.stallWrites;
    },
    set stallWrites(on: boolean) {
      state.stallWrites = on;
    },
    close: async () => {
      for (const client of clients) client.end();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      removeFolder(root);
    },
  };
}

/** A server that accepts connections and never says a word: a portal hanging. */
export async function startSilentServer(): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: NetServer = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port on 127.0.0.1 where nothing listens: a portal's server that is down. */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
