/**
 * Issue 33 point 4: a listing's statistics as a seller sees them in the account and staff in the
 * admin. A visitor opens the listing's page; the seller finds the view in the dialog's totals, its
 * chart and its table, in Italian, German and English with axe finding nothing; staff open the
 * same figures from the listing's row. Screenshots of the dialog at 1280 and 390 px are kept with
 * the test's results.
 */
import { LANGUAGES } from '@domus/domain/core/constants';
import type { ListingStatistics } from '@domus/domain/listing/listing-statistics.schema';
import type { PropertyCard } from '@domus/domain/listing/property-card.schema';
import type { Locator, Page } from '@playwright/test';
import { catalogs, openDialog, openSettled, useLanguage } from '../support/a11y-pages.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { apiGet, cardOf, loginAsStaff, ownListings } from '../support/selling.ts';

// Two logins (each a captcha solved in the browser) and the dialog in three languages.
test.describe.configure({ timeout: 180_000 });

/** The demo seller with an account and published listings. */
const SELLER = 'seller@domus.example';

/** The seller's first listing on the site, as their account lists it. */
async function publishedListing(page: Page): Promise<PropertyCard> {
  const overview = await apiGet<{ properties: PropertyCard[] }>(page, '/api/v1/account');
  const card = overview.properties.find((c) => c.isDraft !== true && c.isConfirmed !== false);
  if (!card) throw new Error(`${SELLER} has no published listing in the demo content`);
  return card;
}

/** The figure of the totals named `label`. */
function total(scope: Locator, label: string): Locator {
  return scope
    .getByTestId('statistics-totals')
    .locator(':scope > div')
    .filter({ has: scope.page().getByRole('term').filter({ hasText: label }) })
    .getByRole('definition');
}

/** Views of the last 30 days (today included) in the API's answer. */
function viewsOf30Days(statistics: ListingStatistics): number {
  return statistics.days.slice(-30).reduce((sum, day) => sum + day.view, 0);
}

test('a seller sees a visit to their listing in its statistics, in it, de and en; staff see them in the admin', async ({
  page,
  browser,
}, testInfo) => {
  await loginAsStaff(page, SELLER, '/account');
  const listing = await publishedListing(page);
  const statisticsUrl = `/api/v1/account/listings/${listing._id}/statistics`;
  const before = await apiGet<ListingStatistics>(page, statisticsUrl);

  // A visitor of their own (browser, network address), without a session, opens the page.
  const visitor = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
  });
  const visit = await visitor.newPage();
  const answer = await visit.goto(`/property/${listing.category}/${listing._id}`);
  expect(answer?.status()).toBe(200);
  await visitor.close();
  // The view is counted after the page's answer.
  await expect
    .poll(async () => (await apiGet<ListingStatistics>(page, statisticsUrl)).totals.view)
    .toBeGreaterThan(before.totals.view);
  const figures = await apiGet<ListingStatistics>(page, statisticsUrl);
  const views = viewsOf30Days(figures);

  // Italian: the card's Statistics button opens the dialog, its address naming the listing.
  const it = catalogs.it.account.statistics;
  await openSettled(page, '/account');
  const card = cardOf(ownListings(page), listing.category, listing._id);
  const name = `${listing.type.name.it} · ${listing.property_id}`;
  const dialog = await openDialog(
    page,
    card.getByRole('button', { name: it.openListing.replace('{{name}}', name) }),
  );
  await expect(dialog).toHaveAccessibleName(it.title.replace('{{name}}', name));
  await expect(page).toHaveURL(`/account?statistics=${listing._id}`);
  await expect(total(dialog, it.kinds.view)).toHaveText(String(views));
  await expect(dialog.getByRole('img', { name: /^Grafico per giorno dal / })).toBeVisible();
  const table = dialog.getByRole('table', { name: it.table });
  await expect(table.getByRole('columnheader', { name: it.kinds.view })).toBeVisible();
  await expect(table.getByRole('row')).not.toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('statistics-1280.png') });
  await expectNoAxeViolations(page, 'it /account: statistics dialog');

  // 90 days: the totals of the whole answer.
  await dialog.getByText(it.periods.days90, { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: it.periods.days90 })).toBeChecked();
  await expect(total(dialog, it.kinds.view)).toHaveText(String(figures.totals.view));

  // A phone: the dialog fills the screen, the table scrolls inside its own region.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(dialog.getByRole('region', { name: it.table })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('statistics-390.png') });
  await table.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('statistics-390-table.png') });
  await expectNoAxeViolations(page, 'it /account at 390 px: statistics dialog');
  await page.setViewportSize({ width: 1280, height: 900 });

  // German and English, opened by the address the weekly report links to.
  for (const language of LANGUAGES.filter((l) => l !== 'it')) {
    const texts = catalogs[language].account.statistics;
    await useLanguage(page, language);
    await page.goto(`/account?statistics=${listing._id}`);
    const opened = page.getByRole('dialog', {
      name: texts.title.replace(
        '{{name}}',
        `${listing.type.name[language]} · ${listing.property_id}`,
      ),
    });
    await expect(opened).toBeVisible({ timeout: 20_000 });
    await expect(total(opened, texts.kinds.view)).toHaveText(String(views));
    await expect(opened.getByRole('table', { name: texts.table })).toBeVisible();
    await expect(opened).toHaveCSS('opacity', '1');
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, `${language} /account: statistics dialog`);
  }

  // Staff: the listing's row in the admin, its menu, Statistics.
  await useLanguage(page, 'it');
  await page.evaluate(() => window.localStorage.removeItem('domus.session'));
  const admin = catalogs.it.admin;
  await loginAsStaff(
    page,
    'admin@domus.example',
    `/admin/listings/${listing.category}?id=${listing._id}`,
  );
  const row = admin.table.rowName.replace('{{number}}', String(listing.property_id));
  await page.getByRole('button', { name: admin.table.rowActions.replace('{{name}}', row) }).click();
  await page.getByRole('menuitem', { name: admin.statistics.open }).click();
  const drawer = page.getByRole('dialog', {
    name: admin.statistics.listingTitle.replace('{{number}}', String(listing.property_id)),
  });
  await expect(drawer).toBeVisible();
  await expect(total(drawer, it.kinds.view)).toHaveText(String(views), { timeout: 20_000 });
  await expect(drawer.getByRole('img', { name: /^Grafico per giorno dal / })).toBeVisible();
  await expect(drawer.getByRole('table', { name: it.table })).toBeVisible();
  await expect(drawer).toHaveCSS('opacity', '1');
  await page.screenshot({ path: testInfo.outputPath('statistics-admin-1280.png') });
  await expectNoAxeViolations(page, 'it /admin listings: statistics drawer');
});
