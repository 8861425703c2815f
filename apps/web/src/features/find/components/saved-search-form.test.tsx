// @vitest-environment jsdom
import type { PropertyType } from '@domus/domain/listing/property-type.schema';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import {
  initTestI18n,
  renderWithProviders,
  stubApi,
  stubBrowser,
  testTexts,
} from '../../../shared/test/render-with-providers';
import { emptySavedSearch, type SavedSearchBody } from '../utils/saved-search-form';
import { SavedSearchForm } from './saved-search-form';

const texts = testTexts.find;
const required = testTexts.errors.global.errors.required;

function type(
  id: string,
  category: PropertyType['category'],
  code: PropertyType['id'],
  en: string,
): PropertyType {
  return {
    _id: `00000000-0000-4000-8000-0000000000${id}`,
    id: code,
    type: category,
    category,
    name: { it: en, de: en, en },
  };
}

const apartment = type('01', 'residential', 'apartment', 'Apartment');
const garage = type('02', 'garage', 'garage', 'Garage');
const land = type('03', 'buildingland', 'residential', 'Residential building land');
const types = [apartment, garage, land];

const MERANO = {
  _id: '021051',
  id: '021051',
  name: 'Merano',
  type: 'municipality',
  names: { it: 'Merano', de: 'Meran' },
  point: { lat: 46.67, lng: 11.16 },
};

const GRIES = {
  _id: 'z-gries',
  id: 'z-gries',
  name: 'Gries',
  type: 'zone',
  municipality: { id: '021008', name: 'Bolzano' },
  names: { it: 'Gries', de: 'Gries' },
};

function renderForm(onSubmit: (body: SavedSearchBody) => Promise<void> = async () => {}) {
  stubApi((url) => {
    if (url.startsWith('/api/v1/locations/search')) return [200, { data: [MERANO, GRIES] }];
    return [404, { error: { code: 'not_found', message: 'not found' } }];
  });
  return renderWithProviders(
    <SavedSearchForm
      types={types}
      typesLoading={false}
      language="en"
      initialValues={emptySavedSearch()}
      submitLabel={texts.form.save}
      onSubmit={onSubmit}
    />,
  );
}

const typeSelect = () => screen.getByRole<HTMLSelectElement>('combobox', { name: texts.form.type });
const typeOptions = () =>
  within(typeSelect())
    .getAllByRole<HTMLOptionElement>('option')
    .filter((o) => !o.disabled)
    .map((o) => o.textContent);
const bedroomsSelect = () => screen.queryByRole('combobox', { name: texts.form.bedrooms });
const save = () => fireEvent.click(screen.getByRole('button', { name: texts.form.save }));

async function addMerano() {
  fireEvent.change(screen.getByRole('textbox', { name: new RegExp(texts.form.placeSearch) }), {
    target: { value: 'mer' },
  });
  // jsdom lays nothing out, so the list's positioning hides it as if its field were off screen.
  fireEvent.click(await screen.findByRole('option', { name: /Merano/, hidden: true }));
  await screen.findByRole('button', { name: 'Remove Merano' });
}

beforeAll(initTestI18n);
beforeEach(() => {
  stubBrowser();
  // The list of suggestions scrolls its chosen option into view; jsdom does not lay out.
  Element.prototype.scrollIntoView = () => {};
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('saved-search form (buyer-side.md §2 Find page, §5 Saved search, §9 defaults)', () => {
  it('starts with the defaults of §9: buying, no type, no location, budget 0, no bedrooms asked', () => {
    renderForm();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: texts.form.buy }).checked).toBe(
      true,
    );
    expect(screen.getByRole<HTMLInputElement>('radio', { name: texts.form.rent }).checked).toBe(
      false,
    );
    expect(typeSelect().value).toBe('');
    expect(screen.getByText(texts.form.noneChosen)).toBeDefined();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: texts.form.budget }).value).toBe(
      '0 €',
    );
    expect(bedroomsSelect()).toBeNull();
  });

  it('requires a type and a location, sending nothing without them (§5)', async () => {
    const onSubmit = vi.fn(async () => {});
    renderForm(onSubmit);
    save();
    expect(await screen.findAllByText(required)).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('ties the locations error to the place search field, which is required until a location is chosen (§5)', async () => {
    renderForm();
    const field = screen.getByRole('textbox', { name: new RegExp(texts.form.placeSearch) });
    expect(field.getAttribute('aria-required')).toBe('true');
    expect(field.getAttribute('aria-invalid')).not.toBe('true');
    save();
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const described = (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '');
    expect(described).toContain(required);

    await addMerano();
    expect(field.getAttribute('aria-required')).toBe('false');
  });

  it('hides building land when renting and drops it when it was chosen (decisions.md rent rule)', () => {
    renderForm();
    expect(typeOptions()).toEqual(['Apartment', 'Garage', 'Residential building land']);
    fireEvent.change(typeSelect(), { target: { value: land._id } });
    expect(typeSelect().value).toBe(land._id);
    fireEvent.click(screen.getByRole('radio', { name: texts.form.rent }));
    expect(typeOptions()).toEqual(['Apartment', 'Garage']);
    expect(typeSelect().value).toBe('');
  });

  it('asks for bedrooms for residential types only and sends them only then (decisions.md)', async () => {
    const onSubmit = vi.fn(async (_body: SavedSearchBody) => {});
    renderForm(onSubmit);
    fireEvent.change(typeSelect(), { target: { value: apartment._id } });
    const bedrooms = bedroomsSelect() as HTMLSelectElement;
    fireEvent.change(bedrooms, { target: { value: '2' } });
    await addMerano();
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      rent: false,
      type: apartment._id,
      budget: 0,
      locations: [{ type: 'municipality', id: '021051', name: 'Merano' }],
      rooms: { living: 0, bed: 2, bath: 0 },
    });

    fireEvent.change(typeSelect(), { target: { value: garage._id } });
    expect(bedroomsSelect()).toBeNull();
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]![0].rooms).toEqual({ living: 0, bed: 0, bath: 0 });
  });

  it('shows the server’s errors on their fields and keeps every value (§5, issue: nothing typed is lost)', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(400, 'validation_error', 'Some data is not valid.', [
        { field: 'locations.0.id', message: 'The requested resource does not exist.' },
      ]);
    });
    renderForm(onSubmit);
    fireEvent.change(typeSelect(), { target: { value: garage._id } });
    await addMerano();
    save();
    expect(await screen.findByText('The requested resource does not exist.')).toBeDefined();
    expect(typeSelect().value).toBe(garage._id);
    expect(screen.getByRole('button', { name: 'Remove Merano' })).toBeDefined();
  });

  it('names the kinds of place as the search box does (common search.locationTypes)', async () => {
    renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: new RegExp(texts.form.placeSearch) }), {
      target: { value: 'gri' },
    });
    const kinds = testTexts.common.search.locationTypes;
    const option = await screen.findByRole('option', { name: /Gries/, hidden: true });
    expect(option.textContent).toBe(`Gries${kinds.zone} · Bolzano`);
    fireEvent.click(option);
    const chosen = await screen.findByRole('button', { name: 'Remove Gries (Bolzano)' });
    expect(chosen.closest('li')!.textContent).toBe(`${kinds.zone}: Gries (Bolzano)`);
  });

  it('removes a chosen location with its button', async () => {
    renderForm();
    await addMerano();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Merano' }));
    expect(screen.getByText(texts.form.noneChosen)).toBeDefined();
  });
});

describe('budget helper (buyer-side.md §2 Budget helper dialog, §9; decisions.md Numbers and formats)', () => {
  const open = () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: texts.form.budgetHelper }));
    return screen.findByRole('dialog', { name: texts.budget.title });
  };
  const money = (dialog: HTMLElement, label: string, value: string) =>
    fireEvent.change(within(dialog).getByRole('textbox', { name: label }), {
      target: { value },
    });

  it('starts at funds 0, income 0, 20 years, fixed rate, budget 0', async () => {
    const dialog = await open();
    expect(
      within(dialog).getByRole<HTMLSelectElement>('combobox', { name: texts.budget.duration })
        .value,
    ).toBe('20');
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: 'Fixed 2 %' }).checked).toBe(
      true,
    );
    expect(within(dialog).getByTestId('budget-result').textContent).toBe('€0');
  });

  it('computes own funds plus the loan 40 % of the income repays, live (20 years fixed 2 %: €287,209; 30 years variable 1.9 %: €379,093)', async () => {
    const dialog = await open();
    money(dialog, texts.budget.ownFunds, '50000');
    money(dialog, texts.budget.income, '3000');
    expect(within(dialog).getByTestId('budget-result').textContent).toBe('€287,209');
    fireEvent.change(within(dialog).getByRole('combobox', { name: texts.budget.duration }), {
      target: { value: '30' },
    });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Variable 1.9 %' }));
    expect(within(dialog).getByTestId('budget-result').textContent).toBe('€379,093');
  });

  it('fills the form’s maximum budget with the result', async () => {
    const dialog = await open();
    money(dialog, texts.budget.income, '3000');
    money(dialog, texts.budget.ownFunds, '50000');
    fireEvent.click(within(dialog).getByRole('button', { name: texts.budget.use }));
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: texts.form.budget }).value).toBe(
        '287.209 €',
      ),
    );
  });
});
