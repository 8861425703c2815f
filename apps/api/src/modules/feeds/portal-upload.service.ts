/**
 * Uploads a portal export to the account's server (issue 32 points 2 and 3, decision 067): FTP,
 * explicit FTPS or SFTP, every file streamed under a temporary name and renamed when whole, the
 * connection closed whatever happens, and a failure answered with whether to try again.
 */
import { uploadOverFtp } from './ftp-upload.ts';
import { uploadOverSftp } from './sftp-upload.ts';
import type { ExportFiles, UploadOptions, UploadResult, UploadTarget } from './portal-delivery.ts';

export type {
  DeliveryFailure,
  ExportFiles,
  UploadOptions,
  UploadResult,
  UploadTarget,
} from './portal-delivery.ts';

/**
 * Uploads every file of `files`, in their order, to `target.folder`.
 *
 * Answers `{ ok: true, files, bytes }` when all arrived under their final names (SFTP adds the
 * host key's fingerprint it saw), or a failure with `retry` (connection refused or lost,
 * timeouts, FTP 4xx replies), `status` (the FTP reply code) and a message without the
 * password; `files` and `bytes` then count what arrived before. Never throws for the portal's
 * side; an error of the export itself (a format's or the database's) is thrown as it was,
 * after the connection is closed.
 */
export function uploadExport(
  target: UploadTarget,
  files: ExportFiles,
  options: UploadOptions = {},
): Promise<UploadResult> {
  switch (target.protocol) {
    case 'ftp':
    case 'ftps':
      return uploadOverFtp(target, files, options);
    case 'sftp':
      return uploadOverSftp(target, files, options);
  }
}
