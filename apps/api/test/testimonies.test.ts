import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testimonySchema, type Testimony } from '@domus/domain/person/testimony.schema';
import { testimonies } from '../src/db/schema.ts';
import { createTestApp, type ErrorBody, type TestApp } from './helpers/test-app.ts';

const stored = [
  {
    name: 'Famiglia Rossi',
    text: {
      it: 'Casa trovata in un mese.',
      de: 'In einem Monat ein Zuhause gefunden.',
      en: 'Found a home in a month.',
    },
  },
  {
    name: 'Martin Gruber',
    text: {
      it: 'Vendita rapida e seria.',
      de: 'Schneller, seriöser Verkauf.',
      en: 'A quick and reliable sale.',
    },
  },
  {
    name: 'Anna <b>Bianchi</b>',
    text: { it: 'Consigliata!', de: 'Empfehlenswert!', en: 'Recommended!' },
  },
];

describe('GET /api/v1/testimonies (buyer-side.md §3 Testimony, §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      prepare: async ({ db }) => {
        // One at a time, so that the stored order is the order above.
        for (const row of stored) await db.insert(testimonies).values(row);
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the testimonies in their order, each with its text in every language', async () => {
    const res = await t.app.inject({ url: '/api/v1/testimonies' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: Testimony[] }>();
    expect(data.map(({ name, text }) => ({ name, text }))).toEqual(stored);
    for (const testimony of data) expect(testimonySchema.parse(testimony)).toEqual(testimony);
    expect(new Set(data.map((testimony) => testimony._id)).size).toBe(3);
  });

  it('answers JSON that browsers must not sniff as markup', async () => {
    const res = await t.app.inject({ url: '/api/v1/testimonies' });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers an unknown lang with 400 in the error format', async () => {
    const res = await t.app.inject({
      url: '/api/v1/testimonies?lang=<script>',
      headers: { 'accept-language': 'de' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error).toEqual({
      code: 'validation_error',
      message: 'Einige Angaben sind ungültig.',
      fields: [
        { field: 'lang', message: 'Nicht unterstützte Sprache: bitte it, de oder en verwenden' },
      ],
    });
  });
});
