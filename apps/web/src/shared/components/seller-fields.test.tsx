// @vitest-environment jsdom
import { SELLER_TYPES } from '@domus/domain/core/constants';
import { SELLER_MAX_LENGTH } from '@domus/domain/person/seller-fields';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptySellerForm, type SellerFormRules, type SellerFormValues } from '../lib/seller-form';
import {
  initTestI18n,
  renderWithProviders,
  stubBrowser,
  testTexts,
} from '../test/render-with-providers';
import { SellerFields } from './seller-fields';

const labels = testTexts.property.seller;
const hints = testTexts.property.sellerHints;

/** The fields in a form of their own, holding their values as the three forms do. */
function Harness({ initial, rules }: { initial: SellerFormValues; rules: SellerFormRules }) {
  const [values, setValues] = useState(initial);
  return (
    <SellerFields
      values={values}
      field={(name) => ({
        value: values[name],
        onChange: (event) => setValues({ ...values, [name]: event.currentTarget.value }),
      })}
      rules={rules}
      sellerTypes={SELLER_TYPES.map((value) => ({ value }))}
    />
  );
}

function renderFields(rules: SellerFormRules = 'seller', change: Partial<SellerFormValues> = {}) {
  renderWithProviders(<Harness initial={{ ...emptySellerForm('en'), ...change }} rules={rules} />);
}

const textbox = (name: string) => screen.queryByRole('textbox', { name });

beforeAll(initTestI18n);
beforeEach(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the seller fields of every seller form (seller-side.md §3 Seller, §5 Seller step)', () => {
  it('shows the company fields to agents and construction firms only', () => {
    renderFields();
    expect(textbox(labels.companyName)).toBeNull();
    expect(textbox(labels.pec)).toBeNull();
    const type = screen.getByRole('combobox', { name: labels.sellerType });
    for (const sellerType of ['agent', 'construction']) {
      fireEvent.change(type, { target: { value: sellerType } });
      expect(textbox(labels.companyName)).not.toBeNull();
      expect(textbox(labels.taxCode)).not.toBeNull();
      expect(textbox(labels.pec)).not.toBeNull();
    }
    fireEvent.change(type, { target: { value: 'private' } });
    expect(textbox(labels.companyName)).toBeNull();
  });

  it('limits every text to the length the domain sets, the PEC by its own limit', () => {
    renderFields('seller', { sellerType: 'agent' });
    const limits = {
      name: SELLER_MAX_LENGTH.name,
      familyName: SELLER_MAX_LENGTH.familyName,
      email: SELLER_MAX_LENGTH.email,
      tel: SELLER_MAX_LENGTH.tel,
      companyName: SELLER_MAX_LENGTH.companyName,
      taxCode: SELLER_MAX_LENGTH.taxCode,
      pec: SELLER_MAX_LENGTH.pec,
    };
    for (const [field, max] of Object.entries(limits)) {
      expect(textbox(labels[field as keyof typeof limits])?.getAttribute('maxlength')).toBe(
        String(max),
      );
    }
  });

  it('says that e-mail or telephone is needed, and to construction firms that the company name is enough (buyer-side.md §5)', () => {
    renderFields();
    expect(screen.getByText(hints.emailOrTel)).toBeDefined();
    expect(screen.queryByText(hints.companyInstead)).toBeNull();
    expect(textbox(labels.name)?.hasAttribute('required')).toBe(true);
    fireEvent.change(screen.getByRole('combobox', { name: labels.sellerType }), {
      target: { value: 'construction' },
    });
    expect(screen.getByText(hints.companyInstead)).toBeDefined();
    expect(textbox(labels.name)?.hasAttribute('required')).toBe(false);
  });

  it('asks the profile for its e-mail address, without the e-mail-or-telephone hint', () => {
    renderFields('profile');
    expect(screen.queryByText(hints.emailOrTel)).toBeNull();
    expect(textbox(labels.email)?.hasAttribute('required')).toBe(true);
  });
});
