/**
 * Mails the outbox gave up on (issue 13 point 7): staff must learn that a login link, an alert or
 * a visit request never reached its address.
 */
import { z } from 'zod';

/** A mail given up after its last delivery attempt. */
export const undeliveredMailSchema = z.object({
  _id: z.string(),
  /** What the mail was: login-link, contact, match-alert, visit-request... */
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  createdAt: z.string(),
  attempts: z.number().int(),
  /** The mail server's last answer, as the worker recorded it. */
  lastError: z.string().nullable(),
});
/** A mail given up after its last delivery attempt. */
export type UndeliveredMail = z.infer<typeof undeliveredMailSchema>;

/** Answer of `GET /api/v1/mail/undelivered`: the count and the newest of them. */
export const undeliveredMailListSchema = z.object({
  data: z.object({ count: z.number().int(), mails: z.array(undeliveredMailSchema) }),
});

/** Answer of `POST /api/v1/mail/undelivered/{id}/retry`: the mail is queued again. */
export const retriedMailSchema = z.object({ data: z.object({ _id: z.string() }) });
