// @vitest-environment jsdom
import type { Category, Subtype } from '@domus/domain/core/constants';
import { resources } from '@domus/domain/i18n/resources';
import { Button } from '@mantine/core';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useEffect, useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  initTestI18n,
  renderWithProviders,
  stubBrowser,
  testTexts,
} from '../../../../shared/test/render-with-providers';
import {
  detailsSections,
  initialDetailsValues,
  validateDetailsSection,
  type DetailsSectionId,
  type DetailsValues,
} from '../../utils/details-values';
import { DetailsStep } from './details-step';

const en = testTexts.sell.details;
const fields = testTexts.property.fields;
const errors = testTexts.errors.global.errors;
const today = new Date('2026-05-04T10:00:00Z');

// Typing into many fields takes a while on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

/** What the form last handed to the wizard. */
let current: DetailsValues;

/**
 * The details step as the wizard uses it: it keeps the values and, on "Check", shows the
 * problems of the sub-step as the wizard's Next button does.
 */
function Wizard({
  category,
  subtype,
  rent = false,
  isAdmin = false,
  readOnly = false,
  section,
  start,
}: {
  category: Category;
  subtype: Subtype;
  rent?: boolean;
  isAdmin?: boolean;
  readOnly?: boolean;
  section: DetailsSectionId;
  start?: Partial<DetailsValues>;
}) {
  const index = detailsSections(category, subtype).indexOf(section);
  const [values, setValues] = useState<DetailsValues>(() => ({
    ...initialDetailsValues(category, subtype, today),
    ...start,
  }));
  const [problems, setProblems] = useState<Record<string, string>>({});
  useEffect(() => {
    current = values;
  }, [values]);
  return (
    <>
      <DetailsStep
        category={category}
        subtype={subtype}
        rent={rent}
        isAdmin={isAdmin}
        section={index}
        values={values}
        onChange={setValues}
        errors={problems}
        readOnly={readOnly}
      />
      <Button
        onClick={() => setProblems(validateDetailsSection(category, subtype, rent, index, values))}
      >
        Check
      </Button>
    </>
  );
}

const input = (name: string | RegExp) => screen.getByRole<HTMLInputElement>('textbox', { name });
const user = () => userEvent.setup();

beforeAll(async () => {
  await initTestI18n();
  for (const language of ['it', 'de'] as const) {
    for (const ns of ['sell', 'property', 'errors', 'common'] as const) {
      i18next.addResourceBundle(language, ns, resources[language][ns]);
    }
  }
});
beforeEach(() => {
  stubBrowser();
  // The growing text areas listen for web fonts, which jsdom lacks.
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => i18next.changeLanguage('en'));
});

describe('details step: characteristics (seller-side.md §3, §9 defaults)', () => {
  it('shows an apartment with its defaults, in English, Italian and German', async () => {
    renderWithProviders(
      <Wizard category="residential" subtype="apartment" section="characteristics" />,
    );
    // Below the wizard's step heading (h2): the sub-step (h3) and its groups (h4).
    expect(
      screen.getByRole('heading', { level: 3, name: en.sections.characteristics }),
    ).toBeDefined();
    expect(screen.getByRole('heading', { level: 4, name: en.groups.energy })).toBeDefined();
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
    expect(screen.getByRole('region', { name: en.groups.energy })).toBeDefined();
    expect(input(fields.numOfUnits).value).toBe('8');
    expect(input(fields.minFloor).value).toBe('1');
    expect(input(fields.maxFloor).value).toBe('3');
    expect(input(fields.constructionYear).value).toBe('2026');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: fields.condition }).value).toBe(
      '1',
    );
    expect(
      screen.getByRole<HTMLSelectElement>('combobox', { name: fields.energyClass }).value,
    ).toBe('G');
    expect(screen.getByRole('checkbox', { name: 'South-west' })).toBeDefined();
    expect(screen.getByRole('switch', { name: fields.lift })).toBeDefined();

    await act(() => i18next.changeLanguage('it'));
    expect(screen.getByRole('heading', { level: 3, name: 'Caratteristiche' })).toBeDefined();
    expect(input('Unità nell’edificio').value).toBe('8');
    expect(screen.getByRole('option', { name: 'Perfetto' })).toBeDefined();

    await act(() => i18next.changeLanguage('de'));
    expect(screen.getByRole('heading', { level: 3, name: 'Merkmale' })).toBeDefined();
    expect(screen.getByRole('region', { name: 'Energie und Heizung' })).toBeDefined();
  });

  it('suggests the energy class from the demand, and the seller may still choose (§9 thresholds)', async () => {
    renderWithProviders(
      <Wizard category="commercial" subtype="office" section="characteristics" />,
    );
    const energyClass = screen.getByRole<HTMLSelectElement>('combobox', {
      name: fields.energyClass,
    });
    expect(screen.getByText(en.hints.energyConsumption)).toBeDefined();
    await user().type(input(fields.energyConsumption), '45');
    expect(energyClass.value).toBe('B');
    expect(screen.getByText('Class matching the energy demand: B')).toBeDefined();
    await user().clear(input(fields.energyConsumption));
    await user().type(input(fields.energyConsumption), '5');
    expect(energyClass.value).toBe('gold');
    fireEvent.change(energyClass, { target: { value: 'C' } });
    expect(energyClass.value).toBe('C');
    expect(current.energyClass).toBe('C');
    expect(screen.getByText('Class matching the energy demand: Gold')).toBeDefined();
  });

  it('shows an energy class not given as empty, not as the first class', () => {
    renderWithProviders(
      <Wizard
        category="commercial"
        subtype="store"
        section="characteristics"
        start={{ energyClass: null }}
      />,
    );
    const energyClass = screen.getByRole<HTMLSelectElement>('combobox', {
      name: fields.energyClass,
    });
    expect(energyClass.value).toBe('');
    expect(energyClass.selectedOptions[0]?.text).toBe('—');
  });

  it('clears a field at 0 when focused and puts 0 back when it is left empty (§4)', async () => {
    renderWithProviders(<Wizard category="commercial" subtype="hotel" section="characteristics" />);
    const floor = input(fields.floor);
    expect(floor.value).toBe('0');
    await user().click(floor);
    expect(floor.value).toBe('');
    await user().type(floor, '2');
    expect(current.floor).toBe(2);
    await user().clear(floor);
    expect(current.floor).toBe(0);
    await user().tab();
    expect(floor.value).toBe('0');
    // Orientation is not offered for hotels (seller-side.md §5).
    expect(screen.queryByRole('group', { name: fields.orientation })).toBeNull();
  });

  it('asks a garage for its number of places before it moves on (§5 Price)', async () => {
    renderWithProviders(<Wizard category="garage" subtype="garage" section="characteristics" />);
    expect(input(fields.floor).value).toBe('-1');
    await user().click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText(errors.required)).toBeDefined();
    await user().type(input(new RegExp(`^${fields.numOfPlaces}`)), '3');
    await user().click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.queryByText(errors.required)).toBeNull();
  });
});

describe('details step: rooms and areas (seller-side.md §4, §9 sales area)', () => {
  it('disables an additional area total at amount 0 and resets it to 0', async () => {
    renderWithProviders(
      <Wizard category="residential" subtype="apartment" section="roomsAndAreas" />,
    );
    const cellar = screen.getByRole('group', { name: 'Cellar' });
    const amount = within(cellar).getByRole<HTMLInputElement>('textbox', { name: fields.amount });
    const total = within(cellar).getByRole<HTMLInputElement>('textbox', {
      name: en.labels.totalArea,
    });
    expect(total.disabled).toBe(true);
    await user().type(amount, '1');
    expect(total.disabled).toBe(false);
    await user().type(total, '12');
    expect(total.value).toBe('12 m²');
    await user().clear(amount);
    await user().tab();
    expect(amount.value).toBe('0');
    expect(total.disabled).toBe(true);
    expect(total.value).toBe('0 m²');
    expect(current.areas.cellar).toEqual({ amount: 0, area: 0 });
  });

  it('recomputes the sales area as the seller types (§9 sales area)', async () => {
    renderWithProviders(
      <Wizard category="residential" subtype="apartment" section="roomsAndAreas" />,
    );
    const sales = screen.getByRole('status', { name: fields.salesArea });
    expect(sales.textContent).toBe('0 m²');
    await user().type(input(fields.nettoArea), '80');
    expect(sales.textContent).toBe('100 m²');
    const balcony = screen.getByRole('group', { name: 'Balcony' });
    await user().type(within(balcony).getByRole('textbox', { name: fields.amount }), '1');
    await user().type(within(balcony).getByRole('textbox', { name: en.labels.totalArea }), '8');
    expect(sales.textContent).toBe('102 m²');
    await user().click(screen.getByRole('radio', { name: 'Private garden' }));
    await user().type(input(fields.gardenArea), '200');
    // 100 + 2 + 10 + 0.05 × 100 = 117
    expect(sales.textContent).toBe('117 m²');
    await user().click(screen.getByRole('radio', { name: 'No garden' }));
    expect(screen.queryByRole('textbox', { name: fields.gardenArea })).toBeNull();
    expect(sales.textContent).toBe('102 m²');
  });

  it('counts rooms and baths as the search does (§9 room total)', async () => {
    renderWithProviders(
      <Wizard category="residential" subtype="apartment" section="roomsAndAreas" />,
    );
    expect(screen.getByText('Rooms: 0 · Bathrooms: 0')).toBeDefined();
    await user().type(input('Bedrooms'), '2');
    await user().type(input('Living rooms'), '1');
    await user().type(input('Separate WCs'), '1');
    expect(screen.getByText('Rooms: 3 · Bathrooms: 1')).toBeDefined();
  });

  it('takes a house’s sales area from its areas above and below ground', async () => {
    renderWithProviders(<Wizard category="residential" subtype="house" section="roomsAndAreas" />);
    await user().type(input(fields.overGroundArea), '180');
    await user().type(input(fields.underGroundArea), '60');
    expect(screen.getByRole('status', { name: fields.salesArea }).textContent).toBe('240 m²');
    expect(screen.getByText(en.hints.salesAreaHouse)).toBeDefined();
  });

  it('offers a villa no community garden, an apartment all three (§5)', () => {
    renderWithProviders(<Wizard category="residential" subtype="villa" section="roomsAndAreas" />);
    expect(screen.getByRole('radio', { name: 'Private garden' })).toBeDefined();
    expect(screen.queryByRole('radio', { name: 'Shared garden' })).toBeNull();
    cleanup();
    renderWithProviders(
      <Wizard category="residential" subtype="apartment" section="roomsAndAreas" />,
    );
    expect(screen.getByRole('radio', { name: 'Shared garden' })).toBeDefined();
  });

  it('shows the rooms of the commercial subtype', () => {
    renderWithProviders(<Wizard category="commercial" subtype="bar" section="roomsAndAreas" />);
    expect(input('Seats')).toBeDefined();
    expect(input('Outdoor seats')).toBeDefined();
    expect(screen.queryByRole('textbox', { name: 'Kitchens' })).toBeNull();
    expect(screen.queryByRole('status', { name: fields.salesArea })).toBeNull();
  });
});

describe('details step: hotel (seller-side.md §4, decisions.md stars)', () => {
  it('offers the stars 1 to 5.5 with 3 chosen, and a facility switched off is 0', async () => {
    renderWithProviders(<Wizard category="commercial" subtype="hotel" section="hotel" />);
    const stars = screen.getByRole<HTMLSelectElement>('combobox', { name: fields.stars });
    expect(stars.value).toBe('3');
    expect([...stars.options].map((option) => option.text)).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '4 stars superior',
      '5 stars',
      '5 stars superior',
    ]);
    fireEvent.change(stars, { target: { value: '4.5' } });
    expect(current.hotel.stars).toBe(4.5);

    const bar = screen.getByRole('switch', { name: en.labels.bar });
    expect(screen.queryByRole('textbox', { name: fields.barPlaces })).toBeNull();
    await user().click(bar);
    await user().type(input(fields.barPlaces), '30');
    expect(current.hotel.barPlaces).toBe(30);
    await user().click(bar);
    expect(screen.queryByRole('textbox', { name: fields.barPlaces })).toBeNull();
    expect(current.hotel.barPlaces).toBe(0);
    await user().click(bar);
    expect(input(fields.barPlaces).value).toBe('0');

    await user().click(screen.getByRole('switch', { name: fields.spa }));
    await user().type(input(en.labels.spaArea), '250');
    expect(input(en.labels.spaArea).value).toBe('250 m²');
    expect(current.hotel.spa).toBe(250);
  });
});

describe('details step: price, parking and further information (seller-side.md §2, §5)', () => {
  it('reads money as 1.234,56 €, refusing negatives and leading zeros (§5 Money inputs)', async () => {
    renderWithProviders(<Wizard category="residential" subtype="apartment" section="price" />);
    const price = within(
      screen.getByRole('region', { name: en.groups.price }),
    ).getByRole<HTMLInputElement>('textbox', { name: /^Price/ });
    await user().type(price, '1.234,56');
    expect(price.value).toBe('1.234,56 €');
    expect(current.price).toBe(1234.56);
    await user().clear(price);
    await user().type(price, '-0075');
    expect(price.value).toBe('75 €');
    expect(current.price).toBe(75);
    await user().clear(price);
    await user().type(price, '250000,129');
    expect(price.value).toBe('250.000,12 €');
    expect(current.price).toBe(250000.12);
  });

  it('requires a price above 0, and labels it as monthly rent when renting (§5 Price)', async () => {
    renderWithProviders(<Wizard category="commercial" subtype="store" rent section="price" />);
    expect(screen.queryByRole('textbox', { name: /^Price$/ })).toBeNull();
    await user().click(screen.getByRole('button', { name: 'Check' }));
    const rent = input(/^Monthly rent/);
    expect(rent.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(errors.required)).toBeDefined();
    // Renting, the price is the rent: no second rent field.
    expect(screen.queryByRole('textbox', { name: fields.rentPrice })).toBeNull();
    await user().type(rent, '1500');
    await user().click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.queryByText(errors.required)).toBeNull();
  });

  it('shows the problems in the interface language', async () => {
    renderWithProviders(<Wizard category="residential" subtype="apartment" section="price" />);
    await act(() => i18next.changeLanguage('it'));
    await user().click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText('Questo campo non deve essere vuoto')).toBeDefined();
    await act(() => i18next.changeLanguage('de'));
    expect(screen.getByText(resources.de.errors.global.errors.required)).toBeDefined();
  });

  it('disables a parking price below one place and sets it back to 0 (§4)', async () => {
    renderWithProviders(<Wizard category="residential" subtype="apartment" section="price" />);
    const garage = screen.getByRole('group', { name: 'Garage' });
    const number = within(garage).getByRole<HTMLInputElement>('textbox', { name: en.labels.spots });
    const price = within(garage).getByRole<HTMLInputElement>('textbox', {
      name: en.labels.spotPrice,
    });
    expect(price.disabled).toBe(true);
    await user().type(number, '1');
    expect(price.disabled).toBe(false);
    await user().type(price, '25000');
    expect(price.value).toBe('25.000 €');
    await user().clear(number);
    await user().tab();
    expect(price.disabled).toBe(true);
    expect(price.value).toBe('0 €');
    expect(current.parking.garage).toEqual({ number: 0, price: 0 });
    expect(screen.getByRole('switch', { name: 'Shared parking' })).toBeDefined();
    expect(screen.getByRole('region', { name: en.groups.administrator })).toBeDefined();
  });

  it('offers a villa no common or bike parking and no building manager (§5)', () => {
    renderWithProviders(<Wizard category="residential" subtype="villa" section="price" />);
    expect(screen.getByRole('group', { name: 'Garage' })).toBeDefined();
    expect(screen.queryByRole('switch', { name: 'Shared parking' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Bicycle storage' })).toBeNull();
    expect(screen.queryByRole('region', { name: en.groups.administrator })).toBeNull();
  });

  it('offers workshops parking lots and lorry parking, no garages (§2 Step 3)', () => {
    renderWithProviders(<Wizard category="commercial" subtype="workshop" section="price" />);
    expect(screen.getByRole('group', { name: 'Lorry parking space' })).toBeDefined();
    expect(screen.getByRole('group', { name: 'Parking space' })).toBeDefined();
    expect(screen.queryByRole('group', { name: 'Garage' })).toBeNull();
  });

  it('offers an office no sell type and calls its rent field the price of the premises (§5)', () => {
    renderWithProviders(<Wizard category="commercial" subtype="office" section="price" />);
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(input(fields.rentPriceOffice)).toBeDefined();
    // Nor turnover and profit (§5).
    expect(screen.queryByRole('textbox', { name: fields.avgAnnualTurnover })).toBeNull();
  });

  it('offers the sell types of sale or rent (decisions.md Seller wizard)', () => {
    renderWithProviders(<Wizard category="commercial" subtype="bar" section="price" />);
    const sale = screen.getByRole('radiogroup', { name: fields.sellType });
    expect(
      within(sale)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['both', 'activity', 'walls']);
    cleanup();
    renderWithProviders(<Wizard category="commercial" subtype="bar" rent section="price" />);
    const rent = screen.getByRole('radiogroup', { name: en.labels.sellTypeRent });
    expect(
      within(rent)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['activity', 'walls']);
  });

  it('shows the property number to admins only', () => {
    renderWithProviders(<Wizard category="buildingland" subtype="hotel" section="price" />);
    expect(screen.queryByRole('textbox', { name: fields.property_id })).toBeNull();
    expect(screen.queryByRole('textbox', { name: fields.rentPrice })).toBeNull();
    cleanup();
    renderWithProviders(<Wizard category="buildingland" subtype="hotel" isAdmin section="price" />);
    expect(input(fields.property_id).value).toBe('');
  });
});

describe('details step: land (seller-side.md §2 Step 3, §5 Cultivation entry)', () => {
  it('shows the building-land fields of the subtype', () => {
    renderWithProviders(<Wizard category="buildingland" subtype="residential" section="land" />);
    expect(input(fields.cubicIndex)).toBeDefined();
    expect(screen.queryByRole('textbox', { name: fields.surfaceIndex })).toBeNull();
    expect(screen.queryByRole('textbox', { name: fields.grossArea })).toBeNull();
    expect(screen.queryByRole('textbox', { name: fields.maxBeds })).toBeNull();
    cleanup();
    renderWithProviders(<Wizard category="buildingland" subtype="industrial" section="land" />);
    expect(input(fields.surfaceIndex)).toBeDefined();
    expect(input(fields.grossArea)).toBeDefined();
  });

  it('adds and removes crops, each described and above 0 ha', async () => {
    renderWithProviders(<Wizard category="agriculture" subtype="agriculture" section="land" />);
    expect(screen.getByText(en.cultivation.empty)).toBeDefined();
    await user().click(screen.getByRole('button', { name: en.cultivation.add }));
    await user().click(screen.getByRole('button', { name: en.cultivation.add }));
    const first = screen.getByRole('group', { name: 'Crop 1' });
    await user().click(screen.getByRole('button', { name: 'Check' }));
    expect(within(first).getByText(errors.required)).toBeDefined();
    expect(within(first).getByText(errors.cultivation)).toBeDefined();

    await user().type(within(first).getByRole('textbox', { name: /^Crop/ }), 'Apples');
    await user().type(within(first).getByRole('textbox', { name: /^Area \(ha\)/ }), '2.5');
    expect(current.cultivation[0]).toEqual({ description: 'Apples', area: 2.5 });
    await user().click(screen.getByRole('button', { name: 'Remove crop 2' }));
    expect(screen.queryByRole('group', { name: 'Crop 2' })).toBeNull();
    await user().click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.queryByText(errors.required)).toBeNull();
    expect(screen.queryByText(errors.cultivation)).toBeNull();
  });
});

describe('details step: read-only', () => {
  it('shows the values without letting them change', () => {
    renderWithProviders(
      <Wizard
        category="agriculture"
        subtype="agriculture"
        section="land"
        readOnly
        start={{ fountains: 2, cultivation: [{ description: 'Vite', area: 1 }] }}
      />,
    );
    expect(input(fields.fountains).readOnly).toBe(true);
    expect(input(fields.fountains).value).toBe('2');
    expect(input(/^Crop/).readOnly).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('switch', { name: fields.hailnets }).disabled).toBe(
      true,
    );
    const area = input(fields.area);
    fireEvent.focus(area);
    expect(area.value).toBe('0 m²');
    expect(screen.queryByRole('button', { name: en.cultivation.add })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove crop 1' })).toBeNull();
  });
});
