/**
 * Runs the exposé layout on one worker thread, one exposé at a time: the main thread stays free
 * for other answers, and however many exposés are asked at once, only one is being laid out
 * (memory stays flat; the others wait their turn).
 */
import { Worker } from 'node:worker_threads';
import { renderExpose, type ExposeContent } from './expose-document.ts';

/** The heap of the exposé thread's own isolate (bytes). */
export type ExposeThreadMemory = {
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
};

type Reply = { id: number; pdf?: Uint8Array; memory?: ExposeThreadMemory; error?: string };

type Pending = {
  id: number;
  request: { content: ExposeContent } | { memory: true };
  resolve: (reply: Reply) => void;
  reject: (error: Error) => void;
};

let worker: Worker | null = null;
let nextId = 1;
let running: Pending | null = null;
const queue: Pending[] = [];

function startWorker(): Worker {
  const started = new Worker(new URL('./expose-render.worker.ts', import.meta.url));
  // Waiting for exposés never keeps the process alive.
  started.unref();
  started.on('message', (message: Reply) => {
    const job = running;
    if (!job || job.id !== message.id) return;
    running = null;
    if (message.error !== undefined) job.reject(new Error(message.error));
    else job.resolve(message);
    pump();
  });
  const fail = (error: Error) => {
    worker = null;
    const job = running;
    running = null;
    job?.reject(error);
    pump();
  };
  started.on('error', fail);
  started.on('exit', (code) => {
    if (worker === started) fail(new Error(`Exposé thread ended (${code})`));
  });
  return started;
}

function pump() {
  if (running) return;
  const job = queue.shift();
  if (!job) return;
  running = job;
  worker ??= startWorker();
  worker.postMessage({ id: job.id, ...job.request });
}

function enqueue(request: Pending['request']): Promise<Reply> {
  return new Promise<Reply>((resolve, reject) => {
    queue.push({ id: nextId++, request, resolve, reject });
    pump();
  });
}

/**
 * The PDF of `content`, laid out on the exposé thread; `inline` lays it out on the calling
 * thread instead (tools that measure the layout alone).
 */
export async function renderOnWorker(content: ExposeContent, inline = false): Promise<Buffer> {
  if (inline) return renderExpose(content);
  const { pdf } = await enqueue({ content });
  if (!pdf) throw new Error('Exposé rendering failed');
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}

/**
 * The exposé thread's heap, measured between two exposés (after a collection when the process
 * runs with --expose-gc); tools that watch the memory use it.
 */
export async function exposeThreadMemory(): Promise<ExposeThreadMemory> {
  const { memory } = await enqueue({ memory: true });
  if (!memory) throw new Error('Exposé thread gave no memory figures');
  return memory;
}

/** Ends the exposé thread (the server's shutdown); a later exposé starts a new one. */
export async function stopExposeWorker(): Promise<void> {
  const current = worker;
  worker = null;
  if (current) await current.terminate();
}
