// @vitest-environment jsdom
import { findEn } from '@domus/domain/i18n/locales/en/find';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { savedSearchFixture } from '../../../shared/test/fixtures';
import {
  initTestI18n,
  renderWithProviders,
  stubApi,
  stubBrowser,
} from '../../../shared/test/render-with-providers';
import { AlertsSwitch } from './alerts-switch';

const texts = findEn.alerts;

beforeAll(initTestI18n);
beforeEach(() => stubBrowser());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Issue 34 point 5, decision 074: a frequency per saved search, instant, daily or weekly.
describe('the alerts of a saved search: how often (decision 074)', () => {
  it('offers the three frequencies while the alerts are on and sends the one chosen', async () => {
    const calls = stubApi(() => [200, { data: { alerts: true, frequency: 'daily' } }]);
    renderWithProviders(<AlertsSwitch search={savedSearchFixture('s1')} />);
    const group = screen.getByRole('radiogroup', { name: texts.frequency.label });
    expect(group).toBeTruthy();
    expect(screen.getByText(texts.frequency.hint.instant)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: texts.frequency.daily }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      url: '/api/v1/searches/s1/alerts',
      method: 'POST',
      body: { enabled: true, frequency: 'daily' },
    });
  });

  it('says when a weekly search’s mail comes, and hides the choice while the alerts are off', () => {
    stubApi(() => [500]);
    renderWithProviders(
      <AlertsSwitch search={savedSearchFixture('s2', { alertFrequency: 'weekly' })} />,
    );
    expect(screen.getByText(texts.frequency.hint.weekly)).toBeTruthy();
    cleanup();
    renderWithProviders(<AlertsSwitch search={savedSearchFixture('s3', { alerts: false })} />);
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });
});
