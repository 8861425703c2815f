import { commonDe } from '@domus/domain/i18n/locales/de/common';
import { clientErrorsDe, internalErrorDe } from '@domus/domain/i18n/locales/de/errors';
import { propertyDe } from '@domus/domain/i18n/locales/de/property';

/** Every namespace in de, bundled together so that a page view fetches one file. */
export const catalogs = {
  common: commonDe,
  // Of the API's messages only the one the app writes itself: the server answers in the
  // visitor's language (decisions.md Contract), so the page does not carry them.
  errors: { ...clientErrorsDe, api: { internal_error: internalErrorDe } },
  property: propertyDe,
};
