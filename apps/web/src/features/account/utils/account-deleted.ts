/**
 * The router state with which the web app goes home after a user deleted their account, so that
 * the home page says so (issue 16 point 7). A file of its own: the home page reads it without
 * loading the account page's code.
 */
export const ACCOUNT_DELETED_STATE = { notice: 'accountDeleted' } as const;

/** Whether a router state is {@link ACCOUNT_DELETED_STATE}. */
export function saysAccountDeleted(state: unknown): boolean {
  return (state as { notice?: unknown } | null)?.notice === ACCOUNT_DELETED_STATE.notice;
}
