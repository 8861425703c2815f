// @vitest-environment jsdom
import type { Seller } from '@domus/domain/person/seller.schema';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  initTestI18n,
  renderWithProviders,
  stubApi,
  stubBrowser,
  testTexts as texts,
} from '../../../shared/test/render-with-providers';
import { CustomerPickerDialog, SELLER_SEARCH_DEBOUNCE_MS } from './customer-picker-dialog';

function seller(id: string, name: string, familyName: string, email: string): Seller {
  return {
    _id: id,
    sellerType: 'private',
    name,
    familyName,
    email,
    language: 'it',
    isSelfInserted: false,
  };
}

const newest = [seller('s1', 'Anna', 'Rossi', 'anna@example.com')];
const hits = [seller('s2', 'Thomas', 'Mair', 'thomas@example.com')];

/** Answers the sellers calls like the API: a POST meets a used e-mail address. */
function api() {
  return stubApi((url, method) => {
    if (url.startsWith('/api/v1/sellers?')) return [200, { data: newest }];
    if (url.startsWith('/api/v1/seller/search?')) return [200, { data: hits }];
    if (url === '/api/v1/sellers' && method === 'POST') {
      return [
        400,
        {
          error: {
            code: 'duplicate_email',
            message: texts.errors.api.validation_error,
            fields: [{ field: 'email', message: texts.errors.global.errors.duplicateEmail }],
          },
        },
      ];
    }
    return [404, { error: { code: 'not_found', message: 'not found' } }];
  });
}

function renderPicker(chooser = { isAgent: true, isAdmin: false, isSuperAdmin: false }) {
  const onPick = vi.fn();
  renderWithProviders(
    <CustomerPickerDialog
      opened
      onClose={() => {}}
      onPick={onPick}
      chooser={chooser}
      language="en"
    />,
  );
  return onPick;
}

/** A text field of the form by its label. */
function field(label: string) {
  return screen.getByRole('textbox', { name: label });
}

beforeAll(initTestI18n);
beforeEach(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('customer dialog (seller-side.md §2 step 0, §9)', () => {
  it('lists the ten newest customers and picks one', async () => {
    const calls = api();
    const onPick = renderPicker();
    fireEvent.click(await screen.findByText('Anna Rossi'));
    expect(onPick).toHaveBeenCalledWith(newest[0]);
    expect(calls[0]?.url).toBe('/api/v1/sellers?limit=10');
  });

  it('searches 500 ms after the last key, once', async () => {
    const calls = api();
    renderPicker();
    await screen.findByText('Anna Rossi');
    const box = field(texts.account.customers.search);
    fireEvent.change(box, { target: { value: 'Ma' } });
    fireEvent.change(box, { target: { value: 'Mair' } });
    const typedAt = Date.now();
    expect(await screen.findByText('Thomas Mair', {}, { timeout: 5000 })).toBeDefined();
    const searches = calls.filter((c) => c.url.startsWith('/api/v1/seller/search'));
    expect(searches.map((c) => c.url)).toEqual(['/api/v1/seller/search?q=Mair']);
    expect(searches[0]!.at - typedAt).toBeGreaterThanOrEqual(SELLER_SEARCH_DEBOUNCE_MS - 5);
  });

  it('offers an agent every seller type but the agent type', async () => {
    api();
    renderPicker();
    fireEvent.click(await screen.findByRole('button', { name: texts.account.customers.new }));
    const type = screen.getByRole('combobox', { name: texts.property.seller.sellerType });
    const agentOption = [...type.querySelectorAll('option')].find((o) => o.value === 'agent');
    expect(agentOption?.disabled).toBe(true);
  });

  it('asks for e-mail or phone, then shows the duplicate e-mail message of the server', async () => {
    const calls = api();
    const onPick = renderPicker({ isAgent: false, isAdmin: true, isSuperAdmin: true });
    fireEvent.click(await screen.findByRole('button', { name: texts.account.customers.new }));
    fireEvent.change(field(texts.property.seller.name), { target: { value: 'Anna' } });
    fireEvent.change(field(texts.property.seller.familyName), { target: { value: 'Rossi' } });
    fireEvent.click(screen.getByRole('button', { name: texts.account.customers.create }));
    expect(await screen.findAllByText(texts.errors.global.errors.emailOrTel)).toHaveLength(2);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(field(texts.property.seller.email), {
      target: { value: 'anna@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: texts.account.customers.create }));
    await screen.findByText(texts.errors.global.errors.duplicateEmail);
    // seller-side.md §5: empty strings are left out, no PEC for a private seller.
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      sellerType: 'private',
      name: 'Anna',
      familyName: 'Rossi',
      email: 'anna@example.com',
      language: 'en',
    });
    await waitFor(() => expect(onPick).not.toHaveBeenCalled());
  });
});
