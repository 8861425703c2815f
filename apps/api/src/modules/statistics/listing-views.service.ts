/**
 * Counting a listing's detail-page views and exposé downloads (issue 33 point 4, decision 068)
 * without cookies and without personal data: a visitor is a hash of the day's random salt, the
 * network address, the browser's name and the listing, kept only for the day; bots and visitors
 * asking not to be tracked (DNT, Sec-GPC) are not counted. The page does not wait for the count:
 * views are gathered for a moment and written in one statement per batch after the answers are
 * on their way, and a failure is logged, never shown.
 */
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { statDayOf, type CountedStatKind } from '@domus/domain/listing/listing-statistics';
import type { Database } from '../../db/client.ts';
import { isStaff } from '../auth/viewer.ts';
import { isBotAgent } from './bot-agents.ts';
import {
  addCount,
  addExposeDownload,
  daySalt,
  dropPastVisitors,
  recordViews,
  type PendingView,
} from './listing-views.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The counter of listing views and exposé downloads (app.ts). */
    listingViews: ListingViewCounter;
  }
}

/**
 * Set on the requests the server's page renderer makes to the API (page-renderer.ts): they are
 * the server reading the listing for a page, not a visitor; the page itself is counted.
 */
export const PAGE_RENDER_HEADER = 'x-domus-page-render';

/** What of a request a count reads; nothing of it is kept. */
export type Visit = { ip: string; userAgent: string | undefined; optOut: boolean };

/** The visit of a request: its address, browser and whether it asks not to be tracked. */
export function visitOf(request: FastifyRequest): Visit {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  return {
    ip: request.ip,
    userAgent: header('user-agent'),
    optOut: header('dnt') === '1' || header('sec-gpc') === '1',
  };
}

/**
 * The detail route's count of a published listing's view: a visitor's request, not a staff
 * member's at work nor the server's own read for a page it renders (that page is counted).
 */
export function listingViewCount(views: ListingViewCounter) {
  return (listingId: string, request: FastifyRequest): void => {
    if (isStaff(request.viewer) || request.headers[PAGE_RENDER_HEADER] !== undefined) return;
    views.view(listingId, visitOf(request));
  };
}

/** Whether a visit is counted at all: a person's browser that did not ask not to be. */
export function countsAsVisitor(visit: Visit): boolean {
  return !visit.optOut && !isBotAgent(visit.userAgent);
}

/** The visitor's hash for one listing and day (128 bits, base64url). */
export function visitorHash(salt: string, visit: Visit, listingId: string): string {
  return createHash('sha256')
    .update(`${salt}\n${visit.ip}\n${visit.userAgent ?? ''}\n${listingId}`)
    .digest('base64url')
    .slice(0, 22);
}

export type ListingViewCounterOptions = {
  log?: Pick<FastifyBaseLogger, 'error'>;
  /** The clock (the tests move it to another day). */
  now?: () => Date;
  /** How long views are gathered before they are written (default 250 ms). */
  batchMs?: number;
};

/** Views written at once at most; a fuller batch is written without waiting. */
const MAX_BATCH = 500;

/**
 * The counter the page sender, the listing route and the exposé route share. The day's salt is
 * read from the database (where every process finds the same one) and kept while the day lasts;
 * the first count of a new day drops the previous days' salts and hashes.
 */
export class ListingViewCounter {
  readonly #db: Database;
  readonly #log: Pick<FastifyBaseLogger, 'error'> | undefined;
  readonly #now: () => Date;
  #salt: { day: string; salt: Promise<string> } | undefined;
  readonly #pending = new Set<Promise<void>>();
  readonly #batchMs: number;
  /**
   * Views gathered for the next write, by day. A write-behind buffer of at most `batchMs`: a
   * process that stops writes it on close (`settled`); one that crashes loses that moment's
   * views, which a statistic can bear. No process reads another's.
   */
  #gathered: { day: string; listingId: string; visit: Visit }[] = [];
  #flushTimer: NodeJS.Timeout | undefined;

  constructor(db: Database, options: ListingViewCounterOptions = {}) {
    this.#db = db;
    this.#log = options.log;
    this.#now = options.now ?? (() => new Date());
    this.#batchMs = options.batchMs ?? 250;
  }

  /** Counts a view of the listing's page, unless the visit is a bot's or opted out. */
  view(listingId: string, visit: Visit): void {
    if (!countsAsVisitor(visit)) return;
    this.#gathered.push({ day: statDayOf(this.#now()), listingId, visit });
    if (this.#gathered.length >= MAX_BATCH) this.#flush();
    else if (!this.#flushTimer) {
      this.#flushTimer = setTimeout(() => this.#flush(), this.#batchMs);
      this.#flushTimer.unref();
    }
  }

  /** Writes the gathered views: the hashes under each day's salt, one statement per batch. */
  #flush(): void {
    clearTimeout(this.#flushTimer);
    this.#flushTimer = undefined;
    const batch = this.#gathered;
    this.#gathered = [];
    if (batch.length === 0) return;
    this.#track(async () => {
      const views: PendingView[] = [];
      for (const day of new Set(batch.map((view) => view.day))) {
        const salt = await this.#saltOf(day);
        for (const view of batch) {
          if (view.day !== day) continue;
          const hash = visitorHash(salt, view.visit, view.listingId);
          views.push({ listingId: view.listingId, day, hash });
        }
      }
      await recordViews(this.#db, views);
    });
  }

  /**
   * Counts one download of the kept exposé `key` for its listing: every download, bots and
   * opted-out visitors left out.
   */
  download(key: string, visit: Visit): void {
    if (!countsAsVisitor(visit)) return;
    const day = statDayOf(this.#now());
    this.#track(() => addExposeDownload(this.#db, key, day));
  }

  /** Adds one to a counted kind of the listing today. */
  count(listingId: string, kind: CountedStatKind): void {
    const day = statDayOf(this.#now());
    this.#track(() => addCount(this.#db, listingId, day, kind));
  }

  /** Writes the gathered views and waits for the counts under way (tests, shutdown). */
  async settled(): Promise<void> {
    this.#flush();
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
  }

  #saltOf(day: string): Promise<string> {
    if (this.#salt?.day !== day) {
      const salt = dropPastVisitors(this.#db, day).then(() => daySalt(this.#db, day));
      this.#salt = { day, salt };
      // A failed read is tried again by the next view.
      salt.catch(() => {
        if (this.#salt?.salt === salt) this.#salt = undefined;
      });
    }
    return this.#salt.salt;
  }

  #track(work: () => Promise<void>): void {
    // Started after the current request's answer is written (setImmediate), never awaited by it.
    const done = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) =>
        this.#log?.error({ err: error }, 'listing statistics count failed'),
      )
      .finally(() => this.#pending.delete(done));
    this.#pending.add(done);
  }
}
