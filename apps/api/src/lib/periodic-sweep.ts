/**
 * A clean-up that a server process runs at start and then at an interval: one run at a time in
 * the process, failures logged and not thrown. Every process of the site runs its own; the runs
 * themselves must therefore be safe side by side (they keep no state in the process).
 */
import type { FastifyBaseLogger } from 'fastify';

/** A sweep run periodically; `sweep` runs one now (tests) or joins the one running. */
export type PeriodicSweep = {
  start(): void;
  stop(): Promise<void>;
  sweep(): Promise<void>;
};

/**
 * Runs `run` (which answers how many things it removed) at `start` and every `intervalMs`;
 * logs `removedMessage` when it removed something and `failedMessage` when it failed.
 */
export function createPeriodicSweep(options: {
  run: () => Promise<number>;
  log: FastifyBaseLogger;
  intervalMs: number;
  removedMessage: string;
  failedMessage: string;
}): PeriodicSweep {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const sweep = () => {
    running ??= options
      .run()
      .then((removed) => {
        if (removed) options.log.info({ removed }, options.removedMessage);
      })
      .catch((error: unknown) => options.log.error({ err: error }, options.failedMessage))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  return {
    start() {
      void sweep();
      timer = setInterval(() => void sweep(), options.intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
    sweep,
  };
}
