/**
 * The history of changes reads as sentences in the reader's language (issue 30 point 7): what
 * was done, the changed fields labelled with their values as the catalogs name them (Signora,
 * Privato, euros), images as files, internal ids left out, and the screen it came from.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCustomerPage } from '@domus/domain/staff/admin-customers.schema';
import type { HistoryPage } from '@domus/domain/staff/admin-history.schema';
import { randomUUID } from 'node:crypto';
import { recordHistory } from '../src/modules/history/history.service.ts';
import { apiCaller, listing, person, type Person } from './helpers/account-fixtures.ts';
import { listingBody } from './helpers/listing-fixtures.ts';
import { seedPlaces } from './helpers/search-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let owner: Person;
let admin: Person;

beforeAll(async () => {
  t = await createTestApp();
  await seedPlaces(t.database.db);
  owner = await person(t.database.db, 'wording-owner@example.com');
  admin = await person(t.database.db, 'wording-admin@example.com', { isAdmin: true });
});
afterAll(() => t.close());

const call = apiCaller(() => t.app);

async function historyOf(id: string, lang: string) {
  const answer = await call('GET', `/admin/listings/${id}/history`, admin.token, undefined, lang);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<HistoryPage>().data;
}

type Listing = Record<string, unknown> & { _id: string; images: { _id: string }[] };

async function read(id: string): Promise<Listing> {
  const answer = await call(
    'GET',
    `/properties/residential/${id}?populate=images,plans,type`,
    admin.token,
  );
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ data: Listing }>().data;
}

describe('the history in the reader’s language (issue 30 point 7)', () => {
  it('issue 30.7: a listing’s changes and confirmation read as sentences in it and de', async () => {
    const created = await call(
      'POST',
      '/properties/residential',
      owner.token,
      await listingBody(t.database.db, owner, 'residential'),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ data: Listing }>().data._id;
    const listing = await read(id);
    const changed = await call('PATCH', `/properties/residential/${id}`, admin.token, {
      ...listing,
      price: 360_000,
      title: { it: 'Nuovo titolo', de: 'Titel', en: 'Title' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const images = listing.images.map((file) => file._id);
    const confirmed = await call('PATCH', `/properties/residential/${id}`, admin.token, {
      ...(await read(id)),
      isConfirmed: true,
      mainImage: images[1],
      mainImages: [images[1], images[0], images[2], images[3]],
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const it = await historyOf(id, 'it');
    expect(it.map((e) => e.summary)).toEqual([
      'Ha confermato l’immobile',
      'Ha modificato il prezzo e il titolo',
      'Ha creato l’immobile',
    ]);
    expect(it[1]!.via).toBe('Scheda dell’immobile');
    // Euros are written with a non-breaking space before the sign.
    const plain = (text: string | null) => text?.replace(/\u00a0/g, ' ') ?? null;
    expect(it[1]!.details.map((d) => [d.label, plain(d.before), plain(d.after)])).toEqual([
      ['Prezzo', '350.000 €', '360.000 €'],
      ['Titolo', 'IT: Titolo', 'IT: Nuovo titolo'],
    ]);
    // The confirmation says so once; its main images are files, not ids.
    const confirmation = it[0]!;
    expect(confirmation.details.map((d) => d.field)).toEqual(['mainImage', 'mainImages']);
    expect(confirmation.details[1]!.files?.added.map((f) => f.file?._id)).toEqual([
      images[1],
      images[0],
      images[2],
      images[3],
    ]);
    expect(JSON.stringify(confirmation.details)).not.toMatch(/isConfirmed/);

    const de = await historyOf(id, 'de');
    expect(de.map((e) => e.summary)).toEqual([
      'Immobilie bestätigt',
      'Preis und Titel geändert',
      'Immobilie angelegt',
    ]);
    expect([de[1]!.details[0]!.label, plain(de[1]!.details[0]!.before)]).toEqual([
      'Preis',
      '350.000 €',
    ]);
  });

  it('issue 30.7: a seller’s change names the salutation and type by their labels, no ids', async () => {
    const changed = await call('PATCH', `/sellers/${owner.sellerId}`, admin.token, {
      salutation: 'f',
      name: 'Anna',
      familyName: 'Rossi',
      email: owner.email,
      tel: '0471 123456',
      sellerType: 'private',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const telOnly = await call('PATCH', `/sellers/${owner.sellerId}`, admin.token, {
      salutation: 'f',
      name: 'Anna',
      familyName: 'Rossi',
      email: owner.email,
      tel: '0471 654321',
      sellerType: 'private',
    });
    expect(telOnly.statusCode, telOnly.body).toBe(200);

    const page = async (lang: string) => {
      const answer = await call(
        'GET',
        `/admin/customers/seller/${owner.sellerId}`,
        admin.token,
        undefined,
        lang,
      );
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<{ data: AdminCustomerPage }>().data.history;
    };
    const it = await page('it');
    expect(it[0]).toMatchObject({
      summary: 'Ha modificato il telefono',
      via: 'Dati del venditore',
      details: [{ label: 'Telefono', before: '0471 123456', after: '0471 654321' }],
    });
    const salutation = it[1]!.details.find((d) => d.field === 'salutation');
    expect(salutation).toMatchObject({ label: 'Titolo', before: null, after: 'Signora' });
    // What is read: no ids, no operationIds, no stored keys (the files' own ids aside).
    const read = it.map((e) => [
      e.summary,
      e.via,
      e.details.map((d) => [d.label, d.before, d.after]),
    ]);
    expect(JSON.stringify(read)).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-|updateSeller|"private"|"f"/);

    const de = await page('de');
    expect(de[0]).toMatchObject({ summary: 'Telefonnummer geändert', via: 'Verkäuferdaten' });
    expect(de[1]!.details.find((d) => d.field === 'salutation')).toMatchObject({
      label: 'Anrede',
      after: 'Frau',
    });
  });

  it('issue 33: a viewing’s booked time reads as the agency’s day and time, its status by name', async () => {
    const id = (await listing(t.database.db, owner.sellerId)).id;
    await recordHistory(t.database.db, {
      actor: { accountId: admin.accountId, role: 'admin' },
      subject: 'viewing',
      subjectId: randomUUID(),
      action: 'update',
      changes: [
        { field: 'status', before: 'requested', after: 'confirmed' },
        { field: 'start', before: null, after: '2026-12-10T09:00:00.000Z' },
      ],
      source: 'admin',
      listingId: id,
    });
    const [entry] = await historyOf(id, 'de');
    const start = entry!.details.find((d) => d.field === 'start');
    // 09:00 UTC is 10:00 in Bozen in December.
    expect(start?.after).toBe('10.12.2026, 10:00');
    expect(start?.label).not.toBe('start');
    const status = entry!.details.find((d) => d.field === 'status');
    expect(status?.after).not.toBe('confirmed');
  });

  it('issue 33.3: an outcome with the buyer’s feedback names the status and the feedback, its values by name', async () => {
    const id = (await listing(t.database.db, owner.sellerId)).id;
    await recordHistory(t.database.db, {
      actor: { accountId: admin.accountId, role: 'admin' },
      subject: 'viewing',
      subjectId: randomUUID(),
      action: 'update',
      changes: [
        { field: 'status', before: 'confirmed', after: 'held' },
        { field: 'feedback', before: null, after: 'not_interested' },
        { field: 'feedbackReason', before: null, after: 'Zu laut' },
      ],
      source: 'admin',
      listingId: id,
    });
    const [entry] = await historyOf(id, 'de');
    // Not "Besichtigung geändert": what changed is named.
    expect(entry!.summary).toBe('Status und Rückmeldung des Interessenten geändert');
    const feedback = entry!.details.find((d) => d.field === 'feedback');
    expect(feedback).toMatchObject({
      label: 'Rückmeldung des Interessenten',
      after: 'Kein Interesse',
    });
    expect(entry!.details.find((d) => d.field === 'feedbackReason')).toMatchObject({
      label: 'Grund',
      after: 'Zu laut',
    });
  });
});
