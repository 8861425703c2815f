/**
 * The category registry (decision 020): every property category's module, the one place that
 * says its subtypes, fields, defaults, visibility, form, headline facts, detail sections, derived
 * columns and matching criteria. Code that would compare a category name asks its module
 * instead; a new category is a new module listed here.
 */
import { CATEGORIES, type Category } from '../../core/constants.ts';
import { agricultureModule } from './agriculture.ts';
import { buildinglandModule } from './buildingland.ts';
import type { CategoryModule } from './category-module.ts';
import { commercialModule } from './commercial.ts';
import { garageModule } from './garage.ts';
import { residentialModule } from './residential.ts';

/** Every category's module, by category (in the order of `CATEGORIES`). */
export const CATEGORY_REGISTRY = {
  residential: residentialModule,
  garage: garageModule,
  commercial: commercialModule,
  buildingland: buildinglandModule,
  agriculture: agricultureModule,
} as const satisfies { [C in Category]: CategoryModule<C> };

/** The modules in the order of `CATEGORIES`. */
export const CATEGORY_MODULES: readonly CategoryModule[] = CATEGORIES.map(
  (category) => CATEGORY_REGISTRY[category] as CategoryModule,
);

/**
 * The module of a category, typed loosely so that any category is asked the same way.
 * @param category the property category
 */
export function categoryModule(category: Category): CategoryModule {
  return CATEGORY_REGISTRY[category];
}

/**
 * The categories whose module says yes, in the order of `CATEGORIES` (e.g. those whose searches
 * use the minimum bedrooms, for SQL built from the registry).
 * @param predicate the question asked of each module
 */
export function categoriesWhere(predicate: (module: CategoryModule) => boolean): Category[] {
  return CATEGORIES.filter((category) => predicate(categoryModule(category)));
}

/**
 * The categories whose listings count rooms (their row keeps a room total): the search's minimum
 * rooms applies to them only (buyer-side.md §9 room total), and the database indexes their rooms.
 */
export function roomCountingCategories(): Category[] {
  return categoriesWhere((module) => module.columns({}).roomTotal !== null);
}
