/**
 * The CSV export of an admin table (issue 15 point 7): the filtered table in its order, headers
 * and values in the caller's language, numbers as the language writes them (the domain's listing
 * formatter: 250.000,00 in German), streamed as text/csv.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminListing } from './helpers/admin-fixtures.ts';
import { person, type Person } from './helpers/account-fixtures.ts';
import { MERANO, seedPlaces } from './helpers/search-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: Person;
let numbers: number[];

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://www.example.test' } });
  await seedPlaces(t.database.db);
  admin = await person(t.database.db, 'admin@example.com', { isAdmin: true });
  const owner = await person(t.database.db, 'owner@example.com');
  const a = await adminListing(t.database.db, {
    price: 1_500,
    rent: true,
    area: 75.5,
    rooms: 3,
    ownerId: owner.sellerId,
    createdAt: new Date('2026-02-03T10:00:00Z'),
    details: { energyClass: 'A' },
    externalAgent: { name: 'Max', familyName: 'Mair; Söhne' },
  });
  const b = await adminListing(t.database.db, {
    price: 1_234_567.5,
    status: 'withdrawn',
    municipalityId: MERANO,
    zoneId: null,
    createdAt: new Date('2026-01-02T10:00:00Z'),
  });
  numbers = [a.number, b.number];
  await adminListing(t.database.db, { category: 'garage', code: 'garage' });
});
afterAll(() => t.close());

function exportCsv(query: string, lang: string) {
  return t.app.inject({
    url: `/api/v1/admin/listings/residential/export.csv?${query}`,
    headers: { authorization: `Bearer ${admin.token}`, 'accept-language': lang },
  });
}

/** The lines of a CSV answer, without the byte-order mark. */
function lines(body: string): string[] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return body.slice(1).split('\r\n').filter(Boolean);
}

describe('CSV export (issue 15 point 7)', () => {
  it('writes German headers and German numbers, separated by ;', async () => {
    const answer = await exportCsv('sort=price&dir=asc', 'de');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="immobilien-residential-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const [header, first, second, ...rest] = lines(answer.body);
    expect(rest).toEqual([]);
    expect(header).toBe(
      'Foto;Nummer;Immobilienart;Gemeinde und Fraktion;Kauf oder Miete;Preis (€);Räume;Bäder;' +
        'Kommerzielle Fläche (m²);Energieklasse;Eigentümer;Externer Makler;Zuständiger Makler;' +
        'Status;Erstellt;Geändert',
    );
    const cells = first!.split(';');
    expect(cells.slice(1, 10)).toEqual([
      String(numbers[0]),
      'Wohnung',
      'Bozen – Gries',
      'Miete',
      '1.500,00',
      '3',
      '',
      '75,5',
      'A',
    ]);
    expect(cells[10]).toBe('owner Test');
    // issue 30.12d: the photo is a link that opens from the file, at the site's public address.
    expect(cells[0]).toMatch(/^https:\/\/www\.example\.test\/\S+$/);
    // A cell holding the separator is quoted.
    expect(first).toContain(';"Max Mair; Söhne";');
    expect(first).toContain(';Veröffentlicht;03.02.2026;');
    expect(second).toContain(';1.234.567,50;');
    expect(second).toContain(';Meran;');
    expect(second).toContain(';Zurückgezogen;02.01.2026;');
  });

  it('writes English with , between cells and English numbers', async () => {
    const answer = await exportCsv('sort=price&dir=desc&lang=en', 'de');
    const [header, first] = lines(answer.body);
    expect(header).toMatch(/^Picture,Number,Type,Municipality and zone,Sale or rent,Price \(€\),/);
    expect(first).toContain(',"1,234,567.50",');
    expect(first).toContain(',Withdrawn,02/01/2026,');
  });

  it('exports only the filtered set, and refuses a bad filter before sending anything', async () => {
    const filtered = await exportCsv('status=withdrawn', 'it');
    const [header, ...rows] = lines(filtered.body);
    expect(header).toMatch(/^Foto;Numero;Tipologia;/);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(';Ritirato;');
    const bad = await exportCsv('sort=stars', 'it');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toMatch(/application\/json/);
  });

  it('refuses a day the database cannot take (year 0, found by the long fuzz run) with 400', async () => {
    const bad = await exportCsv('createdFrom=0000-02-29', 'de');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: 'validation_error' } });
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/listings/bulk',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: {
        action: 'withdraw',
        dryRun: true,
        target: { filter: { category: 'residential', createdFrom: '0000-02-29' } },
      },
    });
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json()).toMatchObject({ error: { code: 'validation_error' } });
  });
});
