/**
 * An agent's viewing hours and absences as stored (issue 33 point 1, decision 069): a row per
 * range of a weekday, and the absences with the instants they cover. A change replaces all of
 * an agent's rows in the caller's transaction.
 */
import { WEEKDAYS, type Absence, type ViewingHours } from '@domus/domain/viewings/viewing-hours';
import { minutesOf } from '@domus/domain/viewings/agency-time';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { viewingAbsences, viewingHours } from '../../db/schema.ts';

/** `HH:MM` of minutes after midnight (1440 is `24:00`). */
function timeOf(minutes: number): string {
  const h = Math.floor(minutes / 60);
  return `${String(h).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The agent's weekly hours, each day's ranges in order; no rows is no hours. */
export async function findAgentHours(db: Executor, agentId: string): Promise<ViewingHours> {
  const rows = await db
    .select()
    .from(viewingHours)
    .where(eq(viewingHours.agentId, agentId))
    .orderBy(asc(viewingHours.weekday), asc(viewingHours.startMinute));
  const hours = Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as ViewingHours;
  for (const row of rows) {
    hours[WEEKDAYS[row.weekday - 1]!].push({
      start: timeOf(row.startMinute),
      end: timeOf(row.endMinute),
    });
  }
  return hours;
}

/** Replaces the agent's weekly hours (already checked by the domain's schema). */
export async function replaceAgentHours(
  tx: Executor,
  agentId: string,
  hours: ViewingHours,
): Promise<void> {
  await tx.delete(viewingHours).where(eq(viewingHours.agentId, agentId));
  const rows = WEEKDAYS.flatMap((day, index) =>
    hours[day].map((range) => ({
      agentId,
      weekday: index + 1,
      startMinute: minutesOf(range.start),
      endMinute: minutesOf(range.end),
    })),
  );
  if (rows.length) await tx.insert(viewingHours).values(rows);
}

/** An absence as stored: as entered, and the instants it covers. */
export type StoredAbsence = Absence & { start: Date; end: Date };

/**
 * The agent's absences, earliest first; with a span, those overlapping it only.
 * @param span the instants looked at, end excluded
 */
export async function findAgentAbsences(
  db: Executor,
  agentId: string,
  span?: { from: Date; to: Date },
): Promise<StoredAbsence[]> {
  const rows = await db
    .select()
    .from(viewingAbsences)
    .where(
      and(
        eq(viewingAbsences.agentId, agentId),
        ...(span
          ? [gt(viewingAbsences.endsAt, span.from), lt(viewingAbsences.startsAt, span.to)]
          : []),
      ),
    )
    .orderBy(asc(viewingAbsences.startsAt));
  return rows.map((row) => ({
    startDate: row.startDate,
    endDate: row.endDate,
    ...(row.startTime ? { startTime: row.startTime } : {}),
    ...(row.endTime ? { endTime: row.endTime } : {}),
    ...(row.note ? { note: row.note } : {}),
    start: row.startsAt,
    end: row.endsAt,
  }));
}

/** Replaces the agent's absences (already checked, with their instants). */
export async function replaceAgentAbsences(
  tx: Executor,
  agentId: string,
  absences: readonly StoredAbsence[],
): Promise<void> {
  await tx.delete(viewingAbsences).where(eq(viewingAbsences.agentId, agentId));
  if (!absences.length) return;
  await tx.insert(viewingAbsences).values(
    absences.map((absence) => ({
      agentId,
      startDate: absence.startDate,
      startTime: absence.startTime ?? null,
      endDate: absence.endDate,
      endTime: absence.endTime ?? null,
      note: absence.note ?? null,
      startsAt: absence.start,
      endsAt: absence.end,
    })),
  );
}
