// @vitest-environment jsdom
import type { Me } from '@domus/domain/account/account.schema';
import type { UploadedFile } from '@domus/domain/core/file.schema';
import type { PropertyLocation } from '@domus/domain/place/location.schema';
import type { Property } from '@domus/domain/listing/property.schema';
import type { Category, Subtype } from '@domus/domain/core/constants';
import type { PropertyType } from '@domus/domain/listing/property-type.schema';
import type { ProfileInput, Seller } from '@domus/domain/person/seller.schema';
import { notifications } from '@mantine/notifications';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { lazy, StrictMode, Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  initTestI18n,
  renderWithProviders,
  stubApi,
  stubBrowser,
  testTexts,
  type RecordedCall,
} from '../../../shared/test/render-with-providers';
import { clearSession, setSession } from '../../../shared/auth/session-store';
import type { DetailsValues } from '../utils/details-values';
import { STEP } from '../utils/wizard-progress';
import type { WizardFiles, WizardFilesChange, WizardSlots } from '../utils/wizard-slots';
import { newWizardState, type WizardState } from '../utils/wizard-state';
import { readWizard, wizardStorageKey, writeWizard } from '../utils/wizard-storage';
import type { DetailsStepProps } from './details/details-step';
import { SellWizard, type SellWizardProps } from './sell-wizard';

const texts = testTexts.sell.wizard;
const errors = testTexts.errors.global.errors;
const seller = testTexts.property.seller;
const noFlags = { isAgent: false, isAdmin: false, isSuperAdmin: false };
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function type(n: number, category: PropertyType['category'], code: string, en: string) {
  const value: PropertyType = {
    _id: id(n),
    id: code,
    type: category,
    category,
    name: { it: en, de: en, en },
  };
  return value;
}
const apartment = type(50, 'residential', 'apartment', 'Apartment');
const land = type(51, 'buildingland', 'residential', 'Residential building land');
const garage = type(52, 'garage', 'garage', 'Garage');
const types = [apartment, land, garage];

function account(admin: Partial<Me['admin']> = {}, profile: Partial<Seller> | null = {}): Me {
  return {
    _id: id(1),
    email: 'maria@example.com',
    admin: { ...noFlags, ...admin },
    seller: profile && {
      _id: id(9),
      sellerType: 'private',
      salutation: 'f',
      name: 'Maria',
      familyName: 'Pichler',
      email: 'maria@example.com',
      tel: null,
      language: 'en',
      isSelfInserted: true,
      ...profile,
    },
    client: null,
  };
}

const anna: Seller = {
  _id: id(8),
  sellerType: 'private',
  name: 'Anna',
  familyName: 'Rossi',
  email: 'anna@example.com',
  language: 'it',
  isSelfInserted: false,
};

const image = (n: number): UploadedFile => ({
  _id: id(100 + n),
  url: `/files/${n}.jpg`,
  name: `photo-${n}.jpg`,
  type: 'image',
});

type Details = { price: number };
/** Step-3 values of the reduced form below. */
const details = (price: number) => ({ price }) as unknown as DetailsValues;

/*
 * The step-3 form and its rules, reduced to what the wizard hands them and takes back: a price on
 * the first of two sub-steps (one for other categories). The real form and rules are tested in
 * details-step.test.tsx and details-values.test.ts.
 */
vi.mock('./details/details-step', () => ({
  DetailsStep: ({ values, onChange, errors: problems, section }: DetailsStepProps) => {
    const { price } = values as unknown as Details;
    return (
      <div>
        <p>{`details part ${section}`}</p>
        <label>
          Asking price
          <input
            type="number"
            value={price}
            onChange={(event) =>
              onChange({ price: Number(event.currentTarget.value) } as unknown as DetailsValues)
            }
          />
        </label>
        {problems.price && <p>{`price: ${problems.price}`}</p>}
        {problems['rooms.bed'] && <p>{`bedrooms: ${problems['rooms.bed']}`}</p>}
      </div>
    );
  },
}));
vi.mock('../utils/details-values', () => {
  const fake = (price: number) => ({ price }) as unknown as DetailsValues;
  const priceOf = (values: DetailsValues) => (values as unknown as Details).price;
  return {
    initialDetailsValues: () => fake(0),
    // Another category keeps nothing but the price; a price entered counts as a loss to ask about
    // only together with another category.
    retypeDetails: (
      from: { category: Category },
      to: { category: Category },
      values: DetailsValues,
    ) =>
      from.category === to.category
        ? { values, discards: false }
        : { values: fake(priceOf(values)), discards: priceOf(values) > 0 },
    detailsSections: (category: Category) =>
      category === 'residential' ? ['first', 'second'] : ['only'],
    validateDetailsSection: (
      _category: Category,
      _subtype: Subtype,
      _rent: boolean,
      section: number,
      values: DetailsValues,
    ): Record<string, string> =>
      section === 0 && !(priceOf(values) > 0) ? { price: 'global.errors.required' } : {},
    detailsToPropertyFields: (
      _category: Category,
      _subtype: Subtype,
      _rent: boolean,
      values: DetailsValues,
    ) => ({ price: priceOf(values) }),
    detailsFromProperty: (property: Property) => fake(property.price ?? 0),
    detailsSectionOf: (_category: Category, _subtype: Subtype, path: string) =>
      path === 'price' ? 'first' : path === 'rooms.bed' ? 'second' : null,
  };
});

/** The files with one more image. */
const addImage = (files: WizardFiles): WizardFiles => ({
  ...files,
  images: [...files.images, image(files.images.length + 1)],
});

/**
 * The upload areas' uploads, reduced: "Upload an image" starts one, which arrives when the test
 * calls `arrive()`, through the function the wizard connects.
 */
const uploads = {
  running: 0,
  apply: (_change: WizardFilesChange) => {},
  listeners: new Set<() => void>(),
  subscribe(listener: () => void) {
    uploads.listeners.add(listener);
    return () => uploads.listeners.delete(listener);
  },
  connect(apply: (change: WizardFilesChange) => void) {
    uploads.apply = apply;
    return () => {
      uploads.apply = () => {};
    };
  },
  start() {
    uploads.running += 1;
    for (const listener of uploads.listeners) listener();
  },
  arrive() {
    act(() => {
      uploads.apply(addImage);
      uploads.running -= 1;
      for (const listener of uploads.listeners) listener();
    });
  },
};

/** The composed parts, reduced to what the wizard hands them and takes back. */
const slots: WizardSlots = {
  uploads: {
    render: ({ value, savedFileIds, readOnly, error }) => (
      <div>
        <p>{`images: ${value.images.length}`}</p>
        <p>{`saved images: ${value.images.filter((f) => savedFileIds.has(f._id)).length}`}</p>
        {!readOnly && (
          <>
            <button type="button" onClick={() => uploads.apply(addImage)}>
              Add image
            </button>
            <button type="button" onClick={() => uploads.start()}>
              Upload an image
            </button>
          </>
        )}
        {error && <p>{`files: ${error}`}</p>}
      </div>
    ),
    subscribe: (listener) => uploads.subscribe(listener),
    busy: () => uploads.running > 0,
    connect: (apply) => uploads.connect(apply),
  },
  renderCustomerPicker: ({ opened, onPick }) =>
    opened && (
      <div role="dialog" aria-label="customers">
        <button type="button" onClick={() => onPick(anna)}>
          Pick Anna
        </button>
      </div>
    ),
};

const location: PropertyLocation = {
  address: {
    street: 'Via Museo',
    streetNumber: '5',
    municipality: { it: 'Bolzano', de: 'Bozen', en: 'Bolzano' },
    municipalityId: '021008',
    region: 'Trentino-South Tyrol',
  },
  coordinates: { lat: 46.4983, lng: 11.3548 },
  zone: { id: 'z1', properties: { name: { it: 'Centro', de: 'Zentrum' } } },
  zoneName: 'Centro',
  approximate: false,
};

/** A wizard of `me` filled up to `step`, as browser storage would hold it. */
function filled(me: Me, step: number, images = 4): WizardState {
  const state = newWizardState(me, 'en');
  return {
    ...state,
    step,
    typeId: apartment._id,
    address: {
      municipalityText: 'Bolzano',
      municipality: { id: '021008', name: 'Bolzano', names: { it: 'Bolzano', de: 'Bozen' } },
      street: 'Via Museo',
      streetNumber: '5',
    },
    location,
    details: details(250_000),
    texts: {
      title: { it: 'Bilocale in centro', de: '', en: '' },
      description: { it: '', de: '', en: '' },
    },
    files: { images: Array.from({ length: images }, (_, n) => image(n + 1)), plans: [] },
  };
}

function store(me: Me, state: WizardState, listing: Property | null = null) {
  const key = wizardStorageKey(
    me._id ?? me.email,
    listing ? { category: listing.category, id: listing._id } : null,
  );
  writeWizard(key, state, listing?.updatedAt ?? null);
}

/** Next through every step from the seller to the files, each heading awaited. */
async function walkToFiles() {
  for (const step of ['offer', 'location', 'details', 'details', 'texts', 'files'] as const) {
    next();
    await heading(texts.steps[step]);
  }
}

/** Whether the type card `name` is chosen (the cards tell their state in aria-checked). */
function typeChosen(name: string): boolean {
  return screen.getByRole('radio', { name }).getAttribute('aria-checked') === 'true';
}

function stored(me: Me) {
  return readWizard(wizardStorageKey(me._id ?? me.email, null), null);
}

/** The storage key of the draft the API answers (`saved()`). */
function draftKey(me: Me) {
  return wizardStorageKey(me._id ?? me.email, { category: 'residential', id: id(700) });
}

function saved(change: Partial<Property> = {}): Property {
  return {
    _id: id(700),
    category: 'residential',
    isConfirmed: false,
    isDraft: false,
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...change,
  } as Property;
}

/**
 * The API the wizard calls: municipality search, address check, listing writes. `geocode` and
 * `write` may answer otherwise.
 */
function api(
  options: {
    geocode?: (body: Record<string, string>) => [number, unknown];
    write?: (
      url: string,
      method: string,
      body: Record<string, unknown>,
    ) => [number, unknown] | Promise<[number, unknown]>;
  } = {},
): RecordedCall[] {
  return stubApi((url, method, body) => {
    if (/^\/api\/v1\/locations\/municipalities\/\d+\/streets/.test(url)) {
      return [
        200,
        {
          data: [
            {
              _id: 's1',
              id: 's1',
              name: 'Via Museo',
              type: 'street',
              names: { it: 'Via Museo', de: 'Museumstraße' },
            },
          ],
        },
      ];
    }
    if (url.startsWith('/api/v1/locations/municipalities/search')) {
      return [
        200,
        {
          data: [
            {
              _id: '021008',
              id: '021008',
              name: 'Bolzano',
              type: 'municipality',
              names: { it: 'Bolzano', de: 'Bozen' },
              point: { lat: 46.5, lng: 11.35 },
            },
          ],
        },
      ];
    }
    if (url === '/api/v1/locations/geocode') {
      const request = body as Record<string, string>;
      if (options.geocode) return options.geocode(request);
      return [
        200,
        {
          data: {
            address: { street: request.street, streetNumber: request.streetNumber },
            municipality: { id: '021008', name: 'Bolzano' },
            zone: { id: 'z1', name: 'Centro' },
            region: 'Trentino-South Tyrol',
            coordinates: { lat: 46.4983, lng: 11.3548 },
            approximate: false,
            source: 'builtin',
          },
        },
      ];
    }
    if (url.startsWith('/api/v1/properties/')) {
      const request = body as Record<string, unknown>;
      if (options.write) return options.write(url, method, request);
      return [
        method === 'POST' ? 201 : 200,
        { data: saved({ isDraft: request.isDraft === true }) },
      ];
    }
    // The map's settings: the map itself is not drawn in these tests.
    return [404, { error: { code: 'not_found', message: 'not found' } }];
  });
}

const writes = (calls: RecordedCall[]) =>
  calls.filter((c) => c.url.startsWith('/api/v1/properties/'));
const geocodes = (calls: RecordedCall[]) =>
  calls.filter((c) => c.url === '/api/v1/locations/geocode');

let saveProfile: ReturnType<typeof vi.fn<(values: ProfileInput) => Promise<Me>>>;

function renderWizard(props: Partial<SellWizardProps> & { me: Me }, path = '/sell') {
  return renderWithProviders(
    <SellWizard language="en" types={types} slots={slots} saveProfile={saveProfile} {...props} />,
    path,
  );
}

const heading = (name: string) => screen.findByRole('heading', { level: 2, name });
const button = (name: string) => screen.getByRole('button', { name });
const next = () => fireEvent.click(button(texts.next));
const progress = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));
const field = (name: RegExp) => screen.getByRole('textbox', { name });
const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;

beforeAll(initTestI18n);
beforeEach(() => {
  stubBrowser();
  // A logged-in visitor: the question is not asked of someone being logged out.
  setSession({
    token: 'session-token-0123456789',
    expiresAt: new Date(Date.now() + 3600_000).toISOString(),
    verified: true,
    admin: noFlags,
  });
  // jsdom has no font loading API, which the growing text areas listen to.
  vi.stubGlobal('FontFaceSet', undefined);
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
  saveProfile = vi.fn((values: ProfileInput) => Promise.resolve({ ...account(), ...values } as Me));
  uploads.running = 0;
});
afterEach(() => {
  cleanup();
  // Toasts live in one store for the whole file: a test's toasts must not queue the next one's.
  notifications.clean();
  notifications.cleanQueue();
  vi.unstubAllGlobals();
  clearSession();
  window.localStorage.clear();
});

describe('sell wizard steps and progress (seller-side.md §2 Sell wizard, reading A)', () => {
  it('shows the page title, the progress values and the percent label, and Back only from step 2', async () => {
    api();
    const me = account();
    renderWizard({ me });
    expect(screen.getByRole('heading', { level: 1, name: texts.titleNew })).toBeDefined();
    await heading(texts.steps.seller);
    expect(progress()).toBe(0);
    expect(screen.getByText('0% complete')).toBeDefined();
    expect(screen.queryByRole('button', { name: texts.back })).toBeNull();

    next();
    await heading(texts.steps.offer);
    expect(progress()).toBe(0);
    expect(screen.queryByRole('button', { name: texts.back })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Apartment' }));
    next();

    await heading(texts.steps.location);
    expect(progress()).toBe(10);
    // The stepper marks the step the user is at.
    expect(
      screen
        .getByRole('button', { name: new RegExp(`^3\\s*${texts.steps.location}$`) })
        .getAttribute('aria-current'),
    ).toBe('step');
    expect(screen.getByText('10% complete')).toBeDefined();
    fireEvent.click(button(texts.back));
    await heading(texts.steps.offer);
    // The choice is still there.
    expect(typeChosen('Apartment')).toBe(true);
  });

  it('walks the sub-steps of step 3 from 20 upwards, checking each, and comes Back through them', async () => {
    api();
    const me = account();
    store(me, { ...filled(me, STEP.details), details: details(0) });
    renderWizard({ me });
    await heading(texts.steps.details);
    expect(progress()).toBe(20);
    expect(screen.getByText('Part 1 of 2')).toBeDefined();

    next();
    expect(await screen.findByText('price: global.errors.required')).toBeDefined();
    expect(screen.getByText('details part 0')).toBeDefined();
    fireEvent.change(screen.getByLabelText('Asking price'), { target: { value: '250000' } });
    next();
    expect(await screen.findByText('details part 1')).toBeDefined();
    expect(progress()).toBe(55);

    next();
    await heading(texts.steps.texts);
    expect(progress()).toBe(90);
    fireEvent.click(button(texts.back));
    expect(await screen.findByText('details part 1')).toBeDefined();
    fireEvent.click(button(texts.back));
    expect(await screen.findByText('details part 0')).toBeDefined();
    fireEvent.click(button(texts.back));
    await heading(texts.steps.location);

    for (const step of [texts.steps.location, texts.steps.details]) {
      await heading(step);
      next();
    }
    next();
    await heading(texts.steps.texts);
    next();
    await heading(texts.steps.files);
    expect(progress()).toBe(90);
    expect(screen.getByText('90% complete')).toBeDefined();
  });

  it('moves the focus to the new step’s heading (keyboard and screen-reader users)', async () => {
    api();
    renderWizard({ me: account() });
    await heading(texts.steps.seller);
    next();
    const offer = await heading(texts.steps.offer);
    await waitFor(() => expect(document.activeElement).toBe(offer));
  });
});

describe('unsaved changes (seller-side.md §2, buyer-side.md §4 Unsaved changes)', () => {
  it('asks before leaving past step 0: Stay keeps the page, Continue leaves and forgets the values', async () => {
    api();
    const me = account();
    store(me, filled(me, STEP.offer));
    const { router } = renderWizard({ me });
    await heading(texts.steps.offer);

    void router!.navigate('/account');
    const dialog = await screen.findByRole('dialog', { name: texts.unsaved.title });
    expect(within(dialog).getByText('All unsaved changes will be lost. Continue?')).toBeDefined();
    fireEvent.click(within(dialog).getByRole('button', { name: texts.unsaved.stay }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router!.state.location.pathname).toBe('/sell');

    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);

    void router!.navigate('/account');
    const again = await screen.findByRole('dialog', { name: texts.unsaved.title });
    fireEvent.click(within(again).getByRole('button', { name: texts.unsaved.leave }));
    await waitFor(() => expect(router!.state.location.pathname).toBe('/account'));
    expect(stored(me)).toEqual({ kind: 'none' });
  });

  it('does not ask at step 0', async () => {
    api();
    const { router } = renderWizard({ me: account() });
    await heading(texts.steps.seller);
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(false);
    await router!.navigate('/account');
    expect(router!.state.location.pathname).toBe('/account');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('step 0, the seller (seller-side.md §5 Seller step, §6)', () => {
  it('asks a seller for e-mail or telephone, name and family name, and saves the own data without empty strings', async () => {
    api();
    renderWizard({ me: account({}, { tel: null }) });
    await heading(texts.steps.seller);
    expect(valueOf(field(/^First name/))).toBe('Maria');

    fireEvent.change(field(/^E-mail/), { target: { value: '' } });
    fireEvent.change(field(/^First name/), { target: { value: ' ' } });
    next();
    expect(await screen.findAllByText(errors.emailOrTel)).toHaveLength(2);
    expect(screen.getByText(errors.required)).toBeDefined();
    expect(saveProfile).not.toHaveBeenCalled();

    fireEvent.change(field(/^First name/), { target: { value: 'Maria' } });
    fireEvent.change(screen.getByRole('textbox', { name: seller.tel }), {
      target: { value: '+39 0471 123456' },
    });
    next();
    await heading(texts.steps.offer);
    expect(saveProfile).toHaveBeenCalledTimes(1);
    const sent = JSON.parse(JSON.stringify(saveProfile.mock.calls[0]![0])) as Record<
      string,
      unknown
    >;
    expect(sent).toMatchObject({
      name: 'Maria',
      familyName: 'Pichler',
      tel: '+39 0471 123456',
      // Only a telephone given: the profile keeps the login address as its contact.
      email: 'maria@example.com',
      sellerType: 'private',
    });
    expect(sent).not.toHaveProperty('pec');
    expect(sent).not.toHaveProperty('companyName');
  });

  it('has staff pick a customer; an admin cannot move on without one', async () => {
    api();
    renderWizard({ me: account({ isAdmin: true }, null) });
    await heading(texts.steps.seller);
    expect(screen.queryByRole('textbox', { name: /^First name/ })).toBeNull();
    next();
    expect(await screen.findByText(texts.seller.customerRequired)).toBeDefined();

    fireEvent.click(button(texts.seller.choose));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'customers' })).getByRole('button', {
        name: 'Pick Anna',
      }),
    );
    expect(await screen.findByText('Anna Rossi')).toBeDefined();
    next();
    await heading(texts.steps.offer);
    expect(saveProfile).not.toHaveBeenCalled();
  });

  it('lets an agent who leaves the customer empty move on without creating one; the listing is the agent’s', async () => {
    const calls = api();
    const agent = account({ isAgent: true }, { sellerType: 'agent' });
    renderWizard({ me: agent });
    await heading(texts.steps.seller);
    expect(screen.getByText(texts.seller.agentSkip)).toBeDefined();
    fireEvent.change(screen.getByRole('textbox', { name: texts.seller.externalAgentName }), {
      target: { value: 'Luca' },
    });
    next();
    await heading(texts.steps.offer);
    expect(saveProfile).not.toHaveBeenCalled();
    expect(calls).toHaveLength(0);

    cleanup();
    store(agent, { ...filled(agent, STEP.files), seller: { ...filled(agent, 0).seller } });
    renderWizard({ me: agent });
    await heading(texts.steps.files);
    fireEvent.click(button(texts.submit));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]!.body).toMatchObject({ owner: id(9) });
  });

  it('asks an agent without a seller profile for their own data when no customer is chosen', async () => {
    api();
    renderWizard({ me: account({ isAgent: true }, null) });
    await heading(texts.steps.seller);
    expect(screen.getByRole('group', { name: texts.seller.agentOwn })).toBeDefined();
    fireEvent.change(field(/^First name/), { target: { value: 'Paul' } });
    fireEvent.change(field(/^Surname/), { target: { value: 'Huber' } });
    next();
    await heading(texts.steps.offer);
    expect(saveProfile.mock.calls[0]![0]).toMatchObject({
      name: 'Paul',
      familyName: 'Huber',
      sellerType: 'agent',
    });
  });
});

describe('step 1, rent or buy and type (seller-side.md §2 step 1, §5 Step 1, decisions.md)', () => {
  it('hides the types renting does not allow, and needs a type', async () => {
    api();
    const me = account();
    store(me, { ...newWizardState(me, 'en'), step: STEP.offer });
    renderWizard({ me });
    await heading(texts.steps.offer);
    expect(screen.getByRole('radio', { name: 'Residential building land' })).toBeDefined();
    fireEvent.click(screen.getByRole('radio', { name: 'Residential building land' }));

    fireEvent.click(screen.getByRole('radio', { name: texts.offer.rent }));
    await waitFor(() =>
      expect(screen.queryByRole('radio', { name: 'Residential building land' })).toBeNull(),
    );
    expect(screen.getByRole('radio', { name: 'Apartment' })).toBeDefined();
    expect(screen.getByRole('radio', { name: 'Garage' })).toBeDefined();

    // The building land chosen before is no longer chosen while hidden; sale brings it back.
    next();
    expect(await screen.findByText(errors.required)).toBeDefined();
    fireEvent.click(screen.getByRole('radio', { name: texts.offer.sale }));
    await screen.findByRole('radio', { name: 'Residential building land' });
    expect(typeChosen('Residential building land')).toBe(true);
  });

  it('says "required" under the type heading, before the first category, not after the last one (issue 18)', async () => {
    api();
    const me = account();
    store(me, { ...newWizardState(me, 'en'), step: STEP.offer });
    renderWizard({ me });
    await heading(texts.steps.offer);
    next();
    const error = await screen.findByText(errors.required);
    // The error comes before the cards in the reading order, the first category's too.
    const firstCard = screen.getByRole('radio', { name: 'Apartment' });
    expect(
      error.compareDocumentPosition(firstCard) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('asks before another type discards details entered, and keeps the type on No', async () => {
    api();
    const me = account();
    store(me, { ...filled(me, STEP.offer), details: details(250_000) });
    renderWizard({ me });
    await heading(texts.steps.offer);

    fireEvent.click(screen.getByRole('radio', { name: 'Garage' }));
    const dialog = await screen.findByRole('dialog', { name: texts.offer.retypeTitle });
    expect(dialog.textContent).toContain(texts.offer.retypeQuestion.replace('{{type}}', 'Garage'));
    fireEvent.click(within(dialog).getByRole('button', { name: texts.offer.retypeNo }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(typeChosen('Apartment')).toBe(true);
    expect(typeChosen('Garage')).toBe(false);

    fireEvent.click(screen.getByRole('radio', { name: 'Garage' }));
    const again = await screen.findByRole('dialog', { name: texts.offer.retypeTitle });
    fireEvent.click(within(again).getByRole('button', { name: texts.offer.retypeYes }));
    await waitFor(() => expect(typeChosen('Garage')).toBe(true));
    next();
    await heading(texts.steps.location);
  });
});

describe('step 2, the location (seller-side.md §2 Address entry, §4 Address check, §5, §8)', () => {
  async function atLocation() {
    const me = account();
    store(me, {
      ...filled(me, STEP.location),
      address: newWizardState(me, 'en').address,
      location: null,
    });
    renderWizard({ me });
    await heading(texts.steps.location);
    return screen.getByRole('combobox', { name: /^Municipality/ });
  }

  it('opens without an error, then says why Next waits, tied to the button, once an address is typed (§5 Step 2, issue 18)', async () => {
    api();
    const municipality = await atLocation();
    const waiting = button(texts.next);
    expect(waiting.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByText(errors.streetNumber)).toBeNull();
    expect(waiting.hasAttribute('aria-describedby')).toBe(false);

    fireEvent.change(municipality, { target: { value: 'Bolzano' } });
    fireEvent.change(await screen.findByRole('combobox', { name: /^Street/ }), {
      target: { value: 'Via Museo' },
    });
    const hint = document.getElementById(waiting.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(errors.streetNumber);
  });

  it('shows street and number once the municipality text is longer than 3 characters', async () => {
    api();
    const municipality = await atLocation();
    fireEvent.change(municipality, { target: { value: 'Bol' } });
    expect(screen.queryByRole('combobox', { name: /^Street/ })).toBeNull();
    fireEvent.change(municipality, { target: { value: 'Bolz' } });
    expect(await screen.findByRole('combobox', { name: /^Street/ })).toBeDefined();
    expect(screen.getByRole('textbox', { name: /^House number/ })).toBeDefined();
    expect(button(texts.location.verify)).toBeDefined();
  });

  it('checks the address 500 ms after street and number are both filled, then shows the result box', async () => {
    const calls = api();
    const municipality = await atLocation();
    fireEvent.change(municipality, { target: { value: 'Bolzano' } });
    fireEvent.change(await screen.findByRole('combobox', { name: /^Street/ }), {
      target: { value: 'Via Museo' },
    });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(geocodes(calls)).toHaveLength(0);

    const number = screen.getByRole('textbox', { name: /^House number/ });
    const typed = Date.now();
    fireEvent.change(number, { target: { value: '5' } });
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(geocodes(calls)).toHaveLength(0);
    await waitFor(() => expect(geocodes(calls)).toHaveLength(1), { timeout: 2000 });
    expect(geocodes(calls)[0]!.at - typed).toBeGreaterThanOrEqual(500);
    expect(geocodes(calls)[0]!.body).toMatchObject({
      municipality: 'Bolzano',
      street: 'Via Museo',
      streetNumber: '5',
    });

    const result = await screen.findByRole('region', { name: texts.location.result });
    expect(within(result).getByText('Via Museo 5')).toBeDefined();
    expect(within(result).getByText('Bolzano')).toBeDefined();
    expect(within(result).getByText('Centro')).toBeDefined();
    expect(within(result).getByText('Trentino-South Tyrol')).toBeDefined();
    expect(button(texts.next).hasAttribute('disabled')).toBe(false);
    expect(button(texts.next).hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByText(errors.streetNumber)).toBeNull();
  });

  it('says "Address not found" and clears the location when the check fails; Next stays disabled', async () => {
    api({
      geocode: () => [
        404,
        { error: { code: 'address_not_found', message: errors.addressNotFound } },
      ],
    });
    const me = account();
    store(me, filled(me, STEP.location));
    renderWizard({ me });
    await heading(texts.steps.location);
    expect(screen.getByRole('region', { name: texts.location.result })).toBeDefined();

    fireEvent.change(screen.getByRole('textbox', { name: /^House number/ }), {
      target: { value: '999' },
    });
    // Changing the address clears the location until it is checked again.
    expect(screen.queryByRole('region', { name: texts.location.result })).toBeNull();
    fireEvent.click(button(texts.location.verify));
    expect(await screen.findByText(errors.addressNotFound)).toBeDefined();
    expect(screen.queryByRole('region', { name: texts.location.result })).toBeNull();
    expect(button(texts.next).hasAttribute('disabled')).toBe(true);
    expect(stored(me)).toMatchObject({ kind: 'found', state: { location: null } });
  });

  it('after "Address not found" offers to place the address on the map by hand, and Next goes on (issue 18 §4)', async () => {
    api({
      geocode: () => [
        404,
        { error: { code: 'address_not_found', message: errors.addressNotFound } },
      ],
    });
    const me = account();
    store(me, {
      ...filled(me, STEP.location),
      address: {
        municipalityText: 'Bolzano',
        municipality: {
          id: '021008',
          name: 'Bolzano',
          names: { it: 'Bolzano', de: 'Bozen' },
          point: { lat: 46.5, lng: 11.35 },
        },
        street: 'Via Nuovissima',
        streetNumber: '3',
      },
      location: null,
    });
    renderWizard({ me });
    await heading(texts.steps.location);
    fireEvent.click(button(texts.location.verify));
    expect(await screen.findByText(errors.addressNotFound)).toBeDefined();
    fireEvent.click(button(texts.location.manual));
    const result = await screen.findByRole('region', { name: texts.location.result });
    expect(within(result).getByText('Via Nuovissima 3')).toBeDefined();
    expect(button(texts.next).hasAttribute('disabled')).toBe(false);
  });

  it('keeps Next disabled without a street number, with the warning "Il numero civico deve essere specificato"', async () => {
    const calls = api();
    const municipality = await atLocation();
    fireEvent.change(municipality, { target: { value: 'Bolzano' } });
    fireEvent.change(await screen.findByRole('combobox', { name: /^Street/ }), {
      target: { value: 'Via Museo' },
    });
    expect(button(texts.next).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(errors.streetNumber)).toBeDefined();
    fireEvent.click(button(texts.location.verify));
    expect(await screen.findAllByText(errors.streetNumber)).toHaveLength(2);
    expect(geocodes(calls)).toHaveLength(0);
  });
});

describe('what was entered is kept (seller-side.md §2; docs/decisions/012)', () => {
  it('comes back after a reload at the same step, and is gone after a submit', async () => {
    const calls = api();
    const me = account();
    renderWizard({ me });
    await heading(texts.steps.seller);
    next();
    await heading(texts.steps.offer);
    fireEvent.click(screen.getByRole('radio', { name: 'Apartment' }));
    next();
    await heading(texts.steps.location);
    fireEvent.change(screen.getByRole('combobox', { name: /^Municipality/ }), {
      target: { value: 'Bolz' },
    });

    cleanup();
    renderWizard({ me });
    await heading(texts.steps.location);
    expect(screen.getByText(texts.restored)).toBeDefined();
    expect(valueOf(screen.getByRole('combobox', { name: /^Municipality/ }))).toBe('Bolz');
    fireEvent.click(button(texts.back));
    await heading(texts.steps.offer);
    expect(typeChosen('Apartment')).toBe(true);

    cleanup();
    store(me, filled(me, STEP.files));
    renderWizard({ me });
    await heading(texts.steps.files);
    expect(screen.getByText('images: 4')).toBeDefined();
    fireEvent.click(button(texts.submit));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    await waitFor(() => expect(stored(me)).toEqual({ kind: 'none' }));
  });

  it('starts again from the draft as last saved, not as first loaded, and counts it as saved', async () => {
    let version = 1;
    const calls = api({
      write: (_url, _method, request) => [
        200,
        {
          data: saved({
            isDraft: request.isDraft === true,
            updatedAt: `2026-03-0${++version}T10:00:00.000Z`,
          }),
        },
      ],
    });
    const me = account();
    const listed = draft();
    store(
      me,
      { ...filled(me, STEP.files, 2), kept: { ...filled(me, 0).kept, isDraft: true } },
      listed,
    );
    renderWizard({ me, listing: listed }, `/edit/residential/${id(700)}`);
    await heading(texts.steps.files);
    expect(screen.getByText(texts.restored)).toBeDefined();
    expect(screen.getByText('images: 2')).toBeDefined();
    fireEvent.click(button(texts.saveDraft));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    await waitFor(() => expect(button(texts.saveDraft).hasAttribute('data-loading')).toBe(false));

    fireEvent.click(button('Add image'));
    fireEvent.click(button(texts.startOver));
    await heading(texts.steps.seller);
    expect(readWizard(draftKey(me), '2026-03-02T10:00:00.000Z')).toMatchObject({
      kind: 'found',
      state: { step: 0, files: { images: [image(1), image(2)] } },
    });
    next();
    await heading(texts.steps.offer);
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(false);
  });

  it('starts again from scratch on request', async () => {
    api();
    const me = account();
    store(me, filled(me, STEP.texts));
    renderWizard({ me });
    await heading(texts.steps.texts);
    fireEvent.click(button(texts.startOver));
    await heading(texts.steps.seller);
    expect(stored(me)).toMatchObject({ kind: 'found', state: { step: 0, typeId: null } });
  });
});

describe('step 5 and submitting (seller-side.md §2 step 5, §5, §9; contracts: Drafts)', () => {
  it('needs at least 4 images to submit: "Carica almeno 4 immagini"', async () => {
    const calls = api();
    const me = account();
    store(me, filled(me, STEP.files, 3));
    renderWizard({ me });
    await heading(texts.steps.files);
    fireEvent.click(button(texts.submit));
    expect(await screen.findByText(`files: ${errors.minImages}`)).toBeDefined();
    expect(writes(calls)).toHaveLength(0);

    fireEvent.click(button('Add image'));
    fireEvent.click(button(texts.submit));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    const [write] = writes(calls);
    expect(write).toMatchObject({ url: '/api/v1/properties/residential', method: 'POST' });
    expect(write!.body).toMatchObject({
      category: 'residential',
      type: apartment._id,
      isDraft: false,
      images: [1, 2, 3, 4].map((n) => id(100 + n)),
      location,
      price: 250_000,
    });
  });

  it('saves a draft on the server and tells the user; the wizard continues as the draft’s, at its own address', async () => {
    const calls = api();
    const me = account();
    store(me, filled(me, STEP.files, 1));
    const { router } = renderWizard({ me });
    await heading(texts.steps.files);
    expect(screen.getByText(texts.files.draftHint)).toBeDefined();

    fireEvent.click(button(texts.saveDraft));
    expect(await screen.findByText(texts.done.draftSaved)).toBeDefined();
    expect(writes(calls)[0]).toMatchObject({
      url: '/api/v1/properties/residential',
      method: 'POST',
      body: { isDraft: true, images: [id(101)] },
    });
    // The draft is edited at its own address from now on, which replaces /sell in the history.
    await waitFor(() =>
      expect(router!.state.location.pathname).toBe(`/edit/residential/${id(700)}`),
    );
    expect(router!.state.historyAction).toBe('REPLACE');
    // What was entered moved to the draft's own storage, with the draft's version.
    expect(stored(me)).toEqual({ kind: 'none' });
    expect(readWizard(draftKey(me), saved().updatedAt)).toMatchObject({
      kind: 'found',
      state: { step: STEP.files, files: { images: [image(1)] }, kept: { isDraft: true } },
    });

    // A later visit to /sell starts a new listing, not the draft.
    cleanup();
    renderWizard({ me });
    await heading(texts.steps.seller);
    expect(screen.queryByText(texts.restored)).toBeNull();
  });

  it('continues a saved draft in edit mode without asking or announcing: saving again PATCHes it, submitting sends isDraft false', async () => {
    // Every save makes a new version of the listing.
    let version = 0;
    const calls = api({
      write: (_url, method, request) => [
        method === 'POST' ? 201 : 200,
        {
          data: saved({
            isDraft: request.isDraft === true,
            updatedAt: `2026-03-0${++version}T10:00:00.000Z`,
          }),
        },
      ],
    });
    const me = account();
    store(me, filled(me, STEP.files, 1));
    renderWizard({ me });
    await heading(texts.steps.files);
    fireEvent.click(button(texts.saveDraft));
    expect(await screen.findByText(texts.done.draftSaved)).toBeDefined();
    await waitFor(() => expect(stored(me)).toEqual({ kind: 'none' }));

    // The draft's page: the values come back from the browser, as saved, at the same step.
    cleanup();
    const { router } = renderWizard({ me, listing: draft() }, `/edit/residential/${id(700)}`);
    await heading(texts.steps.files);
    expect(screen.queryByText(texts.restored)).toBeNull();
    expect(screen.getByText('images: 1')).toBeDefined();
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(false);

    fireEvent.click(button('Add image'));
    fireEvent.click(button(texts.saveDraft));
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls)[1]).toMatchObject({
      url: `/api/v1/properties/residential/${id(700)}`,
      method: 'PATCH',
      body: { isDraft: true, images: [id(101), id(102)] },
    });

    fireEvent.click(button('Add image'));
    fireEvent.click(button('Add image'));
    await waitFor(() => expect(button(texts.submit).hasAttribute('disabled')).toBe(false));
    fireEvent.click(button(texts.submit));
    await waitFor(() => expect(writes(calls)).toHaveLength(3));
    expect(writes(calls)[2]).toMatchObject({
      url: `/api/v1/properties/residential/${id(700)}`,
      method: 'PATCH',
      body: { isDraft: false },
    });
    await waitFor(() => expect(router!.state.location.pathname).toBe('/account'));
    expect(await screen.findByText(texts.done.submitted)).toBeDefined();
    expect(readWizard(draftKey(me), '2026-03-03T10:00:00.000Z')).toEqual({ kind: 'none' });
  });

  it('drops a draft’s stored values once the draft changed elsewhere (submitted), so they are never sent again', async () => {
    const calls = api();
    const me = account();
    store(me, filled(me, STEP.files, 1));
    renderWizard({ me });
    await heading(texts.steps.files);
    fireEvent.click(button(texts.saveDraft));
    expect(await screen.findByText(texts.done.draftSaved)).toBeDefined();
    await waitFor(() => expect(stored(me)).toEqual({ kind: 'none' }));

    // Submitted from another device since: the listing has a newer version.
    cleanup();
    renderWizard(
      {
        me,
        listing: draft({ isDraft: false, isConfirmed: true, updatedAt: '2026-03-05T08:00:00Z' }),
      },
      `/edit/residential/${id(700)}`,
    );
    expect(await screen.findByText(texts.outdated)).toBeDefined();
    await heading(texts.steps.seller);
    expect(writes(calls)).toHaveLength(1);
  });

  it('keeps everything after a refused submit and takes the user to the first step with a problem', async () => {
    api({
      write: () => [
        400,
        {
          error: {
            code: 'validation_error',
            message: 'Some of the data is not valid.',
            fields: [
              { field: 'title.it', message: 'At most 150 characters' },
              { field: 'rooms.bed', message: 'Please enter a whole number' },
            ],
          },
        },
      ],
    });
    const me = account();
    store(me, filled(me, STEP.files));
    const { router } = renderWizard({ me });
    await heading(texts.steps.files);
    fireEvent.click(button(texts.submit));

    await heading(texts.steps.details);
    expect(screen.getByText(texts.failed.fields)).toBeDefined();
    // The sub-step showing the refused field.
    expect(screen.getByText('details part 1')).toBeDefined();
    expect(screen.getByText('bedrooms: Please enter a whole number')).toBeDefined();
    expect(router!.state.location.pathname).toBe('/sell');
    expect(stored(me)).toMatchObject({
      kind: 'found',
      state: { step: STEP.details, typeId: apartment._id, files: { images: { length: 4 } } },
    });

    next();
    await heading(texts.steps.texts);
    expect(screen.getByText('At most 150 characters')).toBeDefined();
    // The server's message leaves once the field changes.
    fireEvent.change(screen.getByRole('textbox', { name: /^Title/ }), {
      target: { value: 'Bilocale' },
    });
    expect(screen.queryByText('At most 150 characters')).toBeNull();
    fireEvent.click(button(texts.back));
    await heading(texts.steps.details);
    expect(screen.getByText('bedrooms: Please enter a whole number')).toBeDefined();
  });

  it('sends an admin to the confirm dialog of an unconfirmed listing, with the customer as owner', async () => {
    const calls = api();
    const admin = account({ isAdmin: true }, null);
    const state = filled(admin, STEP.files);
    state.seller.customer = { _id: anna._id, name: 'Anna', familyName: 'Rossi' };
    state.video = 'https://youtu.be/dQw4w9WgXcQ';
    store(admin, state);
    const { router } = renderWizard({ me: admin });
    await heading(texts.steps.files);
    expect(screen.getByRole('textbox', { name: testTexts.property.fields.video })).toBeDefined();
    fireEvent.click(button(texts.submit));
    await waitFor(() =>
      expect(`${router!.state.location.pathname}${router!.state.location.search}`).toBe(
        `/account?newproperty=${id(700)}&type=residential`,
      ),
    );
    expect(writes(calls)[0]!.body).toMatchObject({
      owner: anna._id,
      video: 'https://youtu.be/dQw4w9WgXcQ',
    });
  });

  it('waits for files still uploading: Back, Save and Submit stay disabled with a hint, and leaving asks (§4 Upload)', async () => {
    const calls = api();
    const me = account();
    store(me, filled(me, STEP.files, 3));
    const { router } = renderWizard({ me });
    await heading(texts.steps.files);
    fireEvent.click(button('Upload an image'));

    const hint = await screen.findByText(texts.files.uploading);
    for (const name of [texts.back, texts.saveDraft, texts.submit]) {
      expect(button(name).hasAttribute('disabled')).toBe(true);
      expect(button(name).getAttribute('aria-describedby')).toBe(hint.id);
    }
    // The stepper does not lead away either.
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`${texts.steps.location}$`) }));
    expect(screen.getByText(texts.files.uploading)).toBeDefined();
    await heading(texts.steps.files);
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);

    // Another change meanwhile, then the upload arrives: both files are there.
    fireEvent.click(button('Add image'));
    uploads.arrive();
    expect(screen.getByText('images: 5')).toBeDefined();
    expect(screen.queryByText(texts.files.uploading)).toBeNull();
    fireEvent.click(button(texts.submit));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]!.body).toMatchObject({
      images: [1, 2, 3, 4, 5].map((n) => id(100 + n)),
    });
    await waitFor(() => expect(router!.state.location.pathname).toBe('/account'));
  });

  it('tells the upload areas which files the saved version holds, also after a draft save (§7 DELETE /file)', async () => {
    let version = 1;
    api({
      write: () => [
        200,
        { data: saved({ isDraft: true, updatedAt: `2026-03-0${++version}T10:00:00.000Z` }) },
      ],
    });
    const me = account();
    renderWizard({ me, listing: draft() }, `/edit/residential/${id(700)}`);
    await heading(texts.steps.seller);
    await walkToFiles();
    expect(screen.getByText('saved images: 1')).toBeDefined();
    fireEvent.click(button('Add image'));
    expect(screen.getByText('saved images: 1')).toBeDefined();
    fireEvent.click(button(texts.saveDraft));
    expect(await screen.findByText('saved images: 2')).toBeDefined();
  });

  it('counts every file of the form as kept while a save is under way, so removing one then deletes nothing the save may hold (§7 DELETE /file)', async () => {
    let answer: (reply: [number, unknown]) => void = () => {};
    api({ write: () => new Promise((resolve) => (answer = resolve)) });
    const me = account();
    renderWizard({ me, listing: draft() }, `/edit/residential/${id(700)}`);
    await heading(texts.steps.seller);
    await walkToFiles();
    fireEvent.click(button('Add image'));
    expect(screen.getByText('saved images: 1')).toBeDefined();
    fireEvent.click(button(texts.saveDraft));
    expect(await screen.findByText('saved images: 2')).toBeDefined();
    act(() =>
      answer([200, { data: saved({ isDraft: true, updatedAt: '2026-03-09T10:00:00.000Z' }) }]),
    );
    await waitFor(() => expect(button(texts.saveDraft).hasAttribute('disabled')).toBe(false));
    expect(screen.getByText('saved images: 2')).toBeDefined();
  });

  it('offers the video link to admins only', async () => {
    api();
    const me = account();
    store(me, filled(me, STEP.files));
    renderWizard({ me });
    await heading(texts.steps.files);
    expect(screen.queryByRole('textbox', { name: testTexts.property.fields.video })).toBeNull();
  });
});

function listing(change: Partial<Property> = {}): Property {
  return {
    _id: id(500),
    property_id: 1200,
    category: 'residential',
    type: apartment,
    rent: false,
    price: 380_000,
    rentPrice: null,
    title: { it: 'Trilocale', de: 'Dreizimmerwohnung', en: 'Three-room flat' },
    description: { it: '', de: '', en: '' },
    informations: null,
    cataster: null,
    video: null,
    images: [1, 2, 3, 4].map(image),
    plans: [],
    mainImage: id(101),
    mainImages: [id(101), id(102), id(103), id(104)],
    isConfirmed: true,
    isDraft: false,
    location,
    owner: { _id: id(9), name: 'Maria', familyName: 'Pichler' },
    externalAgent: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    ...change,
  } as Property;
}

/** The draft the API answers to the first save (`saved()`), as its edit page reads it. */
function draft(change: Partial<Property> = {}): Property {
  return listing({
    _id: id(700),
    isDraft: true,
    isConfirmed: false,
    images: [image(1)],
    mainImage: null,
    mainImages: [],
    updatedAt: saved().updatedAt,
    ...change,
  });
}

describe('edit mode and read-only mode (seller-side.md §2; docs/decisions/012)', () => {
  it('drops values stored for an older version of the listing with a notice, also when a first render is thrown away (§2; docs/decisions/012)', async () => {
    api();
    const me = account();
    const older = listing({ updatedAt: '2025-12-01T00:00:00.000Z' });
    store(me, { ...filled(me, STEP.texts), details: details(1) }, older);
    // A part of the page still loading: React drops the first render and renders again.
    const StillLoading = lazy(
      () =>
        new Promise<{ default: () => null }>((resolve) =>
          setTimeout(() => resolve({ default: () => null }), 10),
        ),
    );
    renderWithProviders(
      <StrictMode>
        <Suspense fallback={null}>
          <SellWizard
            language="en"
            types={types}
            slots={slots}
            saveProfile={saveProfile}
            me={me}
            listing={listing()}
          />
          <StillLoading />
        </Suspense>
      </StrictMode>,
      '/edit/residential/x',
    );
    expect(await screen.findByText(texts.outdated)).toBeDefined();
    // The listing as it is now, from the first step.
    await heading(texts.steps.seller);
    const key = wizardStorageKey(id(1), { category: 'residential', id: id(500) });
    await waitFor(() =>
      expect(readWizard(key, listing().updatedAt)).toMatchObject({
        kind: 'found',
        state: { step: 0, details: details(380_000) },
      }),
    );
    fireEvent.click(button(texts.closeNotice));
    expect(screen.queryByText(texts.outdated)).toBeNull();
  });

  it('loads the listing into every step, keeps its type and PATCHes the whole listing', async () => {
    const calls = api({ write: () => [200, { data: saved({ isConfirmed: true }) }] });
    const { router } = renderWizard({ me: account(), listing: listing() }, '/edit/residential/x');
    expect(screen.getByRole('heading', { level: 1, name: texts.titleEdit })).toBeDefined();
    await heading(texts.steps.seller);
    next();
    await heading(texts.steps.offer);
    expect(screen.getByText(texts.offer.typeFixed)).toBeDefined();
    expect(screen.queryByRole('radio', { name: 'Garage' })).toBeNull();
    next();
    await heading(texts.steps.location);
    expect(
      within(screen.getByRole('region', { name: texts.location.result })).getByText('Via Museo 5'),
    ).toBeDefined();
    expect(valueOf(screen.getByRole('combobox', { name: /^Street/ }))).toBe('Via Museo');
    next();
    await heading(texts.steps.details);
    expect(valueOf(screen.getByLabelText('Asking price'))).toBe('380000');
    next();
    next();
    await heading(texts.steps.texts);
    expect(valueOf(screen.getByRole('textbox', { name: 'Title (English)' }))).toBe(
      'Three-room flat',
    );
    next();
    await heading(texts.steps.files);
    expect(screen.getByText('images: 4')).toBeDefined();
    // A submitted listing never goes back to draft.
    expect(screen.queryByRole('button', { name: texts.saveDraft })).toBeNull();
    fireEvent.click(button(texts.submitChanges));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({
      url: `/api/v1/properties/residential/${id(500)}`,
      method: 'PATCH',
      body: {
        type: apartment._id,
        price: 380_000,
        title: { it: 'Trilocale', de: 'Dreizimmerwohnung', en: 'Three-room flat' },
        location,
        mainImages: [id(101), id(102), id(103), id(104)],
        isConfirmed: true,
        isDraft: false,
      },
    });
    await waitFor(() => expect(router!.state.location.pathname).toBe('/account'));
    expect(await screen.findByText(texts.done.updated)).toBeDefined();
  });

  it('lets an agent change the customer of a listing edited, but not remove it: the listing stays the customer’s (§6)', async () => {
    const calls = api({ write: () => [200, { data: saved({ isConfirmed: true }) }] });
    const agent = account({ isAgent: true }, { sellerType: 'agent' });
    renderWizard(
      {
        me: agent,
        listing: listing({ owner: { _id: anna._id, name: 'Anna', familyName: 'Rossi' } }),
      },
      '/edit/residential/x',
    );
    await heading(texts.steps.seller);
    expect(screen.getByText('Anna Rossi')).toBeDefined();
    expect(button(texts.seller.change)).toBeDefined();
    expect(screen.queryByRole('button', { name: texts.seller.remove })).toBeNull();
    expect(screen.queryByText(texts.seller.agentSkip)).toBeNull();
    await walkToFiles();
    fireEvent.click(button(texts.submitChanges));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]!.body).toMatchObject({ owner: anna._id });
  });

  it('opens a seller’s listing that waits for confirmation read-only: no address entry, no uploads, no saving', async () => {
    const calls = api();
    const me = account();
    renderWizard({ me, listing: listing({ isConfirmed: false }) }, '/edit/residential/x');
    expect(await screen.findByText(texts.readOnly.pending)).toBeDefined();
    next();
    next();
    await heading(texts.steps.location);
    expect(screen.queryByRole('combobox', { name: /^Municipality/ })).toBeNull();
    expect(screen.getByRole('region', { name: texts.location.result })).toBeDefined();
    for (let i = 0; i < 4; i += 1) next();
    await heading(texts.steps.files);
    expect(screen.queryByRole('button', { name: 'Add image' })).toBeNull();
    expect(screen.queryByRole('button', { name: texts.submitChanges })).toBeNull();
    expect(screen.queryByRole('button', { name: texts.saveDraft })).toBeNull();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
    expect(
      readWizard(wizardStorageKey(id(1), { category: 'residential', id: id(500) }), null),
    ).toEqual({ kind: 'none' });
  });
});
