/**
 * One customer's admin page in one call (issue 16 point 2): the record with its account, the
 * listings, the saved searches' counts, the visit and consultation requests, the contact
 * messages, the other records that may be the same person (decision 030) and the history.
 */
import type { CustomerKind } from '@domus/domain/staff/admin-customers-query';
import type { Category, Language } from '@domus/domain/core/constants';
import type {
  AdminCustomerPage,
  CustomerHistoryEntry,
  CustomerLink,
} from '@domus/domain/staff/admin-customers.schema';
import { LISTING_STATUSES } from '@domus/domain/core/listing-status';
import type { Executor } from '../../db/client.ts';
import { notFoundError } from '../../lib/app-error.ts';
import { toClient } from '../clients/client-values.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { listHistory } from '../history/history.service.ts';
import { describeHistory } from '../history-read/history-wording.service.ts';
import { findListingsOfSeller } from '../properties/listing-queries.ts';
import { toSeller } from '../sellers/sellers.service.ts';
import {
  countSearchesOfClient,
  findAccountEmails,
  findAccountSummary,
  findMessagesFrom,
  findRelatedCustomers,
  findRequestsOfClient,
  PAGE_LISTINGS,
  type RelatedRow,
} from './admin-customer-page.repository.ts';
import { findClientsByIds, findSellersByIds } from './admin-customers.repository.ts';

/** History entries the page shows, newest first. */
export const PAGE_HISTORY = 100;

/** What `related` shares with the customer. */
function shares(
  related: RelatedRow,
  self: { accountId: string | null; email: string | null; telKey: string | null },
): CustomerLink['shares'] {
  const out: CustomerLink['shares'] = [];
  if (self.accountId && related.accountId === self.accountId) out.push('account');
  if (self.email && related.email?.toLowerCase() === self.email.toLowerCase()) out.push('email');
  if (self.telKey && related.telKey === self.telKey) out.push('tel');
  return out;
}

/**
 * The customer's page; 404 when there is no such customer.
 * @param db the database
 * @param storage where the files its history names are
 * @param kind seller or client
 * @param id the customer's id
 * @param lang the reader's language, which the history is written in
 */
export async function loadAdminCustomerPage(
  db: Executor,
  storage: FileStorage,
  kind: CustomerKind,
  id: string,
  lang: Language,
): Promise<AdminCustomerPage> {
  const [seller] = kind === 'seller' ? await findSellersByIds(db, [id]) : [];
  const [client] = kind === 'client' ? await findClientsByIds(db, [id]) : [];
  const row = seller ?? client;
  if (!row) throw notFoundError();
  const account = row.accountId ? await findAccountSummary(db, row.accountId) : undefined;
  const listings = seller ? await findListingsOfSeller(db, seller.id, PAGE_LISTINGS) : [];
  const searches = client ? await countSearchesOfClient(db, client.id) : { count: 0, matches: 0 };
  const requests = client ? await findRequestsOfClient(db, client.id) : [];
  const messages = row.email ? await findMessagesFrom(db, row.email) : [];
  const related = await findRelatedCustomers(db, {
    kind,
    id,
    accountId: row.accountId,
    email: row.email,
    telKey: row.telKey,
  });
  const history = await listHistory(db, seller ? { sellerId: id } : { clientId: id }, {
    limit: PAGE_HISTORY,
  });
  const wording = await describeHistory(db, storage, history, lang);
  const actors = await findAccountEmails(db, [
    ...new Set(history.flatMap((h) => (h.actorAccountId ? [h.actorAccountId] : []))),
  ]);
  return {
    kind,
    seller: seller ? toSeller(seller) : null,
    client: client ? { ...toClient(client), email: client.email } : null,
    account: account
      ? { _id: account.id, email: account.email, verified: account.verifiedAt !== null }
      : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastActivity: row.lastActivityAt.toISOString(),
    listings: listings.map((l) => ({
      _id: l.id,
      property_id: l.propertyNumber,
      category: l.category as Category,
      rent: l.rent,
      title: l.title,
      status: LISTING_STATUSES[l.statusRank ?? 0] ?? 'draft',
      createdAt: l.createdAt.toISOString(),
    })),
    searches,
    requests: requests.map((r) => ({
      matchId: r.matchId,
      state: r.state as 'visit' | 'consulting',
      listingId: r.listingId,
      property_id: r.propertyNumber,
      category: r.category as Category,
      updatedAt: r.updatedAt.toISOString(),
      handledAt: r.handledAt?.toISOString() ?? null,
    })),
    messages: messages.map((m) => ({
      _id: m.id,
      createdAt: m.createdAt.toISOString(),
      message: m.message,
      listingId: m.listingId,
      category: (m.category as Category | null) ?? null,
      handledAt: m.handledAt?.toISOString() ?? null,
    })),
    related: related.map((r) => ({
      _id: r.id,
      kind: r.kind,
      name: r.name,
      familyName: r.familyName,
      companyName: r.companyName,
      email: r.email,
      tel: r.tel,
      shares: shares(r, row),
      accountId: r.accountId,
      accountVerified: r.accountVerified,
    })),
    history: history.map((h, index): CustomerHistoryEntry => ({
      id: h.id,
      at: h.at.toISOString(),
      actorAccountId: h.actorAccountId,
      actorEmail: h.actorAccountId ? (actors.get(h.actorAccountId) ?? null) : null,
      actorRole: h.actorRole as CustomerHistoryEntry['actorRole'],
      subject: h.subject as CustomerHistoryEntry['subject'],
      subjectId: h.subjectId,
      action: h.action as CustomerHistoryEntry['action'],
      changes: h.changes as CustomerHistoryEntry['changes'],
      source: h.source,
      ...wording[index]!,
    })),
  };
}
