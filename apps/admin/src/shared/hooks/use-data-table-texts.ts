import { formatNumber } from '@domus/domain/format/locale-format';
import { getLanguage } from '@domus/web/shared/i18n/current-language';
import { useTranslation } from 'react-i18next';

/**
 * The texts every admin table gives mantine-datatable in the interface's language: the range
 * under the table ("1–50 of 1.234") and the names screen readers announce for the previous and
 * next page buttons, which the library would otherwise leave in English.
 */
export function useDataTableTexts() {
  const { t } = useTranslation('admin');
  const language = getLanguage();
  const number = { format: (value: number) => formatNumber(value, language) };
  return {
    paginationText: ({
      from,
      to,
      totalRecords,
    }: {
      from: number;
      to: number;
      totalRecords: number;
    }) =>
      t('table.range', {
        from: number.format(totalRecords === 0 ? 0 : from),
        to: number.format(to),
        total: number.format(totalRecords),
      }),
    getPaginationControlProps: (control: string) => ({
      'aria-label': t(control === 'previous' ? 'table.previous' : 'table.next'),
    }),
  };
}
