// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { savedSearchFixture, testId } from '../../../shared/test/fixtures';
import {
  initTestI18n,
  renderWithProviders,
  stubApi,
  stubBrowser,
  testTexts,
} from '../../../shared/test/render-with-providers';
import { SavedSearchList } from './saved-search-list';

const texts = testTexts.account.page;

const merano = savedSearchFixture(testId(1));
const bolzano = savedSearchFixture(testId(2), {
  alerts: false,
  locations: [{ _id: 'l2', type: 'municipality', id: '021008', name: 'Bolzano' }],
});

function renderList() {
  return renderWithProviders(
    <SavedSearchList searches={[merano, bolzano]} label={texts.tabs.searches} language="en" />,
    '/account',
  );
}

beforeAll(initTestI18n);
beforeEach(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Searches tab of the account page (buyer-side.md §2 Account page)', () => {
  it('lists each search with its budget, bedrooms and alerts, opening its matches and its edit dialog', () => {
    stubApi(() => [404]);
    renderList();
    // The searches (each card lists its places in a list of its own).
    const items = Array.from(
      screen.getByRole('list', { name: texts.tabs.searches }).children,
    ) as HTMLElement[];
    expect(items).toHaveLength(2);
    // The bedrooms asked for are a minimum (buyer-side.md §5; decisions.md: at least that many).
    expect(
      within(items[0]!).getByText('Budget up to €350,000 · At least 2 bedrooms'),
    ).toBeDefined();
    expect(within(items[0]!).getByRole('heading', { level: 2, name: 'Apartment' })).toBeDefined();
    expect(within(items[0]!).getByText('Municipality:')).toBeDefined();
    expect(within(items[0]!).getByText('Merano')).toBeDefined();
    expect(within(items[0]!).queryByText(texts.searchAlertsOff)).toBeNull();
    expect(within(items[1]!).getByText(texts.searchAlertsOff)).toBeDefined();
    expect(
      within(items[0]!)
        .getByRole('link', { name: 'See the results of the search Apartment – Merano' })
        .getAttribute('href'),
    ).toBe(`/find/searches/${merano._id}`);
    expect(
      within(items[0]!)
        .getByRole('link', { name: 'Edit the search Apartment – Merano' })
        .getAttribute('href'),
    ).toBe(`/find/searches/${merano._id}?edit`);
  });

  it('deletes a search after Yes, not after No', async () => {
    const calls = stubApi((url, method) =>
      method === 'DELETE' ? [204] : [200, { properties: [], unconfirmed: [], searches: [] }],
    );
    renderList();
    const remove = () =>
      fireEvent.click(screen.getByRole('button', { name: 'Delete the search Apartment – Merano' }));

    remove();
    let dialog = await screen.findByRole('dialog', { name: texts.deleteSearch.title });
    expect(within(dialog).getByText(texts.deleteSearch.question)).toBeDefined();
    fireEvent.click(within(dialog).getByRole('button', { name: texts.deleteSearch.no }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    remove();
    dialog = await screen.findByRole('dialog', { name: texts.deleteSearch.title });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.deleteSearch.yes }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE')).toMatchObject([
      { url: `/api/v1/searches/${merano._id}` },
    ]);
  });
});
