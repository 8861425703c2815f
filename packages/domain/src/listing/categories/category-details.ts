/**
 * Every category's field schemas and cross-field check (decision 020), by category. They are
 * apart from the registry (`category-registry.ts`) because the registry is read by public pages
 * that need no schema, above all the property detail page, and building the schemas of every
 * category (with zod itself) cost a throttled phone about 280 ms of main-thread time at start-up
 * (issue 17). Code that validates (the property schema, the step-3 form's values) reads this
 * file; code that only needs a category's field names reads its module's `detailFields`.
 */
import type { Category } from '../../core/constants.ts';
import { agricultureDetails } from './agriculture.schema.ts';
import { buildinglandDetails } from './buildingland.schema.ts';
import type { CategoryDetails } from './category-module.ts';
import { commercialDetails } from './commercial.schema.ts';
import { garageDetails } from './garage.schema.ts';
import { residentialDetails } from './residential.schema.ts';

/** Every category's field schemas, by category (in the order of `CATEGORIES`). */
export const CATEGORY_DETAILS = {
  residential: residentialDetails,
  garage: garageDetails,
  commercial: commercialDetails,
  buildingland: buildinglandDetails,
  agriculture: agricultureDetails,
} as const satisfies { [C in Category]: CategoryDetails<C> };

/**
 * The field schemas of a category, typed loosely so that any category is asked the same way.
 * @param category the property category
 */
export function categoryDetails(category: Category): CategoryDetails {
  return CATEGORY_DETAILS[category];
}
