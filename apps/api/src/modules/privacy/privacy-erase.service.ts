/**
 * The erasure of a person (issue 16 point 7; docs/decisions/029), in one transaction with its
 * history entry: history rewritten, searches and alerts stopped (deleted with their matches),
 * unpublished listings deleted and published ones withdrawn, contact messages anonymised, login links, sessions and
 * mails deleted, then the seller and client records and the account. No confirmation mail is
 * queued: it would keep the address in the database (decision 029).
 */
import { canBeErased } from '@domus/domain/rules/permissions';
import type { HistoryActorRole, HistorySubject } from '@domus/domain/rules/history';
import type { ErasureSummary } from '@domus/domain/schemas/privacy.schema';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordHistory } from '../history/history.repository.ts';
import {
  allowHistoryRewrite,
  anonymiseContactMessages,
  deleteLoginsAndMails,
  deleteRecords,
  deleteSearches,
  rewriteHistory,
  withdrawListings,
} from './privacy-erase.repository.ts';
import type { PersonRecords } from './privacy.repository.ts';

/** 409: the person's account is staff, whose roles are removed first (decision 029). */
const staffAccountError = () => new AppError(409, 'staff_account', 'api.staff_account');

/** Shorter values than this are not looked for in history texts (a one-letter initial). */
const MIN_VALUE_LENGTH = 3;

/**
 * The values that identify the person, to be looked for in the history of their listings,
 * searches and matches: names, company, addresses, telephone numbers, tax codes, PEC, and the
 * parts of their postal addresses but the country.
 */
export function personalValues(person: PersonRecords): string[] {
  const values = new Set<string>(person.emails);
  const add = (value: unknown) => {
    if (typeof value === 'string' && value.trim().length >= MIN_VALUE_LENGTH) {
      values.add(value.trim());
    }
  };
  for (const record of [...person.sellers, ...person.clients]) {
    [record.name, record.familyName, record.companyName, record.email, record.tel].forEach(add);
    if (record.address && typeof record.address === 'object') {
      for (const [key, value] of Object.entries(record.address)) {
        if (key !== 'country') add(value);
      }
    }
  }
  for (const seller of person.sellers) [seller.fiscalCode, seller.pec, seller.taxCode].forEach(add);
  return [...values];
}

/** Who erases and what the erasure's history entry says about whom. */
export type ErasureActor = {
  /** The admin's account, or null when the person erases themselves (their account goes). */
  accountId: string | null;
  role: HistoryActorRole;
  source: string;
  subject: HistorySubject;
  subjectId: string;
};

/**
 * Erases the person; 409 `staff_account` when their account is staff. Answers what was done,
 * counted.
 */
export async function erasePerson(
  db: Database,
  person: PersonRecords,
  actor: ErasureActor,
): Promise<ErasureSummary> {
  if (!canBeErased(person.account)) throw staffAccountError();
  const sellerIds = person.sellers.map((s) => s.id);
  const clientIds = person.clients.map((c) => c.id);
  const accountId = person.account?.id ?? null;
  return db.transaction(async (tx) => {
    await allowHistoryRewrite(tx);
    const historyEntries = await rewriteHistory(tx, person, personalValues(person));
    const searches = await deleteSearches(tx, clientIds);
    const listings = await withdrawListings(tx, sellerIds, accountId);
    const contactMessages = await anonymiseContactMessages(tx, person.emails);
    await deleteLoginsAndMails(tx, accountId, person.emails);
    const records = await deleteRecords(tx, person);
    await recordHistory(tx, {
      actor: { accountId: actor.accountId, role: actor.role },
      subject: actor.subject,
      subjectId: actor.subjectId,
      action: 'erase',
      source: actor.source,
      sellerId: actor.subject === 'seller' ? actor.subjectId : null,
      clientId: actor.subject === 'client' ? actor.subjectId : null,
    });
    return {
      customers: records.customers,
      account: records.account,
      listingsWithdrawn: listings.withdrawn,
      listingsDeleted: listings.deleted,
      searches,
      contactMessages,
      historyEntries,
    };
  });
}
