// The widget's build without inline workers or styles: the site's Content Security Policy
// allows scripts and workers from its own origin only (decisions.md Accounts and roles).
import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ShaWorker from 'altcha/workers/sha?worker';
import type { Language } from '@domus/domain/core/constants';

for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512'] as const) {
  $altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
}
for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512'] as const) {
  $altcha.algorithms.set(algorithm, () => new ShaWorker());
}

// The widget's own texts: English is built in, the others register themselves on import.
const widgetTexts: Record<Language, () => Promise<unknown>> = {
  it: () => import('altcha/i18n/it'),
  de: () => import('altcha/i18n/de'),
  en: () => Promise.resolve(),
};

/**
 * The captcha widget's code (the `altcha-widget` element, its workers, its styles; 30 kB gzip)
 * is here, apart from the form: the login form shows without waiting for it (issue 30 point 11).
 * Loads the widget's texts in `language`.
 */
export async function loadWidgetTexts(language: Language): Promise<void> {
  await widgetTexts[language]();
}
