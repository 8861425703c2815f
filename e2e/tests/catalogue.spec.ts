import type { Category } from '@domus/domain/core/constants';
import { contactIt } from '@domus/domain/i18n/locales/it/contact';
import { detailIt } from '@domus/domain/i18n/locales/it/detail';
import { propertyIt } from '@domus/domain/i18n/locales/it/property';
import { formatMoney } from '@domus/domain/format/money';
import { parseYouTubeId } from '@domus/domain/listing/youtube';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { texts } from '../support/texts.ts';

const search = texts.it.search;
const gallery = detailIt.gallery;
const sections = detailIt.sections;

type Card = {
  _id: string;
  category: Category;
  type: { id: string; name: { it: string } };
  location: { municipality: { id: string; name: { it: string } } };
};

type Detail = {
  _id: string;
  property_id: number;
  category: Category;
  price: number | null;
  rent: boolean;
  title: { it: string };
  description: { it: string };
  video: string | null;
  images: unknown[];
  plans: { type: string; pdfUrl?: string | null }[];
  location: { address: { municipality: { it: string }; municipalityId?: string } } | null;
  cultivation?: { description: string }[];
  rooms?: Record<string, number>;
};

async function searchApi(request: APIRequestContext, query: string) {
  const res = await request.get(`/api/v1/properties-search?${query}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as { meta: { total: number; numOfPages: number }; result: Card[] };
}

async function detailApi(request: APIRequestContext, card: Card): Promise<Detail> {
  const res = await request.get(
    `/api/v1/properties/${card.category}/${card._id}?populate=images,plans,type`,
  );
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Detail }).data;
}

/** The municipality and subtype for sale with the most listings. */
async function busiestPlace(request: APIRequestContext) {
  const counts = new Map<string, { card: Card; count: number }>();
  const first = await searchApi(request, 'rent=false');
  const cards = [...first.result];
  for (let page = 2; page <= first.meta.numOfPages; page += 1) {
    cards.push(...(await searchApi(request, `rent=false&page=${page}`)).result);
  }
  for (const card of cards) {
    const key = `${card.location.municipality.id}/${card.category}/${card.type.id}`;
    const entry = counts.get(key) ?? { card, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count)[0]!.card;
}

test('search by municipality and type, page through results, open a listing, its gallery and its municipality (issue 3 §8)', async ({
  page,
  request,
}) => {
  // A whole visit: several pages and their images on a shared 2-core machine.
  test.setTimeout(60_000);
  const target = await busiestPlace(request);
  const municipality = target.location.municipality.name.it;
  const typeName = target.type.name.it;

  // Home: municipality and type in the search box.
  await page.goto('/');
  const box = page.getByRole('search', { name: search.label });
  await box.getByRole('combobox', { name: search.location }).fill(municipality);
  await page
    .getByRole('option', { name: new RegExp(`^${municipality}`) })
    .first()
    .click();
  await box.getByLabel(search.type).selectOption({ label: typeName });
  await box.getByRole('button', { name: search.submit }).click();

  await expect(page).toHaveURL(/\/search\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('locationId')).toBe(target.location.municipality.id);
  expect(url.searchParams.get('locationType')).toBe('municipality');
  expect(url.searchParams.get('propertyType')).toBe(target.type.id);
  const results = page.getByRole('list', { name: search.results });
  await expect(results.locator(':scope > li').first()).toBeVisible();
  const found = await searchApi(request, url.search.slice(1));
  await expect(results.locator(':scope > li')).toHaveCount(Math.min(found.meta.total, 12));

  // Paging: the demo places hold fewer than 12 listings each, so page through all sales.
  const all = await searchApi(request, 'rent=false');
  expect(all.meta.numOfPages).toBeGreaterThan(1);
  await page.goto('/search?rent=false');
  const pagination = page.getByRole('navigation', { name: search.pagination });
  await pagination.getByRole('link', { name: search.page.replace('{{page}}', '2') }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(results.locator(':scope > li').first()).toBeVisible();
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await page.goForward();
  await expect(page).toHaveURL(/page=2/);

  // Back to the chosen search and into its first listing.
  await page.goto(url.pathname + url.search);
  await results.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/property\/[a-z]+\/[0-9a-f-]{36}$/);
  const [, , category, id] = new URL(page.url()).pathname.split('/');
  const detail = await detailApi(request, { category, _id: id } as Card);
  await expect(page.getByRole('heading', { level: 1, name: detail.title.it })).toBeVisible();
  await expect(page).toHaveTitle(
    new RegExp(detail.title.it.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );

  // The gallery viewer: open, step with the buttons, the arrow keys and a thumbnail.
  await page
    .getByRole('button', { name: new RegExp(`^${gallery.open.split(' {{')[0]} 1 `) })
    .first()
    .click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  const shown = viewer.getByTestId('viewer-counter');
  const first = gallery.photo.replace('{{index}}', '1').replace('{{count}}', '');
  await expect(shown).toContainText(first);
  const count = Number((await shown.innerText()).replace(first, ''));
  expect(count).toBeGreaterThanOrEqual(3);
  const counter = (index: number) =>
    gallery.photo.replace('{{index}}', String(index)).replace('{{count}}', String(count));
  await expect(shown).toHaveText(counter(1));
  await viewer.getByRole('button', { name: gallery.next }).click();
  await expect(shown).toHaveText(counter(2));
  await page.keyboard.press('ArrowRight');
  await expect(shown).toHaveText(counter(3));
  await page.keyboard.press('ArrowLeft');
  await expect(shown).toHaveText(counter(2));
  await viewer.getByRole('button', { name: gallery.previous }).click();
  await expect(shown).toHaveText(counter(1));
  await viewer.getByRole('button', { name: gallery.previous }).click();
  await expect(shown).toHaveText(counter(count));
  const thumbs = viewer.getByRole('group', { name: gallery.thumbnails });
  await expect(thumbs.getByRole('button')).toHaveCount(count);
  await thumbs.getByRole('button', { name: gallery.thumbnail.replace('{{index}}', '2') }).click();
  await expect(shown).toHaveText(counter(2));
  await expect(
    thumbs.getByRole('button', { name: gallery.thumbnail.replace('{{index}}', '2') }),
  ).toHaveAttribute('aria-current', 'true');
  await expect(viewer.locator('img').first()).toHaveJSProperty('complete', true);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // The breadcrumb leads to the listings of the same municipality.
  await page
    .getByRole('navigation', { name: detailIt.breadcrumb })
    .getByRole('link', { name: municipality, exact: true })
    .click();
  await expect(page).toHaveURL(/\/search\?/);
  const back = new URL(page.url()).searchParams;
  expect(back.get('locationType')).toBe('municipality');
  expect(back.get('locationId')).toBe(detail.location?.address.municipalityId);
  expect(back.get('rent')).toBe(String(detail.rent));
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: search.titleSaleIn.replace('{{place}}', municipality),
    }),
  ).toBeVisible();
  await expect(
    page.getByRole('list', { name: search.results }).locator(':scope > li').first(),
  ).toBeVisible();
});

/** The sections every listing of a category shows (buyer-side.md §2, seller-side.md §3). */
const categorySections: Record<Category, (keyof typeof sections)[]> = {
  residential: ['description', 'properties', 'amenities', 'rooms', 'areas', 'map'],
  garage: ['description', 'properties', 'areas', 'map'],
  commercial: ['description', 'properties', 'areas', 'map'],
  buildingland: ['description', 'properties', 'areas', 'map'],
  agriculture: ['description', 'properties', 'amenities', 'areas', 'cultivation', 'map'],
};

/** A label of each category that its page must show, with its section. */
const categoryLabels: Record<Category, [keyof typeof sections, string][]> = {
  residential: [
    ['rooms', propertyIt.rooms.bed],
    ['areas', propertyIt.fields.salesArea],
    ['properties', propertyIt.fields.energyClass],
  ],
  garage: [
    ['properties', propertyIt.fields.numOfPlaces],
    ['areas', propertyIt.fields.area],
  ],
  commercial: [
    ['properties', propertyIt.fields.condition],
    ['areas', propertyIt.fields.area],
  ],
  buildingland: [
    ['properties', propertyIt.fields.landUseZone],
    ['areas', propertyIt.fields.catastralArea],
  ],
  agriculture: [
    ['amenities', propertyIt.fields.sprinklers],
    ['areas', propertyIt.fields.area],
  ],
};

for (const category of Object.keys(categorySections) as Category[]) {
  test(`the detail page of a ${category} listing shows every section it has (buyer-side.md §2)`, async ({
    page,
    request,
  }) => {
    // The listing of the category with the most documents, so that plans show too.
    const cards = (await searchApi(request, `type=${category}`)).result;
    expect(cards.length).toBeGreaterThan(0);
    const details = await Promise.all(cards.map((card) => detailApi(request, card)));
    const detail = details.sort((a, b) => b.plans.length - a.plans.length)[0]!;

    await page.goto(`/property/${category}/${detail._id}`);
    await expect(page.getByRole('heading', { level: 1, name: detail.title.it })).toBeVisible();
    await expect(page.getByTestId('property-number')).toHaveText(
      detailIt.propertyNumber.replace('{{number}}', String(detail.property_id)),
    );
    if (detail.price) {
      await expect(page.getByTestId('property-price')).toContainText(
        formatMoney(detail.price, 'it'),
      );
    }

    const expected = [...categorySections[category]];
    if (detail.plans.length > 0) expected.push('plans');
    if (parseYouTubeId(detail.video)) expected.push('video');
    for (const key of expected) {
      await expect(page.getByRole('region', { name: sections[key], exact: true })).toBeVisible();
    }
    if (!parseYouTubeId(detail.video)) {
      await expect(page.locator('iframe')).toHaveCount(0);
    }
    for (const [section, label] of categoryLabels[category]) {
      await expect(
        page.getByRole('region', { name: sections[section], exact: true }).getByText(label, {
          exact: true,
        }),
      ).toBeVisible();
    }
    for (const crop of detail.cultivation ?? []) {
      await expect(
        page.getByRole('region', { name: sections.cultivation }).getByText(crop.description),
      ).toBeVisible();
    }
    const pdfs = detail.plans.filter((plan) => plan.pdfUrl);
    await expect(page.locator(`a[href$=".pdf"][target="_blank"]`)).toHaveCount(pdfs.length);

    // The contact card carries the contact form about this listing, naming its number.
    const card = page.getByRole('complementary', { name: detailIt.contact.title });
    await expect(
      card.getByText(detailIt.contact.formText.replace('{{number}}', String(detail.property_id))),
    ).toBeVisible();
    await expect(card.getByRole('button', { name: contactIt.submit })).toBeVisible();

    // The map frame is there even though its tiles (an outside host) are blocked here.
    const map = page.getByTestId('property-map');
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator('.leaflet-container')).toBeVisible();
  });
}

test('a listing that does not exist sends the visitor home (buyer-side.md §2)', async ({
  page,
}) => {
  await page.goto('/property/residential/00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL('/');
});

test('the share link copies the address where there is no share sheet (buyer-side.md §2)', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });
  const [card] = (await searchApi(request, 'type=residential')).result;
  await page.goto(`/property/residential/${card!._id}`);
  await page.getByRole('button', { name: detailIt.share }).click();
  await expect(page.getByRole('status').filter({ hasText: detailIt.copied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test('on a phone the pictures scroll one by one with the arrows and wrap around (buyer-side.md §2 gallery, decision 039)', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const cards = (await searchApi(request, 'rent=false')).result;
  const details = await Promise.all(cards.map((card) => detailApi(request, card)));
  const detail = details.find((d) => d.images.length >= 3);
  if (!detail) throw new Error('the demo content has no listing with three pictures');
  const count = detail.images.length;
  await page.goto(`/property/${detail.category}/${detail._id}`);

  const photos = page.getByRole('region', { name: gallery.label });
  const photo = (index: number) =>
    photos.getByRole('button', {
      name: gallery.open.replace('{{index}}', String(index)).replace('{{count}}', String(count)),
      exact: true,
    });
  await expect(photo(1)).toBeInViewport({ ratio: 0.9 });
  await expect(photo(2)).not.toBeInViewport();

  await photos.getByRole('button', { name: gallery.next }).click();
  await expect(photo(2)).toBeInViewport({ ratio: 0.9 });
  await expect(photo(1)).not.toBeInViewport();
  await photos.getByRole('button', { name: gallery.previous }).click();
  await expect(photo(1)).toBeInViewport({ ratio: 0.9 });
  // Back from the first picture is the last one.
  await photos.getByRole('button', { name: gallery.previous }).click();
  await expect(photo(count)).toBeInViewport({ ratio: 0.9 });
  await expect(photo(1)).not.toBeInViewport();
});
