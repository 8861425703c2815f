import { commonEn } from '@domus/domain/i18n/locales/en/common';
import { clientErrorsEn, internalErrorEn } from '@domus/domain/i18n/locales/en/errors';
import { propertyEn } from '@domus/domain/i18n/locales/en/property';

/** Every namespace in en, bundled together so that a page view fetches one file. */
export const catalogs = {
  common: commonEn,
  // Of the API's messages only the one the app writes itself: the server answers in the
  // visitor's language (decisions.md Contract), so the page does not carry them.
  errors: { ...clientErrorsEn, api: { internal_error: internalErrorEn } },
  property: propertyEn,
};
