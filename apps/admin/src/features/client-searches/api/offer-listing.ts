import type { AdminMatch } from '@domus/domain/staff/admin-client-searches.schema';
import { apiRequest } from '@domus/web/shared/api/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Offers a published listing to a search by hand (`POST /api/v1/admin/searches/{id}/offers`):
 * it becomes a match the buyer sees and is mailed about. The admin answers are read again.
 */
export function useOfferListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ searchId, propertyId }: { searchId: string; propertyId: string }) =>
      apiRequest<{ data: AdminMatch }>(
        `/api/v1/admin/searches/${encodeURIComponent(searchId)}/offers`,
        { method: 'POST', body: { propertyId } },
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
