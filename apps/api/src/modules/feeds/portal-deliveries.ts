/**
 * The deliveries a transfer uses in production (issue 32, decisions 062 and 067): uploads over
 * FTP, FTPS and SFTP and the per-listing push over HTTP, their failures turned into the
 * transfer's {@link DeliveryError} (retried or not as the protocol's answer says).
 */
import { pushListing } from './portal-push.service.ts';
import { uploadExport } from './portal-upload.service.ts';
import { DeliveryError, type Deliveries } from './portal-transfer.service.ts';

export const protocolDeliveries: Deliveries = {
  async upload(target, files) {
    const result = await uploadExport(target, files);
    if (!result.ok) throw new DeliveryError(result.message, result.retry);
    return {
      bytes: result.bytes,
      ...(result.hostFingerprint ? { hostFingerprint: result.hostFingerprint } : {}),
    };
  },
  async push(target, item) {
    const result = await pushListing(target, item);
    if (result.ok) return { ok: true };
    return {
      ok: false,
      retry: result.retry,
      message: result.message,
      ...(result.status !== undefined ? { status: result.status } : {}),
    };
  },
};
