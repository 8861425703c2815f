/**
 * Runs the exposé layout on one worker thread, one exposé at a time: the main thread stays free
 * for other answers, and however many exposés are asked at once, only one is being laid out
 * (memory stays flat; the others wait their turn).
 */
import { Worker } from 'node:worker_threads';
import { renderExpose, type ExposeContent } from './expose-document.ts';

type Pending = {
  id: number;
  content: ExposeContent;
  resolve: (pdf: Buffer) => void;
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
  started.on('message', (message: { id: number; pdf?: Uint8Array; error?: string }) => {
    const job = running;
    if (!job || job.id !== message.id) return;
    running = null;
    if (message.pdf) {
      job.resolve(Buffer.from(message.pdf.buffer, message.pdf.byteOffset, message.pdf.byteLength));
    } else job.reject(new Error(message.error ?? 'Exposé rendering failed'));
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
  worker.postMessage({ id: job.id, content: job.content });
}

/**
 * The PDF of `content`, laid out on the exposé thread; `inline` lays it out on the calling
 * thread instead (tools that measure the layout alone).
 */
export function renderOnWorker(content: ExposeContent, inline = false): Promise<Buffer> {
  if (inline) return renderExpose(content);
  return new Promise<Buffer>((resolve, reject) => {
    queue.push({ id: nextId++, content, resolve, reject });
    pump();
  });
}

/** Ends the exposé thread (the server's shutdown); a later exposé starts a new one. */
export async function stopExposeWorker(): Promise<void> {
  const current = worker;
  worker = null;
  if (current) await current.terminate();
}
