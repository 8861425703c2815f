/**
 * Viewings as stored (issue 33 points 1–2, decision 069): the listing and the agent a viewing
 * needs, the agent's booked time, the calendar's rows, and the writes of a request and of each
 * change, in the caller's transaction.
 */
import type { CalendarViewing } from '@domus/domain/viewings/viewing-request.schema';
import type { ViewingStatus } from '@domus/domain/viewings/viewing-status';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  accounts,
  municipalities,
  sellers,
  viewings,
  type LocalizedText,
} from '../../db/schema.ts';
import { listingJoinOn, listingViewingColumns } from '../properties/listing-columns.sql.ts';
import {
  findListingForViewing,
  listingViewingPlaceColumns,
} from '../properties/listing-queries.ts';
import { staffAccountSql } from '../properties/listing-visibility.sql.ts';

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: unknown[] }).rows ?? result) as T[];
}

/** The statuses whose viewing holds the agent's time (the domain's `holdsAgentTime`). */
const HOLDING = sql.raw(`('confirmed','held','no_show')`);

/** What a viewing needs to know of its listing: what it is, where, whose, who shows it. */
export type ViewingListing = {
  id: string;
  category: string;
  propertyNumber: number;
  title: LocalizedText;
  isConfirmed: boolean;
  responsibleAgentId: string | null;
  street: string | null;
  streetNumber: string | null;
  location: unknown;
  municipality: { it: string; de: string; lld: string | null } | null;
  ownerId: string | null;
};

/** The listing's columns as a select of `listingViewingPlaceColumns` answers them. */
type ListingColumns = {
  id: string;
  category: string;
  propertyNumber: number;
  title: LocalizedText;
  isConfirmed: boolean;
  responsibleAgentId: string | null;
  street: string | null;
  streetNumber: string | null;
  location: unknown;
  municipalityId: string | null;
  municipalityIt: string | null;
  municipalityDe: string | null;
  municipalityLld: string | null;
  ownerId: string | null;
};

function toListing(row: ListingColumns): ViewingListing {
  return {
    id: row.id,
    category: row.category,
    propertyNumber: row.propertyNumber,
    title: row.title,
    isConfirmed: row.isConfirmed,
    responsibleAgentId: row.responsibleAgentId,
    street: row.street,
    streetNumber: row.streetNumber,
    location: row.location,
    municipality:
      row.municipalityIt !== null
        ? { it: row.municipalityIt, de: row.municipalityDe ?? '', lld: row.municipalityLld }
        : null,
    ownerId: row.ownerId,
  };
}

/** A listing as a viewing needs it, or undefined. */
export async function findViewingListing(
  db: Executor,
  listingId: string,
): Promise<ViewingListing | undefined> {
  const row = await findListingForViewing(db, listingId);
  return row && toListing(row);
}

/** A listing's seller as their mails need them, or undefined (no seller, no address). */
export async function findListingSeller(db: Executor, sellerId: string) {
  const [row] = await db
    .select({
      name: sellers.name,
      familyName: sellers.familyName,
      companyName: sellers.companyName,
      email: sellers.email,
      language: sellers.language,
    })
    .from(sellers)
    .where(eq(sellers.id, sellerId));
  return row?.email ? { ...row, email: row.email } : undefined;
}

/**
 * A staff account (agent or admin) with its address, language and the name of its own seller
 * record if it has one (accounts carry no name), or undefined for anyone else.
 */
export async function findStaffMember(db: Executor, accountId: string) {
  const [row] = await db
    .select({
      id: accounts.id,
      email: accounts.email,
      language: accounts.language,
      name: sql<string | null>`(select nullif(trim(concat_ws(' ', s.name, s.family_name)), '')
        from sellers s where s.account_id = ${accounts.id} order by s.created_at limit 1)`,
    })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), staffAccountSql));
  return row;
}

/**
 * Waits for the other writes of the agent's calendar in this transaction's time (a buyer
 * picking a slot, staff confirming or moving), so that each sees the others' booked times; the
 * exclusion constraint holds even without it, this makes the answer the clear 409.
 */
export async function lockAgentCalendar(tx: Executor, agentId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`viewing-agent:${agentId}`}, 0))`,
  );
}

/**
 * The agent's viewings that take the time between `from` and `to`: the booked (and held or
 * missed) ones, and the free slots buyers picked that wait for staff, so that no two buyers pick
 * the same slot.
 */
export async function findAgentBusy(
  db: Executor,
  agentId: string,
  from: Date,
  to: Date,
): Promise<CalendarViewing[]> {
  const rows = rowsOf<{ id: string; start: string | Date; end: string | Date }>(
    await db.execute(sql`
      select id, start, "end" from (
        select id, starts_at as start, ends_at as "end" from viewings
         where agent_id = ${agentId} and status in ${HOLDING}
        union all
        select id, (requested_times->0->>'start')::timestamptz, (requested_times->0->>'end')::timestamptz
          from viewings
         where agent_id = ${agentId} and status = 'requested' and picked_slot
      ) busy
      where start < ${to.toISOString()}::timestamptz and "end" > ${from.toISOString()}::timestamptz`),
  );
  return rows.map((row) => ({
    id: row.id,
    agentId,
    start: new Date(row.start),
    end: new Date(row.end),
  }));
}

/** A new viewing's row. */
export type NewViewing = typeof viewings.$inferInsert;

/** Stores a new viewing. */
export async function insertViewing(tx: Executor, row: NewViewing): Promise<void> {
  await tx.insert(viewings).values(row);
}

/** A stored viewing, as its changes read it. */
export type ViewingRecord = typeof viewings.$inferSelect & { status: ViewingStatus };

/** The viewing, locked for a change, or undefined. */
export async function lockViewing(tx: Executor, id: string): Promise<ViewingRecord | undefined> {
  const [row] = await tx.select().from(viewings).where(eq(viewings.id, id)).for('update');
  return row as ViewingRecord | undefined;
}

/** The viewing as stored, or undefined. */
export async function findViewingRecord(
  db: Executor,
  id: string,
): Promise<ViewingRecord | undefined> {
  const [row] = await db.select().from(viewings).where(eq(viewings.id, id));
  return row as ViewingRecord | undefined;
}

/** Writes a change of a viewing. */
export async function updateViewing(
  tx: Executor,
  id: string,
  fields: Partial<Omit<NewViewing, 'id'>>,
): Promise<void> {
  await tx.update(viewings).set(fields).where(eq(viewings.id, id));
}

/** A viewing with its listing and agent, as the calendar answers it. */
export type ViewingRow = {
  viewing: ViewingRecord;
  listing: ViewingListing;
  agentEmail: string | null;
};

async function selectViewingRows(db: Executor, where: SQL): Promise<ViewingRow[]> {
  const rows = await db
    .select({ viewing: viewings, listing: listingViewingPlaceColumns, agentEmail: accounts.email })
    .from(viewings)
    .innerJoin(...listingJoinOn(viewings.propertyId))
    .leftJoin(municipalities, eq(municipalities.id, listingViewingColumns.municipalityId))
    .leftJoin(accounts, eq(accounts.id, viewings.agentId))
    .where(where)
    .orderBy(
      asc(
        sql`coalesce(${viewings.startsAt}, (${viewings.requestedTimes}->0->>'start')::timestamptz)`,
      ),
      asc(viewings.id),
    );
  return rows.map((row) => ({
    viewing: row.viewing as ViewingRecord,
    listing: toListing(row.listing),
    agentEmail: row.agentEmail,
  }));
}

/** One viewing with its listing and agent, or undefined. */
export async function findViewingRow(db: Executor, id: string): Promise<ViewingRow | undefined> {
  const [row] = await selectViewingRows(db, eq(viewings.id, id));
  return row;
}

/**
 * The calendar between two instants, of one agent or all: the booked viewings (and those held
 * or missed) whose time overlaps the span, and the requests waiting for staff with a requested
 * time in it; declined and cancelled ones are left out. Earliest first.
 */
export async function findCalendarRows(
  db: Executor,
  span: { from: Date; to: Date; agentId?: string | undefined },
): Promise<ViewingRow[]> {
  const from = span.from.toISOString();
  const to = span.to.toISOString();
  // A lower bound on the start as well (no viewing lasts a day), so that the start's index
  // reads the span's rows only, not every earlier viewing.
  const booked = sql`${viewings.status} in ${HOLDING} and ${viewings.startsAt} < ${to}::timestamptz
    and ${viewings.startsAt} > ${from}::timestamptz - interval '1 day'
    and ${viewings.endsAt} > ${from}::timestamptz`;
  const requested = sql`${viewings.status} = 'requested' and exists (
    select 1 from jsonb_array_elements(${viewings.requestedTimes}) as t(time)
     where (t.time->>'start')::timestamptz < ${to}::timestamptz
       and (t.time->>'end')::timestamptz > ${from}::timestamptz)`;
  const agent = span.agentId ? eq(viewings.agentId, span.agentId) : undefined;
  // Two statements rather than one with `or`: each takes its own index (the booked ones the
  // start's, the few waiting requests the status's), where the `or` read every viewing.
  const [bookedRows, requestedRows] = await Promise.all([
    selectViewingRows(db, and(booked, agent)!),
    selectViewingRows(db, and(requested, agent)!),
  ]);
  return [...bookedRows, ...requestedRows].sort(
    (a, b) => calendarTime(a) - calendarTime(b) || a.viewing.id.localeCompare(b.viewing.id),
  );
}

/** Where a viewing stands in the calendar: its booked start, else its first requested time. */
function calendarTime(row: ViewingRow): number {
  const start = row.viewing.startsAt ?? row.viewing.requestedTimes[0]?.start;
  return start ? new Date(start).getTime() : 0;
}
