import type { Language } from '@domus/domain/core/constants';
import { createListingFormatter } from '@domus/domain/format/listing-format';
import { priceHistoryRows, showsPriceHistory } from '@domus/domain/listing/price-history';
import type { Property } from '@domus/domain/listing/property.schema';
import { Table } from '@mantine/core';
import type { Translate } from '../utils/detail-sections';
import { DetailSection } from './detail-section';

/**
 * The listing's price history (issue 34 point 4): its events since it was last listed as new,
 * newest first, shown once its price has changed; the long exposé prints the same lines.
 */
export function PropertyPriceHistorySection({
  property,
  language,
  t,
}: {
  property: Property;
  language: Language;
  t: Translate;
}) {
  if (!showsPriceHistory(property.priceHistory)) return null;
  const rows = priceHistoryRows(
    property.priceHistory,
    property.rent,
    createListingFormatter(language, t),
  );
  return (
    <DetailSection id="price-history" title={t('detail:priceHistory.title')}>
      <Table.ScrollContainer minWidth={0}>
        <Table>
          <Table.Caption>{t('detail:priceHistory.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('detail:priceHistory.date')}</Table.Th>
              <Table.Th scope="col">{t('detail:priceHistory.event')}</Table.Th>
              <Table.Th scope="col" ta="end">
                {t('detail:priceHistory.price')}
              </Table.Th>
              <Table.Th scope="col" ta="end">
                {t('detail:priceHistory.change')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td>{row.date}</Table.Td>
                <Table.Td>{row.event}</Table.Td>
                <Table.Td ta="end">{row.price}</Table.Td>
                <Table.Td ta="end">{row.change}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </DetailSection>
  );
}
