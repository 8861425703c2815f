import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';

/**
 * Switches a seller's weekly report (`POST /api/v1/owner-reports/{sellerId}/weekly`) with the
 * token of a report's link; no session is needed. A wrong token answers 404 (decision 070).
 */
export async function setWeeklyReport(
  sellerId: string,
  body: { enabled: boolean; token: string },
): Promise<boolean> {
  const { data } = await apiRequest<{ data: { enabled: boolean } }>(
    `/api/v1/owner-reports/${encodeURIComponent(sellerId)}/weekly`,
    { method: 'POST', body },
  );
  return data.enabled;
}

export function useSetWeeklyReport(sellerId: string) {
  return useMutation({
    mutationFn: (body: { enabled: boolean; token: string }) => setWeeklyReport(sellerId, body),
  });
}
