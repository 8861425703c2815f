import { describe, expect, it } from 'vitest';
import { callbackPath } from './callback-path';

describe('login callback (buyer-side.md §2 /login callback, seller-side.md §2 /sell)', () => {
  it('leads to the named page of the site', () => {
    expect(callbackPath('sell')).toBe('/sell');
    expect(callbackPath('/find/searches/42')).toBe('/find/searches/42');
    expect(callbackPath('account?edit=1')).toBe('/account?edit=1');
  });

  it('follows nothing that could leave the site', () => {
    for (const bad of [
      '//evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/\\evil.example',
      '',
      null,
      undefined,
    ]) {
      expect(callbackPath(bad)).toBeNull();
    }
  });
});
