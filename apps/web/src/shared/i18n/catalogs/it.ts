import { commonIt } from '@domus/domain/i18n/locales/it/common';
import { errorsIt } from '@domus/domain/i18n/locales/it/errors';
import { propertyIt } from '@domus/domain/i18n/locales/it/property';

/** Every namespace in it, bundled together so that a page view fetches one file. */
export const catalogs = { common: commonIt, errors: errorsIt, property: propertyIt };
