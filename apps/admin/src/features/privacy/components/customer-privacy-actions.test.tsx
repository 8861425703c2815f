// @vitest-environment jsdom
import { clearSession, setSession } from '@domus/web/shared/auth/session-store';
import {
  initTestI18n,
  renderWithProviders,
  stubApi,
  stubBrowser,
  testTexts,
} from '@domus/web/shared/test/render-with-providers';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CustomerPrivacyActions } from './customer-privacy-actions';

const texts = testTexts.admin.privacy;
const id = '0b7c0000-0000-4000-8000-000000000001';

function logIn(flags: { isAgent: boolean; isAdmin: boolean; isSuperAdmin: boolean }) {
  setSession({
    token: 't'.repeat(43),
    expiresAt: '2099-01-01T00:00:00.000Z',
    verified: true,
    admin: flags,
    email: 'staff@example.com',
  });
}

beforeAll(initTestI18n);
beforeEach(() => {
  stubBrowser();
  clearSession();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a customer’s personal data actions (issue 16 point 7, decision 029)', () => {
  it('are for admins only', () => {
    logIn({ isAgent: true, isAdmin: false, isSuperAdmin: false });
    renderWithProviders(<CustomerPrivacyActions kind="seller" id={id} />);
    expect(screen.queryByRole('button', { name: texts.erase })).toBeNull();
    expect(screen.queryByRole('button', { name: texts.export })).toBeNull();
  });

  it('ask before erasing, say what happens, then erase and tell the page', async () => {
    logIn({ isAgent: false, isAdmin: true, isSuperAdmin: false });
    const calls = stubApi((url, method) =>
      url === `/api/v1/admin/customers/client/${id}/erase` && method === 'POST'
        ? [
            200,
            {
              data: {
                customers: 2,
                account: true,
                listingsWithdrawn: 3,
                listingsDeleted: 0,
                searches: 4,
                contactMessages: 0,
                historyEntries: 7,
              },
            },
          ]
        : [404, { error: { code: 'not_found', message: 'not found' } }],
    );
    const onErased = vi.fn();
    renderWithProviders(<CustomerPrivacyActions kind="client" id={id} onErased={onErased} />);
    fireEvent.click(screen.getByRole('button', { name: texts.erase }));
    expect(await screen.findByText(texts.eraseSteps.searches)).toBeTruthy();
    expect(screen.getByText(texts.eraseAml)).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: texts.eraseConfirm }));
    await waitFor(() => expect(onErased).toHaveBeenCalledOnce());
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `POST /api/v1/admin/customers/client/${id}/erase`,
    ]);
  });
});
