import { MESSAGE_KEYS } from '@domus/domain/core/message-keys';
import type { PropertyType } from '@domus/domain/listing/property-type.schema';
import { savedSearchInputSchema } from '@domus/domain/search/saved-search.schema';
import { schemaResolver, type FormErrors } from '@mantine/form';
import { translateFormErrors } from '../../../shared/lib/form-errors';
import { formField, savedSearchBody, type SavedSearchFormValues } from './saved-search-form';

// Apart from the form's other helpers: the schema brings the schema library, which the find page
// loads only when a visitor saves, not with the page (issue 17: building the schemas held a
// phone's main thread for half a second at start-up).
const resolve = schemaResolver(savedSearchInputSchema, { sync: true });

/**
 * The form's checks, the domain's saved-search schema (buyer-side.md §5 Saved search): a type is
 * required and at least one location ('Questo campo non deve essere vuoto'), each in the
 * interface language. Errors sit on `type`, `locations` and `budget`.
 */
export function validateSavedSearch(
  values: SavedSearchFormValues,
  types: readonly PropertyType[],
): FormErrors {
  const body = savedSearchBody(values, types);
  const errors: FormErrors = {};
  for (const [path, message] of Object.entries(
    resolve({ ...body, type: body.type || undefined }),
  )) {
    const field = formField(path);
    errors[field] ??= message;
  }
  // The schema reads a missing type as a wrong value; the form asks for one.
  if (!values.type) errors.type = MESSAGE_KEYS.required;
  return translateFormErrors(errors);
}
