import type { Database } from '../../db/client.ts';
import { pingDatabase } from './health.repository.ts';

/** How long the health check waits for the database before calling it unavailable. */
const DATABASE_TIMEOUT_MS = 3_000;

export type Health = { status: 'ok' | 'error'; database: 'ok' | 'error' };

/**
 * The state of the service: healthy when the database answers within a few seconds, so that a
 * load balancer takes an instance out of rotation rather than waiting on it.
 */
export async function checkHealth(db: Database): Promise<Health> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database timeout')), DATABASE_TIMEOUT_MS);
  });
  try {
    await Promise.race([pingDatabase(db), timeout]);
    return { status: 'ok', database: 'ok' };
  } catch {
    return { status: 'error', database: 'error' };
  } finally {
    clearTimeout(timer);
  }
}
