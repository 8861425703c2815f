/**
 * Loaded with `--import` into the server process that `npm run soak` forks (the real
 * apps/api/src/server.ts, with `--expose-gc`): answers the parent's `heap` message over the IPC
 * channel with the memory figures after a full garbage collection. The server itself is not
 * changed and has no endpoint for this; without the channel (a normal start) this does nothing.
 */

/** What the parent gets back: bytes, after `gc()`, as `process.memoryUsage()` counts them. */
export type HeapReport = {
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  rss: number;
  /** Milliseconds the forced collection took (a pause of the server). */
  gcMs: number;
};

if (process.send) {
  process.on('message', (message) => {
    if (message !== 'heap') return;
    const gc = (globalThis as { gc?: () => void }).gc;
    const started = performance.now();
    gc?.();
    const gcMs = gc ? performance.now() - started : -1;
    const { heapUsed, heapTotal, external, arrayBuffers, rss } = process.memoryUsage();
    process.send?.({
      heap: { heapUsed, heapTotal, external, arrayBuffers, rss, gcMs } satisfies HeapReport,
    });
  });
  // The channel alone must not keep the process alive once the server has shut down.
  process.channel?.unref();
}
