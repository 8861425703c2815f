import { describe, expect, it } from 'vitest';
import {
  adminInboxHref,
  buildInboxParams,
  defaultInboxView,
  inboxApiQuery,
  parseInboxParams,
} from './admin-inbox-query.ts';

describe('the inbox view in the address (issue 16 point 3: filters and paging in the URL)', () => {
  it('opens on what is new, of every kind', () => {
    expect(parseInboxParams(new URLSearchParams())).toEqual(defaultInboxView);
    expect(adminInboxHref()).toBe('/admin/requests');
  });

  it('reads back what it writes', () => {
    const view = { kind: 'visit', status: 'in_progress', mine: true, q: 'Rossi', page: 3 } as const;
    expect(parseInboxParams(buildInboxParams(view))).toEqual(view);
    const every = { ...defaultInboxView, status: null };
    expect(buildInboxParams(every).toString()).toBe('status=all');
    expect(parseInboxParams(buildInboxParams(every))).toEqual(every);
  });

  it('falls back to the default for values it does not know', () => {
    const view = parseInboxParams(new URLSearchParams('kind=x&status=y&handler=you&page=-2'));
    expect(view).toEqual(defaultInboxView);
  });

  it('links the overview to the new entries of a kind, and asks the API the same', () => {
    expect(adminInboxHref({ kind: 'message' })).toBe('/admin/requests?kind=message');
    expect(inboxApiQuery({ ...defaultInboxView, kind: 'consulting' })).toEqual({
      page: '1',
      kind: 'consulting',
      status: 'new',
    });
  });
});
