import { resources } from '@domus/domain/i18n/resources';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';

/** The English texts of every namespace, as components render them in tests. */
export const testTexts = resources.en;

/** Starts i18next in English with every namespace (the pages' own ones included). */
export async function initTestI18n(): Promise<void> {
  if (i18next.isInitialized) return;
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: testTexts },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
}

/** Mantine reads media queries and element sizes, which jsdom lacks; undone by vi.unstubAllGlobals. */
export function stubBrowser(): void {
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

/** One recorded API request. */
export interface RecordedCall {
  url: string;
  method: string;
  body: unknown;
  at: number;
}

/**
 * Answers `fetch` with `handler(url, method, body)` → [status, body] (status 204 sends no body),
 * or a promise of it to hold the answer back, and records every request. A JSON body arrives
 * parsed, any other body (a multipart FormData) as sent.
 */
export function stubApi(
  handler: (
    url: string,
    method: string,
    body: unknown,
  ) => [number, unknown?] | Promise<[number, unknown?]>,
): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body =
      typeof init?.body === 'string'
        ? (JSON.parse(init.body) as unknown)
        : (init?.body ?? undefined);
    calls.push({ url, method, body, at: Date.now() });
    const [status, answer] = await handler(url, method, body);
    return new Response(status === 204 ? null : JSON.stringify(answer), { status });
  });
  return calls;
}

/**
 * Renders `ui` with the theme, a fresh query cache (no retries) and, when `path` is given, a
 * router standing at that address.
 */
export function renderWithProviders(ui: ReactNode, path?: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const content = path
    ? (() => {
        const router = createMemoryRouter([{ path: '*', element: ui }], {
          initialEntries: [path],
        });
        return { router, node: <RouterProvider router={router} /> };
      })()
    : { router: null, node: ui };
  const result = render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>{content.node}</QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, router: content.router, queryClient };
}
