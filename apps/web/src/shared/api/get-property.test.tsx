// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test/render-with-providers';
import { propertyQueryKey, useFreshProperty, useProperty } from './get-property';

const URL = '/api/v1/properties/garage/g1?populate=images%2Cplans%2Ctype';

/** Hooks rendered against one cache, as the pages of one visit share it. */
function cache() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('one property (seller-side.md §7 GET /properties/{type}/{id} with populate)', () => {
  it('reads it with its images, plans and type; the detail page’s copy serves a second view at once', async () => {
    const calls = stubApi(() => [200, { data: { _id: 'g1', category: 'garage' } }]);
    const { wrapper } = cache();
    const first = renderHook(() => useProperty('garage', 'g1'), { wrapper });
    await waitFor(() => expect(first.result.current.data).toMatchObject({ _id: 'g1' }));
    first.unmount();
    const second = renderHook(() => useProperty('garage', 'g1'), { wrapper });
    expect(second.result.current.data).toMatchObject({ _id: 'g1' });
    expect(calls.map((c) => c.url)).toEqual([URL]);
  });

  it('reads it afresh for each view that sends it back (wizard, confirm dialog), only while enabled', async () => {
    let version = 0;
    const calls = stubApi(() => [200, { data: { _id: 'g1', updatedAt: `v${++version}` } }]);
    const { client, wrapper } = cache();
    const idle = renderHook(() => useFreshProperty('garage', 'g1', false), { wrapper });
    expect(idle.result.current.fetchStatus).toBe('idle');
    idle.unmount();
    const first = renderHook(() => useFreshProperty('garage', 'g1'), { wrapper });
    await waitFor(() => expect(first.result.current.data).toMatchObject({ updatedAt: 'v1' }));
    first.unmount();
    const second = renderHook(() => useFreshProperty('garage', 'g1'), { wrapper });
    await waitFor(() => expect(second.result.current.data).toMatchObject({ updatedAt: 'v2' }));
    expect(calls).toHaveLength(2);
    // A save elsewhere invalidates it with the detail page's copy.
    await client.invalidateQueries({ queryKey: propertyQueryKey('garage', 'g1') });
    await waitFor(() => expect(second.result.current.data).toMatchObject({ updatedAt: 'v3' }));
  });
});
