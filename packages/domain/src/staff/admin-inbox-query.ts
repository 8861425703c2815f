/**
 * The staff inbox's view in its address (issue 16 point 3, docs decision 032): kind, status,
 * `handler=me`, text and page, read and written here for the admin application's page and the
 * overview's links, with the same parameter names the API reads (`GET /api/v1/admin/inbox`).
 */
import { MAX_ADMIN_PAGE, MAX_ADMIN_QUERY_LENGTH } from './admin-listings-query.ts';
import { INBOX_KINDS, INBOX_STATUSES, type InboxKind, type InboxStatus } from './inbox.ts';
import { adminPaths } from '../core/web-routes.ts';

/** What the inbox shows: null for no filter. */
export type InboxView = {
  kind: InboxKind | null;
  status: InboxStatus | null;
  /** Only what the caller handles. */
  mine: boolean;
  q: string;
  page: number;
};

/** The inbox when opened from the navigation: what is new, of every kind. */
export const defaultInboxView: InboxView = {
  kind: null,
  status: 'new',
  mine: false,
  q: '',
  page: 1,
};

/** The value of `status` in the address meaning every status (absent means the default, new). */
export const ANY_STATUS = 'all';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((v) => v === value) ?? null;

/**
 * The view an address describes; unknown values fall back to the default.
 * @param params the page's query string
 */
export function parseInboxParams(params: URLSearchParams): InboxView {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    kind: oneOf(INBOX_KINDS, params.get('kind')),
    status: status === ANY_STATUS ? null : (oneOf(INBOX_STATUSES, status) ?? 'new'),
    mine: params.get('handler') === 'me',
    q: (params.get('q') ?? '').slice(0, MAX_ADMIN_QUERY_LENGTH),
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_ADMIN_PAGE) : 1,
  };
}

/**
 * The address's query string of a view, leaving out what is the default.
 * @param view the inbox's view
 */
export function buildInboxParams(view: InboxView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.kind) params.set('kind', view.kind);
  if (view.status !== 'new') params.set('status', view.status ?? ANY_STATUS);
  if (view.mine) params.set('handler', 'me');
  if (view.q.trim()) params.set('q', view.q.trim());
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/**
 * The API's query of a view (`status` absent for every status).
 * @param view the inbox's view
 */
export function inboxApiQuery(view: InboxView): Record<string, string> {
  const query: Record<string, string> = { page: String(view.page) };
  if (view.kind) query.kind = view.kind;
  if (view.status) query.status = view.status;
  if (view.mine) query.handler = 'me';
  if (view.q.trim()) query.q = view.q.trim();
  return query;
}

/**
 * The inbox's address for a view (the overview links to what is new of a kind).
 * @param view what differs from the default view
 */
export function adminInboxHref(view: Partial<InboxView> = {}): string {
  const query = buildInboxParams({ ...defaultInboxView, ...view }).toString();
  return query ? `${adminPaths.requests}?${query}` : adminPaths.requests;
}
