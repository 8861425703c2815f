/**
 * An agent's viewing hours and absences (issue 33 point 1, decision 069): an agent reads and
 * sets their own, admins everyone's (the domain's `canSetViewingHours`); the bodies are checked
 * by the domain's schemas before anything is replaced.
 */
import { canSetViewingHours } from '@domus/domain/person/permissions';
import {
  absenceInterval,
  type Absence,
  type ViewingHours,
} from '@domus/domain/viewings/viewing-hours';
import type { Database } from '../../db/client.ts';
import { AppError, notFoundError } from '../../lib/app-error.ts';
import type { Viewer } from '../auth/viewer.ts';
import {
  findAgentAbsences,
  findAgentHours,
  replaceAgentAbsences,
  replaceAgentHours,
  type StoredAbsence,
} from './viewing-hours.repository.ts';
import { findStaffMember } from './viewings.repository.ts';

type SignedIn = NonNullable<Viewer>;

/**
 * The agent, which must be a staff account (404 otherwise: staff see each other in the staff
 * list anyway), and 403 unless the caller may read and set their hours: their own as an agent,
 * anyone's as an admin. Checked from the path alone, before the body is read, and again by
 * each call.
 */
export async function assertHoursAccess(
  db: Database,
  viewer: SignedIn,
  agentId: string,
): Promise<string> {
  const agent = await findStaffMember(db, agentId);
  if (!agent) throw notFoundError();
  if (!canSetViewingHours(viewer, viewer.accountId === agent.id)) {
    throw new AppError(403, 'forbidden', 'api.forbidden');
  }
  return agent.id;
}

const agentOf = assertHoursAccess;

/** `GET /api/v1/admin/agents/{id}/viewing-hours`. */
export async function readViewingHours(db: Database, viewer: SignedIn, agentId: string) {
  const id = await agentOf(db, viewer, agentId);
  return { agentId: id, hours: await findAgentHours(db, id) };
}

/** `PUT /api/v1/admin/agents/{id}/viewing-hours`: the whole week at once. */
export async function setViewingHours(
  db: Database,
  viewer: SignedIn,
  agentId: string,
  hours: ViewingHours,
) {
  const id = await agentOf(db, viewer, agentId);
  await db.transaction((tx) => replaceAgentHours(tx, id, hours));
  return { agentId: id, hours: await findAgentHours(db, id) };
}

const answerAbsence = (absence: StoredAbsence) => ({
  ...absence,
  start: absence.start.toISOString(),
  end: absence.end.toISOString(),
});

/** `GET /api/v1/admin/agents/{id}/viewing-absences`: earliest first. */
export async function readViewingAbsences(db: Database, viewer: SignedIn, agentId: string) {
  const id = await agentOf(db, viewer, agentId);
  return { agentId: id, absences: (await findAgentAbsences(db, id)).map(answerAbsence) };
}

/**
 * `PUT /api/v1/admin/agents/{id}/viewing-absences`: every absence at once, each stored with the
 * instants it covers in the agency's time (decision 069).
 */
export async function setViewingAbsences(
  db: Database,
  viewer: SignedIn,
  agentId: string,
  absences: readonly Absence[],
) {
  const id = await agentOf(db, viewer, agentId);
  const stored = absences.map((absence) => {
    const { start, end } = absenceInterval(absence);
    return { ...absence, start: new Date(start), end: new Date(end) };
  });
  await db.transaction((tx) => replaceAgentAbsences(tx, id, stored));
  return { agentId: id, absences: (await findAgentAbsences(db, id)).map(answerAbsence) };
}
