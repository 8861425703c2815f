/**
 * Commercial sell types (decisions.md Seller wizard): for sale `both`, `activity` or `walls`; for
 * rent `activity` or `walls`. Office offers no sell type (seller-side.md §5).
 */
import { categoryModule } from './categories/category-registry.ts';
import {
  RENT_SELL_TYPES,
  SALE_SELL_TYPES,
  type Category,
  type Subtype,
} from '../core/constants.ts';

/** A commercial sell type. */
export type SellType = (typeof SALE_SELL_TYPES)[number];

/**
 * Whether a subtype offers a sell type at all: commercial types except office.
 * @param category the property category
 * @param subtype the subtype code
 */
export function hasSellType(category: Category, subtype: Subtype): boolean {
  return (
    categoryHasSellType(category) && categoryModule(category).isFieldVisible(subtype, 'sellType')
  );
}

/** Whether the category's fields have a sell type (the commercial ones). */
function categoryHasSellType(category: Category): boolean {
  return categoryModule(category).detailFields.includes('sellType');
}

/**
 * The sell types offered for sale or for rent. Returns an empty list where the subtype offers no
 * sell type.
 * @param rent true when renting
 * @param category the property category (any that has sell types when not given)
 * @param subtype the subtype code, when known
 */
export function sellTypesFor(
  rent: boolean,
  category?: Category,
  subtype?: Subtype,
): readonly SellType[] {
  if (category !== undefined && !categoryHasSellType(category)) return [];
  if (category !== undefined && subtype !== undefined && !hasSellType(category, subtype)) return [];
  return rent ? RENT_SELL_TYPES : SALE_SELL_TYPES;
}

/**
 * Whether a sell type is allowed for sale or rent.
 * @param sellType the chosen sell type
 * @param rent true when renting
 */
export function isSellTypeAllowed(sellType: SellType, rent: boolean): boolean {
  return (sellTypesFor(rent) as readonly string[]).includes(sellType);
}
