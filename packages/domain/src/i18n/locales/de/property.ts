/** The `property` namespace in de. */
export const propertyDe = {};
