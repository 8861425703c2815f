import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test/render-with-providers';
import { searchLocations } from './search-locations';

afterEach(() => vi.unstubAllGlobals());

describe('place suggestions (seller-side.md §7 locations calls)', () => {
  it('asks for municipalities, zones and streets, or for municipalities only (the address entry)', async () => {
    const calls = stubApi(() => [200, { data: [] }]);
    await searchLocations('Bolz', 'de');
    await searchLocations('Bolz', 'de', undefined, 'municipalities');
    expect(calls.map((c) => c.url)).toEqual([
      '/api/v1/locations/search?q=Bolz&lang=de',
      '/api/v1/locations/municipalities/search?q=Bolz&lang=de',
    ]);
  });
});
