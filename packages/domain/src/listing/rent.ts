/**
 * Which property types can be chosen when renting (decisions.md Seller wizard: when rent is
 * chosen the building-land types are disabled and hidden; all other types stay selectable).
 * The one place to change this rule; the wizard, the search box, saved searches and the API use
 * it alike.
 */
import { categoryFacts } from '../core/category-facts.ts';
import type { Category } from '../core/constants.ts';

/**
 * Whether a category's types can be offered or searched for rent.
 * @param category the type's category
 */
export function isCategoryRentable(category: Category): boolean {
  return categoryFacts(category).rentable;
}

/**
 * Whether a type can be chosen for sale or for rent: everything for sale; for rent everything
 * except building land.
 * @param category the type's category
 * @param rent true when renting
 */
export function isTypeSelectable(category: Category, rent: boolean): boolean {
  return !rent || isCategoryRentable(category);
}

/**
 * The types selectable for sale or rent, in their order (the others are hidden).
 * @param types types carrying their category
 * @param rent true when renting
 */
export function selectableTypes<T extends { category: Category }>(
  types: readonly T[],
  rent: boolean,
): T[] {
  return types.filter((type) => isTypeSelectable(type.category, rent));
}
