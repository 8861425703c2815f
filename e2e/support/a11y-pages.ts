/**
 * What the accessibility specs share: the catalogs of the three languages, how a page is loaded
 * and settled before it is checked, and which demo listings stand for the detail page.
 */
import type { Language } from '@domus/domain/core/constants';
import { accountDe } from '@domus/domain/i18n/locales/de/account';
import { adminDe } from '@domus/domain/i18n/locales/de/admin';
import { detailDe } from '@domus/domain/i18n/locales/de/detail';
import { findDe } from '@domus/domain/i18n/locales/de/find';
import { propertyDe } from '@domus/domain/i18n/locales/de/property';
import { sellDe } from '@domus/domain/i18n/locales/de/sell';
import { accountEn } from '@domus/domain/i18n/locales/en/account';
import { adminEn } from '@domus/domain/i18n/locales/en/admin';
import { detailEn } from '@domus/domain/i18n/locales/en/detail';
import { findEn } from '@domus/domain/i18n/locales/en/find';
import { propertyEn } from '@domus/domain/i18n/locales/en/property';
import { sellEn } from '@domus/domain/i18n/locales/en/sell';
import { accountIt } from '@domus/domain/i18n/locales/it/account';
import { adminIt } from '@domus/domain/i18n/locales/it/admin';
import { detailIt } from '@domus/domain/i18n/locales/it/detail';
import { findIt } from '@domus/domain/i18n/locales/it/find';
import { propertyIt } from '@domus/domain/i18n/locales/it/property';
import { sellIt } from '@domus/domain/i18n/locales/it/sell';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The catalogs per language the specs name buttons and dialogs with. */
export const catalogs = {
  it: {
    find: findIt,
    detail: detailIt,
    account: accountIt,
    sell: sellIt,
    admin: adminIt,
    property: propertyIt,
  },
  de: {
    find: findDe,
    detail: detailDe,
    account: accountDe,
    sell: sellDe,
    admin: adminDe,
    property: propertyDe,
  },
  en: {
    find: findEn,
    detail: detailEn,
    account: accountEn,
    sell: sellEn,
    admin: adminEn,
    property: propertyEn,
  },
} as const;

/** A public listing as the search answers it. */
export type Card = { _id: string; category: string; rent: boolean };

/** The public listings of the search's first pages, sale and rent. */
export async function publicCards(request: APIRequestContext, pages = 1): Promise<Card[]> {
  const all: Card[] = [];
  for (const rent of [false, true]) {
    for (let page = 1; page <= pages; page += 1) {
      const res = await request.get(`/api/v1/properties-search?rent=${rent}&page=${page}`);
      expect(res.status()).toBe(200);
      all.push(...((await res.json()) as { result: Card[] }).result);
    }
  }
  return all;
}

/** The detail page's path of a listing. */
export function detailPath(card: Card | undefined): string {
  if (!card) throw new Error('the demo content has no such listing');
  return `/property/${card.category}/${card._id}`;
}

/**
 * Sets the interface language for the rest of the test: a `?lang=` is stored by the web app (and
 * read by the admin application, which shares the storage).
 */
export async function useLanguage(page: Page, language: Language): Promise<void> {
  await page.goto(`/?lang=${language}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/**
 * Opens `url` and waits until it is drawn: its first heading shown and the network quiet
 * (lazy chunks, catalogs, the listings' data).
 */
export async function openSettled(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await settle(page);
}

/** Waits until what was just opened or changed is drawn (see {@link openSettled}). */
export async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
}

/**
 * Opens a dialog with `opener`, waits until it is drawn and the network is quiet, and answers
 * it; {@link closeDialog} closes it again.
 */
export async function openDialog(page: Page, opener: Locator): Promise<Locator> {
  await opener.click();
  const dialog = page.getByRole('dialog').last();
  await expect(dialog).toBeVisible();
  // Checked once faded in: halfway through, every colour is paler than it is.
  await expect(dialog).toHaveCSS('opacity', '1');
  await page.waitForLoadState('networkidle');
  return dialog;
}

/** Closes the open dialogs with Escape, as a keyboard user does. */
export async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** The document's width and the first elements reaching past the window, for a readable failure. */
export async function overflow(page: Page): Promise<{ scrollWidth: number; wide: string[] }> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]}`);
    return { scrollWidth: document.scrollingElement!.scrollWidth, wide };
  });
}
