import { browserStorage } from '../../../shared/lib/browser-storage';

/** localStorage key of the cookie notice's acceptance (buyer-side.md §2 Cookie notice). */
export const COOKIE_CONSENT_STORAGE_KEY = 'domus.cookieNoticeAccepted';

/** Whether the visitor accepted the cookie notice on this browser. */
export function hasAcceptedCookies(): boolean {
  return browserStorage.get(COOKIE_CONSENT_STORAGE_KEY) === 'true';
}

/** Remembers that the visitor accepted the cookie notice. */
export function acceptCookies(): void {
  browserStorage.set(COOKIE_CONSENT_STORAGE_KEY, 'true');
}
