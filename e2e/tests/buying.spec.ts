import { MAP } from '@domus/domain/core/constants';
import { accountIt } from '@domus/domain/i18n/locales/it/account';
import { commonIt } from '@domus/domain/i18n/locales/it/common';
import { errorsIt } from '@domus/domain/i18n/locales/it/errors';
import { findIt } from '@domus/domain/i18n/locales/it/find';
import { viewingIt } from '@domus/domain/i18n/locales/it/viewing';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { loginAs, loginLinkIn, readOutbox, waitForMail } from '../support/outbox.ts';
import { worldPixel, type LatLng } from '../support/map-pixels.ts';

/**
 * Buying (buyer-side.md §2 Find page, Matches page, §4, §5; decisions.md Saved searches and
 * matching, Accounts and roles; the new-match alerts contract): a visitor becomes a client on
 * the find page and saves a search whose only place is a zone drawn around a demo listing; the
 * listing is a match; a visit request shows the toast and mails the agency; once the client has
 * confirmed the address, a listing the super admin confirms inside the zone mails the client and
 * one outside does not; the mail's opt-out link stops the alerts only from its button.
 */

// A client address of its own: the new-client dialog counts against the login-link limits.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.57' } });
// Two captchas solved in the browser, mails and a drawn map: a busy machine needs the time.
test.describe.configure({ timeout: 240_000 });

const AGENCY_EMAIL = 'info@domus-immobiliare.example';

/** What the test needs of a demo listing. */
interface DemoListing {
  id: string;
  number: number;
  typeId: string;
  coordinates: LatLng;
  municipality: { id: string; it: string; de: string };
  imageUrl: string;
}

/** The geographic point at a pixel offset from `center` at `zoom` (the inverse of worldPixel). */
function offsetPoint(center: LatLng, dx: number, dy: number, zoom: number): LatLng {
  const size = 256 * 2 ** zoom;
  const c = worldPixel(center, zoom);
  const x = c.x + dx;
  const y = c.y + dy;
  const lng = (x / size) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * y) / size;
  const lat = (180 / Math.PI) * Math.atan(0.5 * (Math.exp(n) - Math.exp(-n)));
  return { lat, lng };
}

/** The newest residential demo listings for sale, with their position and municipality. */
async function demoListings(request: APIRequestContext): Promise<DemoListing[]> {
  const list = await request.get('/api/v1/properties/residential?limit=5&lang=it');
  expect(list.ok()).toBe(true);
  const cards = ((await list.json()) as { data: { _id: string; rent: boolean }[] }).data;
  const listings: DemoListing[] = [];
  for (const card of cards.filter((c) => !c.rent)) {
    const res = await request.get(`/api/v1/properties/residential/${card._id}?lang=it`);
    expect(res.ok()).toBe(true);
    const { data } = (await res.json()) as {
      data: {
        _id: string;
        property_id: number;
        type: string | { _id: string };
        location: {
          coordinates: LatLng;
          address: { municipalityId?: string; municipality: { it: string; de: string } };
        };
        images: ({ url: string } | string)[];
      };
    };
    const image = data.images[0];
    const municipalityId = data.location.address.municipalityId;
    if (!municipalityId || !image || typeof image === 'string') continue;
    listings.push({
      id: data._id,
      number: data.property_id,
      typeId: typeof data.type === 'string' ? data.type : data.type._id,
      coordinates: data.location.coordinates,
      municipality: { id: municipalityId, ...data.location.address.municipality },
      imageUrl: image.url,
    });
  }
  return listings;
}

/** Where the drawing map opens for a municipality: its seat, as the place search answers it. */
async function seatOf(request: APIRequestContext, municipality: DemoListing['municipality']) {
  const res = await request.get(
    `/api/v1/locations/search?q=${encodeURIComponent(municipality.it)}&lang=it`,
  );
  const { data } = (await res.json()) as {
    data: { id: string; type: string; point?: LatLng }[];
  };
  const seat = data.find((s) => s.type === 'municipality' && s.id === municipality.id)?.point;
  expect(seat, `a position for ${municipality.it}`).toBeDefined();
  return seat as LatLng;
}

/** The session token the page keeps in browser storage. */
async function sessionToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('domus.session') ?? '{}') as { token?: string };
    return stored.token ?? '';
  });
}

/** A new, confirmed residential listing of the super admin at `coordinates`. */
async function createListing(
  request: APIRequestContext,
  token: string,
  listing: DemoListing,
  coordinates: LatLng,
  images: string[],
  owner: string,
): Promise<{ _id: string; property_id: number; isConfirmed: boolean }> {
  const res = await request.post('/api/v1/properties/residential', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      type: listing.typeId,
      rent: false,
      price: 320_000,
      owner,
      title: { it: 'Appartamento di prova', de: 'Testwohnung', en: 'Test apartment' },
      description: { it: 'Descrizione', de: 'Beschreibung', en: 'Description' },
      images,
      rooms: { bed: 2, living: 1, bath: 1 },
      nettoArea: 85,
      location: {
        address: {
          street: 'Via Prova',
          streetNumber: '1',
          municipality: { it: listing.municipality.it, de: listing.municipality.de },
          municipalityId: listing.municipality.id,
        },
        coordinates,
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (
    (await res.json()) as { data: { _id: string; property_id: number; isConfirmed: boolean } }
  ).data;
}

const form = findIt.form;

test('a visitor saves a search with a drawn zone, answers a match and gets alerts for new listings in the zone only', async ({
  page,
  request,
}) => {
  // A demo listing whose position shows on the drawing map opened at its municipality's seat.
  const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
  let chosen: { listing: DemoListing; seat: LatLng; dx: number; dy: number } | undefined;
  for (const listing of await demoListings(request)) {
    const seat = await seatOf(request, listing.municipality);
    const a = worldPixel(seat, MAP.drawZoom);
    const b = worldPixel(listing.coordinates, MAP.drawZoom);
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    if (Math.abs(dx) < viewport.width / 2 - 120 && Math.abs(dy) < viewport.height / 2 - 200) {
      chosen = { listing, seat, dx, dy };
      break;
    }
  }
  expect(chosen, 'a demo listing near its municipality seat').toBeDefined();
  const { listing, dx, dy } = chosen!;

  // §2 Find page: intro with its buttons, then the form.
  await page.goto('/find');
  await expect(page.getByRole('heading', { level: 1, name: findIt.page.heading })).toBeVisible();
  await expect(page.getByRole('link', { name: findIt.page.search })).toHaveAttribute(
    'href',
    '/search',
  );
  await page.getByRole('button', { name: findIt.page.create }).click();

  // §5: type and location are required.
  await page.getByRole('button', { name: form.save }).click();
  await expect(page.getByText(errorsIt.global.errors.required)).toHaveCount(2);

  await page.getByRole('combobox', { name: form.type }).selectOption(listing.typeId);
  await page.getByRole('textbox', { name: form.placeSearch }).fill(listing.municipality.it);
  await page
    .getByRole('option')
    .filter({ hasText: commonIt.search.locationTypes.municipality })
    .filter({ hasText: listing.municipality.it })
    .first()
    .click();
  await expect(
    page.getByRole('button', { name: `Rimuovi ${listing.municipality.it}`, exact: true }),
  ).toBeVisible();

  // The drawing map opens at the municipality: a square of 80 px (some 4 km) around the listing.
  await page.getByRole('button', { name: form.drawZone }).click();
  const dialog = page.getByRole('dialog', { name: findIt.draw.title });
  const map = dialog.locator('.leaflet-container');
  await expect(map).toBeVisible();
  const save = dialog.getByRole('button', { name: findIt.draw.save });
  await expect(save).toBeDisabled();
  const box = (await map.boundingBox())!;
  const x = box.x + box.width / 2 + dx;
  const y = box.y + box.height / 2 + dy;
  const corners = [
    [x - 40, y - 40],
    [x + 40, y - 40],
    [x + 40, y + 40],
    [x - 40, y + 40],
  ] as const;
  // A wrong fifth point is taken back with undo.
  for (const [cx, cy] of [...corners, [x + 90, y + 90] as const]) {
    await page.mouse.click(cx, cy);
  }
  await expect(dialog.getByText(/5 punti/)).toBeVisible();
  await dialog.getByRole('button', { name: findIt.draw.undo }).click();
  await expect(dialog.getByText(/4 punti/)).toBeVisible();
  await dialog.getByRole('button', { name: findIt.draw.finish }).click();
  await expect(save).toBeEnabled();
  await dialog.getByRole('textbox', { name: findIt.draw.name }).fill('Zona della prova');
  await save.click();
  await expect(dialog).toBeHidden();

  // Only the drawn zone stays: the listing matches by its position.
  await page
    .getByRole('button', { name: `Rimuovi ${listing.municipality.it}`, exact: true })
    .click();
  await expect(page.getByRole('button', { name: 'Rimuovi Zona della prova' })).toBeVisible();
  await page.getByRole('button', { name: form.save }).click();

  // A visitor becomes a client first (§5 New client dialog).
  const client = page.getByRole('dialog', { name: findIt.client.title });
  const email = `buyer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await client.getByRole('textbox', { name: findIt.client.email, exact: true }).fill(email);
  await client.getByRole('textbox', { name: findIt.client.name, exact: true }).fill('Giulia');
  await client
    .getByRole('textbox', { name: findIt.client.familyName, exact: true })
    .fill('Compratrice');
  const create = client.getByRole('button', { name: findIt.client.submit });
  await expect(create).toBeEnabled({ timeout: 60_000 });
  await create.click();
  await expect(client.getByText(errorsIt.global.errors.privacy)).toBeVisible();
  await client.getByRole('checkbox', { name: findIt.client.privacy }).check();
  await expect(create).toBeEnabled({ timeout: 60_000 });
  await create.click();

  // The search is saved at once and its matches page opens.
  await expect(page).toHaveURL(/\/find\/searches\/[0-9a-f-]{36}$/);
  const searchId = new URL(page.url()).pathname.split('/').at(-1)!;
  await expect(page.getByText(findIt.client.created)).toBeVisible();
  await expect(page.getByText('Zona della prova')).toBeVisible();

  // The listing is a new match. Before the address is confirmed a visit request is refused with
  // a message saying so (decision 024), and nothing is mailed to the agency.
  const matchItem = page.getByTestId('match').filter({ hasText: `N. ${listing.number}` });
  await expect(matchItem).toBeVisible();
  await expect(matchItem.getByTestId('match-state')).toHaveText(findIt.matches.states.new);
  const seenAgency = readOutbox().map((m) => m.file);
  await matchItem.getByRole('button', { name: findIt.matches.answers.visit }).click();
  // 'Visit' opens the viewing dialog (issue 33 point 1); without a time it is the answer as before.
  await page.getByRole('button', { name: viewingIt.withoutTime }).click();
  await expect(page.getByText(errorsIt.api.address_unverified)).toBeVisible();
  await expect(matchItem.getByTestId('match-state')).toHaveText(findIt.matches.states.new);

  // The Searches tab of the account page opens the search's edit dialog; the drawn zone goes back
  // unchanged with the new budget.
  await page.goto('/account');
  await page.getByRole('tab', { name: accountIt.page.tabs.searches }).click();
  await page.getByRole('link', { name: /^Modifica la ricerca / }).click();
  await expect(page).toHaveURL(new RegExp(`/find/searches/${searchId}\\?edit`));
  const edit = page.getByRole('dialog', { name: form.titleEdit });
  await expect(edit.getByRole('button', { name: 'Rimuovi Zona della prova' })).toBeVisible();
  await edit.getByRole('textbox', { name: form.budget }).fill('900000');
  await edit.getByRole('button', { name: form.saveChanges }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText(/Budget fino a 900\.000/)).toBeVisible();
  await expect(matchItem.getByTestId('match-state')).toHaveText(findIt.matches.states.new);

  // Alerts go to confirmed addresses only: the client opens the verification link.
  const verification = await waitForMail(email);
  const clientToken = await sessionToken(page);
  await page.goto(loginLinkIn(verification));
  await expect(page).not.toHaveURL(/token=/);
  // Issue 18: the link lands on the find page, which says what happened and shows the search.
  await expect(page).toHaveURL(/\/find\?verified=1$/);
  await expect(page.getByRole('status').filter({ hasText: findIt.page.verified })).toBeVisible();
  const savedList = page.getByRole('region', { name: findIt.page.savedSearches });
  await expect(savedList.getByText('Zona della prova')).toBeVisible();
  await expect(savedList.getByRole('link', { name: findIt.page.openSearch })).toHaveAttribute(
    'href',
    `/find/searches/${searchId}`,
  );
  const verifiedToken = await sessionToken(page);
  expect(verifiedToken).not.toBe(clientToken);

  // Confirmed, the client's visit request shows the toast and mails the agency.
  await page.goto(`/find/searches/${searchId}`);
  await matchItem.getByRole('button', { name: findIt.matches.answers.visit }).click();
  await page.getByRole('button', { name: viewingIt.withoutTime }).click();
  await expect(page.getByText(commonIt.feedback.requestSent)).toBeVisible();
  await expect(matchItem.getByTestId('match-state')).toHaveText(findIt.matches.states.visit);
  await expect(matchItem.getByRole('button')).toHaveCount(0);
  const request_ = await waitForMail(AGENCY_EMAIL, {
    subject: new RegExp(`Richiesta di visita: immobile n\\. ${listing.number}\\b`),
    skip: seenAgency,
  });
  expect(request_.text).toContain(email);

  // The super admin confirms two new listings: one inside the zone, one far outside it.
  await loginAs(page, 'admin@domus.example');
  const adminToken = await sessionToken(page);
  const auth = { Authorization: `Bearer ${adminToken}` };
  const sellers = await request.get('/api/v1/sellers?limit=1', { headers: auth });
  const owner = ((await sellers.json()) as { data: { _id: string }[] }).data[0]!._id;
  const picture = await request.get(listing.imageUrl);
  expect(picture.ok()).toBe(true);
  const bytes = await picture.body();
  // Four pictures of its own for each listing (a file belongs to one listing).
  const upload = async () => {
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await request.post('/api/v1/file?type=image', {
        headers: auth,
        multipart: { file: { name: `photo-${i}.jpg`, mimeType: 'image/jpeg', buffer: bytes } },
      });
      expect(res.status(), await res.text()).toBe(200);
      ids.push(((await res.json()) as { data: { _id: string }[] }).data[0]!._id);
    }
    return ids;
  };
  const seenClient = readOutbox().map((m) => m.file);
  const outside = await createListing(
    request,
    adminToken,
    listing,
    offsetPoint(listing.coordinates, 0, 200, MAP.drawZoom),
    await upload(),
    owner,
  );
  const inside = await createListing(
    request,
    adminToken,
    listing,
    offsetPoint(listing.coordinates, 10, -10, MAP.drawZoom),
    await upload(),
    owner,
  );
  expect(inside.isConfirmed).toBe(true);
  expect(outside.isConfirmed).toBe(true);

  const alert = await waitForMail(email, { subject: /nuov[oi] immobil/i, skip: seenClient });
  expect(alert.text).toContain(`/property/residential/${inside._id}`);
  expect(alert.text).not.toContain(outside._id);
  const alertsAfter = readOutbox().filter(
    (m) => m.to.includes(email) && !seenClient.includes(m.file),
  );
  expect(alertsAfter.some((m) => m.text.includes(outside._id))).toBe(false);

  // The client's matches: the new listing inside the zone, not the one outside.
  const matches = await request.get(`/api/v1/searches/${searchId}/matches`, {
    headers: { Authorization: `Bearer ${verifiedToken}` },
  });
  const matched = ((await matches.json()) as { data: { property: { _id: string } }[] }).data.map(
    (m) => m.property._id,
  );
  expect(matched).toContain(inside._id);
  expect(matched).toContain(listing.id);
  expect(matched).not.toContain(outside._id);

  // The mail's opt-out link asks first; only its button stops the alerts.
  const stop = /https?:\/\/[^\s"<>]+\/find\/searches\/[^\s"<>]+alerts=off[^\s"<>]*/.exec(
    alert.text,
  );
  expect(stop, 'an opt-out link in the alert mail').not.toBeNull();
  const stopUrl = new URL(stop![0].replace(/&amp;/g, '&'));
  await page.evaluate(() => localStorage.removeItem('domus.session'));
  await page.goto(`${stopUrl.pathname}${stopUrl.search}`);
  const stopButton = page.getByRole('button', { name: findIt.alerts.optOutButton });
  await expect(stopButton).toBeVisible();
  const before = await request.get(`/api/v1/searches/${searchId}`, {
    headers: { Authorization: `Bearer ${verifiedToken}` },
  });
  expect(((await before.json()) as { data: { alerts: boolean } }).data.alerts).toBe(true);
  await stopButton.click();
  await expect(page.getByText(findIt.alerts.optOutDone)).toBeVisible();
  const after = await request.get(`/api/v1/searches/${searchId}`, {
    headers: { Authorization: `Bearer ${verifiedToken}` },
  });
  expect(((await after.json()) as { data: { alerts: boolean } }).data.alerts).toBe(false);
});

test('the search being typed on the find page comes back after a reload, with a word about it (decision 017)', async ({
  page,
}) => {
  await page.goto('/find');
  const type = page.getByRole('combobox', { name: findIt.form.type });
  await expect(type).toBeEnabled();
  await page.getByRole('radio', { name: findIt.form.rent }).check();
  const value = await type.locator('option:not([disabled])').first().getAttribute('value');
  await type.selectOption(value);
  await page.getByRole('textbox', { name: findIt.form.budget }).fill('1200');

  // The server renders the empty form; the app brings the draft back once it has taken over.
  await page.reload();
  await expect(
    page.getByRole('status').filter({ hasText: findIt.page.draftRestored }),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: findIt.form.rent })).toBeChecked();
  await expect(type).toHaveValue(value!);
  await expect(page.getByRole('textbox', { name: findIt.form.budget })).toHaveValue(/1\.?200/);

  // Starting afresh forgets it, also for the next visit.
  await page.getByRole('button', { name: findIt.page.draftDiscard }).click();
  await expect(page.getByText(findIt.page.draftRestored)).toHaveCount(0);
  await expect(type).toHaveValue('');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: findIt.page.heading })).toBeVisible();
  await expect(type).toBeEnabled();
  await expect(page.getByText(findIt.page.draftRestored)).toHaveCount(0);
});
