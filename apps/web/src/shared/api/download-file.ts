import { getSession } from '../auth/session-store';
import { getLanguage } from '../i18n/current-language';
import { ApiError, readErrorBody } from './api-error';

/** The file name of a `content-disposition` header, if it gives one. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) return decodeURIComponent(encoded[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? null;
}

/**
 * Downloads a file of the API that needs the session (the personal data export, the admin tables' CSV exports): a plain link
 * carries no `Authorization` header, so the file is fetched with it and handed to the browser as
 * a download under the name the server gives. A failure becomes an {@link ApiError} with the
 * server's message.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const session = getSession();
  const response = await fetch(url, {
    headers: {
      'Accept-Language': getLanguage(),
      ...(session ? { Authorization: `Bearer ${session.token}` } : {}),
    },
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    const error = readErrorBody(body);
    throw new ApiError(response.status, error?.code ?? 'download_failed', error?.message ?? '');
  }
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
