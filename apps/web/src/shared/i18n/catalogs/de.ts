import { commonDe } from '@domus/domain/i18n/locales/de/common';
import { errorsDe } from '@domus/domain/i18n/locales/de/errors';
import { propertyDe } from '@domus/domain/i18n/locales/de/property';

/** Every namespace in de, bundled together so that a page view fetches one file. */
export const catalogs = { common: commonDe, errors: errorsDe, property: propertyDe };
