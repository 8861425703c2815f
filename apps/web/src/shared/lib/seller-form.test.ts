import type { Me } from '@domus/domain/account/account.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, testTexts } from '../test/render-with-providers';
import {
  accountSellerForm,
  customerRef,
  emptySellerForm,
  offersCompanyFields,
  profilePayload,
  sellerPayload,
  validateSellerForm,
  type SellerFormValues,
} from './seller-form';

const messages = testTexts.errors.global.errors;
const noFlags = { isAgent: false, isAdmin: false, isSuperAdmin: false };

const filled: SellerFormValues = {
  ...emptySellerForm('it'),
  salutation: 'f',
  name: 'Anna',
  familyName: 'Rossi',
  email: 'anna@example.com',
};

const me: Me = {
  _id: '00000000-0000-4000-8000-0000000000a1',
  email: 'login@example.com',
  admin: noFlags,
  seller: {
    _id: '00000000-0000-4000-8000-0000000000b1',
    sellerType: 'agent',
    salutation: 'f',
    name: 'Sabine',
    familyName: 'Kofler',
    companyName: 'Kofler Immobilien',
    email: 'info@kofler.example',
    tel: '+39 0471 978100',
    pec: 'kofler@pec.it',
    taxCode: '01234567890',
    language: 'de',
    address: {
      street: 'Via Museo',
      streetNumber: '12',
      postalCode: undefined,
      municipality: undefined,
      country: undefined,
    },
    fiscalCode: 'KFLSBN70A41A952X',
    isSelfInserted: true,
  },
  client: null,
};

/** The body as the request carries it. */
const sent = (body: object) => JSON.parse(JSON.stringify(body)) as Record<string, unknown>;

beforeAll(initTestI18n);

describe('one seller form: the wizard own data, the new customer, the profile dialog (seller-side.md §5 Seller step)', () => {
  it("needs an e-mail or a telephone number, reported on both ('Inserire numero di telefono o email')", () => {
    expect(validateSellerForm(filled, 'seller')).toEqual({});
    expect(validateSellerForm({ ...filled, email: '', tel: '+39 0471 123456' }, 'seller')).toEqual(
      {},
    );
    expect(validateSellerForm({ ...filled, email: ' ', tel: '' }, 'seller')).toEqual({
      email: messages.emailOrTel,
      tel: messages.emailOrTel,
    });
  });

  it('needs name and family name, and valid e-mail and PEC addresses', () => {
    expect(validateSellerForm({ ...filled, name: ' ', familyName: '' }, 'seller')).toEqual({
      name: messages.required,
      familyName: messages.required,
    });
    expect(validateSellerForm({ ...filled, email: 'anna@' }, 'seller')).toEqual({
      email: messages.email,
    });
    const agent = { ...filled, sellerType: 'agent' as const };
    expect(validateSellerForm({ ...agent, pec: 'anna@' }, 'seller')).toEqual({
      pec: messages.email,
    });
  });

  it('lets a construction firm give its company name instead of name and family name, and nobody else (buyer-side.md §5 Profile dialog)', () => {
    const firm = { ...filled, sellerType: 'construction' as const, name: '', familyName: '' };
    for (const rules of ['seller', 'profile'] as const) {
      expect(validateSellerForm({ ...firm, companyName: 'Edilizia Adige Spa' }, rules)).toEqual({});
      expect(validateSellerForm(firm, rules)).toEqual({
        name: messages.companyOrName,
        familyName: messages.companyOrName,
        companyName: messages.companyOrName,
      });
      const agent = { ...firm, sellerType: 'agent' as const, companyName: 'Kofler Immobilien' };
      expect(validateSellerForm(agent, rules)).toEqual({
        name: messages.required,
        familyName: messages.required,
      });
    }
  });

  it('offers the company fields to agents and construction firms, not to private sellers nor to buyers', () => {
    expect(offersCompanyFields({ sellerType: 'agent' })).toBe(true);
    expect(offersCompanyFields({ sellerType: 'construction' })).toBe(true);
    expect(offersCompanyFields({ sellerType: 'private' })).toBe(false);
    expect(offersCompanyFields({ sellerType: '' })).toBe(false);
  });

  it('removes empty strings and drops the PEC (and the hidden company fields) of a private seller', () => {
    const privateSeller = sent(
      sellerPayload({
        ...filled,
        tel: '  ',
        companyName: 'Rossi GmbH',
        pec: 'anna@pec.it',
        taxCode: '',
      }),
    );
    expect(privateSeller).toEqual({
      sellerType: 'private',
      salutation: 'f',
      name: 'Anna',
      familyName: 'Rossi',
      email: 'anna@example.com',
      language: 'it',
    });
    const firm = sent(
      sellerPayload({
        ...filled,
        sellerType: 'construction',
        companyName: ' Rossi Bau ',
        pec: 'bau@pec.it',
      }),
    );
    expect(firm).toMatchObject({ companyName: 'Rossi Bau', pec: 'bau@pec.it' });
    expect(firm).not.toHaveProperty('taxCode');
  });

  it('checks the lengths the domain sets, the PEC by its own limit', () => {
    const agent = { ...filled, sellerType: 'agent' as const };
    expect(validateSellerForm({ ...agent, pec: `${'a'.repeat(250)}@pec.it` }, 'seller').pec).toBe(
      testTexts.errors.validation.invalid,
    );
    expect(validateSellerForm({ ...agent, name: 'A'.repeat(101) }, 'seller').name).toBe(
      testTexts.errors.validation.invalid,
    );
  });
});

describe('the profile rules (buyer-side.md §5 Profile dialog)', () => {
  it('require a valid e-mail address; a telephone number does not replace it', () => {
    expect(validateSellerForm(filled, 'profile')).toEqual({});
    expect(validateSellerForm({ ...filled, email: '', tel: '0471 1' }, 'profile')).toEqual({
      email: messages.email,
    });
  });

  it('start from the seller profile, else the client profile, else the account', () => {
    expect(accountSellerForm(me, 'it', '')).toEqual({
      sellerType: 'agent',
      salutation: 'f',
      name: 'Sabine',
      familyName: 'Kofler',
      companyName: 'Kofler Immobilien',
      email: 'info@kofler.example',
      tel: '+39 0471 978100',
      pec: 'kofler@pec.it',
      taxCode: '01234567890',
      language: 'de',
    });
    const client = {
      _id: '00000000-0000-4000-8000-0000000000c1',
      name: 'Max',
      familyName: 'Huber',
      email: 'max@example.com',
      language: 'en' as const,
    };
    expect(accountSellerForm({ ...me, seller: null, client }, 'it', '')).toMatchObject({
      sellerType: '',
      name: 'Max',
      email: 'max@example.com',
      pec: '',
      language: 'en',
    });
    expect(accountSellerForm({ ...me, seller: null }, 'en', 'private')).toEqual({
      ...emptySellerForm('en'),
      email: 'login@example.com',
    });
  });

  it('send what the form does not show as the profile has it, and no seller type for a buyer', () => {
    const payload = sent(profilePayload(accountSellerForm(me, 'it', ''), me));
    expect(payload).toMatchObject({
      sellerType: 'agent',
      companyName: 'Kofler Immobilien',
      pec: 'kofler@pec.it',
      taxCode: '01234567890',
      address: { street: 'Via Museo', streetNumber: '12' },
      fiscalCode: 'KFLSBN70A41A952X',
    });
    const buyer = sent(
      profilePayload(
        { ...filled, sellerType: '', pec: 'anna@pec.it', tel: ' ' },
        { ...me, seller: null },
      ),
    );
    expect(buyer).not.toHaveProperty('sellerType');
    expect(buyer).not.toHaveProperty('pec');
    expect(buyer).not.toHaveProperty('tel');
  });

  it('keep the login address as contact when the wizard gets only a telephone number', () => {
    const values = { ...accountSellerForm(me, 'it', ''), email: '', tel: '0471 1' };
    expect(profilePayload(values, me)).toMatchObject({ email: 'login@example.com', tel: '0471 1' });
  });
});

describe('the customer of a picked seller or of a listing owner (seller-side.md §2 step 0)', () => {
  it('keeps who they are and how to reach them, nothing else', () => {
    expect(customerRef(me.seller!)).toEqual({
      _id: me.seller!._id,
      name: 'Sabine',
      familyName: 'Kofler',
      companyName: 'Kofler Immobilien',
      email: 'info@kofler.example',
      tel: '+39 0471 978100',
      sellerType: 'agent',
    });
    expect(customerRef({ _id: me.seller!._id, name: 'Anna' })).toEqual({
      _id: me.seller!._id,
      name: 'Anna',
      familyName: null,
      companyName: null,
      email: null,
      tel: null,
    });
  });
});
