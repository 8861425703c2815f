import type { CustomerKind } from '@domus/domain/person/privacy.schema';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@domus/web/shared/api/download-file';

/** The customer a personal data request names. */
export type CustomerRef = { kind: CustomerKind; id: string };

/**
 * Downloads everything stored about a customer as one ZIP
 * (`GET /api/v1/admin/customers/{kind}/{id}/export`, admins; docs/decisions/029).
 */
export function exportCustomerData({ kind, id }: CustomerRef): Promise<void> {
  return downloadFile(
    `/api/v1/admin/customers/${kind}/${encodeURIComponent(id)}/export`,
    'personal-data.zip',
  );
}

/** The export download, with its pending and error states. */
export function useExportCustomerData() {
  return useMutation({ mutationFn: exportCustomerData });
}
