// @vitest-environment jsdom
import type { Me } from '@domus/domain/account/account.schema';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  initTestI18n,
  renderWithProviders,
  stubApi,
  stubBrowser,
} from '../../../shared/test/render-with-providers';
import { AccountPage } from './account-page';
import { EmailConfirmation } from './email-confirmation';

const me: Me = {
  email: 'maria@example.com',
  admin: { isAgent: false, isAdmin: false, isSuperAdmin: false },
  seller: {
    _id: 's1',
    sellerType: 'private',
    name: 'Maria',
    familyName: 'Pichler',
    email: 'maria@example.com',
    language: 'en',
    isSelfInserted: true,
  },
  client: null,
  pendingEmail: { email: 'maria.new@example.net', expiresAt: '2099-01-01T00:00:00.000Z' },
};

beforeAll(initTestI18n);
beforeEach(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a profile address waiting for its link (issue 29 point 1, decision 046)', () => {
  it('issue 29.1: the account page says which address waits and that a link was sent to it', async () => {
    stubApi((url) => {
      if (url === '/api/v1/account/me') return [200, me];
      if (url === '/api/v1/account')
        return [200, { properties: [], unconfirmed: [], searches: [] }];
      return [404, { error: { code: 'not_found', message: 'not found' } }];
    });
    renderWithProviders(<AccountPage language="en" renderCard={() => null} />, '/account');
    const notice = await screen.findByTestId('account-pending-email');
    expect(notice.textContent).toContain('maria.new@example.net');
    expect(notice.textContent).toContain('We sent a link to this address');
    // The profile's address is still the proved one.
    expect(screen.getByTestId('account-email').textContent).toBe('maria@example.com');
  });

  it('issue 29.1: opening the link confirms the address and says so', async () => {
    const calls = stubApi(() => [200, { data: { email: 'maria.new@example.net' } }]);
    renderWithProviders(<EmailConfirmation token="tok" loggedIn />, '/account?confirmEmail=tok');
    const done = await screen.findByTestId('email-confirmation-done');
    expect(done.textContent).toContain('maria.new@example.net');
    expect(calls.filter((c) => c.url === '/api/v1/account/email-confirmation')).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ token: 'tok' });
  });

  it('issue 29.1: an expired link shows the API’s message', async () => {
    stubApi(() => [
      410,
      { error: { code: 'confirmation_expired', message: 'This confirmation link has expired.' } },
    ]);
    renderWithProviders(
      <EmailConfirmation token="old" loggedIn={false} />,
      '/account?confirmEmail=old',
    );
    const failed = await screen.findByTestId('email-confirmation-failed');
    expect(failed.textContent).toContain('This confirmation link has expired.');
  });
});
