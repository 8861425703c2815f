import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../shared/api/download-file';

/** Downloads everything stored about the logged-in person as one ZIP (`GET /api/v1/account/export`). */
export function exportMyData(): Promise<void> {
  return downloadFile('/api/v1/account/export', 'personal-data.zip');
}

/** The "Export my data" download, with its pending and error states. */
export function useExportMyData() {
  return useMutation({ mutationFn: exportMyData });
}
