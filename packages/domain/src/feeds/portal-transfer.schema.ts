/**
 * The portals' transfer log and a listing's state per portal as the API answers them (issue 32
 * points 1 and 3, decision 062).
 */
import { z } from 'zod';
import { PORTALS } from './portals.ts';

/** A transfer's state: waiting (also between retries), running, done, or failed for good. */
export const TRANSFER_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
/** What a transfer did with one listing. */
export const TRANSFER_ACTIONS = ['new', 'changed', 'removed', 'refused'] as const;

const readinessIssueSchema = z.object({
  key: z.string(),
  field: z.string(),
  values: z.record(z.string(), z.number()).optional(),
});

/** One transfer of the log. */
export const portalTransferSchema = z.object({
  id: z.uuid(),
  accountId: z.uuid(),
  accountName: z.string(),
  portal: z.enum(PORTALS),
  trigger: z.enum(['schedule', 'manual']),
  scope: z.enum(['full', 'partial']),
  status: z.enum(TRANSFER_STATUSES),
  attempts: z.number().int(),
  /** When a waiting transfer runs (its next retry). */
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  sent: z.number().int(),
  changed: z.number().int(),
  removed: z.number().int(),
  refused: z.number().int(),
  bytes: z.number().int(),
  durationMs: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type PortalTransfer = z.infer<typeof portalTransferSchema>;

/** One listing's line of a transfer. */
export const portalTransferItemSchema = z.object({
  propertyNumber: z.number().int(),
  /** Null once the listing was deleted. */
  listingId: z.uuid().nullable(),
  action: z.enum(TRANSFER_ACTIONS),
  /** Why the listing was left out: what the portal requires that it lacks. */
  issues: z.array(readinessIssueSchema).nullable(),
  /** The portal's answer. */
  message: z.string().nullable(),
});
export type PortalTransferItem = z.infer<typeof portalTransferItemSchema>;

/** A listing's state for one portal account: switched on, ready, held by the portal. */
export const listingPortalStateSchema = z.object({
  accountId: z.uuid(),
  accountName: z.string(),
  portal: z.enum(PORTALS),
  enabled: z.boolean(),
  /** Only published listings are sent. */
  published: z.boolean(),
  /** What the portal requires that the listing lacks; empty when ready. */
  issues: z.array(readinessIssueSchema),
  /** When the portal got the listing's current version last; null when it holds none. */
  sentAt: z.string().nullable(),
});
export type ListingPortalState = z.infer<typeof listingPortalStateSchema>;

/** Switching listings on or off for a portal account: the selected ids or a table's filter. */
export const portalSwitchBodySchema = z.object({
  accountId: z.uuid(),
  enabled: z.boolean(),
});
