/**
 * The viewing invitations read back as a calendar program reads them (issue 33 point 6): with
 * ical.js, Mozilla's parser (Thunderbird's), independent of ical-generator, which writes them.
 * Besides, the physical lines of the text, for the rules a parser forgives (CRLF, 75 octets).
 */
import ICAL from 'ical.js';

/** The physical lines of an object; the object must use CRLF, the last line too. */
export function physicalLines(text: string): string[] {
  if (!text.endsWith('\r\n')) throw new Error('an iCalendar object ends with CRLF');
  const lines = text.slice(0, -2).split('\r\n');
  if (lines.some((line) => /[\r\n]/.test(line))) throw new Error('a bare CR or LF in the object');
  return lines;
}

/** The logical lines: a line starting with a space or tab continues the one before. */
export function unfold(text: string): string[] {
  const logical: string[] = [];
  for (const line of physicalLines(text)) {
    if (/^[ \t]/.test(line)) {
      if (logical.length === 0) throw new Error('the object starts with a continuation');
      logical[logical.length - 1] += line.slice(1);
    } else logical.push(line);
  }
  return logical;
}

/** A person of the event: the address without `mailto:` and the `CN` parameter. */
export type ReadPerson = {
  email: string;
  name: string | undefined;
  params: Record<string, unknown>;
};

/** A date-time of the event as the instant it names, and whether it was written in UTC. */
export type ReadTime = { instant: Date; utc: boolean; timezone: string | undefined };

/** The one event of an invitation, as ical.js reads it. */
export type ReadInvitation = {
  method: string | undefined;
  /** The names of the calendar's subcomponents (VEVENT, VTIMEZONE, …). */
  components: string[];
  uid: string;
  sequence: number;
  status: string | undefined;
  start: ReadTime;
  end: ReadTime;
  stamp: ReadTime;
  summary: string;
  description: string;
  location: string;
  url: string | undefined;
  organizer: ReadPerson;
  attendees: ReadPerson[];
};

function person(property: ICAL.Property): ReadPerson {
  const value = String(property.getFirstValue());
  // jCal: [name, parameters, type, value].
  const params = (property.jCal as [string, Record<string, unknown>])[1];
  const name = property.getParameter('cn');
  return {
    email: value.replace(/^mailto:/i, ''),
    name: typeof name === 'string' ? name : undefined,
    params,
  };
}

function time(component: ICAL.Component, name: string): ReadTime {
  const property = component.getFirstProperty(name);
  if (!property) throw new Error(`no ${name.toUpperCase()}`);
  const value = property.getFirstValue() as ICAL.Time;
  const tzid = property.getParameter('tzid');
  return {
    instant: value.toJSDate(),
    utc: value.zone === ICAL.Timezone.utcTimezone,
    timezone: typeof tzid === 'string' ? tzid : undefined,
  };
}

function text(component: ICAL.Component, name: string): string | undefined {
  const value = component.getFirstPropertyValue(name);
  return value === null || value === undefined ? undefined : String(value);
}

/** Reads an iCalendar object with one VEVENT, as a calendar program would. */
export function readInvitation(source: string): ReadInvitation {
  const calendar = new ICAL.Component(ICAL.parse(source) as unknown[]);
  if (calendar.name !== 'vcalendar') throw new Error(`not a calendar: ${calendar.name}`);
  const events = calendar.getAllSubcomponents('vevent');
  if (events.length !== 1) throw new Error(`${events.length} events, not one`);
  const vevent = events[0]!;
  const event = new ICAL.Event(vevent);
  const organizer = vevent.getFirstProperty('organizer');
  if (!organizer) throw new Error('no ORGANIZER');
  return {
    method: text(calendar, 'method'),
    components: calendar.getAllSubcomponents().map((c) => c.name.toUpperCase()),
    uid: event.uid,
    sequence: event.sequence,
    status: text(vevent, 'status'),
    start: time(vevent, 'dtstart'),
    end: time(vevent, 'dtend'),
    stamp: time(vevent, 'dtstamp'),
    summary: event.summary,
    description: event.description,
    location: event.location,
    url: text(vevent, 'url'),
    organizer: person(organizer),
    attendees: vevent.getAllProperties('attendee').map(person),
  };
}
