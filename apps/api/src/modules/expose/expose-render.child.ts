/**
 * The process that lays out exposés (decision 025, amended): pdfkit works synchronously for
 * hundreds of milliseconds on a long exposé, which in the server's event loop would hold up every
 * other answer (searches among them). It runs in a process of its own rather than a thread: the
 * pictures and PDFs of megabytes that a thread exchanged with the server left the C allocator's
 * memory growing over hundreds of exposés, where one thread alone stays flat.
 */
import { renderExpose, type ExposeContent } from './expose-document.ts';

type Job = { id: number; content: ExposeContent } | { id: number; memory: true };

const send = (message: unknown) => process.send?.(message);

process.on('message', (job: Job) => {
  if ('memory' in job) {
    // Measuring tools ask for this process's memory, after a collection when they allow one.
    (globalThis as { gc?: () => void }).gc?.();
    const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
    send({ id: job.id, memory: { rss, heapUsed, heapTotal, external, arrayBuffers } });
    return;
  }
  renderExpose(job.content).then(
    (pdf) => send({ id: job.id, pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength) }),
    (error: unknown) => send({ id: job.id, error: String(error) }),
  );
});

// The server went away (ended or crashed): nothing is left to lay out for.
process.on('disconnect', () => process.exit(0));
