/**
 * Issue 18 point 1: axe-core, every rule it enables by default (WCAG 2.0–2.2 A and AA and the
 * best practices), on every public page and every dialog a visitor opens (with the share notice
 * and, at a phone's width, the menu drawer with the language switcher), in Italian, German and
 * English. The first state with a violation of any impact fails the test, naming rule and
 * elements. Logged-in pages and the wizard: accessibility-account.spec.ts; the admin
 * application: accessibility-admin.spec.ts.
 */
import { LANGUAGES } from '@domus/domain/core/constants';
import {
  catalogs,
  closeDialog,
  detailPath,
  openDialog,
  openSettled,
  publicCards,
  useLanguage,
} from '../support/a11y-pages.ts';
import { axeViolations, expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { texts } from '../support/texts.ts';

test.describe('issue 18: axe finds nothing on the public pages and their dialogs', () => {
  for (const language of LANGUAGES) {
    test(`every public page and dialog in ${language}`, async ({ page, request }) => {
      test.setTimeout(180_000);
      const { find, detail } = catalogs[language];
      const cards = await publicCards(request);
      await useLanguage(page, language);
      const check = (state: string) => expectNoAxeViolations(page, `${language} ${state}`);

      await openSettled(page, '/');
      await check('/ (home)');
      await openSettled(page, '/search');
      await check('/search');
      await openSettled(page, '/search?rent=true');
      await check('/search?rent=true');

      // A listing for rent, then one for sale with its gallery viewer open.
      await openSettled(page, detailPath(cards.find((card) => card.rent)));
      await check('/property (for rent)');
      await openSettled(page, detailPath(cards.find((card) => !card.rent)));
      await check('/property (for sale)');
      const openPhoto = new RegExp(`^${detail.gallery.open.split(' {{')[0]}`);
      await page.getByRole('button', { name: openPhoto }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('dialog').locator('img').first()).toHaveJSProperty(
        'complete',
        true,
      );
      await check('/property: gallery viewer');
      await closeDialog(page);
      // Share: the address copied and the notice saying so (no share sheet in this browser).
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.getByRole('button', { name: detail.share, exact: true }).click();
      await expect(page.getByRole('status').getByText(detail.copied)).toBeVisible();
      await check('/property: share notice');
      // A phone's width: the menu drawer with the navigation, the account links and the
      // language switcher, open.
      const desktop = page.viewportSize()!;
      await page.setViewportSize({ width: 390, height: 844 });
      const menu = await openDialog(
        page,
        page.getByRole('button', { name: texts[language].a11y.openMenu }),
      );
      await expect(menu).toHaveAccessibleName(texts[language].a11y.mainNavigation);
      await expect(
        page.getByRole('group', { name: texts[language].language.switcher }),
      ).toBeVisible();
      await check('/property: menu drawer (phone)');
      await closeDialog(page);
      await page.setViewportSize(desktop);

      // The find page, its budget helper, the form with the drawing map and the new-client
      // dialog a visitor gets when saving.
      await openSettled(page, '/find');
      await check('/find');
      await page.getByRole('button', { name: find.page.budget }).first().click();
      const budget = page.getByRole('dialog', { name: find.budget.title });
      await expect(budget).toBeVisible();
      await expect(budget).toHaveCSS('opacity', '1');
      await check('/find: budget helper');
      await closeDialog(page);
      await page.getByRole('button', { name: find.page.create }).click();
      await expect(page.getByRole('combobox', { name: find.form.type })).toBeVisible();
      await check('/find: search form');
      await page.getByRole('combobox', { name: find.form.type }).selectOption({ index: 1 });
      await page.getByRole('textbox', { name: find.form.placeSearch }).fill('Merano');
      await page.getByRole('listbox').getByRole('option').first().click();
      await page.getByRole('button', { name: find.form.drawZone }).click();
      const draw = page.getByRole('dialog', { name: find.draw.title });
      await expect(draw.locator('.leaflet-container')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await check('/find: draw-zone map');
      await closeDialog(page);
      await page.getByRole('button', { name: find.form.save }).click();
      const newClient = page.getByRole('dialog', { name: find.client.title });
      await expect(newClient).toBeVisible();
      // Checked once faded in: halfway through, its text is paler than it is.
      await expect(newClient).toHaveCSS('opacity', '1');
      await check('/find: new-client dialog');
      await closeDialog(page);

      await openSettled(page, '/contact');
      await check('/contact');
      await openSettled(page, '/login');
      await check('/login');
      await openSettled(page, '/impressum');
      await check('/impressum');
      await openSettled(page, '/privacy');
      await check('/privacy');
      // About us and testimonies are not offered in English (they lead home).
      if (language !== 'en') {
        await openSettled(page, '/about-us');
        await check('/about-us');
        await openSettled(page, '/testimonies');
        await check('/testimonies');
      }
      await page.goto('/questa-pagina-non-esiste');
      await expect(page.getByText(texts[language].notFound.text)).toBeVisible();
      await page.waitForLoadState('networkidle');
      await check('404');
    });
  }

  test('the axe run reports each violation with its elements', async ({ page }) => {
    // A page with a nameless button: the helper names the rule and the element.
    await page.goto('/');
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.id = 'axe-probe';
      document.body.append(button);
    });
    const findings = await axeViolations(page);
    expect(findings).toContainEqual(
      expect.objectContaining({ rule: 'button-name', targets: ['#axe-probe'] }),
    );
  });
});
