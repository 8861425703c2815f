// @vitest-environment jsdom
import type { Me } from '@domus/domain/account/account.schema';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, setSession } from '../../../shared/auth/session-store';
import {
  initTestI18n,
  renderWithProviders,
  stubApi,
  stubBrowser,
  testTexts,
} from '../../../shared/test/render-with-providers';
import { clearAccountDeletedMark, hasAccountDeletedMark } from '../utils/account-deleted';
import { PrivacySection } from './privacy-section';

const texts = testTexts.account.page.privacy;
const flags = (isAgent: boolean) => ({ isAgent, isAdmin: false, isSuperAdmin: false });
const me = (isAgent = false): Me => ({
  email: 'maria@example.com',
  admin: flags(isAgent),
  seller: null,
  client: null,
});

beforeAll(initTestI18n);
beforeEach(() => {
  stubBrowser();
  clearAccountDeletedMark();
  setSession({
    token: 't'.repeat(43),
    expiresAt: '2099-01-01T00:00:00.000Z',
    verified: true,
    admin: flags(false),
    email: 'maria@example.com',
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('my data on the account page (issue 16 point 7)', () => {
  it('deletes the account only after the address is typed again, then logs out', async () => {
    const calls = stubApi((url, method) =>
      url === '/api/v1/account' && method === 'DELETE'
        ? [200, { data: { customers: 1, account: true } }]
        : [404, { error: { code: 'not_found', message: 'not found' } }],
    );
    renderWithProviders(<PrivacySection me={me()} />, '/account');
    fireEvent.click(screen.getByRole('button', { name: texts.delete }));
    const confirm = await screen.findByRole('button', { name: texts.confirm });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByTestId('delete-account-email'), {
      target: { value: ' Maria@Example.com ' },
    });
    expect(confirm).toHaveProperty('disabled', false);
    fireEvent.click(confirm);
    await waitFor(() => expect(getSession()).toBeNull());
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['DELETE /api/v1/account']);
    expect(hasAccountDeletedMark()).toBe(true);
  });

  it('offers staff the export but not the deletion (decision 029)', () => {
    renderWithProviders(<PrivacySection me={me(true)} />, '/account');
    expect(screen.getByRole('button', { name: texts.export })).toBeTruthy();
    expect(screen.queryByRole('button', { name: texts.delete })).toBeNull();
  });
});
