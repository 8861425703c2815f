import '@mantine/core/styles/Table.layer.css';
import type { Language } from '@domus/domain/core/constants';
import type { ListingStatKind } from '@domus/domain/listing/listing-statistics';
import { formatDay } from '@domus/domain/format/locale-format';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../shared/lib/format';
import { weeksOf, type StatDay } from '../utils/statistics-figures';

/**
 * The figures of the chosen period per calendar week, every kind a column: the chart's text
 * alternative, read by screen readers and by anyone who wants the numbers (issue 33 point 4).
 */
export function ListingStatisticsTable({
  days,
  kinds,
  labels,
  language,
}: {
  days: readonly StatDay[];
  kinds: readonly ListingStatKind[];
  labels: Record<ListingStatKind, string>;
  language: Language;
}) {
  const { t } = useTranslation('account');
  const weeks = weeksOf(days, kinds);
  return (
    // Scrolled sideways on a phone: a region of its own that the keyboard can reach and scroll.
    <Table.ScrollContainer
      minWidth={640}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={t('statistics.table')}
    >
      <Table striped withTableBorder captionSide="top" fz="sm">
        <Table.Caption ta="start" fw={600} c="var(--mantine-color-text)">
          {t('statistics.table')}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('statistics.week')}</Table.Th>
            {kinds.map((kind) => (
              <Table.Th key={kind} scope="col" ta="end">
                {labels[kind]}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {weeks.map((week) => (
            <Table.Tr key={week.from}>
              <Table.Th scope="row" fw={400} style={{ whiteSpace: 'nowrap' }}>
                {t('statistics.weekRange', {
                  from: formatDay(week.from, language),
                  to: formatDay(week.to, language),
                })}
              </Table.Th>
              {kinds.map((kind) => (
                <Table.Td key={kind} ta="end">
                  {formatCount(week.sums[kind], language)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
