import { describe, expect, it } from 'vitest';
import { loginRequestSchema, meSchema } from './account.schema.ts';
import { apiErrorSchema } from '../core/api-error.schema.ts';
import { contactMessageInputSchema } from '../listing/contact-message.schema.ts';
import {
  locationQuerySchema,
  polygonGeometrySchema,
  searchLocationInputSchema,
} from '../place/location.schema.ts';
import { matchUpdateSchema } from '../search/match.schema.ts';
import { savedSearchInputSchema } from '../search/saved-search.schema.ts';
import { testimonySchema } from '../person/testimony.schema.ts';

const typeId = '00000000-0000-4000-8000-000000000001';
const square = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [11.3, 46.5],
      [11.4, 46.5],
      [11.4, 46.6],
      [11.3, 46.5],
    ],
  ],
};

describe('saved search (buyer-side.md §5 Saved search, §9 defaults)', () => {
  it('defaults to sale, budget 0 and no rooms', () => {
    const parsed = savedSearchInputSchema.parse({
      type: typeId,
      locations: [{ type: 'municipality', id: '021008' }],
    });
    expect(parsed).toMatchObject({ rent: false, budget: 0, rooms: { living: 0, bed: 0, bath: 0 } });
  });

  it("requires at least one location ('Questo campo non deve essere vuoto') and a type", () => {
    const result = savedSearchInputSchema.safeParse({ locations: [] });
    expect(result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual(
      expect.arrayContaining(['locations: global.errors.required']),
    );
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain('type');
  });

  it("reads rent as the form holds it ('true'/'false')", () => {
    const parsed = savedSearchInputSchema.parse({
      rent: 'true',
      type: typeId,
      locations: [{ type: 'zone', id: 'z1' }],
    });
    expect(parsed.rent).toBe(true);
  });

  it('accepts a drawn zone with a closed polygon and rejects an open one', () => {
    expect(
      searchLocationInputSchema.safeParse({ type: 'polygon', name: 'Mein Gebiet', geoJson: square })
        .success,
    ).toBe(true);
    const open = {
      ...square,
      coordinates: [
        [
          [11.3, 46.5],
          [11.4, 46.5],
          [11.4, 46.6],
          [11.35, 46.55],
        ],
      ],
    };
    expect(polygonGeometrySchema.safeParse(open).success).toBe(false);
    expect(
      searchLocationInputSchema.safeParse({ type: 'polygon', name: '', geoJson: square }).success,
    ).toBe(false);
  });
});

describe('contact form (buyer-side.md §5 Contact form)', () => {
  it('requires name, e-mail and message; telephone is optional', () => {
    expect(
      contactMessageInputSchema.safeParse({
        name: 'Eva',
        email: 'eva@example.com',
        message: 'Hallo',
        tel: '',
      }).success,
    ).toBe(true);
    const result = contactMessageInputSchema.safeParse({ name: ' ', email: 'x', message: '' });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['name', 'email', 'message']);
  });

  it('rejects an overlong message and a property id that is no id', () => {
    expect(
      contactMessageInputSchema.safeParse({ name: 'E', email: 'e@x.it', message: 'x'.repeat(5001) })
        .success,
    ).toBe(false);
    expect(
      contactMessageInputSchema.safeParse({
        name: 'E',
        email: 'e@x.it',
        message: 'm',
        id: "1' OR 1=1",
      }).success,
    ).toBe(false);
  });
});

describe('login (buyer-side.md §5 Login, §7)', () => {
  it('accepts a site path as callback and refuses other origins', () => {
    expect(loginRequestSchema.safeParse({ email: 'a@b.it', callback: 'sell' }).success).toBe(true);
    expect(
      loginRequestSchema.safeParse({ email: 'a@b.it', callback: '/find/searches/abc?x=1' }).success,
    ).toBe(true);
    for (const callback of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(loginRequestSchema.safeParse({ email: 'a@b.it', callback }).success).toBe(false);
    }
  });
});

describe('small shapes', () => {
  it('parses account me with staff flags (decisions.md Accounts and roles)', () => {
    expect(
      meSchema.safeParse({
        email: 'a@b.it',
        admin: { isAgent: true, isAdmin: false, isSuperAdmin: false },
        seller: null,
        client: null,
      }).success,
    ).toBe(true);
  });

  it('knows the five match states only', () => {
    expect(matchUpdateSchema.safeParse({ state: 'visit' }).success).toBe(true);
    expect(matchUpdateSchema.safeParse({ state: 'sold' }).success).toBe(false);
  });

  it('describes the error body of decisions.md Contract', () => {
    expect(
      apiErrorSchema.safeParse({
        error: {
          code: 'validation_error',
          message: 'x',
          fields: [{ field: 'email', message: 'y' }],
        },
      }).success,
    ).toBe(true);
    expect(apiErrorSchema.safeParse({ error: { code: 'teapot', message: 'x' } }).success).toBe(
      false,
    );
  });

  it('limits the place query and trims it', () => {
    expect(locationQuerySchema.parse({ q: '  Bozen ' }).q).toBe('Bozen');
    expect(locationQuerySchema.safeParse({ q: 'x'.repeat(10_000) }).success).toBe(false);
    expect(locationQuerySchema.safeParse({ q: 'a', lang: 'fr' }).success).toBe(false);
  });

  it('parses a testimony', () => {
    expect(
      testimonySchema.safeParse({
        _id: typeId,
        name: 'Fam. Pichler',
        text: { it: 'a', de: 'b', en: 'c' },
      }).success,
    ).toBe(true);
  });
});
