import type { Language } from '@domus/domain/core/constants';
import { formatNumber } from '@domus/domain/format/locale-format';

/**
 * A count with thousands separators in every language ("3.468" in it and de, "3,468" in en);
 * Italian would otherwise leave four-digit numbers ungrouped.
 */
export function formatCount(value: number, language: Language): string {
  return formatNumber(value, language);
}
