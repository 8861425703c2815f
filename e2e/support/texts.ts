/**
 * The interface texts as visitors read them, straight from the catalogs the web app renders, so
 * that a test asserts the German page really is German without repeating every sentence here.
 */
import { commonDe } from '@domus/domain/i18n/locales/de/common';
import { commonEn } from '@domus/domain/i18n/locales/en/common';
import { commonIt } from '@domus/domain/i18n/locales/it/common';

export const texts = { it: commonIt, de: commonDe, en: commonEn };
