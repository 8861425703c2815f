import { readFileSync } from 'node:fs';
import { adminDe } from '@domus/domain/i18n/locales/de/admin';
import { adminIt } from '@domus/domain/i18n/locales/it/admin';
import { propertyIt } from '@domus/domain/i18n/locales/it/property';
import { sellIt } from '@domus/domain/i18n/locales/it/sell';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { loginAs } from '../support/outbox.ts';
import { loginAsStaff } from '../support/selling.ts';

const texts = adminIt;
const confirmTexts = sellIt.confirm;

// Logging in solves the login page's proof-of-work captcha in the browser; on a busy machine that
// alone can take most of the default 30 s.
test.describe.configure({ timeout: 120_000 });

/** A fresh address: login links are single-use and limited per address. */
function newAddress(name: string): string {
  return `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The table's body rows (mantine-datatable draws a real table). */
function rows(page: Page): Locator {
  return page.locator('table tbody tr');
}

/** The index of a column by its header text, to read a cell of it. */
async function columnIndex(page: Page, header: string): Promise<number> {
  const headers = await page.locator('table thead th').allInnerTexts();
  const index = headers.findIndex((text) => text.trim() === header);
  expect(index, `column ${header} in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return index;
}

/** The texts of one column, top to bottom. */
async function columnTexts(page: Page, header: string): Promise<string[]> {
  const index = await columnIndex(page, header);
  return rows(page)
    .locator(`td:nth-child(${index + 1})`)
    .allInnerTexts();
}

/** Euros as the Italian table writes them ("415.000 €") as a number. */
function euros(text: string): number {
  return Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
}

test.describe('admin application at /admin (issue 15)', () => {
  test('a visitor is sent to the login with a callback back to the page asked for', async ({
    page,
  }) => {
    await page.goto('/admin/listings/garage?status=published');
    await expect(page).toHaveURL(
      `/login?callback=${encodeURIComponent('/admin/listings/garage?status=published')}`,
    );
  });

  test('a website user gets the no-access page, in Italian and in German', async ({ page }) => {
    await loginAs(page, newAddress('no-access'), 'admin');
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('heading', { level: 1, name: texts.noAccess.title })).toBeVisible();
    await expect(page.getByRole('link', { name: texts.noAccess.site })).toHaveAttribute(
      'href',
      '/',
    );
    // Nothing of the application is offered: no navigation, no table.
    await expect(page.getByRole('navigation', { name: texts.nav.label })).toHaveCount(0);

    await page.getByRole('link', { name: 'DE – Deutsch' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: adminDe.noAccess.title }),
    ).toBeVisible();
  });

  test('an agent sees the tables but no admin action (seller-side.md §6)', async ({ page }) => {
    await loginAsStaff(page, 'agent@domus.example', '/admin/listings/residential');
    await expect(page).toHaveURL('/admin/listings/residential');
    await expect(page.getByText(adminIt.app.agentTitle)).toBeVisible();
    await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
    // No confirmation queue, no bulk bar, no row boxes to choose rows with.
    await expect(page.getByRole('link', { name: texts.nav.queue })).toHaveCount(0);
    // The undelivered mails name addresses and the mail server's answers: not an agent's page.
    await expect(page.getByRole('link', { name: texts.nav.mails })).toHaveCount(0);
    await expect(page.getByText(texts.bulk.applyTo)).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: texts.table.selectPage })).toHaveCount(0);
    // Whatever rows the agent is shown, none offers confirming, assigning or a delete of
    // another's listing: the menus hold at most what the API lets an agent do.
    const menus = page.getByRole('button', { name: /^Azioni per / });
    const count = Math.min(await menus.count(), 5);
    for (let i = 0; i < count; i += 1) {
      await menus.nth(i).click();
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: texts.actions.confirm })).toHaveCount(0);
      await expect(menu.getByRole('menuitem', { name: texts.actions.assignAgent })).toHaveCount(0);
      await page.keyboard.press('Escape');
    }
  });

  test('the overview’s numbers lead to their lists: new matches, undelivered mails (issue 15 point 5)', async ({
    page,
  }) => {
    await loginAsStaff(page, 'admin@domus.example', '/admin');
    const matchesLink = page.getByRole('link', {
      name: new RegExp(`^${texts.overview.newMatches}: `),
    });
    await expect(matchesLink).toBeVisible({ timeout: 30_000 });
    const shown = Number((await matchesLink.innerText()).replace(/\D/g, ''));
    await matchesLink.click();
    await expect(page).toHaveURL(/\/admin\/matches\?since=\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole('heading', { level: 1, name: texts.matches.title })).toBeVisible();
    if (shown === 0) {
      await expect(page.getByText(texts.matches.empty)).toBeVisible();
    } else {
      // As many matches as the overview counted (a page holds up to 50).
      await expect(rows(page)).toHaveCount(Math.min(shown, 50), { timeout: 30_000 });
      await expect(page.getByRole('button', { name: texts.table.next })).toBeVisible();
    }

    await page.goto('/admin');
    await page.getByRole('link', { name: new RegExp(`^${texts.overview.undelivered}: `) }).click();
    await expect(page).toHaveURL('/admin/mails');
    await expect(page.getByRole('heading', { level: 1, name: texts.mails.title })).toBeVisible();
    await expect(page.getByText(texts.mails.empty)).toBeVisible({ timeout: 30_000 });
  });

  test('issue 30.12: an agent is shown only what they can act on: no confirmation or undelivered-mail numbers, and no admin page in a frame with a refusal', async ({
    page,
  }) => {
    const adminCalls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/^\/api\/v1\/admin\/(queue|history|staff-accounts)|^\/api\/v1\/mail\//.test(path))
        adminCalls.push(path);
    });
    await loginAsStaff(page, 'agent@domus.example', '/admin/listings/residential');
    await page
      .getByRole('navigation', { name: texts.nav.label })
      .getByRole('link', { name: texts.nav.overview })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: texts.overview.title })).toBeVisible();
    await expect(
      page.getByRole('link', { name: new RegExp(`^${texts.overview.newMatches}: `) }),
    ).toBeVisible();
    await expect(page.getByText(texts.overview.awaiting, { exact: true })).toHaveCount(0);
    await expect(page.getByText(texts.overview.undelivered, { exact: true })).toHaveCount(0);

    // Typed or followed from elsewhere, an admin's page is no page for an agent.
    for (const path of ['/admin/queue', '/admin/mails', '/admin/history', '/admin/staff']) {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 1, name: texts.notFound.title }),
      ).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    }
    expect(adminCalls).toEqual([]);
  });

  test('a super admin filters, sorts, confirms from the queue, withdraws, publishes again and exports', async ({
    page,
  }) => {
    await loginAsStaff(page, 'admin@domus.example', '/admin/listings/residential');
    await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });

    // Filter: Bolzano, from 400.000 €; both are among the filters that fold away (issue 30.8).
    await page.getByRole('button', { name: texts.filters.more }).click();
    await page.getByRole('combobox', { name: texts.filters.place }).fill('Bolzano');
    await page
      .getByRole('option', { name: /^Bolzano.* · comune$/ })
      .first()
      .click();
    await page.getByRole('textbox', { name: texts.filters.priceMin }).fill('400000');
    await page.getByRole('button', { name: texts.filters.apply }).click();
    await expect(page).toHaveURL(/place=021008/);
    await expect(page).toHaveURL(/placeType=municipality/);
    await expect(page).toHaveURL(/priceMin=400000/);

    // Sort by price: ascending, then the address holds the order too.
    await page.locator('table thead').getByText(texts.columns.price, { exact: true }).click();
    await expect(page).toHaveURL(/sort=price&dir=asc/);
    await expect(page.getByTestId('table-total')).not.toHaveText('');
    // The table may still show the unfiltered rows for a moment: wait for the filtered answer.
    await expect
      .poll(async () => {
        const shown = await columnTexts(page, texts.columns.place);
        return shown.length > 0 && shown.every((place) => /^Bolzano/.test(place));
      })
      .toBe(true);
    const places = await columnTexts(page, texts.columns.place);
    for (const place of places) expect(place).toMatch(/^Bolzano/);
    const prices = (await columnTexts(page, texts.columns.price)).map(euros);
    for (const price of prices) expect(price).toBeGreaterThanOrEqual(400_000);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    // The view is the address: a reload shows the same table.
    await page.reload();
    await expect(page.getByRole('textbox', { name: texts.filters.priceMin })).toHaveValue(
      /400\.000/,
    );
    await expect(rows(page)).toHaveCount(prices.length);

    // Confirm the oldest listing of the queue with the site's two-step dialog.
    await page.getByRole('link', { name: texts.nav.queue }).click();
    await expect(page.getByRole('heading', { level: 1, name: texts.queue.title })).toBeVisible();
    const confirmButtons = page.getByRole('button', { name: /^Conferma l’immobile n\. / });
    await expect(confirmButtons.first()).toBeVisible({ timeout: 30_000 });
    const label = (await confirmButtons.first().getAttribute('aria-label')) ?? '';
    const number = /n\. (\d+)/.exec(label)?.[1];
    expect(number).toBeTruthy();
    const confirmButton = page.getByRole('button', { name: label, exact: true });
    const row = rows(page).filter({ has: confirmButton });
    const rowHref = await row.getByRole('link', { name: texts.queue.inTable }).getAttribute('href');
    await confirmButton.click();
    const dialog = page.getByRole('dialog', { name: confirmTexts.title });
    await expect(dialog.getByRole('radio').first()).toBeVisible({ timeout: 30_000 });
    await dialog.getByRole('radio').first().check();
    await dialog.getByRole('button', { name: confirmTexts.next, exact: true }).click();
    const boxes = dialog.getByRole('checkbox');
    const boxCount = Math.min(await boxes.count(), 4);
    for (let i = 0; i < boxCount; i += 1) await boxes.nth(i).click();
    await dialog.getByRole('button', { name: confirmTexts.saveConfirm }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expect(
      page.getByRole('button', { name: `Conferma l’immobile n. ${number}` }),
    ).toHaveCount(0);

    // Its row in its table: published; withdraw it, then publish it again.
    await page.goto(rowHref ?? '');
    await expect(rows(page)).toHaveCount(1);
    const status = rows(page).locator(
      `td:nth-child(${(await columnIndex(page, texts.columns.status)) + 1})`,
    );
    await expect(status).toHaveText(texts.status.published);
    await page.getByRole('button', { name: `Azioni per Immobile n. ${number}` }).click();
    await page.getByRole('menuitem', { name: texts.actions.withdraw }).click();
    await expect(status).toHaveText(texts.status.withdrawn);
    await page.getByRole('button', { name: `Azioni per Immobile n. ${number}` }).click();
    await page.getByRole('menuitem', { name: texts.actions.publish }).click();
    await expect(status).toHaveText(texts.status.published);

    // Export the filtered table of Bolzano from 400.000 € as CSV in Italian.
    await page.goto(
      '/admin/listings/residential?place=021008&placeType=municipality&placeName=Bolzano&priceMin=400000&sort=price&dir=asc',
    );
    await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: texts.table.export }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = readFileSync((await download.path()) ?? '', 'utf8').replace(/^\uFEFF/, '');
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    expect(header).toContain(texts.columns.property_id);
    expect(header).toContain(texts.columns.price);
    expect(header).toContain(propertyIt.fields.rooms);
    expect(lines).toHaveLength(prices.length);
    for (const line of lines) expect(line).toContain('Bolzano');
  });
});
