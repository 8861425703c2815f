/**
 * The erasure of a person (issue 16 point 7; docs/decisions/029), in one transaction with its
 * history entry: history rewritten, searches and alerts stopped (deleted with their matches),
 * unpublished listings deleted and published ones withdrawn (their words and exposés gone),
 * contact messages anonymised, login links, sessions and mails deleted, then the seller and
 * client records and the account. No confirmation mail is queued: it would keep the address in
 * the database (decision 029). What lives outside the database (exposé PDFs, detached documents,
 * the outbox's files) is removed by the caller once the transaction is committed (decision 044).
 */
import { canBeErased } from '@domus/domain/person/permissions';
import type { HistoryActorRole, HistorySubject } from '@domus/domain/staff/history';
import type { ErasureSummary } from '@domus/domain/person/privacy.schema';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordHistory } from '../history/history.service.ts';
import {
  allowHistoryRewrite,
  anonymiseContactMessages,
  anonymiseViewings,
  deleteLoginsAndMails,
  deleteRecords,
  deleteSearches,
  rewriteHistory,
  withdrawListings,
} from './privacy-erase.repository.ts';
import { detachExposeFiles } from '../expose-files/expose-cleanup.service.ts';
import { listContactMessagesOf, type PersonRecords } from './privacy.repository.ts';

/** 409: the person's account is staff, whose roles are removed first (decision 029). */
const staffAccountError = () => new AppError(409, 'staff_account', 'api.staff_account');

/** Shorter values than this are not looked for in history texts (a one-letter initial). */
const MIN_VALUE_LENGTH = 3;

/** What the person's contact messages say of them: the name and telephone number they gave. */
export type MessageSender = { id: string; name: string; tel: string | null };

/**
 * The values that identify the person, to be looked for in the history of their listings,
 * searches and matches: names, company, addresses, telephone numbers, tax codes, PEC, the parts
 * of their postal addresses but the country, and the name and telephone number their contact
 * messages gave.
 */
export function personalValues(person: PersonRecords, messages: MessageSender[] = []): string[] {
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
  for (const message of messages) [message.name, message.tel].forEach(add);
  return [...values];
}

/**
 * The values that name the person and nobody else, looked for in every mail of the outbox and
 * its files (decision 044): addresses, full names in either order, company, telephone numbers,
 * tax codes and PEC, and the names their messages gave; not a first or a family name alone,
 * which would take other people's mails with them.
 */
export function identifyingValues(person: PersonRecords, messages: MessageSender[] = []): string[] {
  const values = new Set<string>(person.emails);
  const add = (value: unknown) => {
    if (typeof value === 'string' && value.trim().length >= MIN_VALUE_LENGTH) {
      values.add(value.trim());
    }
  };
  for (const record of [...person.sellers, ...person.clients]) {
    const [name, family] = [record.name?.trim(), record.familyName?.trim()];
    if (name && family) [`${name} ${family}`, `${family} ${name}`].forEach(add);
    [record.companyName, record.email, record.tel].forEach(add);
  }
  for (const seller of person.sellers) [seller.fiscalCode, seller.pec, seller.taxCode].forEach(add);
  for (const message of messages) [message.name, message.tel].forEach(add);
  return [...values];
}

/** What is removed from outside the database once the erasure is committed. */
export type ErasureLeftovers = {
  /** Cadastral and land-register documents, detached from the listings. */
  documentIds: string[];
  /** The mails deleted from the outbox, whose files (DATA_DIR/outbox) go too. */
  mailIds: string[];
  /** The values that name the person, looked for in the outbox's other files. */
  values: string[];
};

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
 * counted, and what the caller removes from outside the database once it is committed.
 */
export async function erasePerson(
  db: Database,
  person: PersonRecords,
  actor: ErasureActor,
): Promise<{ summary: ErasureSummary; leftovers: ErasureLeftovers }> {
  if (!canBeErased(person.account)) throw staffAccountError();
  const sellerIds = person.sellers.map((s) => s.id);
  const clientIds = person.clients.map((c) => c.id);
  const accountId = person.account?.id ?? null;
  return db.transaction(async (tx) => {
    await allowHistoryRewrite(tx);
    const messages = await listContactMessagesOf(tx, person.emails);
    const values = personalValues(person, messages);
    const messageIds = messages.map((m) => m.id);
    const viewingIds = await anonymiseViewings(tx, person);
    const historyEntries = await rewriteHistory(tx, person, values, messageIds, viewingIds);
    const searches = await deleteSearches(tx, clientIds);
    const listings = await withdrawListings(tx, sellerIds, accountId);
    // Their exposés print the listing as it was: they go with it (decision 044).
    await detachExposeFiles(tx, listings.withdrawn);
    const contactMessages = await anonymiseContactMessages(tx, person.emails);
    const mailValues = identifyingValues(person, messages);
    const mailIds = await deleteLoginsAndMails(tx, accountId, person.emails, mailValues);
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
      summary: {
        customers: records.customers,
        account: records.account,
        listingsWithdrawn: listings.withdrawn.length,
        listingsDeleted: listings.deleted,
        searches,
        contactMessages,
        historyEntries,
      },
      leftovers: { documentIds: listings.documents, mailIds, values: mailValues },
    };
  });
}
