import { readFile } from 'node:fs/promises';
import { detailDe } from '@domus/domain/i18n/locales/de/detail';
import { detailIt } from '@domus/domain/i18n/locales/it/detail';
import { expect, test } from '../support/fixtures.ts';

type Card = { _id: string; property_id: number; category: string };

test('a visitor downloads the short and the long exposé from the detail page (issue 14, buyer-side.md §2)', async ({
  page,
  request,
}) => {
  const found = await request.get('/api/v1/properties-search?rent=false');
  expect(found.status()).toBe(200);
  const card = ((await found.json()) as { result: Card[] }).result[0]!;
  await page.goto(`/property/${card.category}/${card._id}`);

  for (const [label, word] of [
    [detailIt.expose.short, 'breve'],
    [detailIt.expose.long, 'lungo'],
  ] as const) {
    const link = page.getByRole('link', { name: label });
    await expect(link).toBeVisible();
    const waiting = page.waitForEvent('download', { timeout: 30_000 });
    await link.click();
    const download = await waiting;
    expect(download.suggestedFilename()).toBe(`Domus-${card.property_id}-expose-${word}-it.pdf`);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(10_000);
  }
});

for (const [lang, texts] of [
  ['it', detailIt],
  ['de', detailDe],
] as const) {
  test(`issue 30.9: the exposé buttons show their whole names at 1280 px (${lang})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const found = await request.get('/api/v1/properties-search?rent=false');
    const card = ((await found.json()) as { result: Card[] }).result[0]!;
    await page.goto(`/property/${card.category}/${card._id}?lang=${lang}`);
    for (const [kind, name] of [
      ['short', texts.expose.short],
      ['long', texts.expose.long],
    ] as const) {
      const button = page.getByTestId(`expose-${kind}`);
      await button.scrollIntoViewIfNeeded();
      await expect(button).toHaveText(name);
      // Nothing of the label is cut off: its text is as wide as the room it has.
      const cut = await button.evaluate((element) => {
        const label = element.querySelector('.mantine-Button-label') ?? element;
        return label.scrollWidth - label.clientWidth;
      });
      expect(cut, `${name} is cut`).toBeLessThanOrEqual(0);
    }
  });
}
