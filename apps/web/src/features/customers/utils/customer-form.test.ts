import { resources } from '@domus/domain/i18n/resources';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { emptySellerForm, sellerPayload } from '../../../shared/lib/seller-form';
import { sellerTypeOptions, validateCustomer, type CustomerFormValues } from './customer-form';

const agent = { isAgent: true, isAdmin: false, isSuperAdmin: false };
const admin = { isAgent: false, isAdmin: true, isSuperAdmin: false };
const messages = resources.en.errors.global.errors;

const filled: CustomerFormValues = {
  ...emptySellerForm('it'),
  name: 'Maria',
  familyName: 'Gruber',
  email: 'maria@example.com',
};

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources: { en: resources.en }, defaultNS: 'common' });
});

describe('new customer rules (seller-side.md §5 Seller step)', () => {
  it('accepts name, family name and an e-mail address or a telephone number', () => {
    expect(validateCustomer(filled, agent)).toEqual({});
    expect(validateCustomer({ ...filled, email: '', tel: '+39 0471 123456' }, agent)).toEqual({});
  });

  it("asks for e-mail or telephone on both fields ('Inserire numero di telefono o email')", () => {
    const errors = validateCustomer({ ...filled, email: '', tel: '' }, agent);
    expect(errors.email).toBe(messages.emailOrTel);
    expect(errors.tel).toBe(messages.emailOrTel);
  });

  it('requires name and family name', () => {
    const errors = validateCustomer({ ...filled, name: '', familyName: '' }, admin);
    expect(errors.name).toBe(messages.required);
    expect(errors.familyName).toBe(messages.required);
  });

  it('checks the e-mail address', () => {
    expect(validateCustomer({ ...filled, email: 'maria@' }, admin).email).toBe(messages.email);
  });

  it('removes empty strings and drops the PEC of a private seller', () => {
    const payload = sellerPayload({ ...filled, tel: '  ', pec: 'maria@pec.it' });
    expect(payload.tel).toBeUndefined();
    expect(payload.pec).toBeUndefined();
    expect(payload.companyName).toBeUndefined();
    expect(payload).toMatchObject({
      sellerType: 'private',
      name: 'Maria',
      email: 'maria@example.com',
    });
  });

  it('keeps the PEC of a construction firm', () => {
    const payload = sellerPayload({ ...filled, sellerType: 'construction', pec: 'bau@pec.it' });
    expect(payload.pec).toBe('bau@pec.it');
  });

  it('does not let an agent choose the agent seller type (seller-side.md §6)', () => {
    expect(sellerTypeOptions(agent)).toEqual([
      { value: 'private', disabled: false },
      { value: 'agent', disabled: true },
      { value: 'construction', disabled: false },
    ]);
    expect(sellerTypeOptions(admin).every((option) => !option.disabled)).toBe(true);
    expect(validateCustomer({ ...filled, sellerType: 'agent' }, agent).sellerType).toBe(
      messages.agentSellerType,
    );
    expect(validateCustomer({ ...filled, sellerType: 'agent' }, admin)).toEqual({});
  });
});
