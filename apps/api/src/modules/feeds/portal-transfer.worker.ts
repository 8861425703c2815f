/**
 * The portal transfer worker (issue 32 point 3, decision 062): every process of the site runs
 * one; the database decides which runs what. It queues the transfers the accounts' schedules
 * make due (each account locked by one process, its next run moved on in the same transaction),
 * claims one due transfer at a time with a lease it renews while it works, and records the end:
 * done, retried with growing pauses while the portal is down, or failed for good with a mail
 * to the admins. Nothing a portal answers stops the worker.
 */
import type { FastifyBaseLogger } from 'fastify';
import { isSchedule, nextRunAfter } from '@domus/domain/feeds/portal-schedule';
import type { Database } from '../../db/client.ts';
import { retryDelayMs } from '../mail/mail-worker.ts';
import {
  findPortalAccount,
  lockDueAccounts,
  updatePortalAccount,
} from './portal-accounts.repository.ts';
import {
  claimTransfer,
  finishTransfer,
  purgeRemoved,
  purgeTransfers,
  queueTransfer,
  renewLease,
  retryTransferLater,
  type PortalTransferRow,
} from './portal-transfers.repository.ts';
import {
  DeliveryError,
  REPEAT_REMOVALS_DAYS,
  runTransfer,
  type TransferContext,
} from './portal-transfer.service.ts';
import { mailFailedTransfer, mailPortalRefusals } from './portal-transfer-mail.ts';

/** A running transfer is not taken by another process for this long; renewed while it runs. */
const LEASE_MS = 2 * 60 * 1000;
/** How long the transfer log keeps a finished transfer and its per-listing lines. */
export const TRANSFER_LOG_DAYS = 90;
/** Attempts before a transfer fails for good: about seven hours of retrying. */
export const TRANSFER_MAX_ATTEMPTS = 10;

export type PortalWorkerOptions = {
  context: TransferContext;
  log: FastifyBaseLogger;
  /** Wait before the second attempt; each further one waits twice as long (default 1 minute). */
  retryBaseMs?: number;
  /** Longest pause between attempts (default 1 hour). */
  retryMaxMs?: number;
  /** How often the schedule and the queue are looked at (default 30 s). */
  pollMs?: number;
};

/** The worker; `tick` runs one round now (tests, `npm run feed`). */
export type PortalWorker = {
  start(): void;
  stop(): Promise<void>;
  /** Queues what the schedules made due and runs the due transfers; answers how many ran. */
  tick(): Promise<number>;
};

function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}

/** Queues a transfer for every account whose schedule is due, and moves its next run on. */
export async function queueScheduledTransfers(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await lockDueAccounts(tx, 50);
    const now = new Date();
    for (const account of due) {
      // A partial transfer on schedule; the format makes it full where it takes no partial one.
      await queueTransfer(tx, { accountId: account.id, trigger: 'schedule', scope: 'partial' });
      const schedule = isSchedule(account.schedule) ? account.schedule : 'nightly';
      await updatePortalAccount(tx, account.id, { nextRunAt: nextRunAfter(schedule, now) });
    }
    return due.length;
  });
}

/** Creates the worker. */
export function createPortalWorker(options: PortalWorkerOptions): PortalWorker {
  const { context, log } = options;
  const { db } = context;
  const retryBaseMs = options.retryBaseMs ?? 60_000;
  const retryMaxMs = options.retryMaxMs ?? 60 * 60 * 1000;
  const pollMs = options.pollMs ?? 30_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  const runOne = async (transfer: PortalTransferRow): Promise<void> => {
    const account = await findPortalAccount(db, transfer.accountId);
    if (!account) return;
    const started = performance.now();
    const lease = setInterval(
      () => void renewLease(db, transfer.id, LEASE_MS).catch(() => undefined),
      LEASE_MS / 3,
    );
    lease.unref();
    try {
      const outcome = await runTransfer(context, account, transfer);
      await finishTransfer(db, transfer.id, {
        status: 'succeeded',
        sent: outcome.sent,
        changed: outcome.changed,
        removed: outcome.removed,
        refused: outcome.refused,
        bytes: outcome.bytes,
        durationMs: Math.round(performance.now() - started),
        error: null,
      });
      if (account.failingSince) await updatePortalAccount(db, account.id, { failingSince: null });
      if (outcome.portalRefusals.length)
        await mailPortalRefusals(context, account, transfer.id, outcome.portalRefusals);
      log.info(
        {
          transfer: transfer.id,
          portal: account.portal,
          sent: outcome.sent,
          changed: outcome.changed,
          removed: outcome.removed,
          bytes: outcome.bytes,
        },
        'portal transfer done',
      );
    } catch (error) {
      const message = describe(error);
      const retry = !(error instanceof DeliveryError) || error.retry;
      log.warn(
        {
          transfer: transfer.id,
          portal: account.portal,
          attempt: transfer.attempts,
          retry,
          error: message,
        },
        'portal transfer failed',
      );
      if (retry && transfer.attempts < TRANSFER_MAX_ATTEMPTS) {
        await retryTransferLater(
          db,
          transfer.id,
          retryDelayMs(transfer.attempts, retryBaseMs, retryMaxMs),
          message,
        );
      } else {
        await finishTransfer(db, transfer.id, {
          status: 'failed',
          sent: 0,
          changed: 0,
          removed: 0,
          refused: 0,
          bytes: 0,
          durationMs: Math.round(performance.now() - started),
          error: message,
        });
        await updatePortalAccount(db, account.id, {
          failingSince: account.failingSince ?? new Date(),
        });
        await mailFailedTransfer(context, account, transfer.id, transfer.attempts, message);
      }
    } finally {
      clearInterval(lease);
    }
  };

  const round = async (): Promise<number> => {
    await queueScheduledTransfers(db);
    let ran = 0;
    for (;;) {
      if (stopped) break;
      const transfer = await claimTransfer(db, LEASE_MS);
      if (!transfer) break;
      await runOne(transfer);
      ran += 1;
    }
    await purgeRemoved(db, new Date(Date.now() - 2 * REPEAT_REMOVALS_DAYS * 86_400_000));
    await purgeTransfers(db, new Date(Date.now() - TRANSFER_LOG_DAYS * 86_400_000));
    return ran;
  };

  const tick = () => {
    running ??= round()
      .catch((error: unknown) => {
        log.error({ error: describe(error) }, 'portal worker round failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  return {
    start() {
      stopped = false;
      void tick();
      timer = setInterval(() => void tick(), pollMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
    tick,
  };
}
