import { MAP } from '@domus/domain/core/constants';
import { commonIt } from '@domus/domain/i18n/locales/it/common';
import { errorsIt } from '@domus/domain/i18n/locales/it/errors';
import { findIt } from '@domus/domain/i18n/locales/it/find';
import { viewingIt } from '@domus/domain/i18n/locales/it/viewing';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import {
  expectAnnounced,
  expectFocused,
  expectFocusVisible,
  tabTo,
  typeInto,
} from '../support/keyboard.ts';
import { worldPixel, type LatLng } from '../support/map-pixels.ts';

/**
 * Keyboard only (issue 18 point 2): a visitor saves a search whose place is a zone drawn on the
 * map by keyboard — the arrow keys move the map under the crosshair, Enter places a corner — then
 * becomes a client and answers a match. The focus shows at every stop, comes back to the opener
 * when a dialog closes, and lands on the first wrong field when a submit is refused; errors and
 * toasts sit in live regions.
 */

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.91' } });
test.describe.configure({ timeout: 240_000 });

const form = findIt.form;
const draw = findIt.draw;
/** Leaflet's step for one press of an arrow key, in pixels. */
const PAN = 80;

/** A residential demo listing for sale: its type, number, position and municipality. */
interface DemoListing {
  number: number;
  typeId: string;
  coordinates: LatLng;
  municipality: { id: string; it: string };
}

async function demoListing(request: APIRequestContext): Promise<DemoListing> {
  const list = await request.get('/api/v1/properties/residential?limit=5&lang=it');
  const cards = ((await list.json()) as { data: { _id: string; rent: boolean }[] }).data;
  for (const card of cards.filter((c) => !c.rent)) {
    const res = await request.get(`/api/v1/properties/residential/${card._id}?lang=it`);
    const { data } = (await res.json()) as {
      data: {
        property_id: number;
        type: string | { _id: string };
        location: {
          coordinates: LatLng;
          address: { municipalityId?: string; municipality: { it: string } };
        };
      };
    };
    const id = data.location.address.municipalityId;
    if (!id) continue;
    return {
      number: data.property_id,
      typeId: typeof data.type === 'string' ? data.type : data.type._id,
      coordinates: data.location.coordinates,
      municipality: { id, it: data.location.address.municipality.it },
    };
  }
  throw new Error('no residential demo listing for sale');
}

/** Where the drawing map opens for a municipality: its seat, as the place search answers it. */
async function seatOf(request: APIRequestContext, municipality: DemoListing['municipality']) {
  const res = await request.get(
    `/api/v1/locations/search?q=${encodeURIComponent(municipality.it)}&lang=it`,
  );
  const { data } = (await res.json()) as { data: { id: string; type: string; point?: LatLng }[] };
  const seat = data.find((s) => s.type === 'municipality' && s.id === municipality.id)?.point;
  expect(seat, `a position for ${municipality.it}`).toBeDefined();
  return seat as LatLng;
}

/** Presses an arrow key on the focused map and lets its pan finish (Leaflet drops keys meanwhile). */
async function pan(
  page: Page,
  key: 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown',
  times = 1,
) {
  for (let i = 0; i < times; i += 1) {
    await page.keyboard.press(key);
    await page.waitForTimeout(400);
  }
}

test('a visitor saves a search with a zone drawn by keyboard and answers a match (issue 18)', async ({
  page,
  request,
}) => {
  const listing = await demoListing(request);
  const seat = await seatOf(request, listing.municipality);
  const a = worldPixel(seat, MAP.drawZoom);
  const b = worldPixel(listing.coordinates, MAP.drawZoom);
  // Whole presses of the arrow keys from the seat to the listing: it ends within 40 px of the
  // crosshair, inside a square of 80 px around it.
  const steps = { x: Math.round((b.x - a.x) / PAN), y: Math.round((b.y - a.y) / PAN) };

  await page.goto('/find');
  await tabTo(page, page.getByRole('button', { name: commonIt.cookies.accept }), { max: 80 });
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: findIt.page.create }), { max: 60 });
  await page.keyboard.press('Enter');

  // §5: the empty form is refused; the focus lands on the first wrong field, the type.
  const save = page.getByRole('button', { name: form.save });
  await tabTo(page, save, { max: 60 });
  await page.keyboard.press('Enter');
  const type = page.getByRole('combobox', { name: form.type });
  await expectFocused(page, type);
  await expect(type).toHaveAttribute('aria-invalid', 'true');
  // Its message is the field's description, read out with it as the focus lands there.
  await expect(type).toHaveAccessibleDescription(new RegExp(errorsIt.global.errors.required));

  // The type chosen by typing its name in the focused list.
  const typeName = (await type.locator(`option[value="${listing.typeId}"]`).textContent()) ?? '';
  await page.keyboard.type(typeName);
  await expect(type).toHaveValue(listing.typeId);

  // The municipality from the place search's suggestions: arrows, then Enter.
  const placeSearch = page.getByRole('textbox', { name: form.placeSearch });
  await tabTo(page, placeSearch);
  await page.keyboard.type(listing.municipality.it);
  const wanted = page
    .getByRole('option')
    .filter({ hasText: commonIt.search.locationTypes.municipality })
    .filter({ hasText: listing.municipality.it })
    .first();
  await expect(wanted).toBeVisible();
  // The highlighted suggestion is the field's active descendant, as screen readers follow it.
  const wantedId = (await wanted.getAttribute('id')) ?? '';
  for (let i = 0; i < 10; i += 1) {
    await page.keyboard.press('ArrowDown');
    if ((await placeSearch.getAttribute('aria-activedescendant')) === wantedId) break;
  }
  await expect(placeSearch).toHaveAttribute('aria-activedescendant', wantedId);
  await page.keyboard.press('Enter');
  const removeMunicipality = page.getByRole('button', {
    name: form.remove.replace('{{name}}', listing.municipality.it),
    exact: true,
  });
  await expect(removeMunicipality).toBeVisible();

  // The drawing dialog; the map takes the focus with Tab and shows it.
  const drawButton = page.getByRole('button', { name: form.drawZone });
  await tabTo(page, drawButton);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: draw.title });
  const map = dialog.locator('.leaflet-container');
  await expect(map).toBeVisible();
  await tabTo(page, map);
  await expectFocusVisible(page);
  await expect(dialog.getByText(draw.keyboardHint)).toBeVisible();

  // To the listing, then a square of 160 px around it, corner by corner with Enter.
  await pan(page, steps.x < 0 ? 'ArrowLeft' : 'ArrowRight', Math.abs(steps.x));
  await pan(page, steps.y < 0 ? 'ArrowUp' : 'ArrowDown', Math.abs(steps.y));
  const status = dialog.getByRole('status');
  await pan(page, 'ArrowUp');
  await pan(page, 'ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(status).toHaveText(draw.points_one.replace('{{count}}', '1'));
  await pan(page, 'ArrowRight', 2);
  await page.keyboard.press('Enter');
  await pan(page, 'ArrowDown', 2);
  await page.keyboard.press('Enter');
  await pan(page, 'ArrowLeft', 2);
  await page.keyboard.press('Enter');
  // A fifth corner by mistake, taken back with Undo.
  await pan(page, 'ArrowDown');
  await page.keyboard.press('Enter');
  await expect(status).toHaveText(draw.points_other.replace('{{count}}', '5'));
  await tabTo(page, dialog.getByRole('button', { name: draw.undo }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(status).toHaveText(draw.points_other.replace('{{count}}', '4'));
  await tabTo(page, dialog.getByRole('button', { name: draw.finish }));
  await page.keyboard.press('Enter');
  await expect(status).toHaveText(draw.hintDone);

  // Named, and saved: the focus is back on Draw zone.
  await tabTo(page, dialog.getByRole('textbox', { name: draw.name }), { backwards: true });
  await typeInto(page, 'Zona a tastiera');
  await tabTo(page, dialog.getByRole('button', { name: draw.save }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expectFocused(page, drawButton);

  // Only the zone stays; removing the municipality keeps the focus among the places.
  await tabTo(page, removeMunicipality, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(removeMunicipality).toHaveCount(0);
  const removeZone = page.getByRole('button', { name: 'Rimuovi Zona a tastiera' });
  await expectFocused(page, removeZone);

  // Saving makes the visitor a client first: the dialog, filled by keyboard.
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  const client = page.getByRole('dialog', { name: findIt.client.title });
  await expect(client).toBeVisible();
  const email = `kb-buyer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await tabTo(page, client.getByRole('textbox', { name: findIt.client.email, exact: true }));
  await page.keyboard.type(email);
  await tabTo(page, client.getByRole('textbox', { name: findIt.client.name, exact: true }));
  await page.keyboard.type('Giulia');
  await tabTo(page, client.getByRole('textbox', { name: findIt.client.familyName, exact: true }));
  await page.keyboard.type('Tastiera');
  const create = client.getByRole('button', { name: findIt.client.submit });
  await expect(create).toBeEnabled({ timeout: 60_000 });
  await tabTo(page, create);
  await page.keyboard.press('Enter');
  // Refused without the privacy consent: the focus goes to the checkbox, the error announced.
  const privacy = client.getByRole('checkbox', { name: findIt.client.privacy });
  await expectFocused(page, privacy);
  await expect(privacy).toHaveAccessibleDescription(new RegExp(errorsIt.global.errors.privacy));
  await page.keyboard.press('Space');
  await expect(privacy).toBeChecked();
  await expect(create).toBeEnabled({ timeout: 60_000 });
  await tabTo(page, create);
  await page.keyboard.press('Enter');

  // The matches page: the listing is a match; the visit request is refused until the address
  // is confirmed, the refusal announced; "I'll think about it" is taken.
  await expect(page).toHaveURL(/\/find\/searches\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expectAnnounced(page, findIt.client.created);
  const matchItem = page.getByTestId('match').filter({ hasText: `N. ${listing.number}` });
  await expect(matchItem).toBeVisible();
  await tabTo(page, matchItem.getByRole('button', { name: findIt.matches.answers.visit }), {
    max: 80,
  });
  await page.keyboard.press('Enter');
  // 'Visit' opens the viewing dialog (issue 33 point 1); without a time it is the answer as before.
  await tabTo(page, page.getByRole('button', { name: viewingIt.withoutTime }));
  await page.keyboard.press('Enter');
  await expectAnnounced(page, errorsIt.api.address_unverified);
  const wait = matchItem.getByRole('button', { name: findIt.matches.answers.wait });
  await tabTo(page, wait);
  await page.keyboard.press('Enter');
  await expect(matchItem.getByTestId('match-state')).toHaveText(findIt.matches.states.wait);
  // The answer changes the buttons: the focus is not lost to the page.
  await expect.poll(() => page.evaluate(() => document.activeElement !== document.body)).toBe(true);
  await expectFocusVisible(page);
});
