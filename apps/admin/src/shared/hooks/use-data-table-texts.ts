import { formatNumber } from '@domus/domain/format/locale-format';
import { getLanguage } from '@domus/web/shared/i18n/current-language';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** mantine-datatable's sort icons: the sorted one (turned round when descending), the unsorted. */
const SORTED = '.mantine-datatable-header-cell-sortable-icon';
const REVERSED = 'mantine-datatable-header-cell-sortable-icon-reversed';
const UNSORTED = '.mantine-datatable-header-cell-sortable-unsorted-icon';

/** The pager's controls mantine-datatable names by `getPaginationControlProps`. */
const CONTROL_KEYS = {
  previous: 'table.previous',
  next: 'table.next',
  first: 'table.first',
  last: 'table.last',
} as const;

/**
 * The texts every admin table gives mantine-datatable in the interface's language (issue 30
 * point 8): the range under the table ("1–50 of 1.234"), the names screen readers announce for
 * the pager's buttons, and, through `tableRef`, the names of the sort icons of sortable headers.
 * The library writes those as fixed English ("Not sorted", "Sorted descending") with no prop to
 * change them, so the table's element is watched and each icon renamed whenever the library
 * draws or changes it.
 */
export function useDataTableTexts() {
  const { t } = useTranslation('admin');
  const language = getLanguage();
  const number = { format: (value: number) => formatNumber(value, language) };
  const notSorted = t('table.notSorted');
  const ascending = t('table.sortedAscending');
  const descending = t('table.sortedDescending');

  const tableRef = useCallback(
    (table: HTMLTableElement | null) => {
      if (!table) return;
      const rename = () => {
        const name = (element: Element, label: string) => {
          if (element.getAttribute('aria-label') !== label)
            element.setAttribute('aria-label', label);
        };
        table.querySelectorAll(UNSORTED).forEach((icon) => name(icon, notSorted));
        table
          .querySelectorAll(SORTED)
          .forEach((icon) =>
            name(icon, icon.classList.contains(REVERSED) ? descending : ascending),
          );
      };
      rename();
      const observer = new MutationObserver(rename);
      observer.observe(table, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-label', 'class'],
      });
      return () => observer.disconnect();
    },
    [notSorted, ascending, descending],
  );

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
      'aria-label': t(CONTROL_KEYS[control as keyof typeof CONTROL_KEYS] ?? 'table.next'),
    }),
    tableRef,
  };
}
