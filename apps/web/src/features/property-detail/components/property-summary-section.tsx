import type { Language } from '@domus/domain/core/constants';
import { formatMoney } from '@domus/domain/format/money';
import type { Property } from '@domus/domain/listing/property.schema';
import { Group, Stack, Text } from '@mantine/core';
import { IconBath, IconBed, IconRuler2 } from '@tabler/icons-react';
import { detailFormat, detailSummary, type Translate } from '../utils/detail-sections';

/**
 * A listing's price and summary line (buyer-side.md §2 Property detail): the price (a month's
 * rent for a rental) or "price on request", then rooms, baths and area where the category has
 * them.
 */
export function PropertySummarySection({
  property,
  language,
  t,
}: {
  property: Property;
  language: Language;
  t: Translate;
}) {
  const summary = detailSummary(property);
  const format = detailFormat(language, t);
  const price =
    property.price !== null && property.price > 0
      ? formatMoney(property.price, language)
      : t('detail:priceOnRequest');
  return (
    <Stack gap="xs" aria-label={t('detail:summary')} component="section">
      <Text component="p" fz={28} fw={700} lh={1.2} m={0} data-testid="property-price">
        {price}
        {property.rent && property.price ? (
          <Text component="span" fz="md" fw={400} c="dimmed">
            {' '}
            {t('detail:perMonth')}
          </Text>
        ) : null}
      </Text>
      <Group gap="lg">
        {summary.rooms !== null && (
          <Group gap={6} data-testid="summary-rooms">
            <IconBed size={20} aria-hidden />
            <Text>{t('detail:rooms', { count: summary.rooms })}</Text>
          </Group>
        )}
        {summary.baths !== null && (
          <Group gap={6} data-testid="summary-baths">
            <IconBath size={20} aria-hidden />
            <Text>{t('detail:baths', { count: summary.baths })}</Text>
          </Group>
        )}
        {summary.area !== null && (
          <Group gap={6} data-testid="summary-area">
            <IconRuler2 size={20} aria-hidden />
            <Text>{format.area(summary.area)}</Text>
          </Group>
        )}
      </Group>
    </Stack>
  );
}
