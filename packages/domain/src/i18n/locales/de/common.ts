/** The `common` namespace in de. */
export const commonDe = {};
