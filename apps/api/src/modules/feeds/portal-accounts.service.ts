/**
 * The portal accounts as super admins set them up (issue 32 point 4, decision 062): passwords
 * sealed before they are stored and never answered, the feed URL's token made and shown once,
 * the schedule's next run, and a transfer started on demand.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  portalAccountProblems,
  type PortalAccount,
  type PortalAccountInput,
} from '@domus/domain/feeds/portal-account.schema';
import { isSchedule, nextRunAfter } from '@domus/domain/feeds/portal-schedule';
import type { Delivery, Portal } from '@domus/domain/feeds/portals';
import type { Executor } from '../../db/client.ts';
import { AppError, notFoundError } from '../../lib/app-error.ts';
import {
  deletePortalAccount,
  findPortalAccount,
  findPortalAccounts,
  insertPortalAccount,
  updatePortalAccount,
  type PortalAccountRow,
  type PortalAccountValues,
} from './portal-accounts.repository.ts';
import type { SecretBox } from './portal-secrets.ts';
import { queueTransfer } from './portal-transfers.repository.ts';

/** The path below which the feeds are served: `/feeds/<token>/<file>`. */
export const FEED_PATH_PREFIX = '/feeds';

/** The SHA-256 of a feed URL's token, as stored. */
export function feedTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A stored account as the API answers it. */
export function toPortalAccount(row: PortalAccountRow, switchedOn = 0): PortalAccount {
  return {
    id: row.id,
    portal: row.portal as Portal,
    name: row.name,
    delivery: row.delivery as Delivery,
    endpoint: row.endpoint,
    port: row.port,
    username: row.username,
    hasPassword: !!row.secretEncrypted,
    folder: row.folder,
    hostFingerprint: row.hostFingerprint,
    customerId: row.customerId,
    schedule: isSchedule(row.schedule) ? row.schedule : 'nightly',
    defaultForNew: row.defaultForNew,
    active: row.active,
    hasFeedUrl: !!row.feedTokenHash,
    nextRunAt: row.nextRunAt?.toISOString() ?? null,
    failingSince: row.failingSince?.toISOString() ?? null,
    listings: switchedOn,
  };
}

/** The accounts, by portal and name. */
export async function listPortalAccounts(db: Executor): Promise<PortalAccount[]> {
  return (await findPortalAccounts(db)).map((row) => toPortalAccount(row, row.switchedOn));
}

function checkInput(input: PortalAccountInput, storedPassword: boolean): void {
  const problems = portalAccountProblems(input, storedPassword);
  if (problems.length) {
    throw new AppError(
      400,
      'validation_error',
      'api.validation_error',
      problems.map((p) => ({ field: p.field, messageKey: p.key })),
    );
  }
}

/** The row's values of what staff entered; the password only when one was typed. */
function valuesOf(
  input: PortalAccountInput,
  before: PortalAccountRow | undefined,
): Partial<PortalAccountValues> {
  const server = input.delivery !== 'feedUrl';
  const now = new Date();
  return {
    portal: input.portal,
    name: input.name,
    delivery: input.delivery,
    endpoint: server ? (input.endpoint ?? null) : null,
    port: server ? (input.port ?? null) : null,
    username: server ? (input.username ?? null) : null,
    folder: server ? (input.folder ?? null) : null,
    hostFingerprint: input.delivery === 'sftp' ? (input.hostFingerprint ?? null) : null,
    customerId: input.customerId ?? null,
    schedule: input.schedule,
    defaultForNew: input.defaultForNew,
    // The default applies to listings submitted from the moment it was switched on.
    defaultSince: input.defaultForNew ? (before?.defaultForNew ? before.defaultSince : now) : null,
    active: input.active,
    nextRunAt: input.active
      ? before?.active && before.schedule === input.schedule && before.nextRunAt
        ? before.nextRunAt
        : nextRunAfter(input.schedule, now)
      : null,
  };
}

/** A new feed token: the URL's secret part, and its hash to store. */
function newFeedToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: feedTokenHash(token) };
}

function feedUrlOf(publicUrl: string, token: string): string {
  return `${publicUrl}${FEED_PATH_PREFIX}/${token}/`;
}

/**
 * Adds an account; answers it, with its feed URL when it delivers by one (shown this once).
 * @param db the database
 * @param secrets seals the password
 * @param publicUrl the site's base URL, for the feed URL
 * @param input what the super admin entered
 */
export async function createPortalAccount(
  db: Executor,
  secrets: SecretBox,
  publicUrl: string,
  input: PortalAccountInput,
): Promise<PortalAccount & { feedUrl?: string }> {
  checkInput(input, false);
  const id = crypto.randomUUID();
  const feed = input.delivery === 'feedUrl' ? newFeedToken() : undefined;
  const row = await insertPortalAccount(db, {
    id,
    ...(valuesOf(input, undefined) as PortalAccountValues),
    secretEncrypted: input.password ? secrets.seal(input.password, id) : null,
    feedTokenHash: feed?.hash ?? null,
  });
  return {
    ...toPortalAccount(row),
    ...(feed ? { feedUrl: feedUrlOf(publicUrl, feed.token) } : {}),
  };
}

/**
 * Changes an account; a password left out keeps the stored one. With `newFeedUrl` (or on a first
 * switch to the feed-URL delivery) a new token is made and answered, and the old URL stops.
 */
export async function changePortalAccount(
  db: Executor,
  secrets: SecretBox,
  publicUrl: string,
  id: string,
  input: PortalAccountInput & { newFeedUrl?: boolean },
): Promise<PortalAccount & { feedUrl?: string }> {
  const before = await findPortalAccount(db, id);
  if (!before) throw notFoundError();
  checkInput(input, !!before.secretEncrypted);
  const wantsFeed = input.delivery === 'feedUrl';
  const feed =
    wantsFeed && (input.newFeedUrl || !before.feedTokenHash) ? newFeedToken() : undefined;
  const row = await updatePortalAccount(db, id, {
    ...valuesOf(input, before),
    ...(input.password ? { secretEncrypted: secrets.seal(input.password, id) } : {}),
    ...(!wantsFeed ? { feedTokenHash: null } : feed ? { feedTokenHash: feed.hash } : {}),
  });
  if (!row) throw notFoundError();
  return {
    ...toPortalAccount(row),
    ...(feed ? { feedUrl: feedUrlOf(publicUrl, feed.token) } : {}),
  };
}

/** Removes an account, its switches, what it holds and its log. */
export async function removePortalAccount(db: Executor, id: string): Promise<void> {
  if (!(await deletePortalAccount(db, id))) throw notFoundError();
}

/**
 * Queues a full transfer to an account now (issue 32 point 3: on demand from the admin); one
 * already waiting is answered instead of a second.
 */
export async function startTransferNow(
  db: Executor,
  accountId: string,
  byAccountId: string,
): Promise<{ id: string; queued: boolean }> {
  const account = await findPortalAccount(db, accountId);
  if (!account) throw notFoundError();
  return queueTransfer(db, {
    accountId,
    trigger: 'manual',
    scope: 'full',
    requestedById: byAccountId,
  });
}
