/**
 * Issue 34 points 3 and 6, favourites in Italian, German and English: a visitor without an
 * account sets the heart of a card in the search and of another listing on its detail page, finds
 * both on the favourites page, lets one go there, logs in from the page and finds the one kept
 * merged into the account (the browser's copy forgotten, the account answering it); staff see
 * in the listing's statistics that people keep it. axe checks the empty page, the hearts and the
 * page before and after the login; the pages are photographed at 390 and 1280 px (test-results/).
 */
import type { Language } from '@domus/domain/core/constants';
import { FAVOURITES_STORAGE_KEY } from '@domus/domain/person/favourites';
import { commonDe } from '@domus/domain/i18n/locales/de/common';
import { commonEn } from '@domus/domain/i18n/locales/en/common';
import { adminIt } from '@domus/domain/i18n/locales/it/admin';
import { commonIt } from '@domus/domain/i18n/locales/it/common';
import path from 'node:path';
import { detailPath, publicCards, settle, useLanguage } from '../support/a11y-pages.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { loginAs } from '../support/outbox.ts';
import { photograph } from '../support/photograph.ts';
import { apiGet, loginAsStaff } from '../support/selling.ts';

// Logging in solves the login page's proof-of-work captcha in the browser.
test.describe.configure({ timeout: 180_000 });

const shots = path.resolve(import.meta.dirname, '../../test-results/favourites');
const LANGUAGES = { it: commonIt, de: commonDe, en: commonEn } as const;

for (const [index, [lang, common]] of Object.entries(LANGUAGES).entries()) {
  const language = lang as Language;
  const t = common.favourites;

  test(`issue 34.3: hearts set without an account are on the favourites page and join the account at login (${language})`, async ({
    page,
    request,
  }) => {
    const cards = await publicCards(request);
    // Each language its own listings; the search's first page lists the first of them.
    const fromDetail = cards[5 + index]!;
    await useLanguage(page, language);

    // Nothing kept yet: the page says how to keep one.
    await page.goto('/favourites');
    await settle(page);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByText(t.empty)).toBeVisible();
    await expect(page.getByText(t.guest)).toBeVisible();
    await expectNoAxeViolations(page, `${language} /favourites: empty`);

    // A card's heart in the search, named with its listing.
    await page.goto('/search');
    await settle(page);
    const first = page
      .getByRole('list', { name: common.search.results })
      .locator(':scope > li')
      .first();
    const heart = first.getByRole('button', { name: new RegExp(`^${t.keep.split('{{')[0]}`) });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    const searchHref = await first.getByRole('link').getAttribute('href');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(page, `${language} /search: a heart set`);
    const fromSearch = await page.evaluate(
      (key) => (JSON.parse(window.localStorage.getItem(key) ?? '[]') as string[])[0],
      FAVOURITES_STORAGE_KEY,
    );
    expect(fromSearch).toBeTruthy();

    // The detail page's heart, and a third one let go on the favourites page.
    await page.goto(detailPath(fromDetail));
    await settle(page);
    const detailHeart = page.getByRole('button', { name: t.save, exact: true });
    await detailHeart.click();
    await expect(detailHeart).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/favourites');
    await settle(page);
    const list = page.getByRole('list', { name: t.list });
    // The cards, not the lists of facts inside them.
    const kept = list.locator(':scope > li');
    await expect(kept).toHaveCount(2);
    await expect(list.locator(`a[href="${detailPath(fromDetail)}"]`)).toBeVisible();
    await expectNoAxeViolations(page, `${language} /favourites: two kept in the browser`);
    await photograph(page, shots, `guest-${language}`);
    // Let go here: the card stays until the page is left, its heart empty.
    const detailCardHeart = kept
      .filter({ has: page.locator(`a[href="${detailPath(fromDetail)}"]`) })
      .getByRole('button');
    await detailCardHeart.click();
    await expect(detailCardHeart).toHaveAttribute('aria-pressed', 'false');

    // Logging in from the page leads back to it, the browser's list merged into the account.
    await expect(
      page.getByRole('main').getByRole('link', { name: common.nav.login }),
    ).toHaveAttribute('href', '/login?callback=%2Ffavourites');
    await loginAs(
      page,
      `favourites.${language}.${Date.now().toString(36)}@example.com`,
      '/favourites',
    );
    await expect(page).toHaveURL(/\/favourites$/);
    await settle(page);
    await expect(page.getByText(t.guest)).toHaveCount(0);
    await expect(kept).toHaveCount(1);
    await expect(list.getByRole('button')).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(() => page.evaluate((key) => window.localStorage.getItem(key), FAVOURITES_STORAGE_KEY))
      .toBeNull();
    const { data } = await apiGet<{ data: { ids: string[] } }>(page, '/api/v1/account/favourites');
    expect(data.ids).toEqual([fromSearch]);
    await expectNoAxeViolations(page, `${language} /favourites: the account's`);
    await photograph(page, shots, `account-${language}`);

    // The account's heart on the detail page of the one kept.
    expect(searchHref).toContain(fromSearch);
    await page.goto(searchHref!);
    await settle(page);
    await expect(page.getByRole('button', { name: t.save, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    if (language !== 'it') return;

    // Staff see in the listing's statistics that people keep it (each language's run keeps it).
    const number = await page.getByTestId('property-number').innerText();
    const category = new URL(searchHref!, 'http://site').pathname.split('/')[2]!;
    await page.evaluate(() => window.localStorage.removeItem('domus.session'));
    await loginAsStaff(page, 'admin@domus.example', `/admin/listings/${category}?id=${fromSearch}`);
    const row = adminIt.table.rowName.replace('{{number}}', number.replace(/\D/g, ''));
    await page
      .getByRole('button', { name: adminIt.table.rowActions.replace('{{name}}', row) })
      .click();
    await page.getByRole('menuitem', { name: adminIt.statistics.open }).click();
    const count = page.getByTestId('listing-favourites');
    await expect(count).toContainText(adminIt.statistics.favouritesHint);
    const keepers = Number(/\d+/.exec(await count.innerText())?.[0]);
    expect(keepers).toBeGreaterThanOrEqual(1);
  });
}
