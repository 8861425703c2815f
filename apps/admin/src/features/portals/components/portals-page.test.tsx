// @vitest-environment jsdom
import type { PortalAccount } from '@domus/domain/feeds/portal-account.schema';
import type { PortalTransfer } from '@domus/domain/feeds/portal-transfer.schema';
import { clearSession, setSession } from '@domus/web/shared/auth/session-store';
import {
  initTestI18n,
  renderWithProviders,
  stubApi,
  stubBrowser,
  testTexts,
} from '@domus/web/shared/test/render-with-providers';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PortalsPage } from './portals-page';
import { TransferPage } from './transfer-page';

const texts = testTexts.admin.portals;
const id = (n: number) => `0b7c0000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const account: PortalAccount = {
  id: id(1),
  portal: 'idealista',
  name: 'idealista Bolzano',
  delivery: 'sftp',
  endpoint: 'sftp.idealista.example',
  port: 22,
  username: 'domus',
  hasPassword: true,
  folder: '/in',
  hostFingerprint: null,
  customerId: null,
  schedule: 'hourly',
  defaultForNew: false,
  active: true,
  hasFeedUrl: false,
  nextRunAt: '2026-12-02T19:00:00.000Z',
  failingSince: null,
  listings: 12,
};

function transfer(n: number, extra: Partial<PortalTransfer> = {}): PortalTransfer {
  return {
    id: id(100 + n),
    accountId: account.id,
    accountName: account.name,
    portal: 'idealista',
    trigger: 'manual',
    scope: 'full',
    status: 'succeeded',
    attempts: 1,
    nextAttemptAt: null,
    createdAt: new Date(Date.UTC(2026, 11, 2, 12, 0) - n * 60_000).toISOString(),
    startedAt: null,
    finishedAt: null,
    sent: 3,
    changed: 1,
    removed: 0,
    refused: 1,
    bytes: 2_400_000,
    durationMs: 4200,
    error: null,
    ...extra,
  };
}

function logIn(flags: { isAgent: boolean; isAdmin: boolean; isSuperAdmin: boolean }) {
  setSession({
    token: 't'.repeat(43),
    expiresAt: '2099-01-01T00:00:00.000Z',
    verified: true,
    admin: flags,
    email: 'staff@example.com',
  });
}

/** jsdom answers every media query "no", which would hide the tables' columns. */
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

describe('the portals page (issue 32 points 3 and 4)', { timeout: 90_000 }, () => {
  it('point 4: a super admin adds a feed-URL account and sees its URL once, with the warning', async () => {
    logIn({ isAgent: false, isAdmin: true, isSuperAdmin: true });
    const calls = stubApi((url, method, body) => {
      if (url === '/api/v1/admin/portal-accounts' && method === 'POST') {
        const input = body as { name: string };
        if (input.name === 'wrong') {
          return [
            400,
            {
              error: {
                code: 'validation_error',
                message: 'Check the fields.',
                fields: [{ field: 'name', message: 'This name is taken.' }],
              },
            },
          ];
        }
        return [
          201,
          {
            data: {
              ...account,
              ...input,
              id: id(2),
              hasFeedUrl: true,
              feedUrl: 'https://domus.example/feeds/immobiliare/s3cr3t',
            },
          },
        ];
      }
      if (url.startsWith('/api/v1/admin/portal-accounts')) return [200, { data: [account] }];
      if (url.startsWith('/api/v1/admin/portal-transfers')) return [200, { data: [] }];
      return [404, { error: { code: 'not_found', message: 'not found' } }];
    });
    renderWithProviders(<PortalsPage />, '/admin/portals');
    await screen.findByText('idealista Bolzano', {}, { timeout: 20_000 });
    expect(screen.getByText(texts.schedules.hourly)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: texts.accounts.add }));
    const form = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    // immobiliare.it by feed URL, the form's first choice, asks for no server.
    expect(within(form).queryByLabelText(texts.form.host)).toBeNull();
    const name = within(form).getByRole('textbox', { name: new RegExp(texts.form.name) });
    fireEvent.change(name, { target: { value: 'wrong' } });
    fireEvent.click(within(form).getByRole('button', { name: texts.form.save }));
    // The API's refusal shows at its field.
    expect(
      await within(form).findByText('This name is taken.', {}, { timeout: 20_000 }),
    ).toBeTruthy();

    fireEvent.change(name, { target: { value: 'immobiliare.it' } });
    fireEvent.click(within(form).getByRole('button', { name: texts.form.save }));
    const shown = await screen.findByTestId('feed-url', {}, { timeout: 20_000 });
    expect((shown as HTMLInputElement).value).toBe(
      'https://domus.example/feeds/immobiliare/s3cr3t',
    );
    expect(screen.getByText(texts.feedUrl.text)).toBeTruthy();
    expect(screen.getByRole('button', { name: texts.feedUrl.copy })).toBeTruthy();
    const posted = calls.filter((c) => c.method === 'POST').at(-1);
    expect(posted?.body).toEqual({
      portal: 'immobiliare',
      name: 'immobiliare.it',
      delivery: 'feedUrl',
      schedule: 'hourly',
      defaultForNew: false,
      active: true,
    });
  });

  it('point 4: editing keeps a stored password when left empty and sends a typed one', async () => {
    logIn({ isAgent: false, isAdmin: true, isSuperAdmin: true });
    const calls = stubApi((url, method, body) => {
      if (method === 'PUT') return [200, { data: { ...account, ...(body as object) } }];
      if (url.startsWith('/api/v1/admin/portal-accounts')) return [200, { data: [account] }];
      return [200, { data: [] }];
    });
    renderWithProviders(<PortalsPage />, '/admin/portals');
    fireEvent.click(
      await screen.findByRole('button', { name: `Edit ${account.name}` }, { timeout: 20_000 }),
    );
    const form = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    expect(within(form).getByText(texts.form.passwordStored)).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: texts.form.save }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe(`/api/v1/admin/portal-accounts/${account.id}`);
    expect(put?.body).not.toHaveProperty('password');
    expect(put?.body).toMatchObject({
      endpoint: 'sftp.idealista.example',
      port: 22,
      folder: '/in',
    });
  });

  it('point 3: an admin starts a transfer; the log shows its state and reads older pages with before', async () => {
    logIn({ isAgent: false, isAdmin: true, isSuperAdmin: false });
    const first = Array.from({ length: 25 }, (_, n) =>
      transfer(n, n === 0 ? { status: 'queued', nextAttemptAt: '2026-12-02T12:05:00.000Z' } : {}),
    );
    const calls = stubApi((url, method) => {
      if (method === 'POST') return [202, { data: { id: id(300), queued: true } }];
      if (url.startsWith('/api/v1/admin/portal-accounts')) return [200, { data: [account] }];
      if (url.includes('before='))
        return [200, { data: [transfer(30, { status: 'failed', error: 'Login refused' })] }];
      return [200, { data: first }];
    });
    renderWithProviders(<PortalsPage />, '/admin/portals');
    // Admins switch listings and start transfers, but do not change the accounts.
    // The button and, for phones, its icon (the page's CSS shows one of them).
    await screen.findAllByRole('button', { name: texts.accounts.transferNow }, { timeout: 20_000 });
    expect(screen.queryByRole('button', { name: texts.accounts.add })).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: texts.accounts.transferNow })[0]!);
    await waitFor(() =>
      expect(
        calls.some((c) => c.url === `/api/v1/admin/portal-accounts/${account.id}/transfers`),
      ).toBe(true),
    );

    expect(await screen.findByText(texts.statuses.queued, {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText(/next attempt/)).toBeTruthy();
    expect(screen.getAllByText(/^2[.,]4 MB$/).length).toBe(25);
    fireEvent.click(screen.getByRole('button', { name: texts.log.more }));
    expect(await screen.findByText('Login refused', {}, { timeout: 20_000 })).toBeTruthy();
    const older = calls.find((c) => c.url.includes('before='));
    expect(new URL(older!.url, 'http://x').searchParams.get('before')).toBe(first[24]!.createdAt);
  });

  it('point 3: an agent reads the log but is not shown the accounts', async () => {
    logIn({ isAgent: true, isAdmin: false, isSuperAdmin: false });
    const calls = stubApi(() => [200, { data: [transfer(1)] }]);
    renderWithProviders(<PortalsPage />, '/admin/portals');
    expect(await screen.findByText(texts.statuses.succeeded, {}, { timeout: 20_000 })).toBeTruthy();
    expect(calls.some((c) => c.url.startsWith('/api/v1/admin/portal-accounts'))).toBe(false);
    expect(screen.queryByRole('button', { name: texts.accounts.transferNow })).toBeNull();
  });

  it('point 3: a transfer page lists each listing with its action and the reasons in words', async () => {
    logIn({ isAgent: true, isAdmin: false, isSuperAdmin: false });
    stubApi(() => [
      200,
      {
        data: {
          ...transfer(1),
          items: [
            {
              propertyNumber: 1001,
              listingId: id(501),
              action: 'new',
              issues: null,
              message: null,
            },
            {
              propertyNumber: 1002,
              listingId: id(502),
              action: 'refused',
              issues: [
                { key: 'admin:feeds.idealista.pictures', field: 'pictures', values: { min: 1 } },
              ],
              message: 'Image missing',
            },
          ],
        },
      },
    ]);
    renderWithProviders(<TransferPage id={id(101)} />, `/admin/portals/transfers/${id(101)}`);
    expect(
      await screen.findByText(
        testTexts.admin.feeds.idealista.pictures.replace('{{min}}', '1'),
        {},
        { timeout: 20_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText('Image missing')).toBeTruthy();
    expect(screen.getByText(texts.actions.refused)).toBeTruthy();
    expect(screen.getByText('1001')).toBeTruthy();
  });
});
