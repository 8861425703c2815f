/**
 * People and listings for the account tests: accounts with their seller profiles, listings owned
 * by them, and real sessions (the session service the login uses) to call the API with.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.ts';
import { accounts, files, properties, propertyTypes, sellers } from '../../src/db/schema.ts';
import { createSession } from '../../src/modules/auth/sessions.service.ts';
import { newStorageKey } from '../../src/modules/files/storage-keys.ts';

/** An account with a seller profile and a live session. */
export type Person = { accountId: string; sellerId: string; token: string; email: string };

/** Makes an account (with staff flags if given), its seller profile and a verified session. */
export async function person(
  db: Database,
  email: string,
  flags: { isAgent?: boolean; isAdmin?: boolean; isSuperAdmin?: boolean } = {},
  seller = true,
): Promise<Person> {
  const [account] = await db
    .insert(accounts)
    .values({ email, emailVerifiedAt: new Date(), ...flags })
    .returning({ id: accounts.id });
  const accountId = account!.id;
  let sellerId = '';
  if (seller) {
    const [row] = await db
      .insert(sellers)
      .values({
        accountId,
        name: email.split('@')[0]!,
        familyName: 'Test',
        email,
        isSelfInserted: true,
      })
      .returning({ id: sellers.id });
    sellerId = row!.id;
  }
  const { token } = await createSession(db, { accountId, verified: true });
  return { accountId, sellerId, token, email };
}

/** A residential listing of `ownerId`, with one image file. */
export async function listing(
  db: Database,
  ownerId: string | null,
  options: { confirmed?: boolean; createdAt?: Date } = {},
): Promise<{ id: string; fileId: string }> {
  const [type] = await db
    .select({ id: propertyTypes.id })
    .from(propertyTypes)
    .where(eq(propertyTypes.code, 'apartment'));
  const id = randomUUID();
  const fileId = randomUUID();
  await db.insert(properties).values({
    id,
    category: 'residential',
    typeId: type!.id,
    price: 250_000,
    isConfirmed: options.confirmed ?? true,
    ownerId,
    title: { it: 'Appartamento', de: 'Wohnung', en: 'Apartment' },
    description: { it: '', de: '', en: '' },
    mainImageId: fileId,
    ...(options.createdAt ? { createdAt: options.createdAt } : {}),
  });
  await db.insert(files).values({
    id: fileId,
    propertyId: id,
    kind: 'image',
    name: 'photo.jpg',
    mime: 'image/jpeg',
    storageKey: newStorageKey('jpg', undefined, fileId),
  });
  return { id, fileId };
}

/** Headers of a call with a session and a language. */
export function auth(token: string | undefined, lang = 'en') {
  return { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) };
}

/**
 * A caller of the API as a client sees it: `call(method, '/account', token, body, lang)` on the
 * app `app()` gives (read when called, since tests make their app in `beforeAll`).
 */
export function apiCaller(app: () => FastifyInstance) {
  return (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    token?: string,
    payload?: unknown,
    lang = 'en',
  ) =>
    app().inject({
      method,
      url: `/api/v1${url}`,
      headers: auth(token, lang),
      ...(payload ? { payload } : {}),
    });
}
