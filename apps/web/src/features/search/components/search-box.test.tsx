// @vitest-environment jsdom
import { ROOMS_FILTER_OPTIONS } from '@domus/domain/core/constants';
import { formatMinimumCount } from '@domus/domain/format/minimum-count';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  initTestI18n,
  renderWithProviders,
  stubApi,
  stubBrowser,
  testTexts,
} from '../../../shared/test/render-with-providers';
import { SearchBox } from './search-box';

beforeAll(initTestI18n);
beforeEach(() => {
  stubBrowser();
  stubApi(async () => [200, { data: [] }]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('search box rooms (issue 18: rooms written one way on the home and find pages)', () => {
  it('offers the minimum rooms as the find page does: "1+" to "6+"', () => {
    renderWithProviders(<SearchBox types={[]} typesLoading={false} language="en" />, '/');
    const rooms = screen.getByRole('combobox', { name: testTexts.common.search.rooms });
    const labels = within(rooms)
      .getAllByRole('option')
      .slice(1)
      .map((option) => option.textContent);
    expect(labels).toEqual(ROOMS_FILTER_OPTIONS.map(formatMinimumCount));
    expect(labels[0]).toBe('1+');
  });
});
