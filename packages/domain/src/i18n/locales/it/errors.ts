/** The `errors` namespace in it. */
export const errorsIt = {};
