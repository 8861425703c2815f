/**
 * The transfer log as staff read it (issue 32 point 3): transfers newest first, and one with
 * its per-listing lines.
 */
import type {
  PortalTransfer,
  PortalTransferItem,
} from '@domus/domain/feeds/portal-transfer.schema';
import type { FeedReadinessIssue } from '@domus/domain/feeds/feed-listing';
import type { Executor } from '../../db/client.ts';
import { notFoundError } from '../../lib/app-error.ts';
import {
  findTransfer,
  findTransferItems,
  findTransfers,
  type TransferLogRow,
} from './portal-transfers.repository.ts';

function toTransfer(row: TransferLogRow): PortalTransfer {
  const waiting = row.status === 'queued';
  return {
    id: row.id,
    accountId: row.accountId,
    accountName: row.accountName,
    portal: row.portal as PortalTransfer['portal'],
    trigger: row.trigger as PortalTransfer['trigger'],
    scope: row.scope as PortalTransfer['scope'],
    status: row.status as PortalTransfer['status'],
    attempts: row.attempts,
    nextAttemptAt: waiting ? row.nextAttemptAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    sent: row.sent,
    changed: row.changed,
    removed: row.removed,
    refused: row.refused,
    bytes: row.bytes,
    durationMs: row.durationMs,
    error: row.error,
  };
}

/** A page of the log. */
export async function transferLog(
  db: Executor,
  query: { accountId?: string | undefined; before?: string | undefined; limit: number },
): Promise<PortalTransfer[]> {
  const rows = await findTransfers(db, {
    limit: query.limit,
    ...(query.accountId ? { accountId: query.accountId } : {}),
    ...(query.before ? { before: new Date(query.before) } : {}),
  });
  return rows.map(toTransfer);
}

/** One transfer with its lines; 404 when there is none. */
export async function transferWithItems(
  db: Executor,
  id: string,
): Promise<PortalTransfer & { items: PortalTransferItem[] }> {
  const row = await findTransfer(db, id);
  if (!row) throw notFoundError();
  const items = await findTransferItems(db, id);
  return {
    ...toTransfer(row),
    items: items.map((item) => ({
      propertyNumber: item.propertyNumber,
      listingId: item.propertyId,
      action: item.action as PortalTransferItem['action'],
      issues: (item.issues as FeedReadinessIssue[] | null) ?? null,
      message: item.message,
    })),
  };
}
