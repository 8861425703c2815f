/**
 * The refusals of an upload of another CRM's export (issue 32 point 5, decision 064): each its
 * own error code, its message in the admin catalog (`admin:imports.errors.<code>`), which the
 * error handler translates into the request's language like every other API error. The public
 * pages never load that catalog, so these texts do not grow them.
 */
import type { ApiErrorCode } from '@domus/domain/core/api-error.schema';
import { AppError } from '../../lib/app-error.ts';
import type { ErrorMessageKey } from '../../lib/i18n.ts';

/** The import's own error codes. */
export type ImportErrorCode = Extract<ApiErrorCode, `import_${string}`>;

/** The statuses the refusals answer with: too large 413, the others 422, a state conflict 409. */
const STATUS: Record<ImportErrorCode, number> = {
  import_too_large: 413,
  import_not_zip: 422,
  import_zip_bomb: 422,
  import_too_many_entries: 422,
  import_unsafe_path: 422,
  import_no_openimmo: 422,
  import_xml_doctype: 422,
  import_xml_invalid: 422,
  import_encoding: 422,
  import_not_previewed: 409,
};

/**
 * The refusal `code`. The message key names the admin catalog's namespace, which the API's
 * i18n instance holds beside `errors` (i18next reads `ns:key` from any fixed translator).
 */
export function importError(code: ImportErrorCode): AppError {
  return new AppError(STATUS[code], code, `admin:imports.errors.${code}` as ErrorMessageKey);
}

/** Whether `error` is one of the import's refusals. */
export function isImportError(error: unknown): error is AppError {
  return error instanceof AppError && error.code.startsWith('import_');
}
