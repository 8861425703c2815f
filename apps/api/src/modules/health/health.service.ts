import type { Database } from '../../db/client.ts';
import { countUndeliveredMails } from '../mail/mail-outbox.service.ts';
import { pingDatabase } from './health.repository.ts';

/** How long the health check waits for the database before calling it unavailable. */
const DATABASE_TIMEOUT_MS = 3_000;

export type Health = {
  status: 'ok' | 'error';
  database: 'ok' | 'error';
  /** Mails given up after their last attempt; null when the database cannot say. */
  undeliveredMails: number | null;
};

/**
 * The state of the service: healthy when the database answers within a few seconds, so that a
 * load balancer takes an instance out of rotation rather than waiting on it. It also counts the
 * mails the outbox gave up on (issue 13 point 7): staff's monitoring sees them, but they do not
 * make the instance unhealthy, since another instance would not deliver them either.
 */
export async function checkHealth(db: Database): Promise<Health> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database timeout')), DATABASE_TIMEOUT_MS);
  });
  try {
    await Promise.race([pingDatabase(db), timeout]);
    const undeliveredMails = await Promise.race([countUndeliveredMails(db), timeout]);
    return { status: 'ok', database: 'ok', undeliveredMails };
  } catch {
    return { status: 'error', database: 'error', undeliveredMails: null };
  } finally {
    clearTimeout(timer);
  }
}
