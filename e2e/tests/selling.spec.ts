import type { Category } from '@domus/domain/core/constants';
import { detailIt } from '@domus/domain/i18n/locales/it/detail';
import { propertyIt } from '@domus/domain/i18n/locales/it/property';
import { sellIt } from '@domus/domain/i18n/locales/it/sell';
import { formatMoney } from '@domus/domain/format/money';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { loginAs } from '../support/outbox.ts';
import {
  accountPage,
  cadastralPdf,
  cardOf,
  chooseOffer,
  confirmInDialog,
  confirmTexts,
  enterAddress,
  fact,
  fillOwnSeller,
  fillTexts,
  forgetSession,
  idInHref,
  imageCount,
  loginAsStaff,
  newAddress,
  next,
  ownClientAddress,
  ownListings,
  photos,
  sectionLabel,
  textbox,
  upload,
  wizard,
} from '../support/selling.ts';
import { texts } from '../support/texts.ts';

const fields = propertyIt.fields;
const parts = sellIt.details.sections;
const values = propertyIt.values;
const sections = detailIt.sections;

/** The parts of a listing as the API answers it that the journeys check. */
type ReadListing = {
  images: { _id: string; name: string }[];
  plans: { _id: string; name: string }[];
  mainImage: string | null;
  mainImages: string[];
};

/** One listing a private seller puts through the wizard, and what its pages must then show. */
interface Journey {
  category: Category;
  subtype: string;
  /** The type's Italian name, as the type choice and the pages show it. */
  typeName: string;
  rent: boolean;
  /** A real street of a demo municipality, placed by the built-in geocoder. */
  address: { municipality: string; istat: string; street: string; number: string };
  price: number;
  /** Step 3, sub-step after sub-step: its section title and what the seller fills in there. */
  details: { title: string; fill: (page: Page) => Promise<void> }[];
  /** Where the super admin opens the confirm dialog: the account page's list or its link. */
  confirmFrom: 'list' | 'link';
  /** Labelled values the detail page shows afterwards: section, label, value. */
  facts: [section: string, label: string, value: string][];
}

const journeys: Journey[] = [
  {
    category: 'residential',
    subtype: 'apartment',
    typeName: propertyIt.types.residential.apartment,
    rent: false,
    address: {
      municipality: 'Merano',
      istat: '021051',
      street: 'Via Dante Alighieri',
      number: '17',
    },
    price: 465000,
    details: [
      {
        title: parts.characteristics,
        fill: async (page) => {
          await page.getByRole('combobox', { name: fields.energyClass }).selectOption('B');
          await page
            .getByRole('combobox', { name: fields.condition })
            .selectOption(values.condition[2]);
          await textbox(page, fields.constructionYear).fill('2008');
        },
      },
      {
        title: parts.roomsAndAreas,
        fill: async (page) => {
          await textbox(page, propertyIt.rooms.bed).fill('3');
          await textbox(page, propertyIt.rooms.bath).fill('2');
          await textbox(page, fields.nettoArea).fill('104');
        },
      },
      {
        title: parts.price,
        fill: async (page) => {
          await textbox(page, fields.price).fill('465000');
        },
      },
    ],
    confirmFrom: 'list',
    facts: [
      [sections.properties, fields.energyClass, 'B'],
      [sections.properties, fields.condition, values.condition[2]],
      [sections.properties, fields.constructionYear, '2008'],
      [sections.rooms, propertyIt.rooms.bed, '3'],
      [sections.areas, fields.nettoArea, '104 m²'],
    ],
  },
  {
    category: 'garage',
    subtype: 'garage',
    typeName: propertyIt.types.garage.garage,
    rent: true,
    address: { municipality: 'Brunico', istat: '021013', street: 'Via Bastioni', number: '8' },
    price: 140,
    details: [
      {
        title: parts.characteristics,
        fill: async (page) => {
          await textbox(page, fields.numOfPlaces).fill('2');
          await textbox(page, fields.area).fill('36');
          await page.getByRole('switch', { name: fields.power }).check();
        },
      },
      {
        title: parts.price,
        fill: async (page) => {
          await textbox(page, fields.priceRent).fill('140');
        },
      },
    ],
    confirmFrom: 'link',
    facts: [
      [sections.properties, fields.numOfPlaces, '2'],
      [sections.areas, fields.area, '36 m²'],
      [sections.amenities, fields.power, values.boolean.yes],
    ],
  },
  {
    category: 'commercial',
    subtype: 'bar',
    typeName: propertyIt.types.commercial.bar,
    rent: false,
    address: {
      municipality: 'Bressanone',
      istat: '021011',
      street: 'Via del Mercato Vecchio',
      number: '4',
    },
    price: 285000,
    details: [
      {
        title: parts.characteristics,
        fill: async (page) => {
          await page
            .getByRole('combobox', { name: fields.condition })
            .selectOption(values.condition[3]);
        },
      },
      {
        title: parts.roomsAndAreas,
        fill: async (page) => {
          await textbox(page, propertyIt.rooms.seats).fill('40');
          await textbox(page, fields.area).fill('120');
        },
      },
      {
        title: parts.price,
        fill: async (page) => {
          await page.getByRole('radio', { name: values.sellType.activity }).check();
          await textbox(page, fields.price).fill('285000');
          await textbox(page, fields.avgAnnualTurnover).fill('350000');
        },
      },
    ],
    confirmFrom: 'list',
    facts: [
      [sections.properties, fields.sellType, values.sellType.activity],
      [sections.properties, fields.condition, values.condition[3]],
      [sections.properties, fields.avgAnnualTurnover, formatMoney(350000, 'it')],
      [sections.rooms, propertyIt.rooms.seats, '40'],
      [sections.areas, fields.area, '120 m²'],
    ],
  },
  {
    category: 'buildingland',
    subtype: 'residential',
    typeName: propertyIt.types.buildingland.residential,
    rent: false,
    address: {
      municipality: 'Laives',
      istat: '021040',
      street: 'Via John Fitzgerald Kennedy',
      number: '61',
    },
    price: 390000,
    details: [
      {
        title: parts.land,
        fill: async (page) => {
          await textbox(page, fields.catastralArea).fill('820');
          await textbox(page, fields.cubic).fill('2460');
          await textbox(page, fields.landUseZone).fill('Zona residenziale C1');
          await textbox(page, fields.cubicIndex).fill('3');
        },
      },
      {
        title: parts.price,
        fill: async (page) => {
          await textbox(page, fields.price).fill('390000');
        },
      },
    ],
    confirmFrom: 'link',
    facts: [
      [sections.properties, fields.landUseZone, 'Zona residenziale C1'],
      [sections.properties, fields.cubicIndex, '3 m³/m²'],
      [sections.areas, fields.catastralArea, '820 m²'],
      [sections.areas, fields.cubic, '2.460 m³'],
    ],
  },
  {
    category: 'agriculture',
    subtype: 'agriculture',
    typeName: propertyIt.types.agriculture.agriculture,
    rent: false,
    address: { municipality: 'Lana', istat: '021041', street: 'Zona Industriale', number: '12' },
    price: 780000,
    details: [
      {
        title: parts.land,
        fill: async (page) => {
          await textbox(page, fields.area).fill('12000');
          await textbox(page, fields.fountains).fill('1');
          await page.getByRole('switch', { name: fields.sprinklers }).check();
          await page.getByRole('button', { name: 'Aggiungi coltura' }).click();
          const crop = page.getByRole('group', { name: 'Coltura 1' });
          await textbox(crop, fields.cultivationDescription).fill('Mele Golden Delicious');
          await textbox(crop, fields.cultivationArea).fill('1,2');
        },
      },
      {
        title: parts.price,
        fill: async (page) => {
          await textbox(page, fields.price).fill('780000');
        },
      },
    ],
    confirmFrom: 'list',
    facts: [
      [sections.areas, fields.area, '12.000 m²'],
      [sections.amenities, fields.fountains, '1'],
      [sections.amenities, fields.sprinklers, values.boolean.yes],
      [sections.cultivation, 'Mele Golden Delicious', '1,2 ha'],
    ],
  },
];

for (const journey of journeys) {
  const { category, address } = journey;
  test(`a private seller lists a property of the ${category} category, the super admin confirms it and it is published (seller-side.md §2, §4)`, async ({
    page,
  }) => {
    // Two logins, a whole wizard with uploads, the confirm dialog and the public pages.
    test.setTimeout(180_000);
    await ownClientAddress(page);
    const email = newAddress(`seller-${category}`);
    const title = `${journey.typeName} a ${address.municipality}, ${address.street} ${address.number}`;

    let id = '';
    await test.step('the seller logs in and goes through the wizard', async () => {
      await loginAs(page, email, 'sell');
      await expect(page).toHaveURL('/sell');

      // Step 0: own data; 1: offer and type; 2: the address, checked and shown on the map.
      await fillOwnSeller(page, {
        name: 'Lena',
        familyName: 'Oberhofer',
        tel: '+39 0473 555 218',
      });
      await next(page);
      await chooseOffer(page, { rent: journey.rent, type: journey.typeName });
      await next(page);
      const result = await enterAddress(page, address);
      await expect(result.locator('.leaflet-marker-icon')).toBeVisible();
      await next(page, wizard.steps.details);

      // Step 3, sub-step by sub-step.
      for (const [index, part] of journey.details.entries()) {
        if (journey.details.length > 1) {
          await expect(sectionLabel(page, index + 1, journey.details.length)).toBeVisible();
        }
        await expect(
          page.getByRole('heading', { name: part.title, exact: true }).last(),
        ).toBeVisible();
        await part.fill(page);
        await next(page);
      }

      // Step 4: title and description.
      await fillTexts(page, {
        title,
        description: `Descrizione di prova: ${journey.typeName.toLowerCase()} offerto tramite l’agenzia.`,
        titleDe: `Testobjekt in ${address.municipality}`,
      });
      await next(page, wizard.steps.files);
    });

    await test.step('four photos and a PDF plan are uploaded and the listing is sent', async () => {
      await upload(page, 'image', await photos(category, journey.subtype, 4));
      await expect(imageCount(page, 4)).toBeVisible();
      await upload(page, 'cataster', [cadastralPdf(address.municipality)]);
      await page.getByRole('button', { name: wizard.submit }).click();

      // The seller is back in the account, the listing waiting for confirmation.
      await expect(page).toHaveURL('/account');
      await expect(page.getByText(wizard.done.submitted)).toBeVisible();
      const own = ownListings(page).locator(':scope > li');
      await expect(own).toHaveCount(1);
      await expect(own.first().getByText(accountPage.unconfirmedBadge)).toBeVisible();
      id = idInHref(await own.first().getByRole('link').first().getAttribute('href'));
    });

    await test.step('the super admin confirms it with its main images', async () => {
      await forgetSession(page);
      const unconfirmed = page.getByRole('list', { name: accountPage.unconfirmed });
      if (journey.confirmFrom === 'list') {
        await loginAsStaff(page, 'admin@domus.example', '/account');
        // The whole list of unconfirmed and newest listings: slow to draw on a busy machine.
        const card = cardOf(unconfirmed, category, id);
        await expect(card).toContainText('Lena Oberhofer', { timeout: 30_000 });
        await card.getByRole('button', { name: confirmTexts.confirmAction }).click();
      } else {
        // The link staff follow after submitting a listing (buyer-side.md §2 Account page).
        await loginAsStaff(
          page,
          'admin@domus.example',
          `/account?newproperty=${id}&type=${category}`,
        );
      }
      await confirmInDialog(page, {
        mainImage: 'Immagine 2: foto-2.jpg',
        mainImages: [
          'Immagine 2: foto-2.jpg',
          'Immagine 1: foto-1.jpg',
          'Immagine 3: foto-3.jpg',
          'Estratto catastale 1: estratto-catastale.pdf',
        ],
      });
      // The lists are read again: the listing is among the newest, no longer waiting.
      await expect(page).toHaveURL('/account');
      const newest = cardOf(
        page.getByRole('list', { name: accountPage.newProperties }),
        category,
        id,
      );
      await expect(newest).toBeVisible({ timeout: 30_000 });
      await expect(newest.getByText(accountPage.unconfirmedBadge)).toHaveCount(0);
      await expect(cardOf(unconfirmed, category, id)).toHaveCount(0);
    });

    await test.step('a visitor finds it by place and type', async () => {
      await forgetSession(page);
      const search = new URLSearchParams({
        rent: String(journey.rent),
        locationId: address.istat,
        locationType: 'municipality',
        locationName: address.municipality,
        type: category,
        propertyType: journey.subtype,
      });
      await page.goto(`/search?${search}`);
      const results = page.getByRole('list', { name: texts.it.search.results });
      const found = cardOf(results, category, id);
      await expect(found).toBeVisible();
      await expect(found).toContainText(journey.typeName);
      await expect(found).toContainText(address.municipality);
      await expect(found).toContainText(formatMoney(journey.price, 'it'));
      await expect(found).toContainText(texts.it.properties.card[journey.rent ? 'rent' : 'sale']);
      await found.getByRole('link').click();
    });

    await test.step('its page shows what the seller entered', async () => {
      await expect(page).toHaveURL(`/property/${category}/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByTestId('property-price')).toContainText(
        formatMoney(journey.price, 'it'),
      );
      if (journey.rent) {
        await expect(page.getByTestId('property-price')).toContainText(detailIt.perMonth);
      }
      await expect(fact(page, sections.properties, fields.type)).toHaveText(journey.typeName);
      await expect(
        page
          .getByRole('navigation', { name: detailIt.breadcrumb })
          .getByRole('link', { name: address.municipality, exact: true }),
      ).toBeVisible();
      for (const [section, label, value] of journey.facts) {
        await expect(fact(page, section, label)).toHaveText(value);
      }
      // The PDF plan is offered to open.
      const plans = page.getByRole('region', { name: sections.plans, exact: true });
      await expect(plans.locator('a[href$=".pdf"]')).toHaveCount(1);

      // The main images as chosen; the gallery opens with the main image (the second photo).
      const answer = await page.request.get(`/api/v1/properties/${category}/${id}`);
      expect(answer.status()).toBe(200);
      const { data } = (await answer.json()) as { data: ReadListing };
      const file = (name: string) => [...data.images, ...data.plans].find((f) => f.name === name)!;
      expect(data.mainImage).toBe(file('foto-2.jpg')._id);
      expect(data.mainImages).toEqual(
        ['foto-2.jpg', 'foto-1.jpg', 'foto-3.jpg', 'estratto-catastale.pdf'].map(
          (name) => file(name)._id,
        ),
      );
      const cover = page
        .getByRole('button', {
          name: detailIt.gallery.open.replace('{{index}}', '1').replace('{{count}}', '4'),
        })
        .locator('img');
      await expect(cover).toHaveJSProperty('complete', true);
      const shown = await cover.evaluate(
        (img: HTMLImageElement) => new URL(img.currentSrc || img.src).pathname,
      );
      expect(JSON.stringify(file('foto-2.jpg'))).toContain(`"${shown}"`);
    });
  });
}
