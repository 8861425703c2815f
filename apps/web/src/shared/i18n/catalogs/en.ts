import { commonEn } from '@domus/domain/i18n/locales/en/common';
import { errorsEn } from '@domus/domain/i18n/locales/en/errors';
import { propertyEn } from '@domus/domain/i18n/locales/en/property';

/** Every namespace in en, bundled together so that a page view fetches one file. */
export const catalogs = { common: commonEn, errors: errorsEn, property: propertyEn };
