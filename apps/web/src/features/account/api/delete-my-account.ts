import type { ErasureSummary } from '@domus/domain/schemas/privacy.schema';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { clearSession } from '../../../shared/auth/session-store';

/**
 * Deletes the logged-in person's account with their personal data (`DELETE /api/v1/account`,
 * docs/decisions/029). The server ends every session of theirs; the browser forgets its own.
 */
export async function deleteMyAccount(): Promise<ErasureSummary> {
  const answer = await apiRequest<{ data: ErasureSummary }>('/api/v1/account', {
    method: 'DELETE',
  });
  clearSession();
  return answer.data;
}

/** Deletes the account; the caller sends the visitor home afterwards. */
export function useDeleteMyAccount() {
  return useMutation({ mutationFn: deleteMyAccount });
}
