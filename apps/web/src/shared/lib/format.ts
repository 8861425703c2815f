import type { Language } from '@domus/domain/constants';

/**
 * A count with thousands separators in every language ("3.468" in it and de, "3,468" in en);
 * Italian would otherwise leave four-digit numbers ungrouped.
 */
export function formatCount(value: number, language: Language): string {
  return new Intl.NumberFormat(language, { useGrouping: 'always' }).format(value);
}
