/**
 * The calls of personal data requests (issue 16 point 7; docs/decisions/029): the customer a staff
 * export or erasure names, and what an erasure answers.
 */
import { z } from 'zod';
import { idSchema } from '../core/common.schema.ts';

/** The kinds of customer record a request names: a seller or a client (buyer). */
export const CUSTOMER_KINDS = ['seller', 'client'] as const;

/** A seller or a client. */
export type CustomerKind = (typeof CUSTOMER_KINDS)[number];

/** Path of `/api/v1/admin/customers/{kind}/{id}/export` and `.../erase`. */
export const customerRecordParamsSchema = z.object({
  kind: z.enum(CUSTOMER_KINDS),
  id: idSchema,
});

/** What an erasure did, counted (no personal value in it). */
export const erasureSummarySchema = z.object({
  /** Seller and client records deleted. */
  customers: z.number().int(),
  /** Whether a login account was deleted with its sessions. */
  account: z.boolean(),
  /** Published (or already withdrawn) listings withdrawn from the site and detached. */
  listingsWithdrawn: z.number().int(),
  /** Listings never published (drafts, awaiting confirmation) deleted. */
  listingsDeleted: z.number().int(),
  /** Saved searches deleted with their alerts and matches. */
  searches: z.number().int(),
  /** Contact messages from the person's addresses, anonymised. */
  contactMessages: z.number().int(),
  /** History entries rewritten so that no personal value remains. */
  historyEntries: z.number().int(),
});

/** What an erasure did. */
export type ErasureSummary = z.infer<typeof erasureSummarySchema>;

/** The answer of an erasure. */
export const erasureResponseSchema = z.object({ data: erasureSummarySchema });
