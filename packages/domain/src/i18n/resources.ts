import { commonDe } from './locales/de/common.ts';
import { commonEn } from './locales/en/common.ts';
import { commonIt } from './locales/it/common.ts';
import { errorsDe } from './locales/de/errors.ts';
import { errorsEn } from './locales/en/errors.ts';
import { errorsIt } from './locales/it/errors.ts';
import { propertyDe } from './locales/de/property.ts';
import { propertyEn } from './locales/en/property.ts';
import { propertyIt } from './locales/it/property.ts';
import { detailDe } from './locales/de/detail.ts';
import { detailEn } from './locales/en/detail.ts';
import { detailIt } from './locales/it/detail.ts';
import { mailDe } from './locales/de/mail.ts';
import { mailEn } from './locales/en/mail.ts';
import { mailIt } from './locales/it/mail.ts';
import { accountDe } from './locales/de/account.ts';
import { accountEn } from './locales/en/account.ts';
import { accountIt } from './locales/it/account.ts';
import { contactDe } from './locales/de/contact.ts';
import { contactEn } from './locales/en/contact.ts';
import { contactIt } from './locales/it/contact.ts';
import { sellDe } from './locales/de/sell.ts';
import { sellEn } from './locales/en/sell.ts';
import { sellIt } from './locales/it/sell.ts';
import { findDe } from './locales/de/find.ts';
import { findEn } from './locales/en/find.ts';
import { findIt } from './locales/it/find.ts';
import { exposeDe } from './locales/de/expose.ts';
import { exposeEn } from './locales/en/expose.ts';
import { exposeIt } from './locales/it/expose.ts';
import { adminDe } from './locales/de/admin.ts';
import { adminEn } from './locales/en/admin.ts';
import { adminIt } from './locales/it/admin.ts';
import { viewingDe } from './locales/de/viewing.ts';
import { viewingEn } from './locales/en/viewing.ts';
import { viewingIt } from './locales/it/viewing.ts';

/**
 * The i18next resources of every interface language, one namespace per file:
 * `common` (web interface), `errors` (API and form messages), `property` (field and value labels),
 * `detail` (the property detail page, loaded by that page only), `account` (login, confirmation,
 * logout and account pages, loaded by those pages only), `contact` (the contact form, loaded by
 * the contact and detail pages only), `sell` (the sell wizard, its forms and uploads, and the staff
 * confirm dialog, loaded by the pages showing them), `find` (the find page, saved searches, matches
 * and the budget helper, loaded by the buyer's pages), `viewing` (asking for a viewing and the pages
 * of the viewing mails' links, loaded with the viewing dialog and those pages only),
 * `mail` (the e-mails the server sends; the API loads it, the web app never does), `expose` (the
 * exposé PDFs the server makes; the web app never loads it), `admin` (the admin application at
 * /admin, loaded by it alone).
 * Italian is the reference: the other languages must carry exactly its keys.
 */
export const resources = {
  it: {
    common: commonIt,
    errors: errorsIt,
    property: propertyIt,
    detail: detailIt,
    account: accountIt,
    contact: contactIt,
    sell: sellIt,
    find: findIt,
    viewing: viewingIt,
    mail: mailIt,
    expose: exposeIt,
    admin: adminIt,
  },
  de: {
    common: commonDe,
    errors: errorsDe,
    property: propertyDe,
    detail: detailDe,
    account: accountDe,
    contact: contactDe,
    sell: sellDe,
    find: findDe,
    viewing: viewingDe,
    mail: mailDe,
    expose: exposeDe,
    admin: adminDe,
  },
  en: {
    common: commonEn,
    errors: errorsEn,
    property: propertyEn,
    detail: detailEn,
    account: accountEn,
    contact: contactEn,
    sell: sellEn,
    find: findEn,
    viewing: viewingEn,
    mail: mailEn,
    expose: exposeEn,
    admin: adminEn,
  },
} as const;

/** The namespaces of {@link resources}. */
export const namespaces = [
  'common',
  'errors',
  'property',
  'detail',
  'account',
  'contact',
  'sell',
  'find',
  'viewing',
  'mail',
  'expose',
  'admin',
] as const;
