// @vitest-environment jsdom
import type { Me } from '@domus/domain/account/account.schema';
import type { GeocodeResult } from '@domus/domain/place/location.schema';
import type { Property } from '@domus/domain/listing/property.schema';
import { afterEach, describe, expect, it } from 'vitest';
import { initialDetailsValues } from './details-values';
import { readOnlyReason } from './read-only';
import { STEP } from './wizard-progress';
import {
  listingBody,
  listingOwner,
  locationFromGeocode,
  newWizardState,
  stepOfField,
  wizardStateFromProperty,
  type WizardState,
} from './wizard-state';
import { clearWizard, readWizard, wizardStorageKey, writeWizard } from './wizard-storage';

const noFlags = { isAgent: false, isAdmin: false, isSuperAdmin: false };
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function account(admin: Partial<Me['admin']>, seller: string | null): Me {
  return {
    _id: id(1),
    email: 'someone@example.com',
    admin: { ...noFlags, ...admin },
    seller: seller
      ? {
          _id: seller,
          sellerType: 'agent',
          name: 'Paul',
          familyName: 'Huber',
          language: 'de',
          isSelfInserted: true,
        }
      : null,
    client: null,
  };
}

function filled(me: Me): WizardState {
  const state = newWizardState(me, 'it');
  return {
    ...state,
    typeId: id(50),
    details: { ...initialDetailsValues('residential', 'apartment', new Date()), price: 250_000 },
    files: {
      images: [1, 2, 3, 4].map((n) => ({
        _id: id(100 + n),
        url: '/x',
        name: `${n}`,
        type: 'image',
      })),
      plans: [],
    },
  };
}

const body = (state: WizardState, me: Me, isDraft = false) =>
  listingBody(state, { me, category: 'residential', subtype: 'apartment', isDraft });

describe('the listing sent (seller-side.md §7 POST and PATCH properties)', () => {
  it('carries type, rent, step-3 fields, texts, location, files in order and isDraft', () => {
    const me = account({}, id(9));
    expect(body(filled(me), me, true)).toMatchObject({
      category: 'residential',
      type: id(50),
      rent: false,
      price: 250_000,
      images: [id(101), id(102), id(103), id(104)],
      plans: [],
      title: { it: '', de: '', en: '' },
      isDraft: true,
      isConfirmed: false,
    });
  });

  it('names the owner for staff only: the customer, or for an agent who chose none the agent (§5, §6)', () => {
    const seller = account({}, id(9));
    expect(body(filled(seller), seller)).not.toHaveProperty('owner');
    const agent = account({ isAgent: true }, id(7));
    expect(listingOwner(filled(agent), agent)).toBe(id(7));
    const picked = filled(agent);
    picked.seller.customer = { _id: id(8), name: 'Anna' };
    expect(body(picked, agent)).toMatchObject({ owner: id(8) });
  });

  it('never hands a listing edited to the staff member: without a customer the owner stays as it is (§6)', () => {
    const agent = account({ isAgent: true }, id(7));
    expect(listingOwner(filled(agent), agent, true)).toBeUndefined();
    expect(
      listingBody(filled(agent), {
        me: agent,
        category: 'residential',
        subtype: 'apartment',
        isDraft: false,
        editing: true,
      }),
    ).toMatchObject({ owner: null });
  });

  it('sends the external agent for staff only and the video for admins only (§6; decision 022)', () => {
    const admin = account({ isAdmin: true }, null);
    const state = filled(admin);
    state.seller.externalAgent = { name: ' Luca ', familyName: '' };
    state.video = ' https://youtu.be/dQw4w9WgXcQ ';
    expect(body(state, admin)).toMatchObject({
      externalAgent: { name: 'Luca', familyName: '' },
      video: 'https://youtu.be/dQw4w9WgXcQ',
    });
    const agent = account({ isAgent: true }, id(7));
    expect(body(state, agent)).toMatchObject({ externalAgent: { name: 'Luca', familyName: '' } });
    expect(body(state, agent)).not.toHaveProperty('video');
    const seller = account({}, id(9));
    expect(body({ ...state, video: 'x' }, seller)).not.toHaveProperty('video');
    expect(body(state, seller)).not.toHaveProperty('externalAgent');
  });

  it('keeps the confirm dialog’s choice of a listing edited, without files removed since', () => {
    const admin = account({ isAdmin: true }, null);
    const state = filled(admin);
    state.kept = {
      mainImage: id(999),
      mainImages: [id(101), id(999), id(103)],
      isConfirmed: true,
      isDraft: false,
    };
    expect(body(state, admin)).toMatchObject({
      mainImage: null,
      mainImages: [id(101), id(103)],
      isConfirmed: true,
    });
  });
});

describe('a refused field leads to its step', () => {
  it('maps the server’s field paths to the wizard’s steps', () => {
    expect(stepOfField('owner')).toBe(STEP.seller);
    expect(stepOfField('externalAgent.name')).toBe(STEP.seller);
    expect(stepOfField('type')).toBe(STEP.offer);
    expect(stepOfField('location.address.streetNumber')).toBe(STEP.location);
    expect(stepOfField('rooms.bed')).toBe(STEP.details);
    expect(stepOfField('price')).toBe(STEP.details);
    expect(stepOfField('title.de')).toBe(STEP.texts);
    expect(stepOfField('images')).toBe(STEP.files);
    expect(stepOfField('video')).toBe(STEP.files);
  });
});

describe('address check result (seller-side.md §3 Address geocode result)', () => {
  it('becomes the listing’s location, with the chosen municipality’s names and the zone', () => {
    const result: GeocodeResult = {
      address: { street: 'Via Museo', streetNumber: '5', postalCode: '39100' },
      municipality: { id: '021008', name: 'Bolzano' },
      zone: { id: 'z1', name: 'Centro' },
      region: 'Trentino-Alto Adige/Südtirol',
      coordinates: { lat: 46.5, lng: 11.35 },
      approximate: true,
      source: 'builtin',
    };
    const location = locationFromGeocode(result, {
      id: '021008',
      name: 'Bolzano',
      names: { it: 'Bolzano', de: 'Bozen' },
    });
    expect(location).toEqual({
      address: {
        street: 'Via Museo',
        streetNumber: '5',
        postalCode: '39100',
        municipality: { it: 'Bolzano', de: 'Bozen', en: 'Bolzano' },
        municipalityId: '021008',
        region: 'Trentino-Alto Adige/Südtirol',
      },
      coordinates: { lat: 46.5, lng: 11.35 },
      zone: { id: 'z1', properties: { name: { it: 'Centro', de: 'Centro' } } },
      zoneName: 'Centro',
      approximate: true,
    });
  });
});

function listing(change: Partial<Property> = {}): Property {
  return {
    _id: id(500),
    property_id: 1200,
    category: 'residential',
    type: {
      _id: id(50),
      id: 'apartment',
      type: 'residential',
      category: 'residential',
      name: { it: 'Appartamento', de: 'Wohnung', en: 'Apartment' },
    },
    rent: true,
    price: 900,
    rentPrice: null,
    title: { it: 'Bilocale', de: 'Zweizimmerwohnung', en: '' },
    description: { it: '', de: '', en: '' },
    informations: null,
    cataster: null,
    video: null,
    images: [],
    plans: [],
    mainImage: null,
    mainImages: [],
    isConfirmed: true,
    isDraft: false,
    location: null,
    owner: { _id: id(9), name: 'Paul' },
    externalAgent: { name: 'Luca', familyName: 'Neri' },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    ...change,
  } as Property;
}

describe('edit mode and read-only mode (docs/decisions/012)', () => {
  it('fills every step from the listing', () => {
    const me = account({}, id(9));
    const state = wizardStateFromProperty(listing(), me, 'it');
    expect(state).toMatchObject({
      step: 0,
      rent: true,
      typeId: id(50),
      details: { price: 900 },
      texts: { title: { it: 'Bilocale', de: 'Zweizimmerwohnung', en: '' } },
      seller: {
        customer: { _id: id(9), name: 'Paul' },
        externalAgent: { name: 'Luca', familyName: 'Neri' },
      },
      kept: { isConfirmed: true, isDraft: false },
    });
  });

  it('is read-only for a seller’s listing waiting for confirmation and for a listing of someone else', () => {
    const owner = account({}, id(9));
    expect(readOnlyReason(listing(), owner)).toBeNull();
    expect(readOnlyReason(listing({ isDraft: true, isConfirmed: false }), owner)).toBeNull();
    expect(readOnlyReason(listing({ isConfirmed: false }), owner)).toBe('pending');
    expect(readOnlyReason(listing({ owner: null }), account({}, id(3)))).toBe('other');
    expect(readOnlyReason(listing({ isConfirmed: false }), account({ isAgent: true }, null))).toBe(
      null,
    );
  });
});

describe('browser storage of the wizard (seller-side.md §2: nothing entered is lost)', () => {
  afterEach(() => window.localStorage.clear());

  it('keeps one wizard per account and listing', () => {
    expect(wizardStorageKey('a1', null)).toBe('domus.sell:a1:new');
    expect(wizardStorageKey('a1', { category: 'garage', id: 'g1' })).toBe(
      'domus.sell:a1:garage/g1',
    );
    const me = account({}, id(9));
    const state = { ...filled(me), step: 3 };
    writeWizard('k', state, null);
    expect(readWizard('k', null)).toEqual({ kind: 'found', state });
    expect(readWizard('other', null)).toEqual({ kind: 'none' });
    clearWizard('k');
    expect(readWizard('k', null)).toEqual({ kind: 'none' });
  });

  it('drops values entered on an older version of the listing, and values older than a session', () => {
    const state = filled(account({}, id(9)));
    writeWizard('k', state, '2026-01-01T00:00:00.000Z');
    expect(readWizard('k', '2026-02-01T00:00:00.000Z')).toEqual({ kind: 'outdated' });
    // Reading changes nothing: a second read (strict mode renders twice) finds the same.
    expect(readWizard('k', '2026-02-01T00:00:00.000Z')).toEqual({ kind: 'outdated' });
    writeWizard('k', state, null, Date.now() - 31 * 24 * 3600_000);
    expect(readWizard('k', null)).toEqual({ kind: 'none' });
    window.localStorage.setItem('k', '{not json');
    expect(readWizard('k', null)).toEqual({ kind: 'none' });
  });

  it('does not read a new listing’s values that name a saved draft: the draft’s values live under its own key', () => {
    const state = { ...filled(account({}, id(9))), draftId: id(700) };
    writeWizard('k', state, null);
    expect(readWizard('k', null)).toEqual({ kind: 'none' });
  });
});
