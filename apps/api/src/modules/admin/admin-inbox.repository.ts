/**
 * The staff inbox (issue 16 point 3, docs decision 032): the visit and consultation requests (a
 * match the client set to `visit` or `consulting`), the contact messages and the viewings asked
 * for at given times (issue 33 point 1) in one list, newest first, and the status, handler and
 * note of each. A match's visit answer that came with times is its viewing's line only.
 */
import type { InboxKind, InboxStatus } from '@domus/domain/staff/inbox';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, contactMessages, matches, savedSearches, viewings } from '../../db/schema.ts';
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
  source: 'request' | 'message' | 'viewing';
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
  /** A viewing's status, booked time and requested times; null for the other kinds. */
  viewing_status: string | null;
  viewing_start: Date | string | null;
  viewing_end: Date | string | null;
  requested_times: { start: string; end: string }[] | null;
};

/** The viewing columns of the kinds that have none. */
const NO_VIEWING = sql.raw(`null::text as viewing_status, null::timestamptz as viewing_start,
      null::timestamptz as viewing_end, null::jsonb as requested_times`);

const REQUEST_STATES = sql.raw(`('visit','consulting')`);

/** The requests' part of the list, filtered. */
function requestsSql(c: InboxCriteria): SQL {
  const where: SQL[] = [
    sql`m.state in ${REQUEST_STATES}`,
    // A visit answer that came with times is in the list as its viewing.
    sql`not exists (select 1 from viewings v where v.match_id = m.id)`,
  ];
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
      p.property_number, p.category, p.title, ${NO_VIEWING}
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
      p.id as listing_id, p.property_number, p.category, p.title, ${NO_VIEWING}
    from contact_messages cm
    left join properties p on p.id = cm.property_id
    left join accounts h on h.id = cm.handler_id
    where ${sql.join(where, sql` and `)}`;
}

/** The viewings' part of the list, filtered. */
function viewingsSql(c: InboxCriteria): SQL {
  const where: SQL[] = [sql`true`];
  if (c.status) where.push(sql`v.request_status = ${c.status}`);
  if (c.handlerId) where.push(sql`v.request_handler_id = ${c.handlerId}`);
  if (c.pattern) {
    where.push(sql`lower(concat_ws(' ', v.buyer_name, v.buyer_email, v.buyer_tel, v.message,
      v.request_note, p.property_number::text, p.title->>'it', p.title->>'de', p.title->>'en'))
      like ${c.pattern}`);
  }
  return sql`select 'viewing' as source, v.id, 'viewing' as kind, v.created_at as at,
      v.request_status as status, v.handled_at, v.request_handler_id as handler_id,
      h.email as handler_email, v.request_note as note, v.buyer_client_id as client_id,
      v.buyer_name as name, null::text as family_name, v.buyer_email as email, v.buyer_tel as tel,
      v.message, p.id as listing_id, p.property_number, p.category, p.title,
      v.status as viewing_status, v.starts_at as viewing_start, v.ends_at as viewing_end,
      v.requested_times
    from viewings v
    join properties p on p.id = v.property_id
    left join accounts h on h.id = v.request_handler_id
    where ${sql.join(where, sql` and `)}`;
}

/** The union the criteria choose: requests, messages, viewings or all of them. */
function inboxSql(c: InboxCriteria): SQL {
  if (c.kind === 'message') return messagesSql(c);
  if (c.kind === 'viewing') return viewingsSql(c);
  if (c.kind) return requestsSql(c);
  return sql`${requestsSql(c)} union all ${messagesSql(c)} union all ${viewingsSql(c)}`;
}

/** Each source's part of the list, unfiltered. */
const SOURCE_SQL = { request: requestsSql, message: messagesSql, viewing: viewingsSql } as const;

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
  source: 'request' | 'message' | 'viewing',
  id: string,
): Promise<InboxRow | undefined> {
  const part = SOURCE_SQL[source]({});
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

/** A viewing's stored inbox fields and what its history names, locked for the change. */
export async function lockViewingRequest(db: Executor, id: string) {
  const [row] = await db
    .select({
      status: viewings.requestStatus,
      handlerId: viewings.requestHandlerId,
      note: viewings.requestNote,
      handledAt: viewings.handledAt,
      clientId: viewings.buyerClientId,
      listingId: viewings.propertyId,
    })
    .from(viewings)
    .where(eq(viewings.id, id))
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

/** Writes a viewing's inbox fields; its status and times are the calendar's. */
export async function writeViewingRequest(db: Executor, id: string, f: InboxFields): Promise<void> {
  await db
    .update(viewings)
    .set({
      requestStatus: f.status,
      requestHandlerId: f.handlerId,
      requestNote: f.note,
      handledAt: f.handledAt,
    })
    .where(eq(viewings.id, id));
}
