/**
 * The staff inbox (issue 16 point 3, docs decision 032): the visit and consultation requests (a
 * match the client set to `visit` or `consulting`) and the contact messages in one list, newest
 * first, and the status, handler and note of each.
 */
import type { InboxKind, InboxStatus } from '@domus/domain/staff/inbox';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, contactMessages, matches, savedSearches } from '../../db/schema.ts';
import { staffAccountSql } from '../properties/listing-visibility.sql.ts';

/** The rows of a raw statement, whichever driver answered it. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: unknown[] }).rows ?? result) as T[];
}

/** What the inbox list is filtered by; `pattern` is a lower-case LIKE pattern. */
export type InboxCriteria = {
  kind?: InboxKind | undefined;
  status?: InboxStatus | undefined;
  handlerId?: string | undefined;
  pattern?: string | undefined;
};

/** One row of the list as the database answers it. */
export type InboxRow = {
  source: 'request' | 'message';
  id: string;
  kind: InboxKind;
  at: Date | string;
  status: InboxStatus;
  handled_at: Date | string | null;
  handler_id: string | null;
  handler_email: string | null;
  note: string | null;
  client_id: string | null;
  name: string | null;
  family_name: string | null;
  email: string | null;
  tel: string | null;
  message: string | null;
  listing_id: string | null;
  property_number: number | null;
  category: string | null;
  title: { it: string; de: string; en: string } | null;
};

const REQUEST_STATES = sql.raw(`('visit','consulting')`);

/** The requests' part of the list, filtered. */
function requestsSql(c: InboxCriteria): SQL {
  const where: SQL[] = [sql`m.state in ${REQUEST_STATES}`];
  if (c.kind) where.push(sql`m.state = ${c.kind}`);
  if (c.status) where.push(sql`m.request_status = ${c.status}`);
  if (c.handlerId) where.push(sql`m.request_handler_id = ${c.handlerId}`);
  if (c.pattern) {
    where.push(sql`lower(concat_ws(' ', c.name, c.family_name, c.email, c.tel, m.request_note,
      p.property_number::text, p.title->>'it', p.title->>'de', p.title->>'en')) like ${c.pattern}`);
  }
  return sql`select 'request' as source, m.id, m.state as kind, m.updated_at as at,
      m.request_status as status, m.handled_at, m.request_handler_id as handler_id,
      h.email as handler_email, m.request_note as note, c.id as client_id, c.name,
      c.family_name, c.email, c.tel, null::text as message, p.id as listing_id,
      p.property_number, p.category, p.title
    from matches m
    join saved_searches s on s.id = m.search_id
    join clients c on c.id = s.client_id
    join properties p on p.id = m.property_id
    left join accounts h on h.id = m.request_handler_id
    where ${sql.join(where, sql` and `)}`;
}

/** The messages' part of the list, filtered. */
function messagesSql(c: InboxCriteria): SQL {
  const where: SQL[] = [sql`true`];
  if (c.status) where.push(sql`cm.status = ${c.status}`);
  if (c.handlerId) where.push(sql`cm.handler_id = ${c.handlerId}`);
  if (c.pattern) {
    where.push(sql`lower(concat_ws(' ', cm.name, cm.email, cm.tel, cm.message, cm.note,
      p.property_number::text, p.title->>'it', p.title->>'de', p.title->>'en')) like ${c.pattern}`);
  }
  return sql`select 'message' as source, cm.id, 'message' as kind, cm.created_at as at,
      cm.status, cm.handled_at, cm.handler_id, h.email as handler_email, cm.note,
      null::uuid as client_id, cm.name, null::text as family_name, cm.email, cm.tel, cm.message,
      p.id as listing_id, p.property_number, p.category, p.title
    from contact_messages cm
    left join properties p on p.id = cm.property_id
    left join accounts h on h.id = cm.handler_id
    where ${sql.join(where, sql` and `)}`;
}

/** The union the criteria choose: requests, messages or both. */
function inboxSql(c: InboxCriteria): SQL {
  if (c.kind === 'message') return messagesSql(c);
  if (c.kind) return requestsSql(c);
  return sql`${requestsSql(c)} union all ${messagesSql(c)}`;
}

/** A page of the inbox, newest first, and the number of entries the criteria find. */
export async function findInboxPage(
  db: Executor,
  criteria: InboxCriteria,
  limit: number,
  offset: number,
): Promise<{ rows: InboxRow[]; total: number }> {
  const union = inboxSql(criteria);
  const rows = rowsOf<InboxRow>(
    await db.execute(
      sql`select * from (${union}) e order by e.at desc, e.id desc limit ${limit} offset ${offset}`,
    ),
  );
  const [count] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from (${union}) e`),
  );
  return { rows, total: Number(count?.n ?? 0) };
}

/** One entry of the inbox, or undefined. */
export async function findInboxEntry(
  db: Executor,
  source: 'request' | 'message',
  id: string,
): Promise<InboxRow | undefined> {
  const part = source === 'request' ? requestsSql({}) : messagesSql({});
  const [row] = rowsOf<InboxRow>(
    await db.execute(sql`select * from (${part}) e where e.id = ${id}`),
  );
  return row;
}

/** A request's stored inbox fields and what its history names, locked for the change. */
export async function lockRequest(db: Executor, id: string) {
  const [row] = await db
    .select({
      status: matches.requestStatus,
      handlerId: matches.requestHandlerId,
      note: matches.requestNote,
      handledAt: matches.handledAt,
      clientId: savedSearches.clientId,
      listingId: matches.propertyId,
    })
    .from(matches)
    .innerJoin(savedSearches, eq(savedSearches.id, matches.searchId))
    .where(and(eq(matches.id, id), sql`${matches.state} in ${REQUEST_STATES}`))
    .for('update', { of: matches });
  return row;
}

/** A contact message's stored inbox fields, locked for the change. */
export async function lockContactMessage(db: Executor, id: string) {
  const [row] = await db
    .select({
      status: contactMessages.status,
      handlerId: contactMessages.handlerId,
      note: contactMessages.note,
      handledAt: contactMessages.handledAt,
    })
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .for('update');
  return row;
}

/** The inbox fields written by a change. */
export type InboxFields = {
  status: InboxStatus;
  handlerId: string | null;
  note: string | null;
  handledAt: Date | null;
};

/** Writes a request's inbox fields; the request's time (the match's change) stays as it was. */
export async function writeRequest(db: Executor, id: string, f: InboxFields): Promise<void> {
  await db
    .update(matches)
    .set({
      requestStatus: f.status,
      requestHandlerId: f.handlerId,
      requestNote: f.note,
      handledAt: f.handledAt,
      updatedAt: sql`${matches.updatedAt}`,
    })
    .where(eq(matches.id, id));
}

/** Writes a contact message's inbox fields. */
export async function writeContactMessage(db: Executor, id: string, f: InboxFields): Promise<void> {
  await db
    .update(contactMessages)
    .set({ status: f.status, handlerId: f.handlerId, note: f.note, handledAt: f.handledAt })
    .where(eq(contactMessages.id, id));
}

/** The staff account `id` with its flags, or undefined when it is no staff member's. */
export async function findStaffAccount(db: Executor, id: string) {
  const [row] = await db
    .select({ id: accounts.id, email: accounts.email })
    .from(accounts)
    .where(and(eq(accounts.id, id), staffAccountSql));
  return row;
}
