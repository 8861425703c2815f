/**
 * What the new-match alert mails read of their own (decisions.md Saved searches and matching;
 * docs decision 014): the searches whose client gets mail. Their places are the saved searches'
 * locations and the listings their cards, as the account page and the matches page read them.
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { inChunks } from '../../db/chunked.ts';
import { accounts, clients, matches, propertyTypes, savedSearches } from '../../db/schema.ts';

/**
 * The searches among `searchIds` whose client is mailed: alerts on, and a client account whose
 * address is verified (decisions.md Accounts and roles). The mail goes to that verified address.
 */
export function findAlertRecipients(db: Executor, searchIds: string[]) {
  return inChunks(searchIds, (chunk) =>
    db
      .select({
        searchId: savedSearches.id,
        alertFrequency: savedSearches.alertFrequency,
        rent: savedSearches.rent,
        typeName: propertyTypes.name,
        email: accounts.email,
        language: clients.language,
        name: clients.name,
        familyName: clients.familyName,
      })
      .from(savedSearches)
      .innerJoin(clients, eq(clients.id, savedSearches.clientId))
      .innerJoin(accounts, eq(accounts.id, clients.accountId))
      .innerJoin(propertyTypes, eq(propertyTypes.id, savedSearches.typeId))
      .where(
        and(
          inArray(savedSearches.id, chunk),
          eq(savedSearches.alertsEnabled, true),
          isNotNull(accounts.emailVerifiedAt),
        ),
      ),
  );
}
/** A search that gets an alert mail, with its client. */
export type AlertRecipient = Awaited<ReturnType<typeof findAlertRecipients>>[number];

/** Marks matches as waiting for their search's gathered mail (decision 074). */
export async function markAlertPending(db: Executor, matchIds: string[]): Promise<void> {
  await inChunks(matchIds, (chunk) =>
    db
      .update(matches)
      .set({ alertPending: true, updatedAt: sql`${matches.updatedAt}` })
      .where(inArray(matches.id, chunk))
      .returning({ id: matches.id }),
  );
}
