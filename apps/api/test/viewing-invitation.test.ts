/**
 * The viewings' calendar invitations (issue 33 points 2 and 6, decision 069), written by the
 * invitation module and read back with ical.js as a calendar program reads them.
 */
import { describe, expect, it } from 'vitest';
import type { Language } from '@domus/domain/core/constants';
import {
  agencyTimeText,
  calendarContentType,
  escapeText,
  foldLine,
  viewingCancellation,
  viewingInvitation,
  viewingSummary,
  type ViewingInvitationInput,
} from '../src/modules/viewings/viewing-invitation.ts';
import { physicalLines, readInvitation, unfold } from './helpers/icalendar.ts';

const input: ViewingInvitationInput = {
  viewingId: '6B1F3C2A-0D4E-4C55-9A77-2E9C1B0F8A11',
  sequence: 0,
  // Monday 7 December 2026, 10:00–10:30 in Merano (winter: UTC+1).
  start: new Date('2026-12-07T09:00:00Z'),
  end: new Date('2026-12-07T09:30:00Z'),
  stamp: new Date('2026-12-02T18:30:05.123Z'),
  language: 'de',
  summary: 'Besichtigung: 3-Zimmer-Wohnung, Meran',
  description: 'Bitte klingeln Sie bei „Gruber“; der Makler wartet am Eingang.',
  address: 'Freiheitsstraße 12, 39012 Meran',
  url: 'https://domus.example/de/immobilien/kauf/1234',
  organizer: { name: 'Domus Immobilien', email: 'info@domus.example' },
  attendee: { name: 'Maria "Mia" Huber', email: 'maria.huber@example.org' },
  uidDomain: 'domus.example',
};

const UID = 'viewing-6b1f3c2a-0d4e-4c55-9a77-2e9c1b0f8a11@domus.example';

/** The unfolded content line of `name` (e.g. DTSTART), as the text has it. */
const line = (ics: string, name: string) => unfold(ics).find((l) => l.startsWith(`${name}`));

describe('issue 33.2: the invitation of a viewing', () => {
  it('is METHOD:REQUEST with a stable UID, SEQUENCE 0 and STATUS:CONFIRMED', () => {
    const read = readInvitation(viewingInvitation(input));
    expect(read.method).toBe('REQUEST');
    expect(read.uid).toBe(UID);
    expect(read.sequence).toBe(0);
    expect(read.status).toBe('CONFIRMED');
    expect(calendarContentType('REQUEST')).toBe('text/calendar; charset=UTF-8; method=REQUEST');
  });

  it('writes DTSTART, DTEND and DTSTAMP as UTC instants, with no time zone to guess', () => {
    const ics = viewingInvitation(input);
    const read = readInvitation(ics);
    expect(read.start).toEqual({ instant: input.start, utc: true, timezone: undefined });
    expect(read.end).toEqual({ instant: input.end, utc: true, timezone: undefined });
    // DTSTAMP to the second: iCalendar has no milliseconds.
    expect(read.stamp.instant.toISOString()).toBe('2026-12-02T18:30:05.000Z');
    expect(read.stamp.utc).toBe(true);
    expect(read.components).toEqual(['VEVENT']); // no VTIMEZONE
    expect(line(ics, 'DTSTART')).toBe('DTSTART:20261207T090000Z');
    expect(line(ics, 'DTEND')).toBe('DTEND:20261207T093000Z');
    expect(ics).not.toMatch(/TZID/);
  });

  it('names the agency as ORGANIZER, the recipient as ATTENDEE, the address as LOCATION and the listing’s URL', () => {
    const read = readInvitation(viewingInvitation(input));
    expect(read.summary).toBe('Besichtigung: 3-Zimmer-Wohnung, Meran');
    expect(read.location).toBe('Freiheitsstraße 12, 39012 Meran');
    expect(read.url).toBe('https://domus.example/de/immobilien/kauf/1234');
    expect(read.organizer).toMatchObject({ email: 'info@domus.example', name: 'Domus Immobilien' });
    expect(read.attendees).toHaveLength(1);
    // A double quote cannot stand in a quoted parameter: it is left out, not left to break it.
    expect(read.attendees[0]).toMatchObject({
      email: 'maria.huber@example.org',
      name: 'Maria Mia Huber',
    });
    expect(read.attendees[0]!.params).toMatchObject({
      role: 'REQ-PARTICIPANT',
      partstat: 'NEEDS-ACTION',
    });
    const description = read.description.split('\n');
    expect(description).toEqual([
      'Bitte klingeln Sie bei „Gruber“; der Makler wartet am Eingang.',
      'Montag, 7. Dezember 2026, 10:00–10:30 Uhr (Ortszeit in Südtirol, Europe/Rome)',
      'Freiheitsstraße 12, 39012 Meran',
      'https://domus.example/de/immobilien/kauf/1234',
    ]);
  });

  it('sends a move with the same UID, a higher SEQUENCE and the new time', () => {
    const first = readInvitation(viewingInvitation(input));
    const moved = readInvitation(
      viewingInvitation({
        ...input,
        sequence: 1,
        start: new Date('2026-12-07T13:00:00Z'),
        end: new Date('2026-12-07T13:30:00Z'),
      }),
    );
    expect(moved.method).toBe('REQUEST');
    expect(moved.uid).toBe(first.uid);
    expect(moved.sequence).toBe(1);
    expect(moved.sequence).toBeGreaterThan(first.sequence);
    expect(moved.start.instant).toEqual(new Date('2026-12-07T13:00:00Z'));
    expect(moved.description).toContain('Montag, 7. Dezember 2026, 14:00–14:30 Uhr');
  });

  it('cancels with METHOD:CANCEL, STATUS:CANCELLED, the same UID and a higher SEQUENCE', () => {
    const invitation = readInvitation(viewingInvitation({ ...input, sequence: 1 }));
    const cancellation = readInvitation(viewingCancellation({ ...input, sequence: 2 }));
    expect(cancellation.method).toBe('CANCEL');
    expect(cancellation.status).toBe('CANCELLED');
    expect(cancellation.uid).toBe(invitation.uid);
    expect(cancellation.sequence).toBe(2);
    expect(cancellation.sequence).toBeGreaterThan(invitation.sequence);
    // RFC 5546 §3.2.5: a CANCEL names the attendees it removes the event for.
    expect(cancellation.attendees.map((a) => a.email)).toEqual(['maria.huber@example.org']);
    expect(cancellation.start.instant).toEqual(input.start);
  });

  it('refuses a viewing that ends before it starts, a broken sequence and an address that could break a line', () => {
    expect(() => viewingInvitation({ ...input, end: input.start })).toThrow();
    expect(() => viewingInvitation({ ...input, sequence: -1 })).toThrow();
    expect(() => viewingCancellation({ ...input, sequence: 1.5 })).toThrow();
    expect(() =>
      viewingInvitation({
        ...input,
        attendee: { name: 'X', email: 'x@example.org\r\nATTENDEE:y' },
      }),
    ).toThrow();
    expect(() =>
      viewingInvitation({ ...input, organizer: { name: 'X', email: 'not an address' } }),
    ).toThrow();
  });
});

/** The local time's words per language, around the time of day. */
const TIME_TEXT: Record<Language, (date: string, time: string) => string> = {
  it: (date, time) => `${date}, ${time} (ora locale in Alto Adige, Europe/Rome)`,
  de: (date, time) => `${date}, ${time} Uhr (Ortszeit in Südtirol, Europe/Rome)`,
  en: (date, time) => `${date}, ${time} (local time in South Tyrol, Europe/Rome)`,
};

/**
 * 10:00–10:30 in Merano around the clock changes of 2026 (29 March, 25 October): the same
 * local time is another UTC instant before and after, and the text says 10:00 each time.
 */
const AROUND_THE_CHANGES: { utc: string; dates: Record<Language, string> }[] = [
  {
    utc: '2026-03-28T09:00:00Z', // UTC+1
    dates: {
      it: 'sabato 28 marzo 2026',
      de: 'Samstag, 28. März 2026',
      en: 'Saturday, 28 March 2026',
    },
  },
  {
    utc: '2026-03-29T08:00:00Z', // the day itself, after 02:00 became 03:00: UTC+2
    dates: {
      it: 'domenica 29 marzo 2026',
      de: 'Sonntag, 29. März 2026',
      en: 'Sunday, 29 March 2026',
    },
  },
  {
    utc: '2026-03-30T08:00:00Z',
    dates: { it: 'lunedì 30 marzo 2026', de: 'Montag, 30. März 2026', en: 'Monday, 30 March 2026' },
  },
  {
    utc: '2026-10-24T08:00:00Z', // still UTC+2
    dates: {
      it: 'sabato 24 ottobre 2026',
      de: 'Samstag, 24. Oktober 2026',
      en: 'Saturday, 24 October 2026',
    },
  },
  {
    utc: '2026-10-25T09:00:00Z', // the day itself, after 03:00 became 02:00: UTC+1
    dates: {
      it: 'domenica 25 ottobre 2026',
      de: 'Sonntag, 25. Oktober 2026',
      en: 'Sunday, 25 October 2026',
    },
  },
  {
    utc: '2026-10-26T09:00:00Z',
    dates: {
      it: 'lunedì 26 ottobre 2026',
      de: 'Montag, 26. Oktober 2026',
      en: 'Monday, 26 October 2026',
    },
  },
];

describe('issue 33.2: the Europe/Rome time in the recipient’s language, across the clock changes', () => {
  for (const language of ['it', 'de', 'en'] as const) {
    for (const { utc, dates } of AROUND_THE_CHANGES) {
      it(`${language}: ${dates[language]}, 10:00 in Merano is ${utc}`, () => {
        const start = new Date(utc);
        const end = new Date(start.getTime() + 30 * 60_000);
        const read = readInvitation(viewingInvitation({ ...input, language, start, end }));
        expect(read.start).toEqual({ instant: start, utc: true, timezone: undefined });
        expect(read.end.instant).toEqual(end);
        expect(read.description.split('\n')).toContain(
          TIME_TEXT[language](dates[language], '10:00–10:30'),
        );
      });
    }
  }

  it('writes the two 02:00 of the autumn night as one local time and two UTC instants', () => {
    const summer = new Date('2026-10-25T00:00:00Z'); // 02:00 UTC+2
    const winter = new Date('2026-10-25T01:00:00Z'); // 02:00 again, UTC+1
    const halfHour = (d: Date) => new Date(d.getTime() + 30 * 60_000);
    const first = readInvitation(
      viewingInvitation({ ...input, start: summer, end: halfHour(summer) }),
    );
    const second = readInvitation(
      viewingInvitation({ ...input, start: winter, end: halfHour(winter) }),
    );
    expect(second.start.instant.getTime() - first.start.instant.getTime()).toBe(3_600_000);
    for (const read of [first, second]) {
      expect(read.description).toContain('Sonntag, 25. Oktober 2026, 02:00–02:30 Uhr');
    }
  });

  it('takes the summary from the catalog in each language', () => {
    expect(viewingSummary('it', 'Trilocale a Merano')).toBe('Visita: Trilocale a Merano');
    expect(viewingSummary('de', '3-Zimmer-Wohnung in Meran')).toBe(
      'Besichtigung: 3-Zimmer-Wohnung in Meran',
    );
    expect(viewingSummary('en', 'Three-room flat in Merano')).toBe(
      'Viewing: Three-room flat in Merano',
    );
    const read = readInvitation(
      viewingInvitation({ ...input, language: 'it', summary: viewingSummary('it', 'Trilocale') }),
    );
    expect(read.summary).toBe('Visita: Trilocale');
    expect(agencyTimeText(input.start, input.end, 'it')).toBe(
      'lunedì 7 dicembre 2026, 10:00–10:30 (ora locale in Alto Adige, Europe/Rome)',
    );
  });
});

describe('issue 33.2: the invitation as RFC 5545 text', () => {
  const long: ViewingInvitationInput = {
    ...input,
    summary:
      'Visita: appartamento di 3 locali con vista sulle Dolomiti 🏔️, l’ingresso è in via Portici',
    description:
      'Grüß Gott! Die Wohnung im zweiten Stock hat einen großzügigen Südbalkon 🌞🌞🌞, ' +
      'Fußbodenheizung und einen Keller; bitte bringen Sie einen Ausweis mit.\n' +
      'Zweite Zeile: Straße, Größe; Maße\\Notizen',
  };
  const ics = viewingInvitation(long);

  it('ends every line with CRLF and folds none longer than 75 octets', () => {
    const lines = physicalLines(ics);
    expect(lines.length).toBeGreaterThan(unfold(ics).length); // some lines were folded
    for (const physical of lines)
      expect(Buffer.byteLength(physical, 'utf8')).toBeLessThanOrEqual(75);
  });

  it('splits no character across a fold: umlauts and emoji come back whole', () => {
    // Every physical line is whole text on its own: no emoji cut into a lone surrogate.
    for (const physical of physicalLines(ics)) expect(physical.isWellFormed()).toBe(true);
    const read = readInvitation(ics);
    expect(read.summary).toBe(long.summary);
    expect(read.description.startsWith(long.description!)).toBe(true);
  });

  it('escapes comma, semicolon, backslash and line breaks, and drops other control characters', () => {
    expect(escapeText('a,b;c\\d\ne\r\nf\u0007g')).toBe('a\\,b\\;c\\\\d\\ne\\nfg');
    expect(line(ics, 'DESCRIPTION')).toContain('Straße\\, Größe\\; Maße\\\\Notizen');
    const read = readInvitation(
      viewingInvitation({
        ...input,
        summary: 'Besichtigung\u0000: Wohnung\u001b',
        address: 'Via\tX 1',
      }),
    );
    expect(read.summary).toBe('Besichtigung: Wohnung');
    expect(read.location).toBe('ViaX 1');
  });

  it('folds a line into parts of at most 75 octets, continuations beginning with one space', () => {
    const long = `DESCRIPTION:${'ä'.repeat(60)}`;
    const folded = foldLine(long).split('\r\n');
    expect(folded.length).toBe(2);
    for (const part of folded) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded[1]!.startsWith(' ä')).toBe(true);
    expect(folded[0]! + folded[1]!.slice(1)).toBe(long);
    expect(foldLine('X'.repeat(70))).toBe('X'.repeat(70));
    // An emoji of 4 octets that would cross the limit moves whole to the next line.
    const emoji = foldLine(`${'X'.repeat(73)}🌞!`).split('\r\n');
    expect(emoji).toEqual(['X'.repeat(73), ' 🌞!']);
  });
});
