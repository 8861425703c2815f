/**
 * Issue 33 points 1 and 6: a visitor asks for a viewing from the property page, in Italian and
 * German. The dialog's code arrives with the first click; without free slots online the visitor
 * proposes times; 02:30 on the last Sunday of March is refused in the browser, a time too soon by
 * the server, each on its field in the visitor's language; the captcha solves itself and the
 * request reaches the agency by mail. axe checks the dialog; the page a viewing mail's link opens
 * says a link that is not ours is not valid and offers nothing to do.
 */
import { agencyConfig } from '@domus/domain/core/agency.config';
import { detailDe } from '@domus/domain/i18n/locales/de/detail';
import { errorsDe } from '@domus/domain/i18n/locales/de/errors';
import { viewingDe } from '@domus/domain/i18n/locales/de/viewing';
import { detailIt } from '@domus/domain/i18n/locales/it/detail';
import { errorsIt } from '@domus/domain/i18n/locales/it/errors';
import { viewingIt } from '@domus/domain/i18n/locales/it/viewing';
import { agencyDate, agencyTimeOfDay } from '@domus/domain/viewings/viewing-days';
import type { Page } from '@playwright/test';
import { detailPath, publicCards, useLanguage } from '../support/a11y-pages.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { waitForMail } from '../support/outbox.ts';

// The captcha is a proof of work solved in the browser; a busy machine needs the time.
test.describe.configure({ timeout: 120_000 });

const LANGUAGES = {
  it: { detail: detailIt, viewing: viewingIt, errors: errorsIt.global.errors, address: 61 },
  de: { detail: detailDe, viewing: viewingDe, errors: errorsDe.global.errors, address: 62 },
} as const;

/** The agency's local day and time `minutes` from now, as the date and time fields take them. */
function agencyClock(minutes: number): { date: string; time: string } {
  const at = new Date(Date.now() + minutes * 60_000);
  return { date: agencyDate(at), time: agencyTimeOfDay(at) };
}

/** The last Sunday of March of next year, when 02:00–03:00 does not exist in South Tyrol. */
function springForward(): string {
  const year = new Date().getUTCFullYear() + 1;
  const last = new Date(Date.UTC(year, 2, 31));
  last.setUTCDate(31 - last.getUTCDay());
  return last.toISOString().slice(0, 10);
}

/** Types a proposed time into the `number`-th row of the dialog (1 when it is the only row). */
async function propose(
  page: Page,
  texts: typeof viewingIt,
  number: number | null,
  at: { date: string; time: string },
) {
  const dialog = page.getByRole('dialog');
  const suffix = number === null ? '' : ` ${number}`;
  // By the accessible name: the label's text also holds the required mark.
  const field = (name: string) =>
    dialog.getByRole('textbox', { name: `${name}${suffix}`, exact: true });
  await field(texts.proposals.date).fill(at.date);
  await field(texts.proposals.time).fill(at.time);
}

for (const [lang, { detail, viewing, errors, address }] of Object.entries(LANGUAGES)) {
  test.describe(`issue 33.1: a visitor asks for a viewing (${lang})`, () => {
    // Each language speaks from an address of its own: the request limits count per address.
    test.use({ extraHTTPHeaders: { 'X-Forwarded-For': `203.0.113.${address}` } });

    test(`issue 33.1: proposes times, reads the refusals on the field, solves the captcha and is told the agency confirms by mail (${lang})`, async ({
      page,
      request,
    }) => {
      const [card] = await publicCards(request);
      await useLanguage(page, lang as 'it' | 'de');
      const chunks: string[] = [];
      page.on('request', (r) => chunks.push(new URL(r.url()).pathname));
      await page.goto(detailPath(card));
      const number = await page.evaluate(
        async ({ category, id }) =>
          (
            (await (await fetch(`/api/v1/properties/${category}/${id}`)).json()) as {
              data: { property_id: number };
            }
          ).data.property_id,
        { category: card!.category, id: card!._id },
      );
      // The page carries none of the dialog until the visitor asks for it.
      expect(
        chunks.filter((path) =>
          /\/assets\/(public-viewing-dialog|viewing-dialog|viewing-days)-/.test(path),
        ),
      ).toEqual([]);

      await page.getByRole('button', { name: detail.contact.bookViewing }).click();
      const dialog = page.getByRole('dialog', {
        name: viewing.dialog.title.replace('{{number}}', String(number)),
      });
      await expect(dialog).toBeVisible();
      // The demo listings have no agent with hours online: the visitor proposes times.
      await expect(dialog.getByText(viewing.slots.none)).toBeVisible();
      await expect(dialog).toHaveCSS('opacity', '1');
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page, `${lang} property page: viewing dialog`);

      await dialog.getByLabel(viewing.contact.name).fill('Anna Pichler');
      await dialog
        .getByLabel(viewing.contact.email, { exact: false })
        .fill('anna.viewing@example.com');
      await dialog.getByLabel(viewing.contact.tel, { exact: false }).fill('+39 0471 123456');

      // 02:30 when the clocks go forward: refused in the browser, nothing sent.
      const sent: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/viewings') {
          sent.push(r.url());
        }
      });
      await propose(page, viewing, null, { date: springForward(), time: '02:30' });
      await dialog.getByRole('button', { name: viewing.submit }).click();
      await expect(dialog.getByText(errors.viewingNonexistentTime)).toBeVisible();
      await expect(
        dialog.getByRole('textbox', { name: viewing.proposals.time, exact: true }),
      ).toBeFocused();
      await expectNoAxeViolations(page, `${lang} viewing dialog with a refused time`);
      expect(sent).toEqual([]);

      // An hour from now is too soon for the agency: the server says so on the same field.
      await propose(page, viewing, null, agencyClock(60));
      await dialog.getByRole('button', { name: viewing.submit }).click();
      await expect(dialog.getByText(errors.viewingTooSoon)).toBeVisible({ timeout: 30_000 });
      expect(sent).toHaveLength(1);

      // Two times three days ahead: the request goes through.
      await propose(page, viewing, null, { date: agencyClock(3 * 1440).date, time: '10:00' });
      await dialog.getByRole('button', { name: viewing.proposals.add }).click();
      await propose(page, viewing, 2, { date: agencyClock(4 * 1440).date, time: '15:30' });
      await dialog.getByRole('button', { name: viewing.submit }).click();
      await expect(
        dialog.getByRole('status').filter({ hasText: viewing.success.text }),
      ).toBeVisible({ timeout: 30_000 });
      await expect(dialog.getByRole('listitem')).toHaveCount(2);
      await expectNoAxeViolations(page, `${lang} viewing dialog: request sent`);

      // The listing has no agent: the agency is told.
      const mail = await waitForMail(agencyConfig.email, { subject: new RegExp(String(number)) });
      expect(mail.text).toContain('Anna Pichler');
    });
  });
}

test('issue 33.6: a viewing link that is not ours says it is not valid and offers nothing to do', async ({
  page,
}) => {
  await useLanguage(page, 'de');
  await page.goto('/viewing/11111111-2222-4333-8444-555555555555?action=cancel&token=abc.def');
  await expect(page.getByRole('alert')).toHaveText(viewingDe.link.tampered);
  await expect(page.getByRole('button', { name: viewingDe.link.cancel.confirm })).toHaveCount(0);
  await expectNoAxeViolations(page, 'de /viewing: a tampered link');
});
