import { apiErrorSchema } from '@domus/domain/schemas/api-error.schema';

/**
 * The error answers every route may give, for its OpenAPI description: 400 validation errors
 * (unknown `lang` included) and the 500 that hides the cause.
 */
export const errorResponses = {
  400: apiErrorSchema.describe('Invalid input: code validation_error with the offending fields'),
  500: apiErrorSchema.describe('Unexpected failure: code internal_error'),
} as const;
