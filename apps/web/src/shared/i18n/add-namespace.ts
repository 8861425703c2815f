import i18next from 'i18next';

/** Settles once i18next has its first catalogs (set up while the first page's code loads). */
function initialized(): Promise<void> {
  if (i18next.isInitialized) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      i18next.off('initialized', done);
      resolve();
    };
    i18next.on('initialized', done);
  });
}

/**
 * Adds a namespace that a page loads for itself (its catalog fetched by `load`) to i18next, once.
 * On a first visit straight to that page this runs while i18next still starts, so the texts wait
 * for it: added earlier, they would be dropped by its start.
 */
export async function addNamespace(
  language: string,
  namespace: string,
  load: () => Promise<object>,
): Promise<void> {
  const [texts] = await Promise.all([load(), initialized()]);
  if (!i18next.hasResourceBundle(language, namespace)) {
    i18next.addResourceBundle(language, namespace, texts);
  }
}
