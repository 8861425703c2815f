/**
 * The mark with which the home page learns that the user just deleted their account (issue 16
 * point 7), so that it says so. Kept in the tab's session storage, not in the router's state:
 * the account page sends a logged-out visitor home by itself as soon as the session is gone, and
 * that redirect must find the mark too. A file of its own, so the home page reads it without
 * loading the account page's code.
 */
const KEY = 'domus.accountDeleted';

/** Leaves the mark; called right before the session is forgotten. */
export function markAccountDeleted(): void {
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // Storage refused (private mode): the deletion stands, only the notice is lost.
  }
}

/** Whether the mark is there. */
export function hasAccountDeletedMark(): boolean {
  try {
    return sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/** Removes the mark once the notice is shown, so that it is shown once. */
export function clearAccountDeletedMark(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to do.
  }
}
