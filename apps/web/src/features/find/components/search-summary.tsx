import '@mantine/core/styles/Switch.layer.css';
import type { Language } from '@domus/domain/constants';
import { formatMoney } from '@domus/domain/rules/money';
import { searchUsesBedrooms } from '@domus/domain/rules/saved-search';
import type { SavedSearch } from '@domus/domain/schemas/saved-search.schema';
import { Badge, Group, List, Stack, Switch, Text, Title } from '@mantine/core';
import { IconMapPin, IconPolygon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetSearchAlerts } from '../api/set-search-alerts';
import { placeLabel } from '../../../shared/lib/place-label';

/**
 * The summary at the top of the matches page: type, buy or rent, the places and drawn zones,
 * budget and bedrooms, the owner's switch for the e-mail alerts and the page's actions.
 */
export function SearchSummary({
  search,
  language,
  actions,
}: {
  search: SavedSearch;
  language: Language;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('find');
  const { t: tc } = useTranslation();
  const alerts = useSetSearchAlerts(search._id);
  const budget =
    search.budget > 0
      ? t(search.rent ? 'summary.rentBudget' : 'summary.budget', {
          budget: formatMoney(search.budget, language),
        })
      : t('summary.noBudget');
  const bedrooms =
    searchUsesBedrooms(search.type.category) && search.rooms.bed > 0
      ? t('summary.bedrooms', { count: search.rooms.bed })
      : null;

  return (
    <Stack gap="sm">
      <Group gap="sm" align="center" wrap="wrap">
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {search.type.name[language]}
        </Title>
        <Badge variant="light" color={search.rent ? 'teal' : 'domus'} size="lg">
          {tc(search.rent ? 'properties.card.rent' : 'properties.card.sale')}
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
              {tc(`search.locationTypes.${location.type}`)}:
            </Text>{' '}
            {location.type === 'polygon' ? location.name : placeLabel(location)}
          </List.Item>
        ))}
      </List>
      <Text size="sm" fw={500}>
        {[budget, bedrooms].filter(Boolean).join(' · ')}
      </Text>
      <Switch
        label={t('alerts.label')}
        description={search.alerts ? t('alerts.on') : t('alerts.off')}
        checked={search.alerts}
        disabled={alerts.isPending}
        onChange={(event) => alerts.mutate({ enabled: event.currentTarget.checked })}
        error={alerts.error?.message}
      />
      {actions && <Group gap="sm">{actions}</Group>}
    </Stack>
  );
}
