import type { ErasureSummary } from '@domus/domain/person/privacy.schema';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { clearSession } from '../../../shared/auth/session-store';
import { markAccountDeleted } from '../utils/account-deleted';

/**
 * Deletes the logged-in person's account with their personal data (`DELETE /api/v1/account`,
 * docs/decisions/029). The server ends every session of theirs; the browser forgets its own, and
 * the account page, logged out, sends the visitor home, where a notice says what happened.
 */
export async function deleteMyAccount(): Promise<ErasureSummary> {
  const answer = await apiRequest<{ data: ErasureSummary }>('/api/v1/account', {
    method: 'DELETE',
  });
  // The home page, where the logged-out account page sends the visitor, says it was deleted.
  markAccountDeleted();
  clearSession();
  return answer.data;
}

/** Deletes the account (see {@link deleteMyAccount}). */
export function useDeleteMyAccount() {
  return useMutation({ mutationFn: deleteMyAccount });
}
