/**
 * Issue 34 points 4 and 6, price history in Italian, German and English (decision 073): a
 * listing of the demo whose price was cut lately shows "price reduced" with the old price struck
 * through on its card in the search, and its detail page shows the history, newest first, with
 * the cut and both prices. A listing whose price never changed shows no history. axe checks the
 * results with the badge and the detail page with the table; both are photographed at 390 and
 * 1280 px (test-results/price-history).
 */
import type { Language } from '@domus/domain/core/constants';
import { formatMoney } from '@domus/domain/format/money';
import { commonDe } from '@domus/domain/i18n/locales/de/common';
import { commonEn } from '@domus/domain/i18n/locales/en/common';
import { commonIt } from '@domus/domain/i18n/locales/it/common';
import type { APIRequestContext } from '@playwright/test';
import path from 'node:path';
import { catalogs, detailPath, settle, useLanguage, type Card } from '../support/a11y-pages.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { photograph } from '../support/photograph.ts';

const shots = path.resolve(import.meta.dirname, '../../test-results/price-history');
const COMMON = { it: commonIt, de: commonDe, en: commonEn } as const;

type ReducedCard = Card & { price: number; priceReducedFrom: number | null };
type Event = { kind: string; price: number | null; previousPrice: number | null };

/** The demo's listings for sale whose cards show a reduction (demo-price-cuts.seed.ts). */
async function reducedCards(request: APIRequestContext): Promise<ReducedCard[]> {
  const found: ReducedCard[] = [];
  for (let page = 1; page <= 8; page += 1) {
    const res = await request.get(`/api/v1/properties-search?rent=false&page=${page}`);
    expect(res.status()).toBe(200);
    const { result } = (await res.json()) as { result: ReducedCard[] };
    found.push(...result.filter((card) => card.priceReducedFrom !== null));
    if (result.length === 0) break;
  }
  return found;
}

async function historyOf(request: APIRequestContext, card: Card): Promise<Event[]> {
  const res = await request.get(`/api/v1/properties/${card.category}/${card._id}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { priceHistory: Event[] } }).data.priceHistory;
}

for (const language of ['it', 'de', 'en'] as Language[]) {
  const common = COMMON[language];
  const detail = catalogs[language].detail;

  test(`issue 34.4: a cut price shows on the card for 30 days and in the detail page's history (${language})`, async ({
    page,
    request,
  }) => {
    const reduced = await reducedCards(request);
    // The demo cuts two listings within the card's 30 days (one twice).
    expect(reduced.length).toBeGreaterThanOrEqual(2);
    const card = reduced[0]!;
    await useLanguage(page, language);

    // The card in its category's results, wherever the site's other tests have put it.
    let listed = false;
    for (let n = 1; n <= 6 && !listed; n += 1) {
      await page.goto(`/search?rent=false&type=${card.category}${n > 1 ? `&page=${n}` : ''}`);
      await settle(page);
      listed = (await page.locator(`a[href*="${card._id}"]`).count()) > 0;
    }
    expect(listed, `card ${card._id} in the results`).toBe(true);
    const item = page
      .getByRole('list', { name: common.search.results })
      .locator(':scope > li')
      .filter({ has: page.locator(`a[href*="${card._id}"]`) });
    await expect(item.getByText(common.properties.card.reduced, { exact: true })).toBeVisible();
    const struck = item.locator('s');
    await expect(struck).toContainText(formatMoney(card.priceReducedFrom!, language));
    // A screen reader hears what the struck price was.
    await expect(struck).toContainText(common.properties.card.before);
    await expect(item).toContainText(formatMoney(card.price, language));
    await item.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page, `${language} /search: a card with its price reduced`);
    await photograph(page, shots, `search-${language}`);

    // The detail page: the history, newest first, the cut with both prices.
    const events = await historyOf(request, card);
    await page.goto(detailPath(card));
    await settle(page);
    const table = page.getByRole('table', { name: detail.priceHistory.caption });
    await expect(page.getByRole('heading', { name: detail.priceHistory.title })).toBeVisible();
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(events.length);
    const newest = rows.first();
    await expect(newest).toContainText(detail.priceHistory.kinds.priceChanged);
    await expect(newest).toContainText(formatMoney(card.price, language));
    // The change column: a cut is a minus.
    await expect(newest).toContainText('−');
    await expect(rows.last()).toContainText(detail.priceHistory.kinds.listed);
    await table.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page, `${language} detail page: the price history`);
    await photograph(page, shots, `detail-${language}`);
  });
}

test('issue 34.4: a listing whose price never changed shows no history and no reduction', async ({
  page,
  request,
}) => {
  const res = await request.get('/api/v1/properties-search?rent=true');
  const { result } = (await res.json()) as { result: ReducedCard[] };
  const unchanged: ReducedCard[] = [];
  for (const card of result)
    if ((await historyOf(request, card)).every((event) => event.kind === 'listed'))
      unchanged.push(card);
  const card = unchanged[0];
  expect(card, 'a rental listed once').toBeTruthy();
  expect(card!.priceReducedFrom).toBeNull();
  await useLanguage(page, 'it');
  await page.goto(detailPath(card));
  await settle(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: catalogs.it.detail.priceHistory.title }),
  ).toHaveCount(0);
  await expect(
    page.getByRole('table', { name: catalogs.it.detail.priceHistory.caption }),
  ).toHaveCount(0);
});
