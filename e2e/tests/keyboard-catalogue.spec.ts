import { detailIt } from '@domus/domain/i18n/locales/it/detail';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectFocused, expectFocusVisible, tabTo } from '../support/keyboard.ts';
import { texts } from '../support/texts.ts';

/**
 * Keyboard only (issue 18 point 2): a visitor searches from the home page and steps through a
 * listing's gallery with Tab, typing, the arrows, Enter and Escape — no pointer. The focus shows
 * at every stop and comes back to the picture that opened the viewer once it closes.
 */

const search = texts.it.search;
const gallery = detailIt.gallery;

type Card = {
  _id: string;
  category: string;
  images?: unknown[];
  type: { id: string; name: { it: string } };
  location: { municipality: { id: string; name: { it: string } } };
};

/** A municipality with listings for sale, and the Italian name of one of their types. */
async function placeWithListings(request: APIRequestContext): Promise<Card> {
  const res = await request.get('/api/v1/properties-search?rent=false');
  expect(res.status()).toBe(200);
  const { result } = (await res.json()) as { result: Card[] };
  return result[0]!;
}

test('a visitor searches by place and type and steps through a gallery by keyboard (issue 18)', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const target = await placeWithListings(request);
  const municipality = target.location.municipality.name.it;
  const typeName = target.type.name.it;

  await page.goto('/');
  const box = page.getByRole('search', { name: search.label });

  // The type: a native list, chosen by typing its name.
  const type = box.getByLabel(search.type);
  await tabTo(page, type);
  await page.keyboard.type(typeName);
  await expect(type.locator('option:checked')).toHaveText(typeName);

  // The place: typed, its suggestion highlighted with the arrow and chosen with Enter, which only
  // chooses it (issue 30.5); Enter again searches.
  const place = box.getByRole('combobox', { name: search.location });
  await tabTo(page, place, { backwards: true });
  await page.keyboard.type(municipality);
  await expect(
    page.getByRole('option', { name: new RegExp(`^${municipality}`) }).first(),
  ).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(place).toHaveAttribute('aria-activedescendant', /.+/);
  await page.keyboard.press('Enter');
  await expect(place).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/search\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('locationId')).toBe(target.location.municipality.id);
  expect(url.searchParams.get('propertyType')).toBe(target.type.id);
  const results = page.getByRole('list', { name: search.results });
  const firstLink = results.locator(':scope > li').first().getByRole('link').first();
  await tabTo(page, firstLink, { max: 80 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/property\/[a-z]+\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The gallery: the first picture opens the viewer.
  const opener = page
    .getByRole('button', { name: new RegExp(`^${gallery.open.split(' {{')[0]} 1 `) })
    .first();
  await tabTo(page, opener, { max: 80 });
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  const shown = viewer.getByTestId('viewer-counter');
  // The counter is read out as it changes.
  await expect(shown).toHaveAttribute('aria-live', 'polite');
  const first = gallery.photo.replace('{{index}}', '1').replace('{{count}}', '');
  await expect(shown).toContainText(first);
  const count = Number((await shown.innerText()).replace(first, ''));
  expect(count).toBeGreaterThanOrEqual(3);
  const counter = (index: number) =>
    gallery.photo.replace('{{index}}', String(index)).replace('{{count}}', String(count));

  // The focus is inside the viewer, visible; the arrows step, whatever has the focus there.
  await expect
    .poll(() => viewer.evaluate((dialog) => dialog.contains(document.activeElement)))
    .toBe(true);
  await page.keyboard.press('ArrowRight');
  await expect(shown).toHaveText(counter(2));
  await page.keyboard.press('ArrowRight');
  await expect(shown).toHaveText(counter(3));
  await page.keyboard.press('ArrowLeft');
  await expect(shown).toHaveText(counter(2));
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(shown).toHaveText(counter(count));

  // The buttons and the thumbnails are reached with Tab and pressed with Enter or Space.
  await tabTo(page, viewer.getByRole('button', { name: gallery.next }));
  await page.keyboard.press('Enter');
  await expect(shown).toHaveText(counter(1));
  const thumbs = viewer.getByRole('group', { name: gallery.thumbnails });
  const second = thumbs.getByRole('button', {
    name: gallery.thumbnail.replace('{{index}}', '2'),
  });
  await tabTo(page, second);
  await page.keyboard.press('Space');
  await expect(shown).toHaveText(counter(2));
  await expect(second).toHaveAttribute('aria-current', 'true');

  // Escape closes it and the focus is back on the picture that opened it.
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expectFocused(page, opener);

  // "All photos" opens it too, and gives the focus back as well.
  const all = page.getByRole('button', {
    name: gallery.showAll.replace('{{count}}', String(count)),
  });
  await tabTo(page, all);
  await page.keyboard.press('Space');
  await expect(viewer).toBeVisible();
  await expect(shown).toHaveText(counter(1));
  await tabTo(page, viewer.getByRole('button', { name: gallery.close }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(viewer).toBeHidden();
  await expectFocused(page, all);
  await expectFocusVisible(page);
});
