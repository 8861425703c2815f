/**
 * Runs the exposé layout in a process of its own, one exposé at a time (decision 025, amended):
 * the server's event loop stays free for other answers, however many exposés are asked at once
 * only one is being laid out (the others wait their turn), and the layout's memory is its own,
 * so that it neither grows the server's nor is kept by it.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { renderExpose, type ExposeContent } from './expose-document.ts';

/** The memory of the exposé process (bytes). */
export type ExposeRendererMemory = {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
};

type Reply = { id: number; pdf?: Uint8Array; memory?: ExposeRendererMemory; error?: string };

type Pending = {
  id: number;
  request: { content: ExposeContent } | { memory: true };
  resolve: (reply: Reply) => void;
  reject: (error: Error) => void;
};

let renderer: ChildProcess | null = null;
let nextId = 1;
let running: Pending | null = null;
const queue: Pending[] = [];

function startRenderer(): ChildProcess {
  const started = fork(new URL('./expose-render.child.ts', import.meta.url), [], {
    // Buffers and typed arrays cross as such (structured clone), not as JSON.
    serialization: 'advanced',
    // The server's own flags (the measuring tools' --expose-gc among them), not its arguments.
    execArgv: process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // An idle exposé process never keeps the server's process alive.
  started.unref();
  started.channel?.unref();
  started.on('message', (message: Reply) => {
    const job = running;
    if (!job || job.id !== message.id) return;
    running = null;
    if (message.error !== undefined) job.reject(new Error(message.error));
    else job.resolve(message);
    pump();
  });
  const fail = (error: Error) => {
    if (renderer === started) renderer = null;
    const job = running;
    running = null;
    job?.reject(error);
    pump();
  };
  started.on('error', fail);
  started.on('exit', (code, signal) => {
    if (renderer === started) fail(new Error(`Exposé process ended (${code ?? signal})`));
  });
  return started;
}

function pump() {
  if (running) {
    renderer?.channel?.ref();
    return;
  }
  const job = queue.shift();
  if (!job) {
    renderer?.channel?.unref();
    return;
  }
  running = job;
  renderer ??= startRenderer();
  // While a job runs, its answer keeps the process waiting for it.
  renderer.channel?.ref();
  renderer.send({ id: job.id, ...job.request });
}

function enqueue(request: Pending['request']): Promise<Reply> {
  return new Promise<Reply>((resolve, reject) => {
    queue.push({ id: nextId++, request, resolve, reject });
    pump();
  });
}

/**
 * The PDF of `content`, laid out in the exposé process; `inline` lays it out in the calling
 * process instead (tools that measure the layout alone).
 */
export async function renderOnWorker(content: ExposeContent, inline = false): Promise<Buffer> {
  if (inline) return renderExpose(content);
  const { pdf } = await enqueue({ content });
  if (!pdf) throw new Error('Exposé rendering failed');
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}

/**
 * The exposé process's memory, measured between two exposés (after a collection when the server
 * runs with --expose-gc); tools that watch the memory use it.
 */
export async function exposeRendererMemory(): Promise<ExposeRendererMemory> {
  const { memory } = await enqueue({ memory: true });
  if (!memory) throw new Error('The exposé process gave no memory figures');
  return memory;
}

/** The exposé process's id while it runs (tools that read its memory from the system). */
export function exposeRendererPid(): number | undefined {
  return renderer?.pid;
}

/** Ends the exposé process (the server's shutdown); a later exposé starts a new one. */
export async function stopExposeWorker(): Promise<void> {
  const current = renderer;
  renderer = null;
  if (!current || current.exitCode !== null) return;
  const exited = new Promise((resolve) => current.once('exit', resolve));
  current.kill();
  await exited;
}
