/**
 * The server under soak: apps/api/src/server.ts in a process of its own, started as production
 * starts it (NODE_ENV=production, its own DATA_DIR or DATABASE_URL), plus what the soak reads of
 * that process from outside: resident memory and CPU time from /proc, and the heap after a forced
 * collection through the IPC channel (scripts/lib/soak-probe.ts).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { HeapReport } from './soak-probe.ts';
import { answers200, freePort } from './local-server.ts';

const root = path.resolve(import.meta.dirname, '../..');

export type SoakServer = {
  child: ChildProcess;
  pid: number;
  /** http://127.0.0.1:PORT */
  origin: string;
  /** Resident memory now (VmRSS), bytes. */
  rss: () => number;
  /** Peak resident memory since the start (VmHWM), bytes. */
  peakRss: () => number;
  /** CPU time used so far (user + system, children excluded), milliseconds. */
  cpuMs: () => number;
  /** A full collection in the server, then its memory figures (rejects after 10 s). */
  heap: () => Promise<HeapReport>;
  /** SIGTERM, as a process manager stops it; resolves with the exit code. */
  stop: () => Promise<number | null>;
};

/** `VmRSS` or `VmHWM` of /proc/<pid>/status, in bytes. */
function statusBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  if (!match) throw new Error(`no ${field} for process ${pid}`);
  return Number(match[1]) * 1024;
}

/** utime + stime of /proc/<pid>/stat in milliseconds (USER_HZ is 100 on Linux). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Starts the server with `env` added to this process's environment (DATA_DIR or DATABASE_URL
 * among them) on a free port of 127.0.0.1 and waits until /api/v1/health answers 200. The
 * process inherits this one's scheduling priority (`nice -n -15 npm run soak`).
 */
export async function startSoakServer(env: Record<string, string>): Promise<SoakServer> {
  const port = await freePort();
  const child = fork(path.join(root, 'apps/api/src/server.ts'), [], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    execArgv: ['--expose-gc', '--import', path.join(import.meta.dirname, 'soak-probe.ts')],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const pid = child.pid!;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (await answers200(`${origin}/api/v1/health`)) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the server did not answer within 3 minutes');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    child,
    pid,
    origin,
    rss: () => statusBytes(pid, 'VmRSS'),
    peakRss: () => statusBytes(pid, 'VmHWM'),
    cpuMs: () => cpuMs(pid),
    heap: () =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          child.off('message', onMessage);
          reject(new Error('no heap figures from the server within 10 s'));
        }, 10_000);
        const onMessage = (message: unknown) => {
          const heap = (message as { heap?: HeapReport }).heap;
          if (!heap) return;
          clearTimeout(timer);
          child.off('message', onMessage);
          resolve(heap);
        };
        child.on('message', onMessage);
        child.send('heap');
      }),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}
