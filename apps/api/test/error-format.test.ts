import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emailSchema, requiredTextSchema } from '@domus/domain/core/common.schema';
import { apiErrorSchema } from '@domus/domain/core/api-error.schema';
import { createTestApp, type ErrorBody, type TestApp } from './helpers/test-app.ts';

/** A body schema like the ones the later write endpoints declare, to exercise the error format. */
const echoBody = z.object({
  name: requiredTextSchema(20),
  email: emailSchema,
  count: z.int().min(1).max(5),
  tags: z.array(z.string()).max(2).optional(),
  address: z.object({ street: z.string() }).optional(),
});

function expectErrorFormat(body: unknown): ErrorBody {
  expect(apiErrorSchema.safeParse(body).success).toBe(true);
  return body as ErrorBody;
}

describe('error format (decisions.md Contract; issue 2 §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      routes: (app) => {
        const typed = app.withTypeProvider<ZodTypeProvider>();
        typed.post('/api/v1/test/echo', { schema: { body: echoBody } }, async (request) => ({
          data: request.body,
        }));
        typed.get('/api/v1/test/failure', async () => {
          throw new Error('connection to postgres://admin:secret@db.internal failed');
        });
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('unknown API paths', () => {
    it('answers 404 not_found as JSON, in Italian by default', async () => {
      const res = await t.app.inject({ url: '/api/v1/no-such-thing' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(expectErrorFormat(res.json())).toEqual({
        error: { code: 'not_found', message: 'La risorsa richiesta non esiste.' },
      });
    });

    it('speaks the language of Accept-Language and of ?lang=', async () => {
      const de = await t.app.inject({
        url: '/api/nothing',
        headers: { 'accept-language': 'de-DE,de;q=0.9' },
      });
      expect(de.json()).toEqual({
        error: { code: 'not_found', message: 'Die angeforderte Ressource gibt es nicht.' },
      });
      const en = await t.app.inject({
        url: '/api/v2/types?lang=en',
        headers: { 'accept-language': 'de' },
      });
      expect(en.json<ErrorBody>().error.message).toBe('The requested resource does not exist.');
    });

    it('answers 404 for a method the path does not offer', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/types', payload: {} });
      expect(res.statusCode).toBe(404);
      expect(expectErrorFormat(res.json()).error.code).toBe('not_found');
    });
  });

  describe('request language', () => {
    it('takes the first supported language of Accept-Language by quality', async () => {
      const res = await t.app.inject({
        url: '/api/v1/nothing',
        headers: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5,de;q=0.8' },
      });
      expect(res.json<ErrorBody>().error.message).toBe('Die angeforderte Ressource gibt es nicht.');
    });

    it('falls back to Italian for unsupported languages', async () => {
      const res = await t.app.inject({
        url: '/api/v1/nothing',
        headers: { 'accept-language': 'fr, es' },
      });
      expect(res.json<ErrorBody>().error.message).toBe('La risorsa richiesta non esiste.');
    });

    it('rejects an unknown ?lang= with 400 naming the field, in the Accept-Language language', async () => {
      for (const lang of [
        'fr',
        'DE',
        'de-DE',
        '',
        '<script>',
        "it'; drop table property_types--",
      ]) {
        const res = await t.app.inject({
          url: `/api/v1/types?lang=${encodeURIComponent(lang)}`,
          headers: { 'accept-language': 'en' },
        });
        expect(res.statusCode, lang).toBe(400);
        expect(expectErrorFormat(res.json())).toEqual({
          error: {
            code: 'validation_error',
            message: 'Some of the data is not valid.',
            fields: [{ field: 'lang', message: 'Unsupported language: use it, de or en' }],
          },
        });
      }
    });

    it('rejects a repeated ?lang=', async () => {
      const res = await t.app.inject({ url: '/api/v1/types?lang=it&lang=de' });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().error.fields?.[0]?.field).toBe('lang');
    });
  });

  describe('bodies', () => {
    it('answers malformed JSON with 400 validation_error', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/test/echo?lang=de',
        headers: { 'content-type': 'application/json' },
        payload: '{"name": "Anna",',
      });
      expect(res.statusCode).toBe(400);
      expect(expectErrorFormat(res.json())).toEqual({
        error: {
          code: 'validation_error',
          message: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
        },
      });
    });

    it('answers an empty JSON body with 400', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/test/echo',
        headers: { 'content-type': 'application/json' },
        payload: '',
      });
      expect(res.statusCode).toBe(400);
      expect(expectErrorFormat(res.json()).error.code).toBe('validation_error');
    });

    it('answers a body over the limit with 413 payload_too_large', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/test/echo?lang=en',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
      });
      expect(res.statusCode).toBe(413);
      expect(expectErrorFormat(res.json())).toEqual({
        error: { code: 'payload_too_large', message: 'The data sent is too large.' },
      });
    });

    it('answers an unsupported content type with 415 unsupported_media_type', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/test/echo',
        headers: { 'content-type': 'application/xml' },
        payload: '<name>Anna</name>',
      });
      expect(res.statusCode).toBe(415);
      expect(expectErrorFormat(res.json())).toEqual({
        error: { code: 'unsupported_media_type', message: 'Formato dei dati non supportato.' },
      });
    });

    it('lists every offending field with its message (seller-side.md §5 texts verbatim)', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/test/echo',
        payload: {
          name: '   ',
          email: 'NOT-AN-EMAIL',
          count: 9,
          tags: ['a', 'b', 'c'],
          address: { street: 5 },
        },
      });
      expect(res.statusCode).toBe(400);
      const { error } = expectErrorFormat(res.json());
      expect(error.code).toBe('validation_error');
      expect(error.message).toBe('Alcuni dati non sono validi.');
      expect(error.fields).toEqual([
        { field: 'name', message: 'Questo campo non deve essere vuoto' },
        { field: 'email', message: 'Indirizzo email non valido' },
        { field: 'count', message: 'Il valore deve essere al massimo 5' },
        { field: 'tags', message: 'Indicare al massimo 2 elementi' },
        { field: 'address.street', message: 'Inserire un testo' },
      ]);
    });

    it('tells a missing field from a wrong type, in English', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/test/echo?lang=en',
        payload: { email: 'anna@example.com', count: 2.5 },
      });
      expect(res.json<ErrorBody>().error.fields).toEqual([
        { field: 'name', message: 'This field must not be empty' },
        { field: 'count', message: 'Please enter a whole number' },
      ]);
    });

    it('accepts a valid body (the echo route works, so the failures above are real)', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/test/echo',
        payload: { name: ' Anna ', email: 'Anna@Example.com', count: 2 },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { name: 'Anna', email: 'anna@example.com', count: 2 } });
    });
  });

  describe('unexpected failures', () => {
    it('answers 500 internal_error without the cause', async () => {
      const res = await t.app.inject({ url: '/api/v1/test/failure?lang=en' });
      expect(res.statusCode).toBe(500);
      expect(expectErrorFormat(res.json())).toEqual({
        error: { code: 'internal_error', message: 'Error: Retry later' },
      });
      expect(res.body).not.toContain('secret');
      expect(res.body).not.toContain('postgres');
    });
  });

  describe('malformed URLs', () => {
    it('answers a broken percent-encoding in the path with 400, not 500', async () => {
      const res = await t.app.inject({ url: '/api/v1/types%E0%A4%A' });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expectErrorFormat(res.json());
    });

    it('treats a broken percent-encoding in the query as text, not a failure', async () => {
      const res = await t.app.inject({ url: '/api/v1/locations?q=%E0%A4%A' });
      expect(res.statusCode).toBeLessThan(500);
    });
  });
});
