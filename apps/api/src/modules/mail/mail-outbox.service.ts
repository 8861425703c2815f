import type { Language } from '@domus/domain/core/constants';
import type { Executor } from '../../db/client.ts';
import {
  insertOutboxMail,
  insertOutboxMails,
  type NewOutboxMail,
} from './mail-outbox.repository.ts';

export type { Executor };

/** A mail to send: what the outbox stores. */
export type OutgoingMail = {
  /** What the mail is about (`login-link`, `contact`, ...), for the log and the statistics. */
  kind: string;
  to: string;
  language: Language;
  subject: string;
  text: string;
  html?: string | undefined;
  replyTo?: string | undefined;
  /**
   * An address that stops this kind of mail with one POST (RFC 8058), for mails a recipient
   * may not want again: sent as List-Unsubscribe with List-Unsubscribe-Post, so mail programs
   * offer their own unsubscribe button.
   */
  listUnsubscribe?: string | undefined;
  /**
   * A calendar invitation or cancellation (RFC 5546) the mail carries as its text/calendar
   * alternative, which mail programs offer to add to the calendar or take out of it.
   */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string } | undefined;
};

type Listener = () => void;
const listeners = new Set<Listener>();

/** Calls `listener` after every enqueued mail (the mail workers of this process); returns the unsubscribe. */
export function onMailEnqueued(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Queues a mail in the outbox through `db`, which may be the caller's open transaction: the mail
 * then exists exactly when the change that causes it is committed. The mail workers of this
 * process are woken so the mail leaves at once rather than at the next poll.
 */
export async function enqueueMail(db: Executor, mail: OutgoingMail): Promise<{ id: string }> {
  const created = await insertOutboxMail(db, outboxRow(mail));
  for (const listener of listeners) listener();
  return created;
}

/**
 * Queues many mails at once (e.g. the alerts of one new listing to every search it matches), in
 * multi-row inserts through `db`, like {@link enqueueMail}.
 */
export async function enqueueMails(db: Executor, mails: OutgoingMail[]): Promise<void> {
  if (!mails.length) return;
  await insertOutboxMails(db, mails.map(outboxRow));
  for (const listener of listeners) listener();
}

function outboxRow(mail: OutgoingMail): NewOutboxMail {
  return {
    kind: mail.kind,
    toAddress: mail.to,
    replyTo: mail.replyTo ?? null,
    listUnsubscribe: mail.listUnsubscribe ?? null,
    language: mail.language,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    calendar: mail.calendar?.content ?? null,
    calendarMethod: mail.calendar?.method ?? null,
  };
}

// What other modules read of this module's storage comes through its service (issue 31 point 1).
export { countUndeliveredMails } from './mail-outbox.repository.ts';
