import type { FileKind, UploadedFile } from '@domus/domain/core/file.schema';
import { apiRequest } from '../../../shared/api/api-client';

/**
 * Uploads files of one kind (`POST /api/v1/file?type=…`, multipart with one `file` part per
 * file, seller-side.md §7) and answers the stored files in the order sent. The server checks
 * each file by its content and refuses the whole request when one file is refused, with a
 * message in the request's language naming the file.
 */
export async function uploadFiles(
  kind: FileKind,
  files: readonly File[],
  signal?: AbortSignal,
): Promise<UploadedFile[]> {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  const { data } = await apiRequest<{ data: UploadedFile[] }>('/api/v1/file', {
    method: 'POST',
    query: { type: kind },
    body: form,
    signal,
  });
  return data;
}
