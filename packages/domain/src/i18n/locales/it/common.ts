/** The `common` namespace in it. */
export const commonIt = {};
