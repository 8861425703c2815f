import { webPaths } from '@domus/domain/core/web-routes';
import { generatePath } from 'react-router';

/** The query flag that opens a page's edit dialog (`/find/searches/{id}?edit`). */
export const EDIT_PARAM = 'edit';

/**
 * The matches page of a saved search (`/find/searches/{id}`, the id encoded); with `edit` its
 * edit dialog opens (`?edit`).
 */
export function matchesPath(searchId: string, { edit = false }: { edit?: boolean } = {}): string {
  const path = generatePath(webPaths.findSearch, { id: searchId });
  return edit ? `${path}?${EDIT_PARAM}` : path;
}

/**
 * The login page, leading back once logged in to `callback`: a path of the site, its query
 * included (`/find/searches/1?edit` reopens the edit dialog).
 */
export function loginPath(callback: string): string {
  return `${webPaths.login}?${new URLSearchParams({ callback })}`;
}
