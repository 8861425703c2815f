import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import {
  claimDueMails,
  deleteSentMailsOlderThan,
  markMailFailed,
  MAIL_MAX_ATTEMPTS,
  markMailSent,
  millisecondsUntilNextDue,
  type ClaimedMail,
} from './mail-outbox.repository.ts';
import { onMailEnqueued } from './mail-outbox.service.ts';
import { createMailTransport, type MailTransport } from './mail-transport.ts';

/** Sends the outbox; see {@link createMailWorker}. */
export type MailWorker = {
  /** Begins sending (idempotent). */
  start: () => void;
  /** Looks at the outbox now instead of at the next scheduled time. */
  wake: () => void;
  /** Stops after the attempts under way; resolves when they are recorded. */
  stop: () => Promise<void>;
};

export type MailWorkerOptions = {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
  /** The transport to use; by default the one the configuration chooses. */
  transport?: MailTransport;
  /** Wait before the second attempt; each further one waits twice as long (default 10 s). */
  retryBaseMs?: number;
  /** Longest wait between two attempts (default 1 hour). */
  retryMaxMs?: number;
  /** Attempts before a mail is given up (default 15, about six hours of retrying). */
  maxAttempts?: number;
  /** Longest sleep between two looks at the outbox, for mails other processes queued (default 15 s). */
  pollMs?: number;
};

/** Mails claimed per round; they are sent side by side. */
const BATCH_SIZE = 10;
/** A claimed mail is not taken by another worker for this long; above the SMTP timeouts. */
const LEASE_MS = 2 * 60 * 1000;
/**
 * After a wake, how long an empty outbox is looked at again: the waking insert may sit in a
 * transaction that commits a moment later (on PostgreSQL the worker cannot see it before).
 */
const WAKE_WINDOW_MS = 1_000;
const WAKE_RECHECK_FIRST_MS = 10;

/** Sent mails are kept this many days (to answer "did it go out?"), then deleted. */
const KEEP_SENT_DAYS = 30;
/** The old sent mails are deleted at most this often. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Wait before the attempt after `attempts` failed ones: exponential, capped. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 1000);
}

/**
 * The outbox worker: claims due mails, sends them, records the outcome; a failed attempt is
 * retried with exponential backoff (attempts, next_attempt_at and last_error on the row), so a
 * mail server that is down loses nothing. It is woken by every enqueueMail of this process and
 * otherwise sleeps until the next retry is due, at most `pollMs`.
 */
export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, log } = options;
  const transport = options.transport ?? createMailTransport(options.config, log);
  const retryBaseMs = options.retryBaseMs ?? 10_000;
  const retryMaxMs = options.retryMaxMs ?? 60 * 60 * 1000;
  const maxAttempts = options.maxAttempts ?? MAIL_MAX_ATTEMPTS;
  const pollMs = options.pollMs ?? 15_000;

  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let wakeUntil = 0;
  let recheckMs = WAKE_RECHECK_FIRST_MS;
  let unsubscribe: (() => void) | undefined;
  let lastSweep = 0;

  const deliver = async (mail: ClaimedMail): Promise<void> => {
    try {
      await transport.send(mail);
      await markMailSent(db, mail.id, mail.kind);
    } catch (error) {
      const retryInMs = retryDelayMs(mail.attempts, retryBaseMs, retryMaxMs);
      const last = mail.attempts >= maxAttempts;
      log[last ? 'error' : 'warn'](
        { err: error, mailId: mail.id, mailKind: mail.kind, attempts: mail.attempts },
        last ? 'mail given up after its last attempt' : 'mail attempt failed; will retry',
      );
      await markMailFailed(db, mail.id, describe(error), retryInMs);
    }
  };

  const schedule = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, ms);
    timer.unref();
  };

  const round = async (): Promise<void> => {
    let claimed = 0;
    try {
      do {
        again = false;
        const batch = await claimDueMails(db, {
          limit: BATCH_SIZE,
          leaseMs: LEASE_MS,
          maxAttempts,
        });
        claimed += batch.length;
        await Promise.all(batch.map(deliver));
        if (batch.length === BATCH_SIZE) again = true;
      } while (again && !stopped);
      if (stopped) return;
      if (claimed === 0 && Date.now() < wakeUntil) {
        schedule(recheckMs);
        recheckMs *= 2;
        return;
      }
      if (Date.now() - lastSweep > SWEEP_INTERVAL_MS) {
        lastSweep = Date.now();
        await deleteSentMailsOlderThan(db, KEEP_SENT_DAYS);
      }
      const due = await millisecondsUntilNextDue(db, maxAttempts);
      schedule(Math.min(pollMs, Math.max(due ?? pollMs, 5)));
    } catch (error) {
      // The database is away: wait for the poll rather than spin.
      again = false;
      if (stopped) return;
      log.warn({ err: error }, 'mail outbox could not be read; trying again later');
      schedule(pollMs);
    }
  };

  function run(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = round().finally(() => {
      running = undefined;
      // A wake that came while the round was finishing (after its last claim) is not lost.
      if (again && !stopped) run();
    });
  }

  const wake = () => {
    if (!started || stopped) return;
    wakeUntil = Date.now() + WAKE_WINDOW_MS;
    recheckMs = WAKE_RECHECK_FIRST_MS;
    run();
  };

  return {
    start() {
      if (started || stopped) return;
      started = true;
      unsubscribe = onMailEnqueued(wake);
      run();
    },
    wake,
    async stop() {
      stopped = true;
      unsubscribe?.();
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
