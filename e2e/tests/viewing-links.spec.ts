/**
 * Issue 33 points 1, 2 and 6, the buyer's side of a booked viewing in Italian, German and
 * English: a visitor picks one of the agent's free slots in the property page's dialog (captcha
 * solved in the browser), staff confirm it, and the confirmation mail's links work without an
 * account. The "another time" link takes a new time; staff confirm that one, and the new mail's
 * cancel link cancels the viewing. The old mail's links then say the viewing is cancelled and
 * offer nothing to do. axe checks the dialog with its slots and every state of the link page;
 * the pages are photographed at 390 and 1280 px (test-results/).
 */
import type { Language } from '@domus/domain/core/constants';
import { detailDe } from '@domus/domain/i18n/locales/de/detail';
import { viewingDe } from '@domus/domain/i18n/locales/de/viewing';
import { detailEn } from '@domus/domain/i18n/locales/en/detail';
import { viewingEn } from '@domus/domain/i18n/locales/en/viewing';
import { detailIt } from '@domus/domain/i18n/locales/it/detail';
import { viewingIt } from '@domus/domain/i18n/locales/it/viewing';
import { agencyDate, agencyTimeOfDay } from '@domus/domain/viewings/viewing-days';
import type { APIRequestContext, Browser } from '@playwright/test';
import path from 'node:path';
import { detailPath, publicCards, settle, useLanguage, type Card } from '../support/a11y-pages.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { readOutbox, type OutboxMail } from '../support/outbox.ts';
import { photograph } from '../support/photograph.ts';
import { apiCall, loginAsStaff, ownClientAddress } from '../support/selling.ts';

// The dialog's captcha is a proof of work solved in the browser, and staff log in once.
test.describe.configure({ timeout: 240_000 });

const shots = path.resolve(import.meta.dirname, '../../test-results/viewing-links');

const LANGUAGES = {
  it: { detail: detailIt, viewing: viewingIt, address: 71 },
  de: { detail: detailDe, viewing: viewingDe, address: 72 },
  en: { detail: detailEn, viewing: viewingEn, address: 73 },
} as const;

type Slot = { start: string; end: string };

/** A slot's local day and time in the agency's clock, as the date and time fields take them. */
function agencyLocal(instant: string): { date: string; time: string } {
  return { date: agencyDate(instant), time: agencyTimeOfDay(instant) };
}

/** A public listing whose agent offers free slots (the demo agent's, seed/demo-viewings). */
async function listingWithSlots(
  request: APIRequestContext,
): Promise<{ card: Card; slots: Slot[] }> {
  // The demo agent is responsible for the oldest listings: the search lists them last.
  const cards = (await publicCards(request, 3)).reverse();
  for (const card of cards) {
    const res = await request.get(`/api/v1/viewings/slots?listing=${card._id}`);
    expect(res.status()).toBe(200);
    const { data } = (await res.json()) as { data: Slot[] };
    if (data.length > 0) return { card, slots: data };
  }
  throw new Error('no demo listing offers free viewing slots');
}

/**
 * Two slots of this language's run: each language takes the half hours whose number in the day
 * leaves its own remainder by three, so that the runs never share a time however the list has
 * shifted, and none at 10:00 or 15:00, the times admin-viewings.spec.ts books for the same agent.
 */
function ownSlots(slots: Slot[], index: number): [Slot, Slot] {
  const own = slots.filter((slot) => {
    const time = agencyLocal(slot.start).time;
    const [hours, minutes] = time.split(':').map(Number) as [number, number];
    return (hours * 2 + Math.floor(minutes / 30)) % 3 === index && !/^(10|15):00$/.test(time);
  });
  const [picked, later] = [own[0], own[4]];
  if (!picked || !later) throw new Error(`too few free slots: ${own.length}`);
  return [picked, later];
}

/** The newest mail to `to` that carries the buyer's links, other than the ones in `skip`. */
async function linksMail(to: string, skip: string[] = []): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      () => {
        found = readOutbox()
          .filter((mail) => mail.to.toLowerCase().includes(to))
          .filter((mail) => !skip.includes(mail.file))
          .filter((mail) => mail.text.includes('action=reschedule'))
          .at(-1);
        return found !== undefined;
      },
      { message: `a mail with the viewing's links to ${to}`, timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

/** A link of the mail as a path of the site (the mail names the public address). */
function linkOf(mail: OutboxMail, action: 'cancel' | 'reschedule'): string {
  const found = new RegExp(`https?://[^\\s"<>]+/viewing/[0-9a-f-]+\\?action=${action}&[^\\s"<>]+`)
    .exec(mail.text)?.[0]
    ?.replace(/&amp;/g, '&');
  if (!found) throw new Error(`no ${action} link in ${mail.file}`);
  const url = new URL(found);
  return `${url.pathname}${url.search}`;
}

/** Staff confirm the viewing at `start`, as the admin calendar's dialog does. */
async function confirmAsStaff(browser: Browser, id: string, start: string): Promise<void> {
  const context = await browser.newContext({ locale: 'it-IT', timezoneId: 'Europe/Rome' });
  const page = await context.newPage();
  await ownClientAddress(page);
  await loginAsStaff(page, 'admin@domus.example', '/admin');
  await apiCall(page, 'POST', `/api/v1/admin/viewings/${id}/confirm`, { start });
  await context.close();
}

for (const [index, [lang, { detail, viewing: t, address }]] of Object.entries(
  LANGUAGES,
).entries()) {
  const language = lang as Language;
  test.describe(`issue 33.2: a booked viewing's links (${language})`, () => {
    // Each language speaks from an address of its own: the request limits count per address.
    test.use({ extraHTTPHeaders: { 'X-Forwarded-For': `203.0.113.${address}` } });

    test(`issue 33.2: picks a free slot, and changes and cancels the booked viewing from its mails without an account (${language})`, async ({
      page,
      browser,
      request,
    }) => {
      const { card, slots } = await listingWithSlots(request);
      const [picked, later] = ownSlots(slots, index);
      const email = `viewing.links.${language}.${Date.now().toString(36)}@example.com`;

      // The dialog offers the agent's free slots; the visitor picks one.
      await useLanguage(page, language);
      await page.goto(detailPath(card));
      await page.getByRole('button', { name: detail.contact.bookViewing }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('radiogroup', { name: t.slots.legend })).toBeVisible();
      await expect(dialog).toHaveCSS('opacity', '1');
      const slot = dialog.locator(`input[type="radio"][value="${picked.start}"]`);
      const more = dialog.getByRole('button', { name: t.slots.more });
      while ((await slot.count()) === 0) await more.click();
      await expectNoAxeViolations(page, `${language} viewing dialog: the free slots`);
      await slot.check();
      await dialog.getByLabel(t.contact.name).fill('Marta Oberhofer');
      await dialog.getByLabel(t.contact.email, { exact: false }).fill(email);
      await dialog.getByLabel(t.contact.tel, { exact: false }).fill('+39 0473 654321');
      const requested = page.waitForResponse(
        (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v1/viewings',
      );
      await dialog.getByRole('button', { name: t.submit }).click();
      const answer = await requested;
      expect(answer.status()).toBe(201);
      const { data: booked } = (await answer.json()) as { data: { _id: string } };
      await expect(dialog.getByRole('status').filter({ hasText: t.success.text })).toBeVisible({
        timeout: 30_000,
      });
      await expectNoAxeViolations(page, `${language} viewing dialog: a slot requested`);

      // Staff confirm it: the buyer's mail carries the links, in the buyer's language.
      await confirmAsStaff(browser, booked._id, picked.start);
      const first = await linksMail(email);
      const when = agencyLocal(picked.start);

      // The cancel link asks first: a mail scanner following it changes nothing.
      await page.goto(linkOf(first, 'cancel'));
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1, name: t.link.title })).toBeVisible();
      await expect(page.getByText(t.link.cancel.question)).toBeVisible();
      await expect(page.getByRole('main')).toContainText(when.time);
      await expectNoAxeViolations(page, `${language} /viewing: the cancel question`);

      // "Another time": the buyer proposes a later free slot and sends it.
      await page.goto(linkOf(first, 'reschedule'));
      await expect(page.getByText(t.link.reschedule.question)).toBeVisible();
      await expectNoAxeViolations(page, `${language} /viewing: asking for another time`);
      await photograph(page, shots, `reschedule-${language}`);
      const next = agencyLocal(later.start);
      await page.getByRole('textbox', { name: t.proposals.date, exact: true }).fill(next.date);
      await page.getByRole('textbox', { name: t.proposals.time, exact: true }).fill(next.time);
      await page.getByLabel(t.link.reschedule.message).fill('Meglio nel pomeriggio.');
      await page.getByRole('button', { name: t.link.reschedule.confirm }).click();
      const done = page.getByTestId('viewing-link-done');
      await expect(done).toHaveText(t.link.reschedule.done);
      await expect(done).toBeFocused();
      await expect(page.getByText(t.link.notBooked)).toBeVisible();
      await expectNoAxeViolations(page, `${language} /viewing: another time asked for`);

      // The old mail's links are spent: the viewing changed after it.
      await page.goto(linkOf(first, 'cancel'));
      await expect(page.getByRole('alert')).toHaveText(t.link.superseded);
      await expect(page.getByRole('button', { name: t.link.cancel.confirm })).toHaveCount(0);
      await expectNoAxeViolations(page, `${language} /viewing: a superseded link`);

      // Staff confirm the new time; the new mail's cancel link cancels the viewing.
      await confirmAsStaff(browser, booked._id, later.start);
      const second = await linksMail(email, [first.file]);
      await page.goto(linkOf(second, 'cancel'));
      await expect(page.getByRole('main')).toContainText(next.time);
      await page.getByRole('button', { name: t.link.cancel.confirm }).click();
      await expect(page.getByTestId('viewing-link-done')).toHaveText(t.link.cancel.done);
      await expectNoAxeViolations(page, `${language} /viewing: cancelled`);
      await photograph(page, shots, `cancelled-${language}`);

      // Followed again, either mail's link says the viewing is over and offers nothing.
      for (const mail of [second, first]) {
        await page.goto(linkOf(mail, 'reschedule'));
        await settle(page);
        await expect(page.getByRole('alert')).toHaveText(t.link.closed.cancelled);
        await expect(page.getByRole('button', { name: t.link.reschedule.confirm })).toHaveCount(0);
      }
      await expectNoAxeViolations(page, `${language} /viewing: a cancelled viewing's link`);
    });
  });
}
