/**
 * The history of changes as staff read it (issue 16 point 6; docs/decisions/031): a listing's
 * entries for staff, the whole history filtered as one table for admins. Each entry names its
 * actor (a staff account's address; an owner, a buyer and the system by their part only) and
 * labels its fields in the caller's language: the wizard's and detail page's labels, the admin
 * application's for the fields it names, else the field's name.
 */
import { fieldLabelKey } from '@domus/domain/listing/categories/field-definitions';
import type { HistoryChange } from '@domus/domain/staff/history';
import { canReadAllHistory, canReadListingHistory } from '@domus/domain/person/permissions';
import {
  HISTORY_PAGE_SIZE,
  type AdminHistoryQuery,
  type HistoryEntry,
  type HistoryPage,
} from '@domus/domain/staff/admin-history.schema';
import type { Language } from '@domus/domain/core/constants';
import type { Database } from '../../db/client.ts';
import { AppError, validationError } from '../../lib/app-error.ts';
import { adminTranslator } from '../../lib/i18n.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { FileStorage } from '../files/file-storage.ts';
import {
  findHistoryPage,
  type HistoryCursor,
  type HistoryFilter,
} from './history-read.repository.ts';
import { describeHistory } from './history-wording.service.ts';

const forbidden = () => new AppError(403, 'forbidden', 'api.forbidden');
const STAFF_ROLES = new Set(['agent', 'admin', 'superAdmin']);

/** The cursor as the API hands it out: the time and id of the page's last entry, base64url. */
export function encodeCursor(cursor: HistoryCursor): string {
  return Buffer.from(`${cursor.at}|${cursor.id}`).toString('base64url');
}

/** The cursor of a request; 400 on `cursor` for one the API did not write. */
export function decodeCursor(text: string): HistoryCursor {
  const [at, id, ...rest] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  const valid =
    !rest.length &&
    !!at &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(at) &&
    isRealTime(at) &&
    !!id &&
    /^\d{1,18}$/.test(id);
  if (!valid) throw validationError([{ field: 'cursor', messageKey: 'validation.invalid' }]);
  return { at: at, id: id };
}

/**
 * Whether an ISO time names a real moment the database takes: JavaScript rolls 31 February over
 * into March where the database refuses it, and the database has no year 0.
 */
function isRealTime(at: string): boolean {
  const year = Number(at.slice(0, 4));
  const parsed = new Date(`${at.slice(0, 23)}Z`);
  return (
    year >= 1900 &&
    year <= 2999 &&
    !Number.isNaN(parsed.getTime()) &&
    parsed.toISOString().slice(0, 19) === at.slice(0, 19)
  );
}

/** The label of a field in `lang`: the admin application's, the listing form's, or its name. */
function labeller(lang: Language): (field: string) => string {
  const t = adminTranslator(lang);
  const cache = new Map<string, string>();
  return (field) => {
    let label = cache.get(field);
    if (label === undefined) {
      // A field name is data: only plain names are looked up, never a path into the catalog.
      const plain = /^[A-Za-z_][A-Za-z0-9_]*$/.test(field);
      const definedKey = fieldLabelKey(field);
      label =
        (plain &&
          (t(`history.fields.${field}`, { defaultValue: '' }) ||
            (definedKey ? t(definedKey, { defaultValue: '' }) : '') ||
            t(`property:fields.${field}`, { defaultValue: '' }))) ||
        field;
      cache.set(field, label);
    }
    return label;
  };
}

async function page(
  db: Database,
  storage: FileStorage,
  filter: HistoryFilter,
  query: { cursor?: string; limit?: number },
  lang: Language,
): Promise<HistoryPage> {
  const limit = query.limit ?? HISTORY_PAGE_SIZE;
  const rows = await findHistoryPage(
    db,
    filter,
    limit,
    query.cursor ? decodeCursor(query.cursor) : undefined,
  );
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  const label = labeller(lang);
  const wording = await describeHistory(db, storage, shown, lang);
  const data = shown.map((row, index): HistoryEntry => ({
    id: row.id,
    at: row.at,
    actor: {
      role: row.actorRole as HistoryEntry['actor']['role'],
      accountId: row.actorAccountId,
      email: STAFF_ROLES.has(row.actorRole) ? row.actorEmail : null,
    },
    subject: row.subject as HistoryEntry['subject'],
    subjectId: row.subjectId,
    action: row.action as HistoryEntry['action'],
    listingId: row.listingId,
    sellerId: row.sellerId,
    clientId: row.clientId,
    source: row.source,
    changes: ((row.changes ?? []) as HistoryChange[]).map((change) => ({
      field: change.field,
      label: label(change.field),
      before: change.before,
      after: change.after,
    })),
    ...wording[index]!,
  }));
  const last = shown.at(-1);
  return {
    meta: { limit, nextCursor: more && last ? encodeCursor(last) : null },
    data,
  };
}

/** A listing's history, newest first (staff); a deleted listing's history stays readable. */
export async function listingHistory(
  db: Database,
  storage: FileStorage,
  viewer: NonNullable<Viewer>,
  listingId: string,
  query: { cursor?: string; limit?: number },
  lang: Language,
): Promise<HistoryPage> {
  if (!canReadListingHistory(viewer)) throw forbidden();
  return page(db, storage, { listingId }, query, lang);
}

/** The whole history as one table, filtered (admins). */
export async function adminHistory(
  db: Database,
  storage: FileStorage,
  viewer: NonNullable<Viewer>,
  query: AdminHistoryQuery,
  lang: Language,
): Promise<HistoryPage> {
  if (!canReadAllHistory(viewer)) throw forbidden();
  return page(
    db,
    storage,
    {
      subject: query.subject,
      action: query.action,
      actorAccountId: query.actor,
      from: query.from,
      to: query.to,
      listingId: query.listing,
      sellerId: query.seller,
      clientId: query.client,
    },
    query,
    lang,
  );
}
