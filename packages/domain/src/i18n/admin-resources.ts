/**
 * The `admin` namespace of every interface language: the admin application's table headers,
 * listing statuses, row and bulk actions and the CSV export (issue 15). Kept apart from
 * `resources.ts`, whose namespaces the public web app types its catalogs by: the public pages
 * never load these texts; the admin application and the server's CSV export add them.
 * Italian is the reference: the other languages carry exactly its keys (a test makes sure).
 */
import { adminDe } from './locales/de/admin.ts';
import { adminEn } from './locales/en/admin.ts';
import { adminIt } from './locales/it/admin.ts';

/** The `admin` namespace per language, as i18next resources. */
export const adminResources = {
  it: { admin: adminIt },
  de: { admin: adminDe },
  en: { admin: adminEn },
} as const;
