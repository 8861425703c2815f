// @vitest-environment jsdom
import { resources } from '@domus/domain/i18n/resources';
import type { Seller } from '@domus/domain/schemas/seller.schema';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CustomerPickerDialog, SELLER_SEARCH_DEBOUNCE_MS } from './customer-picker-dialog';

const texts = resources.en;

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

/** Answers the sellers calls like the API; records each request. */
function api() {
  const calls: { url: string; init?: RequestInit; at: number }[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, init, at: Date.now() });
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
    if (url.startsWith('/api/v1/sellers?')) return json(200, { data: newest });
    if (url.startsWith('/api/v1/seller/search?')) return json(200, { data: hits });
    if (url === '/api/v1/sellers' && init?.method === 'POST') {
      return json(400, {
        error: {
          code: 'duplicate_email',
          message: texts.errors.api.validation_error,
          fields: [{ field: 'email', message: texts.errors.global.errors.duplicateEmail }],
        },
      });
    }
    return json(404, { error: { code: 'not_found', message: 'not found' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

function renderPicker(chooser = { isAgent: true, isAdmin: false, isSuperAdmin: false }) {
  const onPick = vi.fn();
  render(
    <MantineProvider>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <CustomerPickerDialog
          opened
          onClose={() => {}}
          onPick={onPick}
          chooser={chooser}
          language="en"
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onPick;
}

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: texts },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
});

/** Mantine reads media queries and element sizes, which jsdom lacks. */
function stubBrowser() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}

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
    const box = screen.getByLabelText(texts.account.customers.search);
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
    const type = screen.getByLabelText(texts.property.seller.sellerType);
    const agentOption = [...type.querySelectorAll('option')].find((o) => o.value === 'agent');
    expect(agentOption?.disabled).toBe(true);
  });

  it('asks for e-mail or phone, then shows the duplicate e-mail message of the server', async () => {
    const calls = api();
    const onPick = renderPicker({ isAgent: false, isAdmin: true, isSuperAdmin: true });
    fireEvent.click(await screen.findByRole('button', { name: texts.account.customers.new }));
    fireEvent.change(screen.getByLabelText(new RegExp(`^${texts.property.seller.name}`)), {
      target: { value: 'Anna' },
    });
    fireEvent.change(screen.getByLabelText(new RegExp(texts.property.seller.familyName)), {
      target: { value: 'Rossi' },
    });
    fireEvent.click(screen.getByRole('button', { name: texts.account.customers.create }));
    expect(await screen.findAllByText(texts.errors.global.errors.emailOrTel)).toHaveLength(2);
    expect(calls.some((c) => c.init?.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText(texts.property.seller.email), {
      target: { value: 'anna@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: texts.account.customers.create }));
    await screen.findByText(texts.errors.global.errors.duplicateEmail);
    const post = calls.find((c) => c.init?.method === 'POST');
    expect(JSON.parse(post?.init?.body as string)).toEqual({
      sellerType: 'private',
      name: 'Anna',
      familyName: 'Rossi',
      email: 'anna@example.com',
      language: 'en',
    });
    await waitFor(() => expect(onPick).not.toHaveBeenCalled());
  });
});
