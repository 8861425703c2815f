import { LANGUAGES } from '@domus/domain/constants';
import { findIt } from '@domus/domain/i18n/locales/it/find';
import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { texts } from '../support/texts.ts';

type Card = { _id: string; category: string; rent: boolean };

/** The public listings, sale and rent, as the search answers them (first pages). */
async function cards(request: APIRequestContext): Promise<Card[]> {
  const all: Card[] = [];
  for (const rent of [false, true]) {
    const res = await request.get(`/api/v1/properties-search?rent=${rent}`);
    expect(res.status()).toBe(200);
    all.push(...((await res.json()) as { result: Card[] }).result);
  }
  return all;
}

/** A listing whose facts hold the longest heating value ("Centralizzato con contabilizzazione"). */
async function longFactListing(request: APIRequestContext): Promise<string> {
  for (let page = 1; page < 20; page += 1) {
    const res = await request.get(`/api/v1/properties-search?rent=false&page=${page}`);
    const { result } = (await res.json()) as { result: Card[] };
    if (result.length === 0) break;
    for (const card of result) {
      const detail = await request.get(`/api/v1/properties/${card.category}/${card._id}`);
      if ((await detail.text()).includes('"centralWithCal"')) {
        return `/property/${card.category}/${card._id}`;
      }
    }
  }
  throw new Error('the demo content has no listing with centralised heating and metering');
}

async function settled(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.describe('issue 18: contrast and names that match the visible labels (WCAG 2.2 AA)', () => {
  for (const language of LANGUAGES) {
    test(`home, search and a listing in ${language}: no contrast or label-in-name violation`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const all = await cards(request);
      const detail = (card?: Card) => `/property/${card!.category}/${card!._id}`;
      // The search page shows the cards with the "for rent" badge, the header shows the logo.
      for (const url of [
        '/',
        '/search?rent=true',
        detail(all.find((card) => card.rent)),
        detail(all.find((card) => !card.rent)),
      ]) {
        await settled(page, `${url}${url.includes('?') ? '&' : '?'}lang=${language}`);
        const violations = await axeViolations(page, [
          'color-contrast',
          'label-content-name-mismatch',
        ]);
        expect(violations, url).toEqual([]);
      }
    });
  }

  test('a voice user reaches the language buttons by their visible code', async ({ page }) => {
    await page.goto('/');
    for (const code of ['IT', 'DE', 'EN']) {
      await expect(page.getByRole('button', { name: new RegExp(`^${code}\\b`) })).toBeVisible();
    }
  });
});

test.describe('issue 18: the listing page reflows on phones (WCAG 1.4.10)', () => {
  for (const width of [390, 320]) {
    test(`at ${width} px the detail page does not scroll sideways`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 800 });
      await settled(page, await longFactListing(request));
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.scrollingElement!.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    });
  }

  test('on a desktop the long fact value is shown whole, not clipped', async ({
    page,
    request,
  }) => {
    await settled(page, await longFactListing(request));
    const value = page.locator('[data-field="heating"] dd');
    await expect(value).toBeVisible();
    const clipped = await value.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(clipped).toBe(false);
  });
});

test.describe('issue 18: dialogs and focus (WCAG 4.1.2, 2.4.7)', () => {
  test('a dialog’s close button is named in the page’s language', async ({ page }) => {
    await settled(page, '/find');
    await page.getByRole('button', { name: findIt.page.budget }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // The corner's × button, which had no name at all.
    const close = dialog.locator('.mantine-Modal-close');
    await expect(close).toHaveAccessibleName(texts.it.a11y.close);
    await close.click();
    await expect(dialog).toBeHidden();
  });

  test('a focused input shows a 2 px ring with an offset', async ({ page }) => {
    await settled(page, '/');
    const input = page.getByPlaceholder(texts.it.search.locationPlaceholder);
    await input.focus();
    const ring = await input.evaluate((el) => {
      const style = getComputedStyle(el);
      return { style: style.outlineStyle, width: style.outlineWidth, offset: style.outlineOffset };
    });
    expect(ring).toEqual({ style: 'solid', width: '2px', offset: '2px' });
  });
});
