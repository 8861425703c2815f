/**
 * The writes of an erasure (issue 16 point 7; docs/decisions/029), each run inside the erasure's
 * one transaction: history rewritten, searches (with their alerts and matches) deleted, drafts
 * deleted and other listings withdrawn and detached, contact messages anonymised, login links,
 * sessions, queued mails and rate-limit events deleted, then the records and the account.
 */
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  accounts,
  clients,
  contactMessages,
  files,
  historyEntries,
  loginTokens,
  mailOutbox,
  rateLimitEvents,
  savedSearches,
  sellers,
  sessions,
  viewings,
} from '../../db/schema.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { listingIdsOfSellersSql } from '../properties/listing-columns.sql.ts';
import { eraseListingsOfSellers } from '../properties/listing-queries.ts';
import { historyOfCondition, type PersonRecords } from './privacy.repository.ts';

/** What a rewritten history value reads. */
export const ERASED_VALUE = 'erased';

/**
 * Fields of the history whose values are words someone wrote (the listing's title, description,
 * internal notes and video link; staff's notes on requests and messages): in the history about
 * the person they are erased whatever they say, since a name or a telephone number in them may
 * be written in any form (decision 044).
 */
export const FREE_TEXT_FIELDS = [
  'title',
  'description',
  'informations',
  'video',
  'note',
  'message',
] as const;

/** A LIKE pattern that finds `value` inside a JSON text (as jsonb::text writes it), any case. */
export function jsonLikePattern(value: string): string {
  const encoded = JSON.stringify(value.toLowerCase()).slice(1, -1);
  return `%${encoded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

const lowerIn = (column: SQL | AnyPgColumn, emails: string[]) =>
  emails.length ? inArray(sql`lower(${column})`, emails) : sql`false`;

/** Lets this transaction rewrite history entries (the table's trigger, migration 0021). */
export async function allowHistoryRewrite(tx: Executor): Promise<void> {
  await tx.execute(sql`select set_config('domus.history_rewrite', 'on', true)`);
}

/**
 * Rewrites the history entries about the person or made by them so that no personal value
 * remains: every value of a change to their own records (seller, client, account), and every
 * change elsewhere (their listings, searches, matches) whose values contain one of `values`.
 * Answers how many entries were rewritten.
 */
export async function rewriteHistory(
  tx: Executor,
  person: PersonRecords,
  values: string[],
  messageIds: string[],
  viewingIds: string[] = [],
): Promise<number> {
  const ownIds = [
    ...person.sellers.map((s) => s.id),
    ...person.clients.map((c) => c.id),
    ...(person.account ? [person.account.id] : []),
  ];
  const ownRecords = ownIds.length
    ? sql`(${historyEntries.subject} in ('seller','client','account') and ${historyEntries.subjectId} = any(${textArray(ownIds)}::uuid[]))`
    : sql`false`;
  // Staff's handling of their contact messages (subject message, decision 032) is about them
  // through and through: its notes name them in words no value list foresees.
  // So is the handling of the viewings they asked for (issue 33), a guest's named by no record.
  const ownMessages = sql`(${
    messageIds.length
      ? sql`(${historyEntries.subject} = 'message' and ${historyEntries.subjectId} = any(${textArray(messageIds)}::uuid[]))`
      : sql`false`
  } or ${
    viewingIds.length
      ? sql`(${historyEntries.subject} = 'viewing' and ${historyEntries.subjectId} = any(${textArray(viewingIds)}::uuid[]))`
      : sql`false`
  })`;
  const own = sql`(${ownRecords} or ${ownMessages})`;
  const patterns = textArray(values.map(jsonLikePattern));
  const freeText = textArray([...FREE_TEXT_FIELDS]);
  const erased = sql`to_jsonb(${ERASED_VALUE}::text)`;
  const rows = await tx
    .update(historyEntries)
    .set({
      changes: sql`coalesce((
        select jsonb_agg(case when ${own} or c->>'field' = any(${freeText})
                                   or lower(c::text) like any(${patterns})
                              then jsonb_build_object('field', c->'field', 'before', ${erased}, 'after', ${erased})
                              else c end order by ord)
          from jsonb_array_elements(${historyEntries.changes}) with ordinality as e(c, ord)
      ), '[]'::jsonb)`,
    })
    .where(
      and(
        or(historyOfCondition(person), ownMessages),
        sql`jsonb_array_length(${historyEntries.changes}) > 0`,
        or(
          own,
          sql`exists (select 1 from jsonb_array_elements(${historyEntries.changes}) as f(c)
                       where f.c->>'field' = any(${freeText}))`,
          sql`lower(${historyEntries.changes}::text) like any(${patterns})`,
        ),
      ),
    )
    .returning({ id: historyEntries.id });
  return rows.length;
}

/** Deletes the saved searches of the clients: their places, alerts and matches go with them. */
export async function deleteSearches(tx: Executor, clientIds: string[]): Promise<number> {
  if (!clientIds.length) return 0;
  const rows = await tx
    .delete(savedSearches)
    .where(inArray(savedSearches.clientId, clientIds))
    .returning({ id: savedSearches.id });
  return rows.length;
}

/**
 * The person's listings: those never published (drafts, and those awaiting confirmation) deleted,
 * since the agency has no record of them to keep; the published and withdrawn ones withdrawn from
 * the site (decision 026: every withdrawn listing was published) and detached from the person,
 * with the words they wrote cleared (title, description, internal notes, video link: a name or a
 * telephone number may be in them in any form; decision 044). Files keep only their kind as name
 * (an uploaded file's name may carry a name); cadastral and land-register documents, which name
 * the owner, are detached, and answered so that they are removed with their stored objects once
 * the erasure is committed. Answers the withdrawn listings' ids too.
 */
export async function withdrawListings(
  tx: Executor,
  sellerIds: string[],
  accountId: string | null,
): Promise<{ withdrawn: string[]; deleted: number; documents: string[] }> {
  const byUploader = accountId ? eq(files.uploadedById, accountId) : sql`false`;
  if (!sellerIds.length) {
    await tx
      .update(files)
      .set({ name: sql`${files.kind}` })
      .where(byUploader);
    return { withdrawn: [], deleted: 0, documents: [] };
  }
  const owned = sql`${files.propertyId} in ${listingIdsOfSellersSql(sellerIds)}`;
  await tx
    .update(files)
    .set({ name: sql`${files.kind}` })
    .where(or(owned, byUploader));
  const documents = await tx
    .update(files)
    .set({ propertyId: null })
    .where(and(owned, inArray(files.kind, ['cataster', 'landregister'])))
    .returning({ id: files.id });
  const { withdrawn, deleted } = await eraseListingsOfSellers(tx, sellerIds);
  return {
    withdrawn,
    deleted,
    documents: documents.map((row) => row.id),
  };
}

/** Anonymises the contact messages sent from the addresses; the request itself stays counted. */
export async function anonymiseContactMessages(tx: Executor, emails: string[]): Promise<number> {
  if (!emails.length) return 0;
  const rows = await tx
    .update(contactMessages)
    // The staff's note on the message may name the person too (decision 032).
    .set({ name: '', email: '', tel: null, message: '', clientIp: null, note: null })
    .where(lowerIn(contactMessages.email, emails))
    .returning({ id: contactMessages.id });
  return rows.length;
}

/**
 * Anonymises the viewings the person asked for (issue 33), by their account, client record or
 * address: name, address, telephone, their words and the staff's note on the request are
 * emptied; one still asked for or booked is cancelled (no one could be told of it any more),
 * its sequence raised so that the links of its mails act no more. The viewing itself stays in
 * the agent's calendar and the listing's figures.
 */
export async function anonymiseViewings(tx: Executor, person: PersonRecords): Promise<string[]> {
  const clientIds = person.clients.map((c) => c.id);
  const emails = person.emails.map((e) => e.toLowerCase());
  const theirs = or(
    person.account ? eq(viewings.buyerAccountId, person.account.id) : undefined,
    clientIds.length ? inArray(viewings.buyerClientId, clientIds) : undefined,
    lowerIn(viewings.buyerEmail, emails),
  )!;
  const rows = await tx
    .update(viewings)
    .set({
      buyerName: '',
      buyerEmail: '',
      buyerTel: null,
      buyerAccountId: null,
      buyerClientId: null,
      message: null,
      requestNote: null,
      feedbackReason: null,
      status: sql`case when ${viewings.status} in ('requested','confirmed') then 'cancelled'
        else ${viewings.status} end`,
      sequence: sql`${viewings.sequence} + 1`,
    })
    .where(theirs)
    .returning({ id: viewings.id });
  return rows.map((row) => row.id);
}

/**
 * Deletes what names the person in the login and mail machinery: login links, sessions, mails
 * queued or kept as sent to or from their addresses or naming them (`mailValues`: their
 * addresses, full names, telephone numbers and the like in the subject or the text, such as the
 * agency's mail about their new listing), and the rate-limit events counted against their
 * account or addresses. Answers the ids of the deleted mails, whose files go too.
 */
export async function deleteLoginsAndMails(
  tx: Executor,
  accountId: string | null,
  emails: string[],
  mailValues: string[],
): Promise<string[]> {
  await tx
    .delete(loginTokens)
    .where(
      or(
        accountId ? eq(loginTokens.accountId, accountId) : sql`false`,
        lowerIn(loginTokens.email, emails),
      ),
    );
  if (accountId) await tx.delete(sessions).where(eq(sessions.accountId, accountId));
  const mailPatterns = mailValues.map(likePattern);
  const mails = await tx
    .delete(mailOutbox)
    .where(
      or(
        lowerIn(mailOutbox.toAddress, emails),
        lowerIn(sql`coalesce(${mailOutbox.replyTo}, '')`, emails),
        mailPatterns.length
          ? sql`lower(${mailOutbox.subject} || ' ' || ${mailOutbox.text} || ' ' || coalesce(${mailOutbox.html}, '')) like any(${textArray(mailPatterns)})`
          : sql`false`,
      ),
    )
    .returning({ id: mailOutbox.id });
  const keys = emails.map(likePattern);
  await tx
    .delete(rateLimitEvents)
    .where(
      or(
        accountId ? eq(rateLimitEvents.key, accountId) : sql`false`,
        keys.length ? sql`lower(${rateLimitEvents.key}) like any(${textArray(keys)})` : sql`false`,
      ),
    );
  return mails.map((row) => row.id);
}

/** A LIKE pattern that finds `value` inside a text, any case. */
const likePattern = (value: string) =>
  `%${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Deletes the seller and client records and the account; answers how many records went. */
export async function deleteRecords(
  tx: Executor,
  person: PersonRecords,
): Promise<{ customers: number; account: boolean }> {
  const sellerIds = person.sellers.map((s) => s.id);
  const clientIds = person.clients.map((c) => c.id);
  const s = sellerIds.length
    ? await tx.delete(sellers).where(inArray(sellers.id, sellerIds)).returning({ id: sellers.id })
    : [];
  const c = clientIds.length
    ? await tx.delete(clients).where(inArray(clients.id, clientIds)).returning({ id: clients.id })
    : [];
  const a = person.account
    ? await tx
        .delete(accounts)
        .where(eq(accounts.id, person.account.id))
        .returning({ id: accounts.id })
    : [];
  return { customers: s.length + c.length, account: a.length > 0 };
}
