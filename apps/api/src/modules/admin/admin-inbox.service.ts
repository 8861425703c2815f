/**
 * The staff inbox (issue 16 point 3, docs decision 032): requests, contact messages and viewings
 * asked for (issue 33 point 1) in one list, and the changes of their status, handler and note,
 * each written to the history in the same transaction (subject `match` for a request, `message`
 * for a contact message, `viewing` for a viewing).
 */
import type { Category } from '@domus/domain/core/constants';
import type { ViewingStatus } from '@domus/domain/viewings/viewing-status';
import { diffForHistory, historyActorRole } from '@domus/domain/staff/history';
import { handledAtFor, type InboxStatus } from '@domus/domain/staff/inbox';
import {
  INBOX_PAGE_SIZE,
  type InboxEntry,
  type inboxQuerySchema,
  type inboxUpdateSchema,
} from '@domus/domain/staff/admin-inbox.schema';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import { notFoundError, validationError } from '../../lib/app-error.ts';
import { recordHistory } from '../history/history.service.ts';
import type { StaffViewer } from './admin-listings.service.ts';
import {
  findInboxEntry,
  findInboxPage,
  findStaffAccount,
  lockContactMessage,
  lockRequest,
  lockViewingRequest,
  writeContactMessage,
  writeRequest,
  writeViewingRequest,
  type InboxRow,
} from './admin-inbox.repository.ts';

/**
 * A request (a match asking for a visit or a consultation), a contact message, or a viewing
 * asked for at given times.
 */
export type InboxSource = 'request' | 'message' | 'viewing';

const HISTORY_SUBJECT = { request: 'match', message: 'message', viewing: 'viewing' } as const;

const iso = (value: Date | string) => new Date(value).toISOString();

/** A LIKE pattern containing the text as typed, lower-cased, its wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** An entry as answered. */
function toEntry(row: InboxRow): InboxEntry {
  return {
    _id: row.id,
    kind: row.kind,
    at: iso(row.at),
    status: row.status,
    handledAt: row.handled_at ? iso(row.handled_at) : null,
    handler:
      row.handler_id && row.handler_email
        ? { _id: row.handler_id, email: row.handler_email }
        : null,
    note: row.note,
    person: {
      clientId: row.client_id,
      name: row.name,
      familyName: row.family_name,
      email: row.email,
      tel: row.tel,
    },
    message: row.message,
    listing:
      row.listing_id && row.property_number !== null && row.title
        ? {
            _id: row.listing_id,
            property_id: Number(row.property_number),
            category: row.category as Category,
            title: row.title,
          }
        : null,
    ...(row.viewing_status
      ? {
          viewing: {
            status: row.viewing_status as ViewingStatus,
            start: row.viewing_start ? iso(row.viewing_start) : null,
            end: row.viewing_end ? iso(row.viewing_end) : null,
            requested: (row.requested_times ?? []).map((time) => ({
              start: iso(time.start),
              end: iso(time.end),
            })),
          },
        }
      : {}),
  };
}

/**
 * `GET /api/v1/admin/inbox`: a page of requests and messages, newest first, by kind, status,
 * handler (`me`: the caller) and text.
 */
export async function listInbox(
  db: Database,
  viewer: StaffViewer,
  query: z.output<typeof inboxQuerySchema>,
) {
  const { rows, total } = await findInboxPage(
    db,
    {
      kind: query.kind,
      status: query.status,
      handlerId: query.handler === 'me' ? viewer.accountId : undefined,
      pattern: query.q ? containsPattern(query.q) : undefined,
    },
    INBOX_PAGE_SIZE,
    (query.page - 1) * INBOX_PAGE_SIZE,
  );
  return {
    meta: {
      page: query.page,
      pageSize: INBOX_PAGE_SIZE,
      numOfPages: Math.ceil(total / INBOX_PAGE_SIZE),
      total,
    },
    data: rows.map(toEntry),
  };
}

const FIELDS = ['status', 'handlerId', 'note'] as const;

/**
 * Changes an entry's status, handler or note (what the body names) and records the change in
 * the history in the same transaction. The handler must be a staff member (400 on `handlerId`);
 * an empty note is no note; `handledAt` is set when the entry becomes done and cleared when it
 * leaves done. 404 when there is no such entry.
 * @param source whether `id` is a request (a match), a contact message or a viewing
 * @param operationId the call, recorded as the change's source
 */
export async function updateInboxEntry(
  db: Database,
  viewer: StaffViewer,
  source: InboxSource,
  id: string,
  body: z.output<typeof inboxUpdateSchema>,
  operationId: string,
): Promise<InboxEntry> {
  await db.transaction(async (tx) => {
    const before =
      source === 'request'
        ? await lockRequest(tx, id)
        : source === 'viewing'
          ? await lockViewingRequest(tx, id)
          : await lockMessage(tx, id);
    if (!before) throw notFoundError();
    if (body.handlerId && body.handlerId !== before.handlerId) {
      if (!(await findStaffAccount(tx, body.handlerId))) {
        throw validationError([{ field: 'handlerId', messageKey: 'global.errors.inboxHandler' }]);
      }
    }
    const status = body.status ?? (before.status as InboxStatus);
    const note = body.note === undefined ? before.note : body.note?.trim() || null;
    const after = {
      status,
      handlerId: body.handlerId === undefined ? before.handlerId : body.handlerId,
      note,
      handledAt: handledAtFor(status, before.handledAt, new Date()),
    };
    const changes = diffForHistory(before, after, FIELDS);
    if (!changes.length) return;
    await write(tx, source, id, after);
    await recordHistory(tx, {
      actor: { accountId: viewer.accountId, role: historyActorRole(viewer) },
      subject: HISTORY_SUBJECT[source],
      subjectId: id,
      action: 'update',
      changes,
      source: operationId,
      // A message's entry names no listing: the listing's history is about the listing.
      listingId: before.listingId,
      clientId: before.clientId,
    });
  });
  const row = await findInboxEntry(db, source, id);
  if (!row) throw notFoundError();
  return toEntry(row);
}

/** A contact message's stored inbox fields; its history entry names no client or listing. */
async function lockMessage(tx: Executor, id: string) {
  const row = await lockContactMessage(tx, id);
  return row && { ...row, clientId: null, listingId: null };
}

function write(
  tx: Executor,
  source: InboxSource,
  id: string,
  fields: Parameters<typeof writeRequest>[2],
) {
  if (source === 'viewing') return writeViewingRequest(tx, id, fields);
  return source === 'request' ? writeRequest(tx, id, fields) : writeContactMessage(tx, id, fields);
}
