import { describe, expect, it } from 'vitest';
import {
  adminCustomerHref,
  buildAdminCustomersParams,
  defaultAdminCustomersView,
  parseAdminCustomersParams,
  telKey,
} from './admin-customers-query.ts';
import { isAdminPage } from './admin-routes.ts';

describe('the customers table in the address (issue 16 point 1)', () => {
  it('writes only what differs from the default and reads it back', () => {
    expect(buildAdminCustomersParams(defaultAdminCustomersView).toString()).toBe('');
    const view = {
      ...defaultAdminCustomersView,
      kind: 'seller' as const,
      sellerType: 'agent' as const,
      verified: 'no' as const,
      duplicates: true,
      q: 'gruber',
      sort: 'name' as const,
      dir: 'asc' as const,
      page: 3,
      pageSize: 100,
    };
    expect(parseAdminCustomersParams(buildAdminCustomersParams(view))).toEqual(view);
  });

  it('forgives values it does not know', () => {
    const view = parseAdminCustomersParams(
      new URLSearchParams('kind=buyer&sort=price&page=-2&pageSize=7&verified=maybe'),
    );
    expect(view).toEqual(defaultAdminCustomersView);
  });

  it('links a customer’s page, which the server knows for sellers and clients only', () => {
    const id = '0b7f3c1e-5d2a-4c3b-9e8f-1a2b3c4d5e6f';
    expect(adminCustomerHref('client', id)).toBe(`/admin/customers/client/${id}`);
    expect(isAdminPage('/admin/customers')).toBe(true);
    expect(isAdminPage(`/admin/customers/seller/${id}`)).toBe(true);
    expect(isAdminPage(`/admin/customers/buyer/${id}`)).toBe(false);
  });
});

describe('telephone keys of duplicates (decision 030)', () => {
  it('compares digits without Italy’s prefix', () => {
    const key = telKey('0471 123456');
    expect(key).toBe('0471123456');
    expect(telKey('+39 0471 123 456')).toBe(key);
    expect(telKey('0039 0471/123456')).toBe(key);
    expect(telKey('(0471) 12-34-56')).toBe(key);
    expect(telKey('+43 512 123456')).toBe('0043512123456');
    expect(telKey('')).toBeNull();
    expect(telKey(null)).toBeNull();
  });
});
