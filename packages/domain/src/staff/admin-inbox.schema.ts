/**
 * The staff inbox (issue 16 point 3, docs decision 032; docs/admin-api.md): clients' visit and
 * consultation requests and the contact messages in one list, each with its status, the staff
 * member handling it and a note.
 */
import { z } from 'zod';
import { MAX_ADMIN_PAGE, MAX_ADMIN_QUERY_LENGTH } from './admin-listings-query.ts';
import { MAX_LENGTH } from '../core/constants.ts';
import { INBOX_KINDS, INBOX_NOTE_MAX_LENGTH, INBOX_STATUSES } from './inbox.ts';
import { idSchema, localizedTextSchema } from '../core/common.schema.ts';
import { adminPageMetaSchema } from './admin-listings.schema.ts';
import { categorySchema } from '../listing/property-type.schema.ts';
import { viewingSpanSchema, viewingStatusSchema } from '../viewings/viewing.schema.ts';

/** Rows per page of the inbox. */
export const INBOX_PAGE_SIZE = 50;

/** An inbox status: new, in_progress, done. */
export const inboxStatusSchema = z.enum(INBOX_STATUSES);
/** An inbox entry's kind: visit, consulting (requests from matches), message or viewing. */
export const inboxKindSchema = z.enum(INBOX_KINDS);

/** An optional choice of the query: empty or absent is no filter. */
const optionalChoice = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), schema])
    .optional()
    .transform((value) =>
      value === '' || value === undefined ? undefined : (value as z.output<T>),
    );

/**
 * Query of `GET /api/v1/admin/inbox`: the kind, the status, `handler=me` for what the caller
 * handles, a text (name, e-mail, message, listing number or title) and the page from 1.
 */
export const inboxQuerySchema = z.object({
  kind: optionalChoice(inboxKindSchema),
  status: optionalChoice(inboxStatusSchema),
  handler: optionalChoice(z.literal('me')),
  q: z
    .string()
    .optional()
    .transform((value) => (value ?? '').trim().slice(0, MAX_ADMIN_QUERY_LENGTH)),
  page: z
    .union([z.literal(''), z.coerce.number().int().min(1).max(MAX_ADMIN_PAGE)])
    .optional()
    .transform((value) => (value === '' || value === undefined ? 1 : value)),
});
/** The inbox's query as sent. */
export type InboxQuery = z.input<typeof inboxQuerySchema>;

/** One entry of the inbox: a request (its client) or a contact message (its sender). */
export const inboxEntrySchema = z.object({
  _id: idSchema,
  kind: inboxKindSchema,
  /** When the client asked (the match's change) or the message was sent. */
  at: z.iso.datetime({ offset: true }),
  status: inboxStatusSchema,
  /** When it was marked done; null while it is not. */
  handledAt: z.iso.datetime({ offset: true }).nullable(),
  handler: z.object({ _id: idSchema, email: z.string() }).nullable(),
  note: z.string().nullable(),
  person: z.object({
    /** The client of a request; null for a message. */
    clientId: idSchema.nullable(),
    name: z.string().nullable(),
    familyName: z.string().nullable(),
    email: z.string().nullable(),
    tel: z.string().nullable(),
  }),
  /** The message's text; null for a request. */
  message: z.string().max(MAX_LENGTH.contactMessage).nullable(),
  listing: z
    .object({
      _id: idSchema,
      property_id: z.int(),
      category: categorySchema,
      title: localizedTextSchema,
    })
    .nullable(),
  /** A viewing's status and times (kind `viewing` only): what the calendar confirms. */
  viewing: z
    .object({
      status: viewingStatusSchema,
      start: z.iso.datetime({ offset: true }).nullable(),
      end: z.iso.datetime({ offset: true }).nullable(),
      requested: z.array(viewingSpanSchema),
    })
    .optional(),
});
/** An inbox entry. */
export type InboxEntry = z.infer<typeof inboxEntrySchema>;

/** Answer of `GET /api/v1/admin/inbox`: newest first. */
export const inboxListSchema = z.object({
  meta: adminPageMetaSchema,
  data: z.array(inboxEntrySchema),
});

/**
 * Body of `PATCH /api/v1/admin/inbox/requests/{id}`, `/messages/{id}` and `/viewings/{id}`: the
 * status, the staff member handling it (null for nobody) and the note (null or empty for none);
 * at least one.
 */
export const inboxUpdateSchema = z
  .object({
    status: inboxStatusSchema.optional(),
    handlerId: idSchema.nullable().optional(),
    note: z.string().max(INBOX_NOTE_MAX_LENGTH).nullable().optional(),
  })
  .refine((b) => b.status !== undefined || b.handlerId !== undefined || b.note !== undefined, {
    message: 'Nothing to change',
  });
/** An inbox change as sent. */
export type InboxUpdate = z.input<typeof inboxUpdateSchema>;

/** Answer of those calls: the entry as it is now. */
export const inboxEntryResponseSchema = z.object({ data: inboxEntrySchema });
