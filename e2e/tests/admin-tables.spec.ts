import { CATEGORIES } from '@domus/domain/core/constants';
import { adminDe } from '@domus/domain/i18n/locales/de/admin';
import { adminIt } from '@domus/domain/i18n/locales/it/admin';
import { contactIt } from '@domus/domain/i18n/locales/it/contact';
import type { Page } from '@playwright/test';
import { useLanguage } from '../support/a11y-pages.ts';
import { expect, test } from '../support/fixtures.ts';
import { loginAsStaff } from '../support/selling.ts';

// Logging in solves the login page's proof-of-work captcha in the browser; on a busy machine that
// alone can take most of the default 30 s.
test.describe.configure({ timeout: 180_000 });

/** The English names mantine-datatable gives sort icons and pager buttons of its own. */
const ENGLISH = /^(Not sorted|Sorted (ascending|descending)|Previous page|Next page)$/;

/** How wide the first table is, how wide its box, and the badges that do not show whole. */
async function measure(page: Page) {
  return page.evaluate(() => {
    const table = document.querySelector<HTMLTableElement>('.mantine-datatable table');
    if (!table) throw new Error('no table');
    const box = table.closest('.mantine-ScrollArea-viewport') ?? table.parentElement!;
    const clipped = [...table.querySelectorAll<HTMLElement>('.mantine-Badge-root')]
      .filter((badge) => {
        const label = badge.querySelector<HTMLElement>('.mantine-Badge-label') ?? badge;
        return label.scrollWidth > label.clientWidth || badge.scrollWidth > badge.clientWidth;
      })
      .map((badge) => badge.textContent);
    const columns = [...table.querySelectorAll('thead th')]
      .map((th) => `${th.textContent}: ${Math.round(th.getBoundingClientRect().width)}`)
      .join(', ');
    return { table: table.scrollWidth, box: box.clientWidth, clipped, columns };
  });
}

/**
 * Sends a contact message as a visitor who types one long word, from a long address: what people
 * type must not widen the requests table past its box. The contact limit counts per client
 * address, so each test speaks from one of its own (the E2E server trusts X-Forwarded-For).
 */
async function sendLongMessage(page: Page, clientAddress: string) {
  const visitor = await page
    .context()
    .browser()!
    .newContext({
      extraHTTPHeaders: { 'X-Forwarded-For': clientAddress },
    });
  const tab = await visitor.newPage();
  await tab.goto('/contact');
  const form = tab.getByRole('form', { name: contactIt.formTitle });
  const tag = Date.now().toString(36);
  await form.getByLabel(contactIt.fields.name).fill(`Visitatrice ${tag}`);
  await form
    .getByLabel(contactIt.fields.email)
    .fill(`una.visitatrice.con.un.indirizzo.molto.lungo.${tag}@example.org`);
  await form
    .getByLabel(contactIt.fields.message)
    .fill(`https://example.org/${'parolasenzaspazi'.repeat(12)}/${tag}`);
  await form.getByRole('button', { name: contactIt.submit }).click();
  await expect(tab.getByRole('alert').filter({ hasText: contactIt.success })).toBeVisible();
  await visitor.close();
}

/** The names of the sort icons of the headers and of the pager's buttons. */
async function labels(page: Page) {
  return page.evaluate(() => ({
    sort: [...document.querySelectorAll('.mantine-datatable thead [role="img"]')].map(
      (icon) => icon.getAttribute('aria-label') ?? '',
    ),
    pager: [...document.querySelectorAll('.mantine-datatable-pagination button[aria-label]')].map(
      (button) => button.getAttribute('aria-label') ?? '',
    ),
  }));
}

test.describe('admin tables at 1280 px (issue 30 point 8)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const [language, texts] of [
    ['it', adminIt],
    ['de', adminDe],
  ] as const) {
    test(`issue 30.8: every category's table fits its box, badges show whole, labels in ${language}`, async ({
      page,
    }) => {
      await loginAsStaff(page, 'admin@domus.example', '/admin');
      await useLanguage(page, language);
      const sortNames = [
        texts.table.notSorted,
        texts.table.sortedAscending,
        texts.table.sortedDescending,
      ];
      for (const category of CATEGORIES) {
        await page.goto(`/admin/listings/${category}`);
        await expect(page.locator('.mantine-datatable tbody tr').first()).toBeVisible({
          timeout: 30_000,
        });
        const size = await measure(page);
        expect(
          size.table,
          `${category}: table ${size.table} px in a ${size.box} px box (${size.columns})`,
        ).toBeLessThanOrEqual(size.box);
        expect(size.clipped, category).toEqual([]);
        // The key columns are there without scrolling; the rest is in the column menu.
        const headers = page.locator('.mantine-datatable thead');
        await expect(headers).toContainText(texts.columns.owner);
        await expect(headers).toContainText(texts.columns.status);
        const names = await labels(page);
        expect(names.sort.length, category).toBeGreaterThan(0);
        for (const name of names.sort) expect(sortNames, category).toContain(name);
        expect([...names.sort, ...names.pager].filter((n) => ENGLISH.test(n))).toEqual([]);
        if (names.pager.length) expect(names.pager, category).toContain(texts.table.previous);
      }

      // Sorting by a column names its new order in the language.
      await page
        .locator('.mantine-datatable thead th')
        .filter({ hasText: texts.columns.price })
        .click();
      await expect(
        page.locator(
          `.mantine-datatable thead [role="img"][aria-label="${texts.table.sortedAscending}"]`,
        ),
      ).toHaveCount(1);

      // The filters beyond the first row fold away until asked for.
      await expect(page.getByRole('button', { name: texts.filters.more })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      const form = await page.locator('#listing-filters').boundingBox();
      expect(form!.height).toBeLessThan(200);

      // The requests, one with a long word in it: whole badges, and a pager named in the language.
      await sendLongMessage(page, language === 'it' ? '203.0.113.80' : '203.0.113.81');
      await page.goto('/admin/requests?status=all');
      await expect(page.locator('.mantine-datatable tbody tr').first()).toBeVisible({
        timeout: 30_000,
      });
      const requests = await measure(page);
      expect(requests.clipped).toEqual([]);
      expect(requests.table).toBeLessThanOrEqual(requests.box);
      const pager = (await labels(page)).pager;
      expect(pager.filter((n) => ENGLISH.test(n))).toEqual([]);
    });
  }
});
