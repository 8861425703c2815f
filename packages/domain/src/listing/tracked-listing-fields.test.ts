import { describe, expect, it } from 'vitest';
import { CHANGE_MAIL_FIELDS, TRACKED_LISTING_FIELDS } from './tracked-listing-fields.ts';

describe('tracked listing fields (issue 31 point 1: one list for the history and the change mail)', () => {
  it('names each field once, and the change mail only fields the history keeps', () => {
    const fields = TRACKED_LISTING_FIELDS.map((f) => f.field);
    expect(new Set(fields).size).toBe(fields.length);
    for (const f of CHANGE_MAIL_FIELDS) expect(fields).toContain(f.field);
  });

  it('leaves the number, owner, draft flag and confirmation out of the owner-change mail', () => {
    expect(TRACKED_LISTING_FIELDS.filter((f) => !f.inChangeMail).map((f) => f.field)).toEqual([
      'property_id',
      'owner',
      'isDraft',
      'isConfirmed',
    ]);
  });
});
