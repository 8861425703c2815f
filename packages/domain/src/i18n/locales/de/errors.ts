/** The `errors` namespace in de. */
export const errorsDe = {};
