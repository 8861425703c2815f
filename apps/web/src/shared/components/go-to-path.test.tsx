// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { goToPath, leadsToAdmin } from './go-to-path';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('leaving the web app for the admin application (buyer-side.md §2: /admin is a separate application)', () => {
  it('knows the admin application by its path, query or not', () => {
    expect(leadsToAdmin('/admin')).toBe(true);
    expect(leadsToAdmin('/admin/listings/garage?status=published')).toBe(true);
    expect(leadsToAdmin('/account?callback=/admin')).toBe(false);
    expect(leadsToAdmin('/administration')).toBe(false);
  });

  it('loads the admin application in full and stays in the router for the site', () => {
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });
    const navigate = vi.fn();
    goToPath('/admin/queue?listing=1', navigate);
    expect(replace).toHaveBeenCalledWith('/admin/queue?listing=1');
    expect(navigate).not.toHaveBeenCalled();
    goToPath('/find/searches/1?edit', navigate);
    expect(navigate).toHaveBeenCalledWith('/find/searches/1?edit');
    expect(replace).toHaveBeenCalledTimes(1);
  });
});
