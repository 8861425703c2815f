/** The `property` namespace in en. */
export const propertyEn = {};
