import { describe, expect, it } from 'vitest';
import { adminListingsHref } from './admin-listings-query.ts';
import { adminQueueHref, isAdminPage, isAdminPath } from './admin-routes.ts';
import { callbackSchema } from '../account/account.schema.ts';
import { adminPaths } from '../core/web-routes.ts';

describe('the admin application at /admin (buyer-side.md §2, seller-side.md §2; issue 15)', () => {
  it('owns /admin and everything below it, and nothing else', () => {
    for (const p of ['/admin', '/admin/', '/ADMIN/queue', '/admin/listings/garage']) {
      expect(isAdminPath(p), p).toBe(true);
    }
    for (const p of ['/', '/administration', '/account', '/adminx/queue', '/x/admin']) {
      expect(isAdminPath(p), p).toBe(false);
    }
  });

  it('has the overview, the queue, the lists and one table per category of the registry as pages', () => {
    for (const p of [
      '/admin',
      '/admin/',
      '/admin/queue',
      '/admin/requests',
      '/admin/messages',
      '/admin/customers/client/0b7f3c1e-5d2a-4c3b-9e8f-1a2b3c4d5e6f/searches',
      '/admin/listings/residential',
      '/admin/listings/agriculture/',
      '/admin/viewings',
      '/admin/viewings/hours',
    ]) {
      expect(isAdminPage(p), p).toBe(true);
    }
    for (const p of [
      '/admin/listings',
      '/admin/listings/castles',
      '/admin/nope',
      '/admin/queue/1',
    ]) {
      expect(isAdminPage(p), p).toBe(false);
    }
  });

  it('writes the link of a queue row', () => {
    expect(adminQueueHref()).toBe(adminPaths.queue);
    expect(adminQueueHref('0b7c')).toBe('/admin/queue?listing=0b7c');
  });

  it('gives links a login may call back to (buyer-side.md §2: /login with callback)', () => {
    for (const link of [
      adminQueueHref('0b7c-11'),
      adminListingsHref('residential', {
        q: 'via roma',
        statuses: ['published', 'withdrawn'],
        place: { id: '021008', type: 'municipality', name: 'Bolzano - Bozen' },
        price: { min: 300000, max: null },
        sort: 'price',
        dir: 'desc',
      }),
    ]) {
      expect(callbackSchema.safeParse(link).success, link).toBe(true);
    }
  });
});
