/**
 * The thread that lays out exposés: pdfkit works synchronously for hundreds of milliseconds on a
 * long exposé, which on the main thread would hold up every other answer (searches among them).
 */
import { parentPort } from 'node:worker_threads';
import { renderExpose, type ExposeContent } from './expose-document.ts';

type Job = { id: number; content: ExposeContent } | { id: number; memory: true };

parentPort?.on('message', (job: Job) => {
  if ('memory' in job) {
    // Measuring tools ask for this thread's own heap, after a collection when they allow one.
    (globalThis as { gc?: () => void }).gc?.();
    const { heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
    parentPort?.postMessage({
      id: job.id,
      memory: { heapUsed, heapTotal, external, arrayBuffers },
    });
    return;
  }
  renderExpose(job.content).then(
    (pdf) => {
      const bytes = new Uint8Array(pdf);
      parentPort?.postMessage({ id: job.id, pdf: bytes }, [bytes.buffer]);
    },
    (error: unknown) => {
      parentPort?.postMessage({ id: job.id, error: String(error) });
    },
  );
});
