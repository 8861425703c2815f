import { describe, expect, it } from 'vitest';
import { diffForHistory, historyActorRole, HISTORY_VALUE_MAX_LENGTH } from './history.ts';

describe('diffForHistory (issue 16 point 6: field, before, after)', () => {
  it('lists only the fields that changed, in the order asked', () => {
    expect(
      diffForHistory(
        { price: 100, title: 'A', updatedAt: new Date(1) },
        { price: 120, title: 'A', updatedAt: new Date(2) },
        ['title', 'price'],
      ),
    ).toEqual([{ field: 'price', before: 100, after: 120 }]);
  });

  it('treats missing, undefined and null as no value, and objects by content', () => {
    expect(
      diffForHistory(
        { tel: null, address: { city: 'Bozen', zip: '39100' } },
        { address: { zip: '39100', city: 'Bozen' }, pec: undefined },
      ),
    ).toEqual([]);
  });

  it('writes dates as ISO strings and cuts long texts', () => {
    const long = 'x'.repeat(HISTORY_VALUE_MAX_LENGTH + 10);
    const [when, text] = diffForHistory(
      { at: null, text: '' },
      { at: new Date('2026-11-26T10:00:00Z'), text: long },
    );
    expect(when).toEqual({ field: 'at', before: null, after: '2026-11-26T10:00:00.000Z' });
    expect((text!.after as string).length).toBe(HISTORY_VALUE_MAX_LENGTH + 1);
  });
});

describe('historyActorRole', () => {
  it('names staff by their highest role and others by their part', () => {
    expect(historyActorRole({ isAgent: true, isAdmin: true, isSuperAdmin: false })).toBe('admin');
    expect(historyActorRole({ isAgent: false, isAdmin: false, isSuperAdmin: true })).toBe(
      'superAdmin',
    );
    expect(
      historyActorRole({ isAgent: false, isAdmin: false, isSuperAdmin: false }, 'client'),
    ).toBe('client');
    expect(historyActorRole(null)).toBe('system');
  });
});
