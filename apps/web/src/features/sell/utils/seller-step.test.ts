import type { Me } from '@domus/domain/account/account.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, testTexts } from '../../../shared/test/render-with-providers';
import {
  ownSellerChanged,
  ownSellerPayload,
  ownSellerValues,
  validateOwnSeller,
  type OwnSellerValues,
} from './seller-step';

const errors = testTexts.errors.global.errors;
const noFlags = { isAgent: false, isAdmin: false, isSuperAdmin: false };

const me: Me = {
  _id: '00000000-0000-4000-8000-0000000000a1',
  email: 'login@example.com',
  admin: noFlags,
  seller: {
    _id: '00000000-0000-4000-8000-0000000000b1',
    sellerType: 'private',
    salutation: 'f',
    name: 'Maria',
    familyName: 'Pichler',
    email: 'maria@example.com',
    tel: null,
    language: 'de',
    address: {
      street: 'Via Roma',
      streetNumber: '1',
      postalCode: undefined,
      municipality: undefined,
      country: undefined,
    },
    fiscalCode: 'PCHMRA80A41A952X',
    isSelfInserted: true,
  },
  client: null,
};

const values = (change: Partial<OwnSellerValues> = {}): OwnSellerValues => ({
  ...ownSellerValues(me, 'it'),
  ...change,
});

beforeAll(initTestI18n);

describe('step 0, own data (seller-side.md §5 Seller step)', () => {
  it('starts from the profile, else from the account', () => {
    expect(values()).toMatchObject({
      sellerType: 'private',
      salutation: 'f',
      name: 'Maria',
      familyName: 'Pichler',
      email: 'maria@example.com',
      tel: '',
      language: 'de',
    });
    const fresh = ownSellerValues({ ...me, seller: null, language: 'en' }, 'it');
    expect(fresh).toMatchObject({ email: 'login@example.com', name: '', language: 'en' });
    const agent = ownSellerValues(
      { ...me, seller: null, admin: { ...noFlags, isAgent: true } },
      'it',
    );
    expect(agent.sellerType).toBe('agent');
  });

  it('needs an e-mail or a telephone number, on both fields: "Inserire numero di telefono o email"', () => {
    expect(validateOwnSeller(values({ email: ' ', tel: '' }))).toEqual({
      email: errors.emailOrTel,
      tel: errors.emailOrTel,
    });
    expect(validateOwnSeller(values({ email: '', tel: '+39 0471 123456' }))).toEqual({});
  });

  it('needs name and family name, and a valid e-mail', () => {
    expect(validateOwnSeller(values({ name: '', familyName: '  ' }))).toEqual({
      name: errors.required,
      familyName: errors.required,
    });
    expect(validateOwnSeller(values({ email: 'maria@' }))).toEqual({ email: errors.email });
  });

  it('removes empty strings and drops the PEC of a private seller before sending', () => {
    // As the request carries it.
    const sent = (input: OwnSellerValues) =>
      JSON.parse(JSON.stringify(ownSellerPayload(input, me))) as Record<string, unknown>;
    const payload = sent(
      values({ tel: '  ', companyName: 'Pichler GmbH', pec: 'maria@pec.it', taxCode: '' }),
    );
    expect(payload).not.toHaveProperty('tel');
    expect(payload).not.toHaveProperty('pec');
    expect(payload).not.toHaveProperty('companyName');
    expect(payload).not.toHaveProperty('taxCode');
    expect(payload).toMatchObject({ name: 'Maria', email: 'maria@example.com' });
    const firm = sent(
      values({ sellerType: 'construction', companyName: 'Pichler Bau', pec: 'bau@pec.it' }),
    );
    expect(firm).toMatchObject({ companyName: 'Pichler Bau', pec: 'bau@pec.it' });
  });

  it('keeps the login address as contact when only a telephone is given, and the fields step 0 does not show', () => {
    const payload = ownSellerPayload(values({ email: '', tel: '0471 1' }), me);
    expect(payload).toMatchObject({
      email: 'login@example.com',
      tel: '0471 1',
      address: { street: 'Via Roma', streetNumber: '1' },
      fiscalCode: 'PCHMRA80A41A952X',
    });
  });

  it('saves only what changed, and always for an account without a seller profile', () => {
    expect(ownSellerChanged(values(), me, 'it')).toBe(false);
    expect(ownSellerChanged(values({ name: ' Maria ' }), me, 'it')).toBe(false);
    expect(ownSellerChanged(values({ tel: '0471 1' }), me, 'it')).toBe(true);
    expect(ownSellerChanged(values(), { ...me, seller: null }, 'it')).toBe(true);
  });
});
