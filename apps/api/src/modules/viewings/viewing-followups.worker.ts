/**
 * Sends the viewings' follow-up mails when they are due (issue 33 points 2–3, decision 069): the
 * reminders 24 and 2 hours before and the "how was it?" after a viewing held. Every process
 * looks every two minutes; the database hands each mail to one of them (the claim on the
 * viewing), and the mail worker delivers the queued mails.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { createPeriodicSweep, type PeriodicSweep } from '../../lib/periodic-sweep.ts';
import { sendDueViewingFollowups } from './viewing-followups.service.ts';
import type { ViewingsSettings } from './viewing-request.service.ts';

/** How often a process looks: a 2-hour reminder leaves at most this late. */
const LOOK_INTERVAL_MS = 2 * 60 * 1000;

export function createViewingFollowupWorker(options: {
  db: Database;
  settings: ViewingsSettings;
  log: FastifyBaseLogger;
}): PeriodicSweep {
  return createPeriodicSweep({
    run: () => sendDueViewingFollowups(options.db, options.settings, options.settings.clock()),
    log: options.log,
    intervalMs: LOOK_INTERVAL_MS,
    removedMessage: 'queued follow-up mails of viewings',
    failedMessage: 'follow-up mails of viewings failed',
  });
}
