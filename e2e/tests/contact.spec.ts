import { randomUUID } from 'node:crypto';
import { agencyConfig } from '@domus/domain/core/agency.config';
import { contactDe } from '@domus/domain/i18n/locales/de/contact';
import { errorsDe } from '@domus/domain/i18n/locales/de/errors';
import { contactIt } from '@domus/domain/i18n/locales/it/contact';
import { errorsIt } from '@domus/domain/i18n/locales/it/errors';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { waitForMail } from '../support/outbox.ts';

/**
 * Every browser of the E2E run reaches the server from 127.0.0.1, and the contact limit counts
 * per client address: each test speaks from an address of its own (the E2E server trusts
 * X-Forwarded-For), so tests running side by side do not limit each other.
 */
function ownClientAddress(n: number) {
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': `203.0.113.${n}` } });
}

/** Fills the contact form on the page with a message from `name` <`email`>. */
async function fillForm(
  page: Page,
  { name, email, message }: Record<string, string>,
  texts: typeof contactIt = contactIt,
) {
  const form = page.getByRole('form', { name: texts.formTitle });
  await form.getByLabel(texts.fields.name).fill(name!);
  await form.getByLabel(texts.fields.email).fill(email!);
  await form.getByLabel(texts.fields.message).fill(message!);
  return form;
}

/** Counts the messages the page sends to the API. */
function countSent(page: Page): { count: number } {
  const sent = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/contact') {
      sent.count += 1;
    }
  });
  return sent;
}

const LANGUAGES = {
  it: { contact: contactIt, errors: errorsIt, retry: 'Riprovi tra 2 minuti.', address: 23 },
  de: {
    contact: contactDe,
    errors: errorsDe,
    retry: 'Bitte versuchen Sie es in 2 Minuten erneut.',
    address: 24,
  },
} as const;

for (const [lang, { contact, errors, retry, address }] of Object.entries(LANGUAGES)) {
  test.describe(`issue 30.1: the contact form sends once per click (${lang})`, () => {
    ownClientAddress(address);

    test(`issue 30.1: a double click sends one message and shows it sent, then a second message says when to try again (${lang})`, async ({
      page,
    }) => {
      const tag = randomUUID().slice(0, 8);
      const sender = { name: `Doppio Clic ${tag}`, email: `doppio.${tag}@example.org` };
      const sent = countSent(page);
      await page.goto(`/contact?lang=${lang}`);
      const form = await fillForm(page, { ...sender, message: `Erste Nachricht ${tag}` }, contact);
      await form.getByRole('button', { name: contact.submit }).dblclick();

      await expect(page.getByRole('alert').filter({ hasText: contact.success })).toBeVisible();
      await expect(form.getByLabel(contact.fields.message)).toHaveValue('');
      // Whatever the second click did has had its time.
      await page.waitForTimeout(1_000);
      expect(sent.count).toBe(1);
      await expect(
        page.getByRole('alert').filter({ hasText: errors.global.errors.contactRateLimit }),
      ).toHaveCount(0);
      await expect(form.getByText(errors.global.errors.required)).toHaveCount(0);

      // A second message within two minutes: refused, with when to try again; the text stays.
      await fillForm(page, { ...sender, message: `Zweite Nachricht ${tag}` }, contact);
      await form.getByRole('button', { name: contact.submit }).click();
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: `${errors.global.errors.contactRateLimit} ${retry}` }),
      ).toBeVisible();
      await expect(form.getByLabel(contact.fields.message)).toHaveValue(`Zweite Nachricht ${tag}`);
      expect(sent.count).toBe(2);
    });
  });

  test.describe(`issue 30.1: the contact form shows its sending (${lang})`, () => {
    // An address of its own: the test before has just sent a message from the first.
    ownClientAddress(address + 10);

    test(`issue 30.1: the button shows the sending and takes no second click meanwhile (${lang})`, async ({
      page,
    }) => {
      const tag = randomUUID().slice(0, 8);
      const sent = countSent(page);
      // The answer is held back, so the sending can be seen.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/v1/contact', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`/contact?lang=${lang}`);
      const form = await fillForm(
        page,
        { name: `Lenta ${tag}`, email: `lenta.${tag}@example.org`, message: `Langsam ${tag}` },
        contact,
      );
      const button = form.getByRole('button', { name: contact.submit });
      await button.click();
      await expect(button).toBeDisabled();
      await expect(button).toHaveAttribute('data-loading', 'true');
      await button.click({ force: true });
      await form.getByLabel(contact.fields.email).press('Enter');
      release();
      await expect(page.getByRole('alert').filter({ hasText: contact.success })).toBeVisible();
      await expect(button).toBeEnabled();
      expect(sent.count).toBe(1);
    });
  });
}

test.describe('contact page (buyer-side.md §2 Contact page, §8, §9)', () => {
  ownClientAddress(21);

  test('sends a message with its toast; a second one right away gets the rate-limit message', async ({
    page,
  }) => {
    const tag = randomUUID().slice(0, 8);
    const name = `Anna Contatto ${tag}`;
    const email = `anna.${tag}@example.org`;
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: contactIt.title })).toBeVisible();

    const form = await fillForm(page, {
      name,
      email,
      message: `Vorrei informazioni sulle case a Merano (${tag}).`,
    });
    await form.getByRole('button', { name: contactIt.submit }).click();

    const success = page.getByRole('alert').filter({ hasText: contactIt.success });
    await expect(success).toBeVisible();
    // A sent message clears the form.
    await expect(form.getByLabel(contactIt.fields.name)).toHaveValue('');
    await expect(form.getByLabel(contactIt.fields.message)).toHaveValue('');
    // The toast closes by itself after 4 s (§9).
    await expect(success).toBeHidden({ timeout: 7_000 });

    // The agency gets the message, answering goes to the sender.
    const mail = await waitForMail(agencyConfig.email, { subject: new RegExp(tag) });
    expect(mail.text).toContain(`Vorrei informazioni sulle case a Merano (${tag}).`);
    expect(mail.text).toContain(email);

    // Again at once: the rate-limit message, and what was typed stays.
    await fillForm(page, { name, email, message: 'Un secondo messaggio.' });
    await form.getByRole('button', { name: contactIt.submit }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: errorsIt.global.errors.contactRateLimit }),
    ).toBeVisible();
    await expect(form.getByLabel(contactIt.fields.message)).toHaveValue('Un secondo messaggio.');
    await expect(form.getByLabel(contactIt.fields.name)).toHaveValue(name);
  });

  test('shows what is missing and sends nothing', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: contactIt.formTitle });
    await form.getByLabel(contactIt.fields.email).fill('not-an-address');
    await form.getByRole('button', { name: contactIt.submit }).click();
    await expect(form.getByText(errorsIt.global.errors.email)).toBeVisible();
    await expect(form.getByText(errorsIt.global.errors.required)).toHaveCount(2);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('detail page contact card (buyer-side.md §2 Property detail)', () => {
  ownClientAddress(22);

  test('sends a message about that listing', async ({ page, request }) => {
    const res = await request.get('/api/v1/properties-search?type=residential');
    expect(res.status()).toBe(200);
    const [card] = ((await res.json()) as { result: { _id: string; property_id: number }[] })
      .result;
    const tag = randomUUID().slice(0, 8);
    await page.goto(`/property/residential/${card!._id}`);

    const form = await fillForm(page, {
      name: `Luca Scheda ${tag}`,
      email: `luca.${tag}@example.org`,
      message: `È ancora disponibile? (${tag})`,
    });
    await form.getByRole('button', { name: contactIt.submit }).click();
    await expect(page.getByRole('alert').filter({ hasText: contactIt.success })).toBeVisible();

    // The agency's mail names and links the listing.
    const mail = await waitForMail(agencyConfig.email, {
      subject: new RegExp(`n\\. ${card!.property_id}\\b`),
    });
    expect(mail.text).toContain(`(${tag})`);
    expect(mail.text).toContain(`/property/residential/${card!._id}`);
  });
});
