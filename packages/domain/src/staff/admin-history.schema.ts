/**
 * The history of changes as the admin API answers it (issue 16 point 6; docs/decisions/031):
 * the query of `GET /api/v1/admin/history` (one table for admins) and of a listing's history,
 * and the entries with the actor, the fields' labels in the caller's language and the values
 * before and after. Every value of the query arrives as text; an empty value counts as absent.
 */
import { z } from 'zod';
import { ADMIN_FIRST_DAY, ADMIN_LAST_DAY } from './admin-listings-query.ts';
import { HISTORY_ACTIONS, HISTORY_ACTOR_ROLES, HISTORY_SUBJECTS } from './history.ts';
import { idSchema } from '../core/common.schema.ts';
import { fileSchema } from '../core/file.schema.ts';

/** Entries of one page by default, and at most. */
export const HISTORY_PAGE_SIZE = 50;
/** The largest page the history answers. */
export const MAX_HISTORY_PAGE_SIZE = 200;
/** The longest cursor accepted (it is the API's own text, much shorter). */
const MAX_CURSOR_LENGTH = 120;

const optional = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), schema])
    .optional()
    .transform(
      (value) => (value === '' ? undefined : value) as Exclude<z.output<T>, ''> | undefined,
    );

const day = z.iso.date().refine((value) => value >= ADMIN_FIRST_DAY && value <= ADMIN_LAST_DAY);

/** The page of a history: `cursor` (the previous page's `nextCursor`) and `limit`. */
const pageShape = {
  cursor: optional(
    z
      .string()
      .max(MAX_CURSOR_LENGTH)
      .regex(/^[A-Za-z0-9_-]+$/),
  ),
  limit: optional(z.coerce.number().int().min(1).max(MAX_HISTORY_PAGE_SIZE)),
};

/** Query of a listing's history: its pages. */
export const listingHistoryQuerySchema = z.object(pageShape);

/**
 * Query of `GET /api/v1/admin/history`: `subject`, `action`, `actor` (an account id), `from` and
 * `to` (YYYY-MM-DD, Europe/Rome, both included), `listing`, `seller`, `client` (ids), the page.
 */
export const adminHistoryQuerySchema = z.object({
  subject: optional(z.enum(HISTORY_SUBJECTS)),
  action: optional(z.enum(HISTORY_ACTIONS)),
  actor: optional(idSchema),
  from: optional(day),
  to: optional(day),
  listing: optional(idSchema),
  seller: optional(idSchema),
  client: optional(idSchema),
  ...pageShape,
});
/** The parsed query of the history table. */
export type AdminHistoryQuery = z.output<typeof adminHistoryQuerySchema>;

/** A value before or after a change, as stored (texts cut at 2000 characters). */
export const historyValueSchema: z.ZodType<unknown> = z.unknown();

/** One field's change, with its label in the caller's language (else its name). */
export const historyChangeSchema = z.object({
  field: z.string(),
  label: z.string(),
  before: historyValueSchema,
  after: historyValueSchema,
});

/** A file a change names: the file as stored, or null once it is deleted. */
export const historyFileSchema = z.object({ file: fileSchema.nullable() });

/**
 * One changed field as a person reads it (issue 30 point 7): its label, its values before and
 * after in the caller's language (null: no value), and for images and plans the files added and
 * removed and whether their order changed (the values are then null).
 */
export const historyDetailSchema = z.object({
  field: z.string(),
  label: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  files: z
    .object({
      added: z.array(historyFileSchema),
      removed: z.array(historyFileSchema),
      reordered: z.boolean(),
    })
    .nullable(),
});
/** One changed field as a person reads it. */
export type HistoryDetail = z.infer<typeof historyDetailSchema>;

/**
 * What an entry says in the caller's language: `summary` the sentence of what was done,
 * `details` the changed fields a person reads (internal ids and what the sentence says left
 * out), `via` the screen or task it came from (null when none names it).
 */
export const historyWordingShape = {
  summary: z.string(),
  details: z.array(historyDetailSchema),
  via: z.string().nullable(),
};
/** What an entry says in the caller's language. */
export type HistoryWording = {
  summary: string;
  details: HistoryDetail[];
  via: string | null;
};

/** One entry of the history. */
export const historyEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({
    role: z.enum(HISTORY_ACTOR_ROLES),
    accountId: idSchema.nullable(),
    /** The staff account's address; null for an owner, a buyer and the system. */
    email: z.string().nullable(),
  }),
  subject: z.enum(HISTORY_SUBJECTS),
  subjectId: idSchema,
  action: z.enum(HISTORY_ACTIONS),
  listingId: idSchema.nullable(),
  sellerId: idSchema.nullable(),
  clientId: idSchema.nullable(),
  source: z.string(),
  changes: z.array(historyChangeSchema),
  ...historyWordingShape,
});
/** One entry of the history as the API answers it. */
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** A page of history, newest first; `nextCursor` asks for the following page (null: the last). */
export const historyPageSchema = z.object({
  meta: z.object({ limit: z.int(), nextCursor: z.string().nullable() }),
  data: z.array(historyEntrySchema),
});
/** A page of history. */
export type HistoryPage = z.infer<typeof historyPageSchema>;
