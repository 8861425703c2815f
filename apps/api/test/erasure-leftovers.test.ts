/**
 * Nothing of an erased person is left anywhere (issue 29 point 3; decisions 029 and 044): a
 * person with listings (published, withdrawn, awaiting confirmation), a land-register document,
 * an exposé, a saved search with a visit request, a contact message, staff's notes on both, a
 * viewing asked for without account and booked (issue 33), mails (written as .eml files to
 * DATA_DIR/outbox by the file transport) and log lines is
 * erased, by an admin and by themselves; then every row of every table of the database (read
 * from information_schema, each row cast to text), every file under DATA_DIR (the file storage
 * and the outbox, PDFs read as text, mails decoded) and every line the server logged are
 * searched for their name, family name, e-mail address and telephone number (also without the
 * country code). Decision 029 keeps no legally required store inside Domus (the agency's
 * anti-money-laundering file is kept outside it), so nothing is excepted: the search must find
 * nothing at all.
 */
import { mkdtempSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clients,
  contactMessages,
  files,
  mailOutbox,
  matches,
  savedSearches,
  sellers,
} from '../src/db/schema.ts';
import { LocalFileStorage } from '../src/modules/files/file-storage.ts';
import { newStorageKey } from '../src/modules/files/storage-keys.ts';
import { searchableMail } from '../src/modules/mail/mail-files.service.ts';
import { createMailWorker, type MailWorker } from '../src/modules/mail/mail-worker.ts';
import { apiCaller, person, type Person } from './helpers/account-fixtures.ts';
import { solvedCaptcha, TEST_CAPTCHA_COST } from './helpers/captcha.ts';
import { readPdf } from './helpers/expose-fixtures.ts';
import { listingBody, listingPeople } from './helpers/listing-fixtures.ts';
import { seedPlaces, typeId } from './helpers/search-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let dataDir: string;
let storage: LocalFileStorage;
let people: Awaited<ReturnType<typeof listingPeople>>;
let worker: MailWorker;
const logLines: string[] = [];
const call = apiCaller(() => t.app);
let ip = 0;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'domus-erasure-leftovers-'));
  t = await createTestApp({
    // No SMTP_URL: every mail becomes an .eml file in DATA_DIR/outbox and a log line.
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'info', CAPTCHA_COST: TEST_CAPTCHA_COST },
    logStream: { write: (line) => void logLines.push(line) },
  });
  storage = new LocalFileStorage(path.join(dataDir, 'files'));
  await seedPlaces(t.database.db);
  people = await listingPeople(t.database.db);
  worker = createMailWorker({ db: t.database.db, config: t.config, log: t.app.log, pollMs: 50 });
  worker.start();
});
afterAll(async () => {
  await worker?.stop();
  await t?.close();
});

/** The person's values the search looks for. */
type Values = { name: string; familyName: string; email: string; tel: string; localTel: string };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Where any of `values` occurs in a row of a table of the public schema, as `table: value`. */
async function scanTables(values: string[]): Promise<string[]> {
  const tables = rowsOf<{ table_name: string }>(
    await t.database.db.execute(sql`
      select table_name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`),
  );
  const found: string[] = [];
  for (const { table_name: table } of tables) {
    const ident = sql.raw(`"${table.replaceAll('"', '""')}"`);
    for (const value of values) {
      const pattern = `%${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const [row] = rowsOf<{ n: number }>(
        await t.database.db.execute(
          sql`select count(*)::int as n from ${ident} as r where lower(r::text) like ${pattern}`,
        ),
      );
      if (row && row.n > 0) found.push(`${table}: ${value}`);
    }
  }
  return found;
}

/** Every file below `directory`. */
async function filesBelow(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true }).catch(
    () => [],
  );
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** A stored file as text: a PDF's text as PDF.js reads it besides its bytes, a mail decoded. */
async function fileText(file: string): Promise<string> {
  const bytes = await readFile(file);
  let text = searchableMail(bytes.toString('utf8'));
  if (file.endsWith('.pdf')) {
    text += (
      await readPdf(bytes)
        .then((pdf) => pdf.text)
        .catch(() => '')
    ).toLowerCase();
  }
  return text;
}

/** Where any of `values` occurs in a file under DATA_DIR, as `relative path: value`. */
async function scanFiles(values: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const file of await filesBelow(dataDir)) {
    const text = await fileText(file);
    for (const value of values) {
      if (text.includes(value.toLowerCase()))
        found.push(`${path.relative(dataDir, file)}: ${value}`);
    }
  }
  return found;
}

/** Where any of `values` occurs in the server's log, as `log: value`. */
function scanLog(values: string[]): string[] {
  const log = logLines.join('\n').toLowerCase();
  return values.filter((value) => log.includes(value.toLowerCase())).map((v) => `log: ${v}`);
}

const everywhere = async (values: string[]) => [
  ...(await scanTables(values)),
  ...(await scanFiles(values)),
  ...scanLog(values),
];

/** Waits until the mail worker has written every queued mail. */
async function mailsWritten() {
  for (let i = 0; i < 200; i++) {
    const pending = await t.database.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(isNull(mailOutbox.sentAt));
    if (!pending.length) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('mails not written');
}

/** A garage written by staff for `owner`, published, with `title` and `description` in Italian. */
async function staffListing(owner: Person, it: { title: string; description: string }) {
  const body = await listingBody(t.database.db, people.superAdmin, 'garage', {
    owner: owner.sellerId,
    title: { it: it.title, de: '', en: '' },
    description: { it: it.description, de: '', en: '' },
  });
  const created = await call('POST', '/properties/garage', people.superAdmin.token, body);
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ data: { _id: string } }>().data._id;
}

/**
 * A person with everything the issue lists: published, withdrawn and submitted listings naming
 * them, a land-register document, an exposé, a saved search with a visit request and a staff
 * note on it, a contact message with a staff note, a login link mail, and the agency's mails
 * about their listing, request and message.
 */
async function seedPerson(v: Values): Promise<{ person: Person; clientId: string }> {
  const db = t.database.db;
  const someone = await person(db, v.email);
  await db
    .update(sellers)
    .set({ name: v.name, familyName: v.familyName, tel: v.tel })
    .where(eq(sellers.id, someone.sellerId));
  const [client] = await db
    .insert(clients)
    .values({
      accountId: someone.accountId,
      name: v.name,
      familyName: v.familyName,
      email: v.email,
      tel: v.tel,
    })
    .returning({ id: clients.id });

  // Listings whose words name them: one published (with an exposé and a land-register
  // document), one withdrawn by staff, one submitted by them and awaiting confirmation.
  const words = {
    title: `Garage di ${v.name} ${v.familyName}`,
    description: `Chiamare ${v.name} al ${v.tel} o scrivere a ${v.email}.`,
  };
  const published = await staffListing(someone, words);
  const exposé = await t.app.inject({
    method: 'GET',
    url: `/api/v1/expose/pdf?type=garage&id=${published}&lang=it&long=1`,
    headers: { accept: 'application/json' },
  });
  expect(exposé.statusCode, exposé.body).toBe(200);
  const documentKey = newStorageKey('pdf');
  await storage.put(documentKey, Buffer.from(`Visura: proprietario ${v.name} ${v.familyName}`));
  await db.insert(files).values({
    propertyId: published,
    kind: 'landregister',
    name: `Visura ${v.familyName}.pdf`,
    mime: 'application/pdf',
    storageKey: documentKey,
    uploadedById: people.superAdmin.accountId,
  });
  const withdrawn = await staffListing(someone, words);
  const withdraw = await call('POST', `/admin/listings/${withdrawn}/withdraw`, people.admin.token);
  expect(withdraw.statusCode, withdraw.body).toBe(200);
  const own = await listingBody(db, someone, 'garage', {
    title: { it: words.title, de: '', en: '' },
  });
  const submitted = await call('POST', '/properties/garage', someone.token, own);
  expect(submitted.statusCode, submitted.body).toBe(201);

  // A saved search matched with another seller's listing, a visit request, staff's note on it.
  const other = await staffListing(people.other, { title: 'Garage in centro', description: '' });
  const [search] = await db
    .insert(savedSearches)
    .values({ clientId: client!.id, typeId: await typeId(db, 'garage', 'garage') })
    .returning({ id: savedSearches.id });
  const [match] = await db
    .insert(matches)
    .values({ searchId: search!.id, propertyId: other, state: 'new' })
    .returning({ id: matches.id });
  const visit = await call('PATCH', `/matches/${match!.id}`, someone.token, { state: 'visit' });
  expect(visit.statusCode, visit.body).toBe(200);
  const requestNote = await call(
    'PATCH',
    `/admin/inbox/requests/${match!.id}`,
    people.agent.token,
    {
      status: 'in_progress',
      note: `Richiamato ${v.familyName} al ${v.localTel}, visita sabato`,
    },
  );
  expect(requestNote.statusCode, requestNote.body).toBe(200);

  // A contact message and staff's note on it.
  const contact = await t.app.inject({
    method: 'POST',
    url: '/api/v1/contact',
    remoteAddress: `198.51.100.${++ip}`,
    payload: { name: `${v.name} ${v.familyName}`, email: v.email, tel: v.tel, message: 'Salve' },
  });
  expect(contact.statusCode, contact.body).toBeLessThan(300);
  const [message] = await db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(eq(contactMessages.email, v.email));
  const messageNote = await call(
    'PATCH',
    `/admin/inbox/messages/${message!.id}`,
    people.agent.token,
    { note: `${v.name} ha chiamato dal ${v.localTel}` },
  );
  expect(messageNote.statusCode, messageNote.body).toBe(200);

  // A viewing they asked for without logging in, booked by staff, with staff's note on it
  // (issue 33): its mails name them, and so does the viewing itself.
  const day = new Date(Date.now() + 10 * 86_400_000).toLocaleDateString('sv-SE', {
    timeZone: 'Europe/Rome',
  });
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/v1/viewings',
    payload: {
      listingId: other,
      times: { proposals: [{ date: day, time: '10:00' }] },
      name: `${v.name} ${v.familyName}`,
      email: v.email,
      tel: v.tel,
      message: `Sono ${v.name}, chiamatemi al ${v.localTel}`,
      captcha: await solvedCaptcha(t.app),
    },
  });
  expect(asked.statusCode, asked.body).toBe(201);
  const viewing = asked.json<{ data: { _id: string; times: { start: string }[] } }>().data;
  const booked = await call('POST', `/admin/viewings/${viewing._id}/confirm`, people.admin.token, {
    start: viewing.times[0]!.start,
  });
  expect(booked.statusCode, booked.body).toBe(200);
  const viewingNote = await call(
    'PATCH',
    `/admin/inbox/viewings/${viewing._id}`,
    people.agent.token,
    { note: `${v.familyName} porta la moglie` },
  );
  expect(viewingNote.statusCode, viewingNote.body).toBe(200);

  // A login link mail to their address.
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/account/login',
    remoteAddress: `203.0.113.${++ip}`,
    payload: { email: v.email, captcha: await solvedCaptcha(t.app) },
  });
  expect(login.statusCode, login.body).toBeLessThan(300);
  await mailsWritten();
  return { person: someone, clientId: client!.id };
}

describe('issue 29.3: an erasure leaves nothing personal in the database, the files or the log', () => {
  const cases: [string, Values, (p: Person) => Promise<{ statusCode: number; body: string }>][] = [
    [
      'erased by an admin (POST /admin/customers/{kind}/{id}/erase)',
      {
        name: 'Zebulonia',
        familyName: 'Quirkwater',
        email: 'zebulonia.quirkwater@example.org',
        tel: '+39 0471 987651',
        localTel: '0471 987651',
      },
      (p) => call('POST', `/admin/customers/seller/${p.sellerId}/erase`, people.admin.token),
    ],
    [
      'erased by themselves (DELETE /account)',
      {
        name: 'Ottavina',
        familyName: 'Brambleford',
        email: 'ottavina.brambleford@example.org',
        tel: '+39 0473 246813',
        localTel: '0473 246813',
      },
      (p) => call('DELETE', '/account', p.token),
    ],
  ];

  it.each(cases)(
    '%s',
    async (_how, values, erase) => {
      const { person: someone } = await seedPerson(values);
      const needles = Object.values(values);
      // The search finds them where the seed put them, so that its empty answer below means it.
      const before = await everywhere(needles);
      expect(before).toEqual(
        expect.arrayContaining([
          `history_entries: ${values.localTel}`,
          `properties: ${values.tel}`,
          `mail_outbox: ${values.email}`,
          `contact_messages: ${values.name}`,
          `matches: ${values.localTel}`,
        ]),
      );
      expect(before.some((hit) => hit.startsWith('outbox/'))).toBe(true);
      expect(before).toContain(`files: ${values.familyName}`);
      expect(before.some((hit) => /^files\/\d{4}\/.*-expose\.pdf: /.test(hit))).toBe(true);

      const erased = await erase(someone);
      expect(erased.statusCode, erased.body).toBe(200);
      expect(await everywhere(needles)).toEqual([]);
    },
    180_000,
  );
});
