/**
 * The viewing mails (issue 33 points 2 and 6, decision 069) sent over SMTP to a real server in
 * the test process and read back: the MIME tree Outlook and Gmail read (a text/calendar
 * alternative with the method, an .ics attachment), the invitation in it parsed with ical.js,
 * the texts in the recipient's language, and a seller's copy without the buyer.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { mailFrom } from '../src/modules/mail/mail-transport.ts';
import {
  composeViewingMail,
  type ViewingMailInput,
  type ViewingMailMessage,
} from '../src/modules/viewings/viewing-mail.ts';
import { readInvitation } from './helpers/icalendar.ts';
import { allParts, decodeHeader, parseMime, type MimePart } from './helpers/mime-parts.ts';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink.ts';

let smtp: SmtpSink;
let transport: Transporter;
const from = mailFrom(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }));

beforeAll(async () => {
  smtp = await startSmtpSink();
  transport = nodemailer.createTransport(smtp.url);
});
afterAll(async () => {
  transport?.close();
  await smtp?.close();
});

const buyerMail: ViewingMailInput = {
  change: 'confirmed',
  recipient: {
    role: 'buyer',
    name: 'Giulia Rossi',
    email: 'giulia.rossi@example.org',
    language: 'it',
  },
  viewingId: '0f9a2b1c-3d4e-4f50-8a61-72b3c4d5e6f7',
  sequence: 0,
  // Tuesday 31 March 2026, 10:00–10:30 in Merano, two days after the clocks went forward.
  start: new Date('2026-03-31T08:00:00Z'),
  end: new Date('2026-03-31T08:30:00Z'),
  stamp: new Date('2026-03-20T12:00:00Z'),
  listing: {
    number: 1234,
    title: 'Trilocale con balcone a Merano',
    address: 'Corso Libertà 12, 39012 Merano',
    url: 'https://domus.example/it/immobili/vendita/1234',
    imageUrl: null,
  },
  agentName: 'Lukas Pichler',
  links: {
    reschedule: 'https://domus.example/it/visite/altro-orario?token=abc.def',
    cancel: 'https://domus.example/it/visite/annulla?token=ghi.jkl',
  },
  uidDomain: 'domus.example',
};

/** Messages already read, so that each send reads its own (they go one after the other). */
const taken = new Set<object>();

/** Sends the message through SMTP and reads what the server received. */
async function sendAndReceive(
  message: ViewingMailMessage,
): Promise<{ raw: string; root: MimePart }> {
  await transport.sendMail({ from, ...message });
  const received = await smtp.waitFor((m) => m.to.includes(message.to) && !taken.has(m));
  taken.add(received);
  return { raw: received.raw, root: parseMime(received.raw) };
}

const byType = (root: MimePart, type: string) => allParts(root).filter((p) => p.type === type);
/** The plain text part, its lines ending in LF (SMTP carries them as CRLF). */
const plainText = (root: MimePart) => byType(root, 'text/plain')[0]!.body.replace(/\r\n/g, '\n');

describe('issue 33.2: the mail of a viewing, as the mail server receives it', () => {
  it('carries the invitation as a text/calendar; method=REQUEST alternative and an .ics attachment', async () => {
    const { root } = await sendAndReceive(composeViewingMail(buyerMail));
    expect(root.type).toBe('multipart/mixed');
    const alternative = root.parts.find((p) => p.type === 'multipart/alternative');
    expect(alternative?.parts.map((p) => p.type)).toEqual([
      'text/plain',
      'text/html',
      'text/calendar',
    ]);
    const calendar = alternative!.parts[2]!;
    expect(calendar.params.method).toBe('REQUEST');
    expect(calendar.params.charset?.toLowerCase()).toBe('utf-8');
    expect(calendar.disposition).toBeUndefined(); // shown in the message, not as a file
    const attachment = root.parts.find((p) => p.disposition === 'attachment');
    expect(attachment).toMatchObject({ type: 'application/ics', filename: 'invite.ics' });
    // The same object in both: the alternative for the message, the file for the rest.
    expect(attachment!.body).toBe(calendar.body);

    const invitation = readInvitation(calendar.body);
    expect(invitation).toMatchObject({
      method: 'REQUEST',
      uid: 'viewing-0f9a2b1c-3d4e-4f50-8a61-72b3c4d5e6f7@domus.example',
      sequence: 0,
      status: 'CONFIRMED',
      summary: 'Visita: Trilocale con balcone a Merano',
      location: 'Corso Libertà 12, 39012 Merano',
      url: 'https://domus.example/it/immobili/vendita/1234',
    });
    expect(invitation.start).toEqual({ instant: buyerMail.start, utc: true, timezone: undefined });
    expect(invitation.organizer).toMatchObject({
      email: 'info@domus-immobiliare.example',
      name: 'Domus Immobiliare',
    });
    expect(invitation.attendees).toMatchObject([
      { email: 'giulia.rossi@example.org', name: 'Giulia Rossi' },
    ]);
    expect(invitation.description).toContain(
      'martedì 31 marzo 2026, 10:00–10:30 (ora locale in Alto Adige, Europe/Rome)',
    );
    expect(invitation.description).toContain(`Annulli la visita: ${buyerMail.links!.cancel}`);
  });

  it('says the viewing in the recipient’s language, in the site’s layout, with the buyer’s links', async () => {
    const { root } = await sendAndReceive(composeViewingMail(buyerMail));
    expect(decodeHeader(root.headers.subject!)).toBe(
      'Visita confermata: Trilocale con balcone a Merano, 31 mar 2026, 10:00',
    );
    const text = plainText(root);
    expect(text).toContain('Gentile Giulia Rossi,');
    expect(text).toContain('confermiamo la Sua visita dell’immobile n. 1234:');
    // The local time stands out, the zone named on the line below.
    expect(text).toContain(
      'martedì 31 marzo 2026, 10:00–10:30\nora locale in Alto Adige, Europe/Rome',
    );
    expect(text).toContain('Agente: Lukas Pichler');
    expect(text).toContain(`Chieda un altro orario: ${buyerMail.links!.reschedule}`);
    expect(text).toContain(`Annulli la visita: ${buyerMail.links!.cancel}`);
    const html = byType(root, 'text/html')[0]!.body;
    expect(html).toContain('<html lang="it">');
    expect(html).toContain('Domus Immobiliare'); // the layout's header and footer
    expect(html).toContain('href="https://domus.example/it/visite/annulla?token=ghi.jkl"');
    expect(html).toContain('Corso Libertà 12, 39012 Merano');
  });

  it('moves the viewing with an update of the same UID and a higher SEQUENCE', async () => {
    const first = await sendAndReceive(composeViewingMail(buyerMail));
    const moved = await sendAndReceive(
      composeViewingMail({
        ...buyerMail,
        change: 'moved',
        sequence: 1,
        start: new Date('2026-03-31T12:00:00Z'),
        end: new Date('2026-03-31T12:30:00Z'),
      }),
    );
    const before = readInvitation(byType(first.root, 'text/calendar')[0]!.body);
    const after = readInvitation(byType(moved.root, 'text/calendar')[0]!.body);
    expect(byType(moved.root, 'text/calendar')[0]!.params.method).toBe('REQUEST');
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBeGreaterThan(before.sequence);
    expect(after.start.instant).toEqual(new Date('2026-03-31T12:00:00Z'));
    expect(decodeHeader(moved.root.headers.subject!)).toBe(
      'Visita spostata: Trilocale con balcone a Merano, 31 mar 2026, 14:00',
    );
  });

  it('cancels with a text/calendar; method=CANCEL part, STATUS:CANCELLED, and no links', async () => {
    const { root } = await sendAndReceive(
      composeViewingMail({
        ...buyerMail,
        change: 'cancelled',
        sequence: 2,
        recipient: { ...buyerMail.recipient, language: 'de' },
      }),
    );
    const calendar = byType(root, 'text/calendar')[0]!;
    expect(calendar.params.method).toBe('CANCEL');
    const cancellation = readInvitation(calendar.body);
    expect(cancellation).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', sequence: 2 });
    expect(decodeHeader(root.headers.subject!)).toBe(
      'Besichtigung abgesagt: Trilocale con balcone a Merano, 31.03.2026, 10:00',
    );
    const text = plainText(root);
    expect(text).toContain('Ihre Besichtigung der Immobilie Nr. 1234 wurde abgesagt:');
    expect(text).toContain(
      'Abgesagt: Dienstag, 31. März 2026, 10:00–10:30 Uhr\nOrtszeit in Südtirol, Europe/Rome',
    );
    expect(text).not.toContain('token=');
    expect(cancellation.description).not.toContain('token=');
  });

  it('tells the seller of the viewing in English without naming the buyer', async () => {
    const message = composeViewingMail({
      ...buyerMail,
      recipient: {
        role: 'seller',
        name: 'Anna Gruber',
        email: 'anna.gruber@example.org',
        language: 'en',
      },
    });
    const { raw, root } = await sendAndReceive(message);
    expect(decodeHeader(root.headers.subject!)).toBe(
      'Viewing confirmed: Trilocale con balcone a Merano, 31 Mar 2026, 10:00',
    );
    const text = plainText(root);
    expect(text).toContain('Dear Anna Gruber,');
    expect(text).toContain('a viewing of your property no. 1234 has been arranged:');
    expect(text).toContain(
      'Tuesday, 31 March 2026, 10:00–10:30\nlocal time in South Tyrol, Europe/Rome',
    );
    const invitation = readInvitation(byType(root, 'text/calendar')[0]!.body);
    expect(invitation.attendees.map((a) => a.email)).toEqual(['anna.gruber@example.org']);
    expect(invitation.summary).toBe('Viewing: Trilocale con balcone a Merano');
    // Nothing of the buyer anywhere in the message, and none of the buyer's links.
    const decoded =
      allParts(root)
        .map((p) => p.body)
        .join('\n') + raw;
    expect(decoded).not.toMatch(/Giulia|Rossi|giulia\.rossi|token=/);
  });
});
