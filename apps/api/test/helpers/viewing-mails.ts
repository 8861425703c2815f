/**
 * What the tests of a viewing's follow-ups share (issue 33 points 2–3): calling the API as
 * someone, a guest's request, booking it, the mails as the SMTP server received them (subject,
 * text, links), and the outbox rows, which say how many mails were queued.
 */
import { and, eq, like } from 'drizzle-orm';
import { expect } from 'vitest';
import { mailOutbox, viewings } from '../../src/db/schema.ts';
import { solvedCaptcha } from './captcha.ts';
import { allParts, decodeHeader, parseMime } from './mime-parts.ts';
import type { ReceivedMail, SmtpSink } from './smtp-sink.ts';
import type { TestApp } from './test-app.ts';
import { rome, type ViewingWorld } from './viewing-fixtures.ts';

/** A mail as read: its subject, plain text, whether it carries a calendar part, its HTML. */
export type ReadMail = { subject: string; text: string; calendar: boolean; html: string };

export function viewingKit(t: () => TestApp, smtp: () => SmtpSink, w: () => ViewingWorld) {
  const site = () => t().config.publicUrl;
  const taken = new Set<ReceivedMail>();

  function call(
    method: 'GET' | 'POST',
    url: string,
    options: { token?: string; body?: unknown; lang?: string } = {},
  ) {
    return t().app.inject({
      method,
      url: `/api/v1${url}`,
      headers: {
        'accept-language': options.lang ?? 'en',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
  }

  /** The next mail to `to` not read yet whose subject contains `subject`. */
  async function nextMail(to: string, subject: string): Promise<ReadMail> {
    const received = await smtp().waitFor(
      (m) =>
        m.to.includes(to) &&
        !taken.has(m) &&
        decodeHeader(parseMime(m.raw).headers.subject ?? '').includes(subject),
    );
    taken.add(received);
    const root = parseMime(received.raw);
    const parts = allParts(root);
    return {
      subject: decodeHeader(root.headers.subject ?? ''),
      text: parts.find((p) => p.type === 'text/plain')!.body.replace(/\r\n/g, '\n'),
      calendar: parts.some((p) => p.type === 'text/calendar'),
      html: parts.find((p) => p.type === 'text/html')?.body ?? '',
    };
  }

  /** How many mails to `to` whose subject contains `subject` were queued. */
  async function queued(to: string, subject: string): Promise<number> {
    const rows = await t()
      .database.db.select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, to), like(mailOutbox.subject, `%${subject}%`)));
    return rows.length;
  }

  /** The token of the mail's link to the viewing page with `action`. */
  function linkToken(text: string, action: 'cancel' | 'reschedule'): string {
    const match = new RegExp(
      `${site()}/viewing/[0-9a-f-]+\\?action=${action}&token=([^&\\s]+)`,
    ).exec(text);
    if (!match) throw new Error(`no ${action} link in ${text}`);
    return decodeURIComponent(match[1]!);
  }

  /** The feedback links of a "how was it?" mail: the answer each preselects and its token. */
  function feedbackLinks(text: string): { answer: string; token: string; url: string }[] {
    const pattern = new RegExp(
      `${site()}/viewing/[0-9a-f-]+/feedback\\?answer=([a-z_]+)&token=([^&\\s]+)&lang=[a-z]+`,
      'g',
    );
    return [...text.matchAll(pattern)].map((m) => ({
      answer: m[1]!,
      token: decodeURIComponent(m[2]!),
      url: m[0],
    }));
  }

  /** A guest's request of the world's listing at one local time, in `lang`; the viewing's id. */
  async function guestRequest(
    email: string,
    [date, time]: [string, string],
    lang = 'en',
  ): Promise<string> {
    const answer = await call('POST', '/viewings', {
      lang,
      body: {
        listingId: w().listingId,
        times: { proposals: [{ date, time }] },
        name: 'Giulia Rossi',
        email,
        tel: '+39 340 1112223',
        captcha: await solvedCaptcha(t().app),
      },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json<{ data: { _id: string } }>().data._id;
  }

  /** A guest's request booked at its time by the agent; the viewing's id. */
  async function bookedViewing(email: string, at: [string, string], lang = 'en'): Promise<string> {
    const id = await guestRequest(email, at, lang);
    const answer = await call('POST', `/admin/viewings/${id}/confirm`, {
      token: w().agent.token,
      body: { start: rome(...at) },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return id;
  }

  async function stored(id: string) {
    const [row] = await t().database.db.select().from(viewings).where(eq(viewings.id, id));
    return row!;
  }

  return { call, nextMail, queued, linkToken, feedbackLinks, guestRequest, bookedViewing, stored };
}
