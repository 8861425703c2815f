import { resources } from '@domus/domain/i18n/resources';
import type { Me } from '@domus/domain/schemas/account.schema';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  offersCompanyName,
  profileFormValues,
  profilePayload,
  validateProfile,
  type ProfileFormValues,
} from './profile-form';

const staffFlags = { isAgent: false, isAdmin: false, isSuperAdmin: false };

function me(overrides: Partial<Me> = {}): Me {
  return { email: 'anna@example.com', admin: staffFlags, seller: null, client: null, ...overrides };
}

const filled: ProfileFormValues = {
  salutation: 'f',
  name: 'Anna',
  familyName: 'Rossi',
  companyName: '',
  email: 'anna@example.com',
  tel: '',
  language: 'it',
  sellerType: 'private',
};

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources: { en: resources.en }, defaultNS: 'common' });
});

describe('profile dialog rules (buyer-side.md §5 Profile dialog)', () => {
  it('accepts e-mail, name and family name', () => {
    expect(validateProfile(filled)).toEqual({});
  });

  it('requires a valid e-mail address (global.errors.email)', () => {
    expect(validateProfile({ ...filled, email: '' }).email).toBe(
      resources.en.errors.global.errors.email,
    );
    expect(validateProfile({ ...filled, email: 'anna@' }).email).toBe(
      resources.en.errors.global.errors.email,
    );
  });

  it('requires name and family name', () => {
    const errors = validateProfile({ ...filled, name: ' ', familyName: '' });
    expect(errors.name).toBe(resources.en.errors.global.errors.required);
    expect(errors.familyName).toBe(resources.en.errors.global.errors.required);
  });

  it('lets a construction firm give its company name instead of name and family name', () => {
    const firm = { ...filled, sellerType: 'construction' as const, name: '', familyName: '' };
    expect(validateProfile(firm).name).toBeDefined();
    expect(validateProfile({ ...firm, companyName: 'Dolomiti Bau' })).toEqual({});
  });

  it('offers the company name to construction firms only', () => {
    expect(offersCompanyName({ sellerType: 'construction' })).toBe(true);
    expect(offersCompanyName({ sellerType: 'private' })).toBe(false);
    expect(offersCompanyName({ sellerType: '' })).toBe(false);
  });

  it('sends no company name for others, no seller type for accounts that do not sell, no empty strings', () => {
    const values = { ...filled, sellerType: '' as const, companyName: 'Old Ltd', tel: ' ' };
    const payload = profilePayload(values);
    expect(payload).toMatchObject({ salutation: 'f', name: 'Anna', familyName: 'Rossi' });
    expect(payload.sellerType).toBeUndefined();
    expect(payload.companyName).toBeUndefined();
    expect(payload.tel).toBeUndefined();
  });

  it('starts from the seller profile, else the client profile, else the account', () => {
    const seller = {
      _id: 's1',
      sellerType: 'construction' as const,
      name: 'Luca',
      familyName: 'Bernardi',
      companyName: 'Bernardi Costruzioni',
      email: 'luca@example.com',
      tel: '0471 123456',
      language: 'de' as const,
      salutation: 'm' as const,
      isSelfInserted: true,
    };
    expect(profileFormValues(me({ seller }), 'it')).toMatchObject({
      salutation: 'm',
      companyName: 'Bernardi Costruzioni',
      language: 'de',
      sellerType: 'construction',
    });
    expect(profileFormValues(me(), 'en')).toEqual({
      salutation: '',
      name: '',
      familyName: '',
      companyName: '',
      email: 'anna@example.com',
      tel: '',
      language: 'en',
      sellerType: '',
    });
  });
});
