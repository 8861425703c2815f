import { callbackSchema } from '@domus/domain/account/account.schema';

/**
 * The site path a login callback leads to (`sell` → `/sell`, `/find/searches/1` as it is), or
 * `null` when there is none or it could lead elsewhere (another origin, a scheme): the callback
 * arrives in a link anyone can craft, so only paths inside the site are followed.
 */
export function callbackPath(callback: string | null | undefined): string | null {
  if (!callback) return null;
  const parsed = callbackSchema.safeParse(callback);
  if (!parsed.success || parsed.data === '' || parsed.data === '/') return null;
  return `/${parsed.data.replace(/^\/+/, '')}`;
}
