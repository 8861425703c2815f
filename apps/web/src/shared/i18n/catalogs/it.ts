import { commonIt } from '@domus/domain/i18n/locales/it/common';
import { clientErrorsIt, internalErrorIt } from '@domus/domain/i18n/locales/it/errors';
import { propertyIt } from '@domus/domain/i18n/locales/it/property';

/** Every namespace in it, bundled together so that a page view fetches one file. */
export const catalogs = {
  common: commonIt,
  // Of the API's messages only the one the app writes itself: the server answers in the
  // visitor's language (decisions.md Contract), so the page does not carry them.
  errors: { ...clientErrorsIt, api: { internal_error: internalErrorIt } },
  property: propertyIt,
};
