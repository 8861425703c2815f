// @vitest-environment jsdom
import { adminColumns } from '@domus/domain/listing/categories/category-kit';
import { createListingFormatter, type Translate } from '@domus/domain/format/listing-format';
import type { AdminListingRow } from '@domus/domain/staff/admin-listings.schema';
import { initTestI18n, stubBrowser } from '@domus/web/shared/test/render-with-providers';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListingCell } from './listing-cell';

const place = adminColumns([]).find((c) => c.key === 'place')!;

function row(streetUnverified: boolean): AdminListingRow {
  return {
    location: {
      municipality: { id: '021008', name: { it: 'Bolzano', de: 'Bozen' } },
      zone: null,
      street: streetUnverified ? 'Via Nuovissima' : 'Via Museo',
      streetNumber: '1',
      streetUnverified,
    },
  } as AdminListingRow;
}

function cell(r: AdminListingRow) {
  const format = createListingFormatter('en', i18next.t as unknown as Translate);
  render(
    <MantineProvider>
      <ListingCell row={r} column={place} format={format} />
    </MantineProvider>,
  );
}

beforeAll(initTestI18n);
beforeEach(() => stubBrowser());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the place cell of an admin listing table (issue 18 §4: streets placed by hand)', () => {
  it('marks a listing whose street the register lacks for staff to check', () => {
    cell(row(true));
    expect(screen.getByText('Bolzano')).toBeTruthy();
    const badge = screen.getByText('Check street');
    expect(badge.closest('[title]')?.getAttribute('title')).toBe(
      'The street is not in the street register: the address was placed on the map by hand.',
    );
  });

  it('shows only the place for a street of the register', () => {
    cell(row(false));
    expect(screen.getByText('Bolzano')).toBeTruthy();
    expect(screen.queryByText('Check street')).toBeNull();
  });
});
