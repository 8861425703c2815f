/**
 * The staff inbox (issue 16 point 3, docs decision 032): clients' visit and consultation
 * requests and the contact messages, each new, in progress or done, with the staff member
 * handling it and a note.
 */

/** Where an entry of the inbox stands: new, in progress, done. */
export const INBOX_STATUSES = ['new', 'in_progress', 'done'] as const;
/** Where an entry of the inbox stands. */
export type InboxStatus = (typeof INBOX_STATUSES)[number];

/**
 * The kinds of entries: a visit request, a consultation request (a match's answer), a contact
 * message, and a viewing asked for at given times (issue 33 point 1: from the property page or
 * a match's 'visit' answer with times; it then stands for the match's visit request).
 */
export const INBOX_KINDS = ['visit', 'consulting', 'message', 'viewing'] as const;
/** A kind of inbox entry. */
export type InboxKind = (typeof INBOX_KINDS)[number];

/** The longest note staff may write on an entry. */
export const INBOX_NOTE_MAX_LENGTH = 2000;

/**
 * When an entry counts as handled, given its new status: now when it becomes done, the time it
 * had when it stays done, none otherwise (the `handledAt` the lists of issue 15 show).
 * @param status the entry's status after the change
 * @param handledAt when it was handled before the change
 * @param now the time of the change
 */
export function handledAtFor(status: InboxStatus, handledAt: Date | null, now: Date): Date | null {
  if (status !== 'done') return null;
  return handledAt ?? now;
}
