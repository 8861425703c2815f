import { apiRequest } from '../../../shared/api/api-client';

/**
 * Deletes an uploaded file for good (`DELETE /api/v1/file/{id}`, seller-side.md §7), also when a
 * saved listing uses it: only for files no saved listing holds yet.
 */
export async function deleteFile(id: string): Promise<void> {
  await apiRequest<{ data: { deleted: true } }>(`/api/v1/file/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}
