// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../auth/session-store';
import { initTestI18n, renderWithProviders, stubBrowser } from '../test/render-with-providers';
import { ExposeButtons } from './expose-buttons';

const ID = '3f2b1c8e-1d2a-4b5c-9d8e-7f6a5b4c3d2e';
const labels = { short: 'Exposé (short)', long: 'Exposé (long)', failed: 'Could not' };

beforeAll(initTestI18n);
beforeEach(stubBrowser);
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('ExposeButtons (buyer-side.md §2 Property detail: expose download)', () => {
  it('offers the short and the long exposé as plain links to the exposé call', () => {
    renderWithProviders(<ExposeButtons listing={{ category: 'garage', id: ID }} labels={labels} />);
    const short = screen.getByRole('link', { name: labels.short });
    const long = screen.getByRole('link', { name: labels.long });
    expect(short.getAttribute('href')).toBe(`/api/v1/expose/pdf?type=garage&id=${ID}&lang=it`);
    expect(long.getAttribute('href')).toBe(
      `/api/v1/expose/pdf?type=garage&id=${ID}&lang=it&long=1`,
    );
  });

  it('a logged-in viewer asks for the link with the session, then downloads the PDF with it too (issue 29.2)', async () => {
    setSession({
      token: 'token-1',
      expiresAt: new Date(Date.now() + 3600_000).toISOString(),
      verified: true,
      admin: { isAgent: true, isAdmin: false, isSuperAdmin: false },
    });
    const calls: { url: string; authorization: string | null }[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      calls.push({ url, authorization: new Headers(init?.headers).get('authorization') });
      return url.includes('?')
        ? new Response(
            JSON.stringify({
              data: {
                url: '/api/v1/expose/pdf/x.pdf',
                fileName: 'x.pdf',
                kind: 'long',
                lang: 'it',
              },
            }),
          )
        : new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });
    });
    const saved: { href: string; download: string }[] = [];
    // jsdom keeps no object URLs: the test's stand-ins, for this file only.
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    renderWithProviders(<ExposeButtons listing={{ category: 'garage', id: ID }} labels={labels} />);
    fireEvent.click(screen.getByRole('link', { name: labels.long }));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:x', download: 'x.pdf' }]));
    click.mockRestore();
    expect(calls).toEqual([
      {
        url: `/api/v1/expose/pdf?type=garage&id=${ID}&lang=it&long=1`,
        authorization: 'Bearer token-1',
      },
      { url: '/api/v1/expose/pdf/x.pdf', authorization: 'Bearer token-1' },
    ]);
  });
});
