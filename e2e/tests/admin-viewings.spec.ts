/**
 * Issue 33 points 1, 2 and 6, the staff's side of viewings in Italian and German: the agent sets
 * their week of viewing hours in the admin, a buyer asks for two times of a listing the agent
 * is responsible for, the request shows in the requests inbox and leads to the calendar, where
 * the agent reaches it with the keyboard, sees a time outside their hours refused on the field
 * and confirms one of the buyer's times. axe checks the hours page, the calendar and the
 * viewing's dialog; the pages are photographed at 390 and 1280 px (test-results/).
 */
import type { Language } from '@domus/domain/core/constants';
import { agencyIsoDay } from '@domus/domain/format/locale-format';
import { adminDe } from '@domus/domain/i18n/locales/de/admin';
import { errorsDe } from '@domus/domain/i18n/locales/de/errors';
import { adminIt } from '@domus/domain/i18n/locales/it/admin';
import { errorsIt } from '@domus/domain/i18n/locales/it/errors';
import { addDays, weekdayOf } from '@domus/domain/viewings/agency-time';
import type { Browser } from '@playwright/test';
import path from 'node:path';
import { publicCards, settle, useLanguage } from '../support/a11y-pages.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { photograph } from '../support/photograph.ts';
import { loginAs } from '../support/outbox.ts';
import { apiCall, loginAsStaff, ownClientAddress } from '../support/selling.ts';

// Logging in solves the login page's proof-of-work captcha in the browser, twice.
test.describe.configure({ timeout: 240_000 });

const texts = {
  it: { admin: adminIt, errors: errorsIt },
  de: { admin: adminDe, errors: errorsDe },
} as const;
const shots = path.resolve(import.meta.dirname, '../../test-results/admin-viewings');

/** A buyer of their own asks for a viewing of the listing at two local times. */
async function askForViewing(
  browser: Browser,
  language: Language,
  listingId: string,
  times: { date: string; time: string }[],
): Promise<void> {
  const context = await browser.newContext({ locale: 'it-IT', timezoneId: 'Europe/Rome' });
  const buyer = await context.newPage();
  await ownClientAddress(buyer);
  await loginAs(buyer, `viewing.buyer.${language}.${Date.now().toString(36)}@example.com`);
  await apiCall(buyer, 'POST', '/api/v1/viewings', {
    listingId,
    times: { proposals: times },
    tel: '+39 0471 123456',
    message: 'Dopo le 15, per favore.',
  });
  await context.close();
}

for (const [index, language] of (['it', 'de'] as const).entries()) {
  test(`issue 33.1–2: the agent's hours, a request in the inbox and the calendar, confirmed by keyboard, in ${language}`, async ({
    page,
    browser,
  }) => {
    const { admin, errors } = texts[language];
    const t = admin.viewings;
    await ownClientAddress(page);
    // Each language its own week and listing, so that the two runs never share a time.
    const today = agencyIsoDay();
    const monday = addDays(today, ((8 - weekdayOf(today)) % 7 || 7) + 7 * index);
    const tuesday = addDays(monday, 1);

    // The agent's week: mornings and afternoons, Monday copied to Tuesday–Friday.
    await loginAsStaff(page, 'agent@domus.example', '/admin');
    await useLanguage(page, language);
    await page.goto('/admin/viewings/hours');
    await settle(page);
    const mondayName = t.hours.weekdays.mon;
    // A repeated run starts from what the last one saved: Monday is emptied first.
    const removeFirst = page.getByRole('button', {
      name: t.hours.removeRange.replace('{{day}}', mondayName).replace('{{number}}', '1'),
    });
    while ((await removeFirst.count()) > 0) await removeFirst.click();
    const add = page.getByRole('button', {
      name: t.hours.addRangeOn.replace('{{day}}', mondayName),
    });
    await add.click();
    await add.click();
    await page.getByRole('button', { name: t.hours.copyMonday }).click();
    await page.getByRole('button', { name: t.hours.save }).click();
    await expect(page.getByText(t.hours.saved)).toBeVisible();
    // An absence a month later, which leaves the week of the viewing free.
    await page.getByRole('button', { name: t.hours.addAbsence }).click();
    // The other language's run may have saved one already: the new one is the last.
    const absence = page
      .getByRole('group', { name: new RegExp(`^${t.hours.absence.replace('{{number}}', '')}`) })
      .last();
    const field = (name: string) => absence.getByRole('textbox', { name, exact: true });
    await field(t.hours.startDate).fill(addDays(monday, 30));
    await field(t.hours.endDate).fill(addDays(monday, 32));
    await field(t.hours.note).fill('Ferie / Urlaub');
    await page.getByRole('button', { name: t.hours.saveAbsences }).click();
    await expect(page.getByText(t.hours.absencesSaved)).toBeVisible();
    await expectNoAxeViolations(page, `${language} /admin/viewings/hours`);
    await photograph(page, shots, `hours-${language}`);

    // The listing is the agent's; a buyer proposes Monday 10:00 and Tuesday 15:00.
    const { _id: agentId } = await apiCall<{ _id: string }>(page, 'GET', '/api/v1/account/me');
    // Not the newest listing: viewing-request.spec.ts asks for one of it without an agent.
    const listing = (await publicCards(page.request))[index + 2]!;
    const adminContext = await browser.newContext({ locale: 'it-IT', timezoneId: 'Europe/Rome' });
    const adminPage = await adminContext.newPage();
    await ownClientAddress(adminPage);
    await loginAsStaff(adminPage, 'admin@domus.example', '/admin');
    await apiCall(adminPage, 'PUT', `/api/v1/admin/listings/${listing._id}/agent`, { agentId });
    await adminContext.close();
    await askForViewing(browser, language, listing._id, [
      { date: monday, time: '10:00' },
      { date: tuesday, time: '15:00' },
    ]);

    // The inbox shows the request and leads to it in the calendar, its dialog open.
    await page.goto('/admin/requests?kind=viewing');
    await settle(page);
    const row = page.getByRole('row').filter({ hasText: t.statuses.requested }).first();
    await expect(row).toBeVisible();
    await row.getByRole('link', { name: t.inbox.open }).click();
    let dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // The week's grid: the request at its two times, reached with Tab and the arrow keys.
    await page.goto(`/admin/viewings?date=${monday}&agent=me`);
    await settle(page);
    const entries = page.locator('main button[data-day]');
    await expect(entries).toHaveCount(2);
    await expect(entries.first()).toContainText('10:00–10:30');
    await expect(entries.first()).toContainText(t.statuses.requested);
    await entries.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(entries.nth(1)).toBeFocused();
    await expect(entries.nth(1)).toContainText('15:00–15:30');
    await page.keyboard.press('ArrowLeft');
    await expect(entries.first()).toBeFocused();
    await expectNoAxeViolations(page, `${language} /admin/viewings (week)`);
    await photograph(page, shots, `calendar-week-${language}`);
    await page.goto(`/admin/viewings?date=${monday}&agent=me&span=day`);
    await settle(page);
    await photograph(page, shots, `calendar-day-${language}`);

    // Enter opens it; a time outside the agent's hours is refused on the time field.
    await page.locator('main button[data-day]').first().focus();
    await page.keyboard.press('Enter');
    dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveCSS('opacity', '1');
    await expectNoAxeViolations(page, `${language} viewing dialog`);
    await photograph(page, shots, `viewing-dialog-${language}`);
    await dialog.getByRole('button', { name: t.dialog.propose }).click();
    await dialog.getByRole('textbox', { name: t.dialog.date, exact: true }).fill(monday);
    await dialog.getByRole('textbox', { name: t.dialog.time, exact: true }).fill('20:00');
    await dialog.getByRole('button', { name: t.dialog.book }).click();
    const time = dialog.getByRole('textbox', { name: t.dialog.time, exact: true });
    await expect(time).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText(errors.global.errors.viewingOutsideHours)).toBeVisible();
    await expect(time).toBeFocused();
    await expectNoAxeViolations(page, `${language} viewing dialog: a refused time`);
    await dialog.getByRole('button', { name: t.dialog.back }).click();

    // Confirming Monday's time books it.
    await dialog
      .getByRole('button', { name: new RegExp(`${t.dialog.confirm}`, 'i') })
      .first()
      .click();
    await expect(dialog.getByText(t.statuses.confirmed)).toBeVisible();
    await expect(page.getByText(t.dialog.done.confirm)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('main button[data-day]')).toHaveCount(1);
  });
}
