/**
 * Sends the gathered alert mails of daily and weekly searches when due (decision 074). Every
 * process looks every five minutes; the database hands each search to one of them, and the mail
 * worker delivers the queued mails.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { createPeriodicSweep, type PeriodicSweep } from '../../lib/periodic-sweep.ts';
import type { MatchAlertSettings } from './match-alerts.service.ts';
import { sendDueDigests } from './match-digests.service.ts';

/** How often a process looks: a gathered mail leaves at most this long after 08:00. */
const LOOK_INTERVAL_MS = 5 * 60 * 1000;

export function createMatchDigestWorker(options: {
  db: Database;
  settings: MatchAlertSettings;
  clock: () => Date;
  log: FastifyBaseLogger;
}): PeriodicSweep {
  return createPeriodicSweep({
    run: () => sendDueDigests(options.db, options.settings, options.clock()),
    log: options.log,
    intervalMs: LOOK_INTERVAL_MS,
    removedMessage: 'queued gathered alert mails',
    failedMessage: 'gathered alert mails failed',
  });
}
