/**
 * The soak's load generator: a fixed number of keep-alive connections (an undici Pool), used
 * closed-loop (each connection sends its next request when the answer to the last one is read:
 * the throughput) or open-loop (requests due on a fixed schedule, whatever the answers do; those
 * that find every connection busy wait in the pool's queue, and their time counts).
 */
import { Pool } from 'undici';

/** A request of the mix: a path of the server, with the headers it needs. */
export type Target = { path: string; headers?: Record<string, string> };

/** Answered (the HTTP status), not answered within the timeout, or failed (connection error). */
export type Outcome = {
  due: number;
  ms: number;
  status: number | 'timeout' | 'failed';
  /** The request's path. */
  path: string;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class SoakLoad {
  readonly pool: Pool;
  readonly connections: number;
  private readonly mix: Target[];
  private readonly timeoutMs: number;
  private next = 0;
  private failures = new Map<string, number>();

  constructor(origin: string, connections: number, mix: Target[], timeoutMs: number) {
    this.connections = connections;
    this.mix = mix;
    this.timeoutMs = timeoutMs;
    this.pool = new Pool(origin, {
      connections,
      pipelining: 1,
      keepAliveTimeout: 60_000,
      // The timeout is the caller's (the signal below), counted from when the request was due.
      headersTimeout: 0,
      bodyTimeout: 0,
    });
  }

  /** How often each kind of connection error happened (`code` or name: message). */
  get failureKinds(): Map<string, number> {
    return this.failures;
  }

  /** Sends the next request of the mix; `due` (performance.now()) is when it should have left. */
  async send(due = performance.now()): Promise<Outcome> {
    const target = this.mix[this.next++ % this.mix.length]!;
    const signal = AbortSignal.timeout(
      Math.max(1, Math.ceil(this.timeoutMs - (performance.now() - due))),
    );
    try {
      const response = await this.pool.request({
        method: 'GET',
        path: target.path,
        headers: target.headers,
        signal,
      });
      await response.body.arrayBuffer();
      return { due, ms: performance.now() - due, status: response.statusCode, path: target.path };
    } catch (error) {
      const ms = performance.now() - due;
      if (signal.aborted) return { due, ms, status: 'timeout', path: target.path };
      const { code, name, message } = error as { code?: string; name?: string; message?: string };
      const kind = code ?? `${name}: ${message}`;
      this.failures.set(kind, (this.failures.get(kind) ?? 0) + 1);
      return { due, ms, status: 'failed', path: target.path };
    }
  }

  /** Every connection sends without pause for `seconds`; the outcomes and the time it took. */
  async closedLoop(seconds: number): Promise<{ outcomes: Outcome[]; seconds: number }> {
    const outcomes: Outcome[] = [];
    const started = performance.now();
    const until = started + seconds * 1000;
    await Promise.all(
      Array.from({ length: this.connections }, async () => {
        while (performance.now() < until) outcomes.push(await this.send());
      }),
    );
    return { outcomes, seconds: (performance.now() - started) / 1000 };
  }

  /**
   * Request i is due at `start + i / rate` seconds for `seconds`; `onOutcome` gets each outcome
   * with its due time relative to `start`. Resolves when the last answer (or timeout) is in.
   */
  async openLoop(
    rate: number,
    seconds: number,
    onOutcome: (outcome: Outcome) => void,
  ): Promise<{ start: number; issued: number; maxWaiting: number }> {
    const start = performance.now();
    const total = Math.floor(rate * seconds);
    const pending = new Set<Promise<void>>();
    let issued = 0;
    let maxWaiting = 0;
    while (issued < total) {
      const now = performance.now();
      // Everything due by now leaves now: a late timer does not thin the schedule out.
      while (issued < total && start + (issued * 1000) / rate <= now) {
        const due = start + (issued * 1000) / rate;
        const p = this.send(due).then((outcome) => onOutcome({ ...outcome, due: due - start }));
        pending.add(p);
        void p.finally(() => pending.delete(p));
        issued += 1;
      }
      const { size, running } = this.pool.stats;
      maxWaiting = Math.max(maxWaiting, size - running);
      const nextDue = start + (issued * 1000) / rate;
      await sleep(Math.max(1, nextDue - performance.now()));
    }
    await Promise.all(pending);
    return { start, issued, maxWaiting };
  }

  async close(): Promise<void> {
    await this.pool.close();
  }
}
