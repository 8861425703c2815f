import type { Language } from '@domus/domain/core/constants';
import { formatMoney } from '@domus/domain/format/money';
import { searchUsesBedrooms } from '@domus/domain/search/saved-search';
import type { SavedSearch } from '@domus/domain/search/saved-search.schema';
import { Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconPolygon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { placeLabel } from '../lib/place-label';

/**
 * A saved search in short (buyer-side.md §3 Search): its type as the heading, buy or rent, each
 * place and drawn zone with its kind, the maximum budget (a monthly rent when renting) and the
 * least number of bedrooms, which residential searches alone ask for. The matches page shows it
 * as its title, the account page's Searches tab as a card; each adds its own below (`children`).
 */
export function SavedSearchSummary({
  search,
  language,
  headingOrder,
  children,
}: {
  search: SavedSearch;
  language: Language;
  /** 1 where the summary is the page's title, else the level in the page's outline. */
  headingOrder: 1 | 2 | 3;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const budget =
    search.budget > 0
      ? t(search.rent ? 'savedSearch.rentBudget' : 'savedSearch.budget', {
          budget: formatMoney(search.budget, language),
        })
      : t('savedSearch.noBudget');
  const bedrooms =
    searchUsesBedrooms(search.type.category) && search.rooms.bed > 0
      ? t('savedSearch.bedrooms', { count: search.rooms.bed })
      : null;

  return (
    <Stack gap="sm">
      <Group gap="sm" align="center" wrap="wrap">
        <Title order={headingOrder} fz={headingOrder === 1 ? { base: 'h2', sm: 'h1' } : 'lg'}>
          {search.type.name[language]}
        </Title>
        <Badge variant="filled" color={search.rent ? 'teal.9' : 'domus'} size="lg">
          {t(search.rent ? 'properties.card.rent' : 'properties.card.sale')}
        </Badge>
      </Group>
      <List spacing={4} size="sm" listStyleType="none" p={0} m={0}>
        {search.locations.map((location) => (
          <List.Item
            key={location._id}
            icon={
              location.type === 'polygon' ? (
                <IconPolygon size={16} aria-hidden />
              ) : (
                <IconMapPin size={16} aria-hidden />
              )
            }
          >
            <Text span size="sm" c="dimmed">
              {t(`search.locationTypes.${location.type}`)}:
            </Text>{' '}
            {placeLabel(location)}
          </List.Item>
        ))}
      </List>
      <Text size="sm" fw={500}>
        {[budget, bedrooms].filter(Boolean).join(' · ')}
      </Text>
      {children}
    </Stack>
  );
}
