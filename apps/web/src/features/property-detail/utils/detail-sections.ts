import { categoryModule } from '@domus/domain/listing/categories/category-registry';
import type {
  DetailSection,
  DetailSectionKey,
  HeadlineFacts,
} from '@domus/domain/listing/categories/category-module';
import type { Language } from '@domus/domain/core/constants';
import { createListingFormatter, type Translate } from '@domus/domain/format/listing-format';
import type { Property } from '@domus/domain/listing/property.schema';

export type { Translate } from '@domus/domain/format/listing-format';
export type {
  DetailRow,
  DetailSection,
  DetailSectionKey,
} from '@domus/domain/listing/categories/category-module';

/** Rooms, baths and area shown next to the price. */
export type DetailSummary = Omit<HeadlineFacts, 'priceLabelKey'>;

/** Number and unit formatting in the page's language (the domain's one listing formatter). */
export const detailFormat = createListingFormatter;

/**
 * Rooms, baths and area of the summary line: the headline facts of the listing's category, the
 * same figures its card shows.
 */
export function detailSummary(property: Property): DetailSummary {
  const { rooms, baths, area } = categoryModule(property.category).headlineFacts(property);
  return { rooms, baths, area };
}

/**
 * The labelled values of a property, grouped in the detail page's sections, as its category
 * module lists them, formatted in the page's language.
 */
export function detailSections(
  property: Property,
  language: Language,
  t: Translate,
): DetailSection[] {
  return categoryModule(property.category).detailSections(
    property,
    createListingFormatter(language, t),
  );
}

/**
 * Which sections a property of its category can have, whatever its values: the detail page's
 * contract with the end-to-end tests.
 */
export function expectedSectionKeys(category: Property['category']): DetailSectionKey[] {
  return [...categoryModule(category).detailSectionKeys];
}
