/**
 * Queues the sellers' weekly reports once they are due (issue 33 point 5, decision 070): every
 * process looks every few minutes; the database hands each seller's report of a week to one of
 * them, and the mail worker delivers the queued mails at its pace.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { createPeriodicSweep, type PeriodicSweep } from '../../lib/periodic-sweep.ts';
import { prepareWeeklyReports, type OwnerReportSettings } from './owner-reports.service.ts';

/** How often a process looks whether reports are due. */
const LOOK_INTERVAL_MS = 5 * 60 * 1000;

export function createOwnerReportWorker(options: {
  db: Database;
  settings: OwnerReportSettings;
  log: FastifyBaseLogger;
  now?: () => Date;
}): PeriodicSweep {
  const now = options.now ?? (() => new Date());
  return createPeriodicSweep({
    run: () => prepareWeeklyReports(options.db, options.settings, now()),
    log: options.log,
    intervalMs: LOOK_INTERVAL_MS,
    removedMessage: 'queued weekly reports of sellers',
    failedMessage: 'weekly reports of sellers failed',
  });
}
