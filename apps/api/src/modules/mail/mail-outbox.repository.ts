import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, min, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';

/**
 * Attempts before a mail is given up (about six hours of retrying with the worker's backoff).
 * A mail with this many failed attempts and no `sent_at` is undelivered: staff are told (the
 * health answer counts them, GET /api/v1/mail/undelivered lists them).
 */
export const MAIL_MAX_ATTEMPTS = 15;

/** A row to add to the outbox. */
export type NewOutboxMail = {
  kind: string;
  toAddress: string;
  replyTo: string | null;
  listUnsubscribe: string | null;
  language: string;
  subject: string;
  text: string;
  html: string | null;
  /** An iCalendar object sent as the mail's text/calendar alternative, with its method. */
  calendar?: string | null;
  calendarMethod?: 'REQUEST' | 'CANCEL' | null;
};

/** A mail the worker has claimed for one delivery attempt. */
export type ClaimedMail = NewOutboxMail & { id: string; attempts: number };

/** Adds a mail to the outbox, due at once. */
export async function insertOutboxMail(db: Executor, row: NewOutboxMail): Promise<{ id: string }> {
  const [created] = await db.insert(mailOutbox).values(row).returning({ id: mailOutbox.id });
  if (!created) throw new Error('mail_outbox insert returned nothing');
  return created;
}

/** Rows per insert statement when many mails are added at once. */
const INSERT_CHUNK = 500;

/** Adds many mails to the outbox, due at once, in multi-row inserts. */
export async function insertOutboxMails(db: Executor, rows: NewOutboxMail[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await db.insert(mailOutbox).values(rows.slice(i, i + INSERT_CHUNK));
  }
}

/**
 * Claims up to `limit` due mails for one attempt each: counts the attempt and pushes the row's
 * next attempt `leaseMs` ahead, so that no other worker takes it while it is being sent and a
 * worker that dies mid-send leaves it to be retried. `FOR UPDATE SKIP LOCKED` lets several
 * processes claim side by side without waiting on each other or taking the same row.
 */
export async function claimDueMails(
  db: Executor,
  options: { limit: number; leaseMs: number; maxAttempts: number },
): Promise<ClaimedMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        lt(mailOutbox.attempts, options.maxAttempts),
        lte(mailOutbox.nextAttemptAt, sql`now()`),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${options.leaseMs / 1000})`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      toAddress: mailOutbox.toAddress,
      replyTo: mailOutbox.replyTo,
      listUnsubscribe: mailOutbox.listUnsubscribe,
      language: mailOutbox.language,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      calendar: mailOutbox.calendar,
      calendarMethod: mailOutbox.calendarMethod,
      attempts: mailOutbox.attempts,
    });
}

/**
 * Kinds of mail whose body carries a secret (a login link's token, a profile address's
 * confirmation token, decision 046; a viewing's signed links): once sent, their text and HTML
 * are dropped, so the token lives in the database, unhashed, only until the mail is out.
 */
export const SECRET_MAIL_KINDS: readonly string[] = [
  'login-link',
  'profile-email',
  // A viewing's buyer mail: its signed links cancel or move the viewing (decision 069).
  'viewing-buyer',
];

/** Records a delivered mail; the body of a mail that carries a secret is dropped. */
export async function markMailSent(db: Executor, id: string, kind: string): Promise<void> {
  const secret = SECRET_MAIL_KINDS.includes(kind);
  await db
    .update(mailOutbox)
    .set({
      sentAt: sql`now()`,
      lastError: null,
      // The calendar object goes too: a viewing's invitation repeats the links in its text.
      ...(secret ? { text: '', html: null, calendar: null, calendarMethod: null } : {}),
    })
    .where(eq(mailOutbox.id, id));
}

/** Deletes the mails sent more than `days` days ago. */
export async function deleteSentMailsOlderThan(db: Executor, days: number): Promise<void> {
  await db
    .delete(mailOutbox)
    .where(lt(mailOutbox.sentAt, sql`now() - make_interval(days => ${days})`));
}

/** Records a failed attempt and when to try again. */
export async function markMailFailed(
  db: Executor,
  id: string,
  error: string,
  retryInMs: number,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      lastError: error,
      nextAttemptAt: sql`now() + make_interval(secs => ${retryInMs / 1000})`,
    })
    .where(eq(mailOutbox.id, id));
}

/**
 * How many milliseconds until the next unsent mail with attempts left is due (0 if overdue), or
 * undefined when there is none. The minimum is taken in the application: SQL's `greatest(0, …)`
 * skips a null, so an empty outbox read as "due now" and the worker looked at it every 5 ms.
 */
export async function millisecondsUntilNextDue(
  db: Executor,
  maxAttempts: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({
      ms: sql<
        number | null
      >`(extract(epoch from (${min(mailOutbox.nextAttemptAt)} - now())) * 1000)::float8`,
    })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, maxAttempts)));
  return row?.ms == null ? undefined : Math.max(0, Number(row.ms));
}

/** Mails given up after `maxAttempts` failed attempts. */
function undelivered(maxAttempts: number) {
  return and(isNull(mailOutbox.sentAt), gte(mailOutbox.attempts, maxAttempts));
}

/** How many mails were given up after their last attempt. */
export async function countUndeliveredMails(
  db: Executor,
  maxAttempts = MAIL_MAX_ATTEMPTS,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(undelivered(maxAttempts));
  return row?.n ?? 0;
}

/** A mail given up after its last attempt, as staff see it. */
export type UndeliveredMail = {
  id: string;
  kind: string;
  toAddress: string;
  subject: string;
  createdAt: Date;
  attempts: number;
  lastError: string | null;
};

/** The newest `limit` mails given up after their last attempt. */
export async function listUndeliveredMails(
  db: Executor,
  limit: number,
  maxAttempts = MAIL_MAX_ATTEMPTS,
): Promise<UndeliveredMail[]> {
  return db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      createdAt: mailOutbox.createdAt,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
    })
    .from(mailOutbox)
    .where(undelivered(maxAttempts))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
}

/**
 * Gives an undelivered mail a new round of attempts, starting now (staff fixed the address or
 * the mail server); false when `id` is not an undelivered mail.
 */
export async function retryUndeliveredMail(
  db: Executor,
  id: string,
  maxAttempts = MAIL_MAX_ATTEMPTS,
): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ attempts: 0, nextAttemptAt: sql`now()` })
    .where(and(eq(mailOutbox.id, id), undelivered(maxAttempts)))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}
