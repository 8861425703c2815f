/** The `common` namespace in en. */
export const commonEn = {};
