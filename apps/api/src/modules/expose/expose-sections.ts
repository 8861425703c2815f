/**
 * The one seam between the exposé and the category registry: the headline facts beside the price
 * and the detail page's sections with its labels and values. The exposé lists no field itself;
 * whatever a category's module says the detail page shows, the long exposé prints.
 */
import { categoryModule } from '@domus/domain/listing/categories/category-registry';
import type { Language } from '@domus/domain/core/constants';
import {
  createListingFormatter,
  type ListingFormatter,
  type Translate,
} from '@domus/domain/format/listing-format';
import type { Property } from '@domus/domain/listing/property.schema';
import { priceHistoryRows, showsPriceHistory } from '@domus/domain/listing/price-history';

export type { Translate } from '@domus/domain/format/listing-format';

/** One labelled value. */
export type ExposeRow = { key: string; label: string; value: string };

/** One section of labelled values, with its title as the detail page heads it. */
export type ExposeSection = { key: string; title: string; rows: ExposeRow[] };

/** The exposé's figures in its language: the listing formatter of the whole product. */
export function exposeFormatter(language: Language, t: Translate): ListingFormatter {
  return createListingFormatter(language, t);
}

/** The price's label (price or rent) of the listing's category. */
export function priceLabel(property: Property, t: Translate): string {
  return t(`property:${categoryModule(property.category).headlineFacts(property).priceLabelKey}`);
}

/** Rooms, baths and area as the detail page sums the listing up beside the price. */
export function headlineFacts(property: Property, f: ListingFormatter): ExposeRow[] {
  const { t } = f;
  const facts = categoryModule(property.category).headlineFacts(property);
  const rows: ExposeRow[] = [];
  if (facts.rooms !== null) {
    rows.push({ key: 'rooms', label: t('property:fields.rooms'), value: f.number(facts.rooms) });
  }
  if (facts.baths !== null) {
    rows.push({ key: 'baths', label: t('property:rooms.bath'), value: f.number(facts.baths) });
  }
  if (facts.area !== null) {
    rows.push({ key: 'area', label: t('property:fields.area'), value: f.area(facts.area) });
  }
  return rows;
}

/** The detail page's sections of the listing, in its order, with the same labels and values. */
export function detailSections(property: Property, f: ListingFormatter): ExposeSection[] {
  return categoryModule(property.category)
    .detailSections(property, f)
    .map((section) => ({
      key: section.key,
      title: f.t(`detail:sections.${section.key}`),
      rows: section.rows,
    }));
}

/**
 * The price history as the long exposé's last section (issue 34 point 4), the detail page's
 * lines: the day and the event, the price with its change; none while the price never changed.
 */
export function priceHistorySections(property: Property, f: ListingFormatter): ExposeSection[] {
  if (!showsPriceHistory(property.priceHistory)) return [];
  const rows = priceHistoryRows(property.priceHistory, property.rent, f).map((row) => ({
    key: row.key,
    label: `${row.date} · ${row.event}`,
    value: row.change ? `${row.price} (${row.change})` : row.price,
  }));
  return [{ key: 'priceHistory', title: f.t('detail:priceHistory.title'), rows }];
}
