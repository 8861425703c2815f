/**
 * Issue 34 point 2, a drawn area in the public search (decision 072). In English a visitor draws
 * a square around a demo listing on the results page's map: the address carries the area as an
 * encoded polyline, the title says "in the drawn area", the listing is among fewer results, and
 * "Save this search" takes the area to the find page's form as its drawn zone. "Remove the area"
 * gives the whole search back. An address whose area is broken, crosses itself or lies outside
 * South Tyrol answers, in it, de and en, with its reason and the way out instead of results.
 * axe checks the drawing dialog without its name field, the results with an area and the refusal.
 */
import { MAP, type Language } from '@domus/domain/core/constants';
import { commonDe } from '@domus/domain/i18n/locales/de/common';
import { errorsDe } from '@domus/domain/i18n/locales/de/errors';
import { commonEn } from '@domus/domain/i18n/locales/en/common';
import { errorsEn } from '@domus/domain/i18n/locales/en/errors';
import { findEn } from '@domus/domain/i18n/locales/en/find';
import { commonIt } from '@domus/domain/i18n/locales/it/common';
import { errorsIt } from '@domus/domain/i18n/locales/it/errors';
import { decodeShape, encodeShape } from '@domus/domain/search/search-shape';
import path from 'node:path';
import type { APIRequestContext, Page } from 'playwright-core';
import { settle, useLanguage } from '../support/a11y-pages.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { worldPixel, type LatLng } from '../support/map-pixels.ts';
import { photograph } from '../support/photograph.ts';

const shots = path.resolve(import.meta.dirname, '../../test-results/search-area');

type SearchAnswer = { meta: { total: number }; result: { _id: string; title: string }[] };

/** The residential sale closest to where the drawing map opens, with its card's title. */
async function listingNearCentre(request: APIRequestContext) {
  const res = await request.get('/api/v1/properties-search?rent=false&type=residential&lang=en');
  const { result } = (await res.json()) as SearchAnswer;
  let best: { id: string; title: string; at: LatLng; distance: number } | null = null;
  for (const card of result) {
    const detail = await request.get(`/api/v1/properties/residential/${card._id}?lang=en`);
    const { data } = (await detail.json()) as { data: { location: { coordinates: LatLng } } };
    const at = data.location.coordinates;
    const distance = Math.hypot(at.lat - MAP.center.lat, at.lng - MAP.center.lng);
    if (!best || distance < best.distance) best = { id: card._id, title: card.title, at, distance };
  }
  expect(best, 'a residential demo listing for sale').not.toBeNull();
  return best!;
}

test('issue 34.2: a visitor draws an area on the results page, saves it and removes it (en)', async ({
  page,
  request,
}) => {
  test.slow();
  // A tall window, so that the demo listing nearest the map's centre lies on the opened map.
  await page.setViewportSize({ width: 1280, height: 1100 });
  const listing = await listingNearCentre(request);
  await useLanguage(page, 'en');
  await page.goto('/search?rent=false&type=residential');
  await settle(page);

  await page.getByRole('button', { name: commonEn.search.drawArea }).click();
  const dialog = page.getByRole('dialog', { name: findEn.draw.title });
  const map = dialog.locator('.leaflet-container');
  await expect(map).toBeVisible();
  // The public search's area has no name to give.
  await expect(dialog.getByRole('textbox', { name: findEn.draw.name })).toHaveCount(0);
  await settle(page);
  await expectNoAxeViolations(page, 'en /search: drawing dialog');

  // A square of 60 px around the listing, from the map's centre where the dialog opens it.
  const box = (await map.boundingBox())!;
  const centre = worldPixel(MAP.center, MAP.drawZoom);
  const target = worldPixel(listing.at, MAP.drawZoom);
  const x = box.x + box.width / 2 + (target.x - centre.x);
  const y = box.y + box.height / 2 + (target.y - centre.y);
  expect(x - 30, 'the listing lies on the opened map').toBeGreaterThan(box.x);
  expect(x + 30).toBeLessThan(box.x + box.width);
  expect(y - 30).toBeGreaterThan(box.y);
  expect(y + 30).toBeLessThan(box.y + box.height);
  for (const [cx, cy] of [
    [x - 30, y - 30],
    [x + 30, y - 30],
    [x + 30, y + 30],
    [x - 30, y + 30],
  ] as const) {
    await page.mouse.click(cx, cy);
  }
  await dialog.getByRole('button', { name: findEn.draw.finish }).click();
  await dialog.getByRole('button', { name: findEn.draw.save }).click();
  await expect(dialog).toBeHidden();

  // The address holds the area; the listing is among the results, which are fewer.
  await expect(page).toHaveURL(/[?&]shape=/);
  const shape = new URL(page.url()).searchParams.get('shape')!;
  const ring = decodeShape(shape)!;
  expect(ring).toHaveLength(5);
  await expect(
    page.getByRole('heading', { level: 1, name: commonEn.search.titleSaleArea }),
  ).toBeVisible();
  const results = page.getByRole('list', { name: commonEn.search.results });
  await expect(results.locator(':scope > li').first()).toBeVisible();
  await expect(
    results.getByRole('link', { name: new RegExp(listing.title) }).first(),
  ).toBeVisible();
  const inArea = (await (
    await request.get(
      `/api/v1/properties-search?rent=false&type=residential&shape=${encodeURIComponent(shape)}`,
    )
  ).json()) as SearchAnswer;
  const everywhere = (await (
    await request.get('/api/v1/properties-search?rent=false&type=residential')
  ).json()) as SearchAnswer;
  expect(inArea.meta.total).toBeGreaterThan(0);
  expect(inArea.meta.total).toBeLessThan(everywhere.meta.total);
  await expect(results.locator(':scope > li')).toHaveCount(Math.min(12, inArea.meta.total));
  await settle(page);
  await photograph(page, shots, 'area-en');
  await expectNoAxeViolations(page, 'en /search with a drawn area');

  // "Remove the area" gives the whole search back.
  await page.getByRole('link', { name: commonEn.search.removeArea }).click();
  await expect(page).not.toHaveURL(/shape=/);
  await expect(
    page.getByRole('heading', { level: 1, name: commonEn.search.titleSale }),
  ).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/shape=/);

  // "Save this search" takes the area along as the saved search's drawn zone.
  await page.getByRole('button', { name: commonEn.search.saveThisSearch }).click();
  await expect(page).toHaveURL(/\/find\?from=search$/);
  const chosen = page.getByRole('list', { name: findEn.form.chosen });
  await expect(chosen.getByRole('listitem')).toHaveCount(1);
  await expect(chosen.getByRole('listitem')).toContainText(commonEn.search.drawnArea);
});

const square = (west: number, south: number, east: number, north: number) =>
  encodeShape([
    [west, south],
    [east, south],
    [east, north],
    [west, north],
  ]);

const CASES: Record<Language, { common: typeof commonIt; errors: typeof errorsIt }> = {
  it: { common: commonIt, errors: errorsIt },
  de: { common: commonDe, errors: errorsDe },
  en: { common: commonEn, errors: errorsEn },
};

for (const [language, { common, errors }] of Object.entries(CASES) as [
  Language,
  (typeof CASES)[Language],
][]) {
  test(`issue 34 bad input: an address with a broken, crossing or foreign area says why (${language})`, async ({
    page,
  }) => {
    await useLanguage(page, language);
    const refusals = [
      ['broken', 'abc%20def', errors.global.errors.shapeBroken],
      [
        'crossing',
        encodeURIComponent(
          encodeShape([
            [11.3, 46.45],
            [11.4, 46.55],
            [11.4, 46.45],
            [11.3, 46.55],
          ]),
        ),
        errors.global.errors.polygonCrossing,
      ],
      [
        'outside',
        encodeURIComponent(square(9.1, 45.4, 9.3, 45.5)),
        errors.global.errors.polygonOutside,
      ],
    ] as const;
    for (const [name, shape, message] of refusals) {
      await page.goto(`/search?rent=false&shape=${shape}`);
      const alert = page.getByRole('alert').filter({ hasText: message });
      await expect(alert, name).toBeVisible();
      await expect(page.getByRole('list', { name: common.search.results })).toHaveCount(0);
      if (name === 'crossing') {
        await settle(page);
        await expectNoAxeViolations(page, `${language} /search refusing a crossing area`);
      }
    }
    await alertWayOut(page, common);
  });
}

/** The refusal's button leads to the same search without the area. */
async function alertWayOut(page: Page, common: typeof commonIt) {
  await page.getByRole('alert').getByRole('link', { name: common.search.removeArea }).click();
  await expect(page).toHaveURL(/\/search\?rent=false$/);
  await expect(page.getByRole('list', { name: common.search.results })).toBeVisible();
}
