// @vitest-environment jsdom
import { clearSession } from '@domus/web/shared/auth/session-store';
import {
  initTestI18n,
  renderWithProviders,
  stubApi,
  stubBrowser,
  testTexts,
} from '@domus/web/shared/test/render-with-providers';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { StaffPage } from './staff-page';

const texts = testTexts.admin.staffRoles;
const boss = {
  _id: '0b7c0000-0000-4000-8000-000000000001',
  email: 'boss@example.com',
  isAgent: false,
  isAdmin: true,
  isSuperAdmin: true,
};
const clerk = {
  _id: '0b7c0000-0000-4000-8000-000000000002',
  email: 'clerk@example.com',
  isAgent: false,
  isAdmin: false,
  isSuperAdmin: false,
};

/**
 * The table's columns are shown by media query: jsdom answers every query "no", which would hide
 * them all, so these tests answer "yes".
 */
function showColumns() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

beforeAll(initTestI18n);
beforeEach(() => {
  stubBrowser();
  showColumns();
  clearSession();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('staff and roles (issue 16 point 5)', { timeout: 60_000 }, () => {
  it('finds an account by its address, grants a role, and asks before removing one', async () => {
    let stored = { ...clerk };
    const calls = stubApi((url, method, body) => {
      if (method === 'PUT') {
        stored = { ...stored, ...(body as object) };
        return [200, { data: stored }];
      }
      if (url.includes('email=')) return [200, { data: [stored] }];
      return [200, { data: stored.isAgent ? [boss, stored] : [boss] }];
    });
    renderWithProviders(<StaffPage />, '/admin/staff');
    await screen.findByText('boss@example.com', {}, { timeout: 20_000 });

    fireEvent.change(screen.getByRole('textbox', { name: texts.email }), {
      target: { value: 'clerk@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: texts.find }));
    const agentBox = await screen.findByRole(
      'checkbox',
      { name: `${texts.agent} for clerk@example.com` },
      { timeout: 20_000 },
    );
    fireEvent.click(agentBox);
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: `/api/v1/admin/staff-accounts/${clerk._id}/roles`,
      body: { isAgent: true, isAdmin: false, isSuperAdmin: false },
    });
    await waitFor(() => expect((agentBox as HTMLInputElement).checked).toBe(true));

    // Removing asks first; "cancel" changes nothing.
    const puts = () => calls.filter((c) => c.method === 'PUT').length;
    fireEvent.click(agentBox);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: texts.cancel }));
    expect(puts()).toBe(1);
    fireEvent.click(agentBox);
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: texts.remove }),
    );
    await waitFor(() => expect(puts()).toBe(2));
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
      isAgent: false,
      isAdmin: false,
      isSuperAdmin: false,
    });
  });

  it('says so when no account has the address', async () => {
    stubApi((url) => [200, { data: url.includes('email=') ? [] : [boss] }]);
    renderWithProviders(<StaffPage />, '/admin/staff');
    fireEvent.change(screen.getByRole('textbox', { name: texts.email }), {
      target: { value: 'nobody@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: texts.find }));
    expect(await screen.findByText(texts.notFound, {}, { timeout: 20_000 })).toBeTruthy();
  });
});
