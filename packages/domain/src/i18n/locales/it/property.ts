/** The `property` namespace in it. */
export const propertyIt = {};
