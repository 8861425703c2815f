import { placeLabel } from '@domus/domain/place/place-label';
import { detailDe } from '@domus/domain/i18n/locales/de/detail';
import { detailIt } from '@domus/domain/i18n/locales/it/detail';
import { placeName } from '@domus/domain/place/place-name';
import type { PropertyLocation } from '@domus/domain/place/location.schema';
import { expect, test } from '../support/fixtures.ts';
import { texts } from '../support/texts.ts';

/**
 * Issue 30.10: a visitor without JavaScript (or a crawler, or anyone before the app has started)
 * gets the home page with its newest listings, searches a place typed into the home page's box,
 * and reads where a listing is where its map would be.
 */

const detail = { it: detailIt, de: detailDe };
/** Merano, as a visitor types it in each language. */
const MERANO = { id: '021051', it: 'Merano', de: 'Meran' };

type Card = { _id: string; category: string };

test.describe('without JavaScript (issue 30.10)', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ['it', 'de'] as const) {
    const t = texts[lang];

    test(`issue 30.10: the home page shows the newest listings in ${lang}`, async ({
      page,
      request,
    }) => {
      const answer = await request.get(`/api/v1/properties/residential?limit=5&lang=${lang}`);
      const { data } = (await answer.json()) as { data: Card[] };
      expect(data.length).toBeGreaterThan(0);

      await page.goto(`/?lang=${lang}`);
      const section = page.getByRole('region', { name: t.properties.newest.title });
      await expect(section).toBeVisible();
      const cards = section
        .getByRole('list', { name: t.properties.newest.title })
        .getByRole('link');
      expect(await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
        data.map((card) => `/property/${card.category}/${card._id}`),
      );
      // A card leads to its listing as a plain link.
      await cards.first().click();
      await expect(page).toHaveURL(`/property/${data[0]!.category}/${data[0]!._id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test(`issue 30.10: a place typed into the home page's box is searched in ${lang}`, async ({
      page,
    }) => {
      await page.goto(`/?lang=${lang}`);
      const box = page.getByRole('search', { name: t.search.label });
      await box.getByRole('combobox', { name: t.search.location }).fill(MERANO[lang]);
      await box.getByRole('button', { name: t.search.submit }).click();

      await expect(page).toHaveURL(/\/search\?/);
      const address = new URL(page.url()).searchParams;
      expect(address.get('locationId')).toBe(MERANO.id);
      expect(address.get('locationType')).toBe('municipality');
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: t.search.titleSaleIn.replace('{{place}}', MERANO[lang]),
        }),
      ).toBeVisible();
      // The box on the results page shows the place searched, in the page's language.
      await expect(box.getByRole('combobox', { name: t.search.location })).toHaveValue(
        MERANO[lang],
      );
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    });

    test(`issue 30.10: a listing's map area says where the listing is in ${lang}`, async ({
      page,
      request,
    }) => {
      const found = await request.get(`/api/v1/properties-search?lang=${lang}`);
      const card = ((await found.json()) as { result: Card[] }).result[0]!;
      const read = await request.get(
        `/api/v1/properties/${card.category}/${card._id}?lang=${lang}`,
      );
      const { location } = ((await read.json()) as { data: { location: PropertyLocation } }).data;
      const municipality = placeName(location.address.municipality, lang);
      const zone = location.zone ? placeName(location.zone.properties.name, lang) : municipality;
      const place = placeLabel({ type: 'zone', name: zone, municipality: { name: municipality } });

      await page.goto(`/property/${card.category}/${card._id}?lang=${lang}`);
      const map = page.getByRole('group', { name: detail[lang].map });
      await expect(map).toContainText(detail[lang].mapPlace.replace('{{place}}', place));
      await expect(map).not.toContainText(detail[lang].mapLoading);
    });
  }
});
