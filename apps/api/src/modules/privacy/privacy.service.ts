/**
 * Personal data requests (issue 16 point 7; docs/decisions/029): who may ask for what, and whose
 * data a request names. Admins export and erase a customer (the domain's
 * `canHandlePersonalDataRequests`); a logged-in user exports and erases themselves.
 */
import { historyActorRole } from '@domus/domain/staff/history';
import { canHandlePersonalDataRequests } from '@domus/domain/person/permissions';
import type { CustomerKind, ErasureSummary } from '@domus/domain/person/privacy.schema';
import type { Database } from '../../db/client.ts';
import { AppError, notFoundError } from '../../lib/app-error.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { removeDetachedExposes } from '../expose-files/expose-cleanup.service.ts';
import { removeFiles } from '../files/file-cleanup.service.ts';
import { deleteOutboxFiles } from '../mail/mail-files.service.ts';
import { erasePerson, type ErasureActor } from './privacy-erase.service.ts';
import { exportPersonalData, type PersonalDataExport } from './privacy-export.service.ts';
import {
  findPersonByAccount,
  findPersonByRecord,
  type PersonRecords,
} from './privacy.repository.ts';

/**
 * Where an erasure also removes what it leaves outside the database: the file storage (exposés,
 * documents) and the file transport's outbox directory (decision 044).
 */
export type ErasureStores = { storage: FileStorage; outboxDirectory: string };

/**
 * Erases the person, then removes from the storage and the outbox directory what named them:
 * their listings' exposés, their detached documents and their mails' files. Those removals come
 * after the commit (a storage cannot take part in the transaction); what a failing storage
 * leaves, the hourly sweeps remove.
 */
async function eraseEverywhere(
  db: Database,
  stores: ErasureStores,
  person: PersonRecords,
  actor: ErasureActor,
): Promise<ErasureSummary> {
  const { summary, leftovers } = await erasePerson(db, person, actor);
  await removeDetachedExposes(db, stores.storage);
  await removeFiles(db, stores.storage, leftovers.documentIds).catch(() => 0);
  await deleteOutboxFiles(stores.outboxDirectory, leftovers.mailIds, leftovers.values).catch(
    () => 0,
  );
  return summary;
}

/** The customer a staff request names. */
export type CustomerRef = { kind: CustomerKind; id: string };

const unauthorized = () => new AppError(401, 'unauthorized', 'api.unauthorized');
const forbidden = () => new AppError(403, 'forbidden', 'api.forbidden');

/** The admin asking; 401 for a visitor, 403 for anyone who is not an admin. */
function requirePrivacyAdmin(viewer: Viewer): NonNullable<Viewer> {
  if (!viewer) throw unauthorized();
  if (!canHandlePersonalDataRequests(viewer)) throw forbidden();
  return viewer;
}

/** The ZIP of everything stored about a customer, for an admin; 404 for an unknown record. */
export async function exportCustomer(
  db: Database,
  storage: FileStorage,
  viewer: Viewer,
  customer: CustomerRef,
): Promise<PersonalDataExport> {
  const admin = requirePrivacyAdmin(viewer);
  const person = await findPersonByRecord(db, customer.kind, customer.id);
  if (!person) throw notFoundError();
  return exportPersonalData(db, storage, person, {
    accountId: admin.accountId,
    role: historyActorRole(admin),
    source: 'exportCustomerData',
  });
}

/** Erases a customer, for an admin; 404 for an unknown record, 409 for a staff account. */
export async function eraseCustomer(
  db: Database,
  stores: ErasureStores,
  viewer: Viewer,
  customer: CustomerRef,
): Promise<ErasureSummary> {
  const admin = requirePrivacyAdmin(viewer);
  const person = await findPersonByRecord(db, customer.kind, customer.id);
  if (!person) throw notFoundError();
  return eraseEverywhere(db, stores, person, {
    accountId: admin.accountId,
    role: historyActorRole(admin),
    source: 'eraseCustomer',
    subject: customer.kind,
    subjectId: customer.id,
  });
}

/** The ZIP of everything stored about the logged-in person. */
export async function exportOwnData(
  db: Database,
  storage: FileStorage,
  viewer: Viewer,
): Promise<PersonalDataExport> {
  if (!viewer) throw unauthorized();
  const person = await findPersonByAccount(db, viewer.accountId);
  if (!person) throw unauthorized();
  return exportPersonalData(db, storage, person, {
    accountId: viewer.accountId,
    role: historyActorRole(viewer, viewer.sellerId ? 'owner' : 'client'),
    source: 'exportMyData',
  });
}

/**
 * Erases the logged-in person: their account goes with its sessions, so the caller is logged
 * out. The history entry names the account, its actor is nobody (the account is gone).
 */
export async function eraseOwnAccount(
  db: Database,
  stores: ErasureStores,
  viewer: Viewer,
): Promise<ErasureSummary> {
  if (!viewer) throw unauthorized();
  const person = await findPersonByAccount(db, viewer.accountId);
  if (!person) throw unauthorized();
  return eraseEverywhere(db, stores, person, {
    accountId: null,
    role: historyActorRole(viewer, viewer.sellerId ? 'owner' : 'client'),
    source: 'deleteMyAccount',
    subject: 'account',
    subjectId: viewer.accountId,
  });
}
