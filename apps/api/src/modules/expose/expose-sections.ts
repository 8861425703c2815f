/**
 * The one seam between the exposé and the category model: the headline facts next to the price
 * and the detail page's sections, with its labels and values. The exposé lists no field itself;
 * whatever the category registry says the detail page shows, the long exposé prints.
 */
import type { Language } from '@domus/domain/constants';
import { formatMoney, LOCALE_TAGS } from '@domus/domain/rules/money';
import { bathTotal, roomTotal } from '@domus/domain/rules/rooms';
import type { Property } from '@domus/domain/schemas/property.schema';

/** Looks up a text by its full key (`property:fields.area`) in the exposé's language. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** One labelled value. */
export type ExposeRow = { key: string; label: string; value: string };

/** One section of labelled values, with its title. */
export type ExposeSection = { key: string; title: string; rows: ExposeRow[] };

/** Numbers in the exposé's language. */
export type ExposeFormatter = {
  number: (value: number) => string;
  money: (value: number) => string;
};

/** The exposé's number formats. */
export function exposeFormatter(language: Language): ExposeFormatter {
  const numbers = new Intl.NumberFormat(LOCALE_TAGS[language], {
    maximumFractionDigits: 2,
    useGrouping: 'always',
  });
  return {
    number: (value) => numbers.format(value),
    money: (value) => formatMoney(value, language),
  };
}

/** Rooms, baths and area as the detail page shows them beside the price. */
export function headlineFacts(property: Property, language: Language, t: Translate): ExposeRow[] {
  const f = exposeFormatter(language);
  const rows: ExposeRow[] = [];
  const details = property as unknown as Record<string, unknown>;
  if (property.category === 'residential' || property.category === 'commercial') {
    const rooms = property.category === 'residential' ? roomTotal(property.rooms) : 0;
    const baths = bathTotal(property.rooms);
    if (rooms > 0)
      rows.push({ key: 'rooms', label: t('property:fields.rooms'), value: f.number(rooms) });
    if (baths > 0)
      rows.push({ key: 'baths', label: t('property:rooms.bath'), value: f.number(baths) });
  }
  const area = property.category === 'buildingland' ? details.catastralArea : details.area;
  if (typeof area === 'number' && area > 0) {
    rows.push({
      key: 'area',
      label: t('property:fields.area'),
      value: `${f.number(area)} ${t('property:units.squareMetres')}`,
    });
  }
  return rows;
}

/** The detail page's sections with their titles (filled by the category registry). */
export function detailSections(
  _property: Property,
  _language: Language,
  _t: Translate,
): ExposeSection[] {
  return [];
}
