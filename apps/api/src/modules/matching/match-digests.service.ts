/**
 * The gathered alert mails of daily and weekly searches (issue 34 point 5, decision 074): at
 * 08:00 in the agency's time (Mondays for weekly) each due search's waiting matches go out in
 * one mail, the same mail as at once with at most its number of cards and a link to the rest.
 * A search switched back to instant is due at once, so that what waited is not lost.
 */
import {
  ALERT_FREQUENCIES,
  alertFrequencyOf,
  nextDigestAt,
} from '@domus/domain/search/alert-frequency';
import type { Database } from '../../db/client.ts';
import { findAlertRecipients } from './match-alerts.repository.ts';
import { groupBy, mailMatches, type MatchAlertSettings } from './match-alerts.service.ts';
import {
  claimDueDigests,
  clearPending,
  DIGEST_BATCH,
  findPendingMatches,
  scheduleDigest,
} from './match-digests.repository.ts';

/**
 * Sends every gathered mail due at `now`, a batch of searches per transaction, and moves each
 * search's next one on; searches with nothing waiting are only moved on.
 * @returns the number of mails queued
 */
export async function sendDueDigests(
  db: Database,
  settings: MatchAlertSettings,
  now: Date,
): Promise<number> {
  let queued = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const due = await claimDueDigests(tx, now, DIGEST_BATCH);
      if (!due.length) return 0;
      const ids = due.map((s) => s.id);
      const pending = await findPendingMatches(tx, ids);
      const bySearch = groupBy(pending, (m) => m.searchId);
      // Alerts switched off or an address not verified meanwhile: no mail, and nothing waits.
      const recipients = await findAlertRecipients(tx, [...bySearch.keys()]);
      queued += await mailMatches(tx, recipients, bySearch, { ...settings, db });
      await clearPending(tx, ids);
      for (const frequency of ALERT_FREQUENCIES) {
        const of = due.filter((s) => alertFrequencyOf(s.frequency) === frequency);
        await scheduleDigest(
          tx,
          of.map((s) => s.id),
          nextDigestAt(frequency, now),
        );
      }
      return due.length;
    });
    if (claimed < DIGEST_BATCH) return queued;
  }
}
