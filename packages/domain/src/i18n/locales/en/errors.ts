/** The `errors` namespace in en. */
export const errorsEn = {};
