/**
 * Issue 29 point 1 (decision 046): a profile e-mail counts as the person's only once proved. A
 * logged-in user who types a stranger's address into their profile gets neither the stranger's
 * contact messages in their export nor the power to blank them by deleting their account, and the
 * admin customer page does not link them; the address waits for the link mailed to it, which
 * switches the profile when opened. Real API, database, mail worker and SMTP server.
 */
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Me } from '@domus/domain/account/account.schema';
import {
  clients,
  contactMessages,
  historyEntries,
  profileEmailConfirmations,
  sellers,
} from '../src/db/schema.ts';
import { createMailWorker, type MailWorker } from '../src/modules/mail/mail-worker.ts';
import { person, type Person } from './helpers/account-fixtures.ts';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from './helpers/smtp-sink.ts';
import { createTestApp, type ErrorBody, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let smtp: SmtpSink;
let worker: MailWorker;
let admin: Person;
let ip = 0;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://casa.example' } });
  worker = createMailWorker({ db: t.database.db, config: t.config, log: t.app.log });
  worker.start();
  admin = await person(t.database.db, 'proof.admin@example.com', { isAdmin: true }, false);
});
afterAll(async () => {
  await worker?.stop();
  await t?.close();
  await smtp?.close();
});

function call(
  method: 'GET' | 'PATCH' | 'POST' | 'DELETE',
  url: string,
  token?: string,
  body?: object,
) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { payload: body } : {}),
  });
}

const profile = (email: string, language = 'en') => ({
  me: {},
  values: { salutation: 'f', name: 'Ida', familyName: 'Probst', email, language },
});

/** A stranger's message through the contact form, with a staff note on it as the inbox keeps. */
async function strangersMessage(email: string): Promise<string> {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/v1/contact',
    remoteAddress: `192.0.2.${++ip}`,
    payload: {
      name: 'Greta Fremdling',
      email,
      tel: '+39 333 987 6543',
      message: 'Private: my divorce forces me to sell quickly.',
    },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  const [row] = await t.database.db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.email, email));
  await t.database.db
    .update(contactMessages)
    .set({ note: 'Called back, wants 400k', status: 'in_progress', handlerId: admin.accountId })
    .where(eq(contactMessages.id, row!.id));
  return row!.id;
}

/** The confirmation link of a mail and its token. */
function confirmationToken(mail: ReceivedMail): string {
  const match = /https:\/\/casa\.example\/account\?confirmEmail=([\w-]+)/.exec(mail.decoded);
  if (!match) throw new Error(`no confirmation link in:\n${mail.decoded}`);
  return match[1]!;
}

describe('issue 29.1: a typed profile address is not the person’s until proved', () => {
  it('issue 29.1: the export holds nothing of a stranger whose address the user typed', async () => {
    const stranger = 'greta.fremdling@example.org';
    await strangersMessage(stranger);
    const user = await person(t.database.db, 'ida.probst@example.com');
    const patched = await call('PATCH', '/account/me', user.token, profile(stranger));
    expect(patched.statusCode, patched.body).toBe(200);

    const res = await call('GET', '/account/export', user.token);
    expect(res.statusCode, res.body).toBe(200);
    const json = strFromU8(unzipSync(new Uint8Array(res.rawPayload))['personal-data.json']!);
    const data = JSON.parse(json) as { contactMessages: unknown[] };
    expect(data.contactMessages).toEqual([]);
    for (const value of ['Fremdling', '987 6543', 'divorce', 'wants 400k', '192.0.2.']) {
      expect(json).not.toContain(value);
    }
  });

  it('issue 29.1: deleting one’s account leaves the stranger’s message intact', async () => {
    const stranger = 'hanna.fremd@example.org';
    const messageId = await strangersMessage(stranger);
    const user = await person(t.database.db, 'eraser@example.com');
    expect((await call('PATCH', '/account/me', user.token, profile(stranger))).statusCode).toBe(
      200,
    );

    const deleted = await call('DELETE', '/account', user.token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, messageId));
    expect(row).toMatchObject({
      name: 'Greta Fremdling',
      email: stranger,
      tel: '+39 333 987 6543',
      message: 'Private: my divorce forces me to sell quickly.',
      note: 'Called back, wants 400k',
    });
    expect(row?.clientIp).toMatch(/^192\.0\.2\./);
  });

  it('issue 29.1: the admin customer page does not list the stranger’s message nor link them', async () => {
    const stranger = 'ines.fremd@example.org';
    await strangersMessage(stranger);
    const [strangersClient] = await t.database.db
      .insert(clients)
      .values({ name: 'Ines', familyName: 'Fremd', email: stranger })
      .returning({ id: clients.id });
    const user = await person(t.database.db, 'linker@example.com');
    expect((await call('PATCH', '/account/me', user.token, profile(stranger))).statusCode).toBe(
      200,
    );

    const page = await call('GET', `/admin/customers/seller/${user.sellerId}`, admin.token);
    expect(page.statusCode, page.body).toBe(200);
    const data = page.json<{
      data: { messages: unknown[]; related: { _id: string }[]; seller: { email: string } };
    }>().data;
    expect(data.messages).toEqual([]);
    expect(data.related.map((r) => r._id)).not.toContain(strangersClient!.id);
    expect(data.seller.email).toBe('linker@example.com');
  });

  it('issue 29.1: the profile keeps its address and shows the pending one; the link mail goes to the new address in the user’s language', async () => {
    const user = await person(t.database.db, 'mover@example.com');
    const newAddress = 'mover.new@example.net';
    const patched = await call('PATCH', '/account/me', user.token, profile(newAddress, 'de'));
    expect(patched.statusCode, patched.body).toBe(200);
    const me = patched.json<Me>();
    expect(me.seller?.email).toBe('mover@example.com');
    expect(me.pendingEmail?.email).toBe(newAddress);
    expect((await call('GET', '/account/me', user.token)).json<Me>().pendingEmail?.email).toBe(
      newAddress,
    );

    const mail = await smtp.waitFor((m) => m.to.includes(newAddress));
    expect(mail.decoded).toContain('in Ihrem Profil bei');
    const token = confirmationToken(mail);
    const confirmed = await call('POST', '/account/email-confirmation', undefined, { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ data: { email: newAddress } });

    const after = (await call('GET', '/account/me', user.token)).json<Me>();
    expect(after.seller?.email).toBe(newAddress);
    expect(after.pendingEmail ?? null).toBeNull();
    const history = await t.database.db
      .select()
      .from(historyEntries)
      .where(eq(historyEntries.subjectId, user.sellerId));
    expect(history.some((h) => h.source === 'confirmProfileEmail')).toBe(true);

    // Used once: a second use is refused, and the profile stays.
    const again = await call('POST', '/account/email-confirmation', undefined, { token });
    expect(again.statusCode).toBe(400);
    expect(again.json<ErrorBody>().error).toMatchObject({
      code: 'confirmation_invalid',
      message: 'This confirmation link is not valid or has already been used.',
    });
  });

  it('issue 29.1: an expired link, a made-up one and another account’s get clear errors and change nothing', async () => {
    const user = await person(t.database.db, 'late@example.com');
    const other = await person(t.database.db, 'other.session@example.com');
    const newAddress = 'late.new@example.net';
    expect((await call('PATCH', '/account/me', user.token, profile(newAddress))).statusCode).toBe(
      200,
    );
    const token = confirmationToken(await smtp.waitFor((m) => m.to.includes(newAddress)));

    const foreign = await call('POST', '/account/email-confirmation', other.token, { token });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json<ErrorBody>().error.code).toBe('confirmation_foreign');

    const madeUp = await call('POST', '/account/email-confirmation', undefined, {
      token: 'A'.repeat(43),
    });
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json<ErrorBody>().error.code).toBe('confirmation_invalid');

    await t.database.db
      .update(profileEmailConfirmations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(profileEmailConfirmations.accountId, user.accountId));
    const expired = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/email-confirmation',
      headers: { 'accept-language': 'it' },
      payload: { token },
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json<ErrorBody>().error.code).toBe('confirmation_expired');
    expect(expired.json<ErrorBody>().error.message).toContain('scaduto');
    const [seller] = await t.database.db
      .select()
      .from(sellers)
      .where(eq(sellers.id, user.sellerId));
    expect(seller?.email).toBe('late@example.com');
  });

  it('issue 29.1: the login address, the profile’s own address and a staff change need no link', async () => {
    const user = await person(t.database.db, 'stay@example.com');
    const answer = await call('PATCH', '/account/me', user.token, profile('STAY@example.com'));
    expect(answer.statusCode).toBe(200);
    expect(answer.json<Me>().pendingEmail ?? null).toBeNull();
    const rows = await t.database.db
      .select()
      .from(profileEmailConfirmations)
      .where(eq(profileEmailConfirmations.accountId, user.accountId));
    expect(rows).toEqual([]);
    // Staff type what the customer told them: the agency's own record (decision 046).
    const customer = await person(t.database.db, 'desk.customer@example.com');
    const staffAnswer = await call('PATCH', `/account/${customer.accountId}`, admin.token, {
      seller: { name: 'Desk', familyName: 'Customer', email: 'desk.other@example.com' },
    });
    expect(staffAnswer.statusCode, staffAnswer.body).toBe(200);
    expect(staffAnswer.json<Me>().seller?.email).toBe('desk.other@example.com');
  });

  it('issue 29.1: at most 5 confirmation mails an hour per account, then 429 and nothing stored', async () => {
    const user = await person(t.database.db, 'spammer@example.com');
    for (let i = 0; i < 5; i += 1) {
      const ok = await call('PATCH', '/account/me', user.token, profile(`victim${i}@example.org`));
      expect(ok.statusCode, ok.body).toBe(200);
    }
    const refused = await call('PATCH', '/account/me', user.token, profile('victim5@example.org'));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    const me = (await call('GET', '/account/me', user.token)).json<Me>();
    expect(me.pendingEmail?.email).toBe('victim4@example.org');
  });
});
