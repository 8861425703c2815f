import type { Database } from '../../db/client.ts';
import { AppError, rateLimitedError } from '../../lib/app-error.ts';
import {
  countEvents,
  deleteEvent,
  lockRateLimit,
  recordEvent,
  type RateLimitScope,
} from './rate-limits.repository.ts';

/**
 * Runs `attempt`, counting it against `limit` events of `key` in the window of `scope` when it
 * ends in a duplicate-address answer (an address probe). Over the limit the caller gets 429 with
 * Retry-After and `attempt` does not run. The attempt is counted before it runs and taken back
 * when it did not probe, so that attempts at once, on any server process, cannot pass the limit
 * together: the count lives in the database.
 */
export async function limitingProbes<T>(
  db: Database,
  scope: RateLimitScope,
  key: string,
  limit: number,
  attempt: () => Promise<T>,
): Promise<T> {
  const reserved = await db.transaction(async (tx) => {
    await lockRateLimit(tx, scope, key);
    const recent = await countEvents(tx, scope, key);
    if (recent.count >= limit) throw rateLimitedError(recent.retryAfterSeconds);
    return recordEvent(tx, scope, key);
  });
  let probed = false;
  try {
    return await attempt();
  } catch (error) {
    probed = error instanceof AppError && error.code === 'duplicate_email';
    throw error;
  } finally {
    if (!probed) await deleteEvent(db, reserved);
  }
}

// What other modules read of this module's storage comes through its service (issue 31 point 1).
export { RATE_LIMIT_SCOPES } from './rate-limits.repository.ts';
