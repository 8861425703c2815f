/**
 * The calendar invitation of a viewing (issue 33 point 2, decision 069): an iCalendar object
 * (RFC 5545) with the scheduling method of RFC 5546, attached to the buyer's and the seller's
 * mails. `METHOD:REQUEST` books or moves it, `METHOD:CANCEL` takes it out of their calendars.
 * Calendars match the two by the UID, which stays the same for a viewing, and take the one with
 * the highest SEQUENCE, which rises with every change.
 *
 * ical-generator writes the object: it folds the lines at 75 octets without splitting a
 * character and escapes the TEXT values (RFC 5545 §3.1, §3.3.11). This module decides what the
 * object says, and keeps out of it what the library passes through: control characters in
 * texts, double quotes in names (which RFC 6868 would write as `^'`, shown as such by programs
 * that do not read it) and addresses that could break a line.
 */
import ical, {
  escape,
  foldLines,
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
  ICalEventTransparency,
} from 'ical-generator';
import { AGENCY_TIME_ZONE, LOCALE_TAGS, type Language } from '@domus/domain/core/constants';
import { translateMail } from '../../lib/i18n.ts';

/** A person of the invitation: the agency that organises, the recipient who attends. */
export type CalendarPerson = { name: string; email: string };

/** What an invitation or cancellation of one viewing says. */
export type ViewingInvitationInput = {
  /** The viewing's id: its UID is made from it, so every version names the same event. */
  viewingId: string;
  /** The viewing's sequence after this change: 0 when first confirmed, one more per change. */
  sequence: number;
  start: Date;
  end: Date;
  /** When the invitation is written (a clock the caller controls). */
  stamp: Date;
  /** The recipient's language, for the local time in the text. */
  language: Language;
  /**
   * The event's title in the recipient's language, e.g. "Besichtigung: Wohnung in Meran"
   * ({@link viewingSummary} writes it from the catalog).
   */
  summary: string;
  /** More words for the description (the caller's, in the recipient's language). */
  description?: string;
  /** The listing's address, as the recipient's calendar shows and maps it. */
  address: string;
  /** The listing's page. */
  url?: string;
  organizer: CalendarPerson;
  /**
   * Who the mail goes to: the buyer, or the seller, who is told of the viewing without the
   * buyer's identity and so is the only attendee named in their copy.
   */
  attendee: CalendarPerson;
  /** The domain the UID ends in (the site's host). */
  uidDomain: string;
};

/** The iCalendar method of a mail's calendar part. */
export type CalendarMethod = 'REQUEST' | 'CANCEL';

const CRLF = '\r\n';

/**
 * The content type of the mail part that carries the invitation, which mail programs read to
 * offer "accept" or to remove the event.
 * @param method the invitation's method
 */
export function calendarContentType(method: CalendarMethod): string {
  return `text/calendar; charset=UTF-8; method=${method}`;
}

/** A text without control characters, line breaks kept as `\n` (the rest would break a line). */
function plainText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/[^\P{Cc}\n]/gu, '');
}

/**
 * A TEXT value escaped (RFC 5545 §3.3.11) as the invitation writes it: backslash, semicolon and
 * comma get a backslash, a line break becomes `\n`; other control characters are dropped.
 * @param text the text
 */
export function escapeText(text: string): string {
  return escape(plainText(text), false);
}

/**
 * One content line folded as the invitation folds it (RFC 5545 §3.1): no line longer than 75
 * octets, continuations starting with a space, a character of several UTF-8 octets (ä, emoji)
 * never split.
 * @param line the unfolded line
 */
export function foldLine(line: string): string {
  return foldLines(line);
}

/** A UTC date-time (RFC 5545 §3.3.5 form 2): 20261207T090000Z. */
export function utcDateTime(value: Date): string {
  return value
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** An e-mail address for a calendar, kept to the characters an address has. */
function calendarEmail(email: string): string {
  if (!/^[^\s<>"@,;:\\]+@[^\s<>"@,;:\\]+$/.test(email)) {
    throw new Error(`not an e-mail address for a calendar: ${JSON.stringify(email)}`);
  }
  return email;
}

/** A person's name for a `CN` parameter: one line, no double quote. */
function calendarName(name: string): string {
  return plainText(name).replace(/["\n]/g, '').trim();
}

/** The viewing's local time and the words naming its zone, apart (the mail shows them so). */
export type AgencyTimeParts = { time: string; zone: string };

/**
 * The viewing's time in the agency's time zone as the recipient reads it, in the words of the
 * `mail` catalog: `viewing.time` ("Montag, 7. Dezember 2026, 10:00–10:30 Uhr") and
 * `viewing.zone` ("Ortszeit in Südtirol, Europe/Rome").
 * @param start the viewing's start
 * @param end the viewing's end
 * @param language the recipient's language
 */
export function agencyTimeParts(start: Date, end: Date, language: Language): AgencyTimeParts {
  const locale = LOCALE_TAGS[language];
  const date = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: AGENCY_TIME_ZONE,
  }).format(start);
  const time = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: AGENCY_TIME_ZONE,
  });
  return {
    time: translateMail(language, 'viewing.time', {
      date,
      start: time.format(start),
      end: time.format(end),
    }),
    zone: translateMail(language, 'viewing.zone', { zone: AGENCY_TIME_ZONE }),
  };
}

/**
 * The viewing's time with its zone in one line, e.g. "Montag, 7. Dezember 2026, 10:00–10:30 Uhr
 * (Ortszeit in Südtirol, Europe/Rome)": the calendar itself gets UTC, which every program shows
 * in its own zone, and the text says the local time of the property.
 * @param start the viewing's start
 * @param end the viewing's end
 * @param language the recipient's language
 */
export function agencyTimeText(start: Date, end: Date, language: Language): string {
  const { time, zone } = agencyTimeParts(start, end, language);
  return `${time} (${zone})`;
}

/**
 * The event's title from the catalog (`viewing.summary`): "Visita: …", "Besichtigung: …".
 * @param language the recipient's language
 * @param title the listing's title in that language
 */
export function viewingSummary(language: Language, title: string): string {
  return translateMail(language, 'viewing.summary', { title });
}

/** The stable UID of a viewing's event. */
export function viewingUid(viewingId: string, uidDomain: string): string {
  return `viewing-${viewingId.toLowerCase()}@${uidDomain}`;
}

/** The whole iCalendar object for `method`. */
function calendar(method: CalendarMethod, input: ViewingInvitationInput): string {
  if (!Number.isInteger(input.sequence) || input.sequence < 0) {
    throw new Error(`a viewing's sequence is a whole number from 0: ${input.sequence}`);
  }
  if (input.end.getTime() <= input.start.getTime()) {
    throw new Error('a viewing ends after it starts');
  }
  const description = [
    input.description,
    agencyTimeText(input.start, input.end, input.language),
    input.address,
    input.url,
  ]
    .filter((part): part is string => !!part)
    .join('\n');
  const cancel = method === 'CANCEL';
  const object = ical({
    prodId: { company: 'Domus', product: 'Viewings', language: 'EN' },
    scale: 'GREGORIAN',
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    // No calendar time zone: every time is written in UTC (…Z), so no VTIMEZONE is needed and
    // no program guesses a zone.
  });
  object.createEvent({
    id: viewingUid(input.viewingId, input.uidDomain),
    sequence: input.sequence,
    stamp: input.stamp,
    start: input.start,
    end: input.end,
    summary: plainText(input.summary),
    description: plainText(description),
    location: plainText(input.address),
    url: input.url ?? null,
    organizer: {
      name: calendarName(input.organizer.name),
      email: calendarEmail(input.organizer.email),
    },
    attendees: [
      {
        name: calendarName(input.attendee.name),
        email: calendarEmail(input.attendee.email),
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
        // Answers are not read: a change goes through the mail's links.
        rsvp: false,
      },
    ],
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    transparency: ICalEventTransparency.OPAQUE,
  });
  // RFC 5545 §3.1: every content line ends in CRLF, the last one too.
  return object.toString() + CRLF;
}

/**
 * The invitation of a confirmed or moved viewing (`METHOD:REQUEST`). A move sends it again with
 * the same UID and a higher sequence, and the recipient's calendar moves the event.
 * @param input the viewing, its sequence and the recipient
 */
export function viewingInvitation(input: ViewingInvitationInput): string {
  return calendar('REQUEST', input);
}

/**
 * The cancellation of a viewing (`METHOD:CANCEL`, `STATUS:CANCELLED`): the same UID, and a
 * sequence above every invitation sent before, or calendars ignore it.
 * @param input the viewing, its sequence after the cancellation and the recipient
 */
export function viewingCancellation(input: ViewingInvitationInput): string {
  return calendar('CANCEL', input);
}
