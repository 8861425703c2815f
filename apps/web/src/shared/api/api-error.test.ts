import { describe, expect, it } from 'vitest';
import { buildUrl } from './api-client';
import { readErrorBody } from './api-error';

describe('API error body (decisions.md Contract)', () => {
  it('reads code, message and fields', () => {
    expect(
      readErrorBody({
        error: {
          code: 'validation_error',
          message: 'Alcuni dati non sono validi.',
          fields: [{ field: 'email', message: 'Indirizzo email non valido' }, { field: 1 }],
        },
      }),
    ).toEqual({
      code: 'validation_error',
      message: 'Alcuni dati non sono validi.',
      fields: [{ field: 'email', message: 'Indirizzo email non valido' }],
    });
  });

  it('rejects bodies of another shape', () => {
    expect(readErrorBody(undefined)).toBeUndefined();
    expect(readErrorBody('Bad Gateway')).toBeUndefined();
    expect(readErrorBody({ error: 'x' })).toBeUndefined();
    expect(readErrorBody({ error: { code: 'x' } })).toBeUndefined();
    expect(readErrorBody({ message: 'x' })).toBeUndefined();
  });
});

describe('request URL', () => {
  it('leaves out empty parameters and encodes the rest', () => {
    expect(buildUrl('/api/v1/types', { sort: '-type' })).toBe('/api/v1/types?sort=-type');
    expect(buildUrl('/api/v1/locations/search', { q: 'Sëlva & co', lang: undefined })).toBe(
      '/api/v1/locations/search?q=S%C3%ABlva+%26+co',
    );
    expect(buildUrl('/api/v1/testimonies')).toBe('/api/v1/testimonies');
  });
});
