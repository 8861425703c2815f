// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  initTestI18n,
  renderWithProviders,
  stubApi,
  stubBrowser,
} from '../../../shared/test/render-with-providers';
import { WeeklyReportOptOut } from './weekly-report-opt-out';

beforeAll(initTestI18n);
beforeEach(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the weekly report’s switch-off link (issue 33 point 5, decision 070)', () => {
  it('asks first, switches the report off only on the button, and offers it back', async () => {
    const calls = stubApi((_url, _method, body) => [
      200,
      { data: { enabled: (body as { enabled: boolean }).enabled } },
    ]);
    renderWithProviders(<WeeklyReportOptOut sellerId="s1" token="tok" />);
    // Opening the link changes nothing: a mail scanner following it must not switch it off.
    expect(screen.getByText('Switch the weekly report off?')).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Switch the report off' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'The weekly report is switched off.',
    );
    expect(calls).toEqual([
      expect.objectContaining({
        url: '/api/v1/owner-reports/s1/weekly',
        method: 'POST',
        body: { enabled: false, token: 'tok' },
      }),
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Switch it on again' }));
    expect(await screen.findByText('The weekly report is on again.')).toBeTruthy();
    expect(calls[1]?.body).toEqual({ enabled: true, token: 'tok' });
  });

  it('says so when the link is not valid, and nothing is switched', async () => {
    stubApi(() => [404, { error: { code: 'not_found', message: 'not found' } }]);
    renderWithProviders(<WeeklyReportOptOut sellerId="s1" token="forged" />);
    fireEvent.click(screen.getByRole('button', { name: 'Switch the report off' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The link is not valid.');
  });
});
