import type { Language } from '@domus/domain/constants';
import { formatMoney } from '@domus/domain/rules/money';
import type { SavedSearch } from '@domus/domain/schemas/saved-search.schema';
import { webRoutes } from '@domus/domain/web-routes';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './account.module.css';

/** Whether the matches page is built yet: a saved search links to it only then. */
const matchesAvailable = webRoutes.some((r) => r.name === 'findSearch' && r.available);

/** One saved search in short: type, rent or sale, places, budget and bedrooms. */
function SavedSearchSummary({ search, language }: { search: SavedSearch; language: Language }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  return (
    <>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fw={600} component="h3" m={0} fz="lg">
          {search.type.name[language]}
        </Text>
        <Badge variant="light" color={search.rent ? 'teal' : 'domus'}>
          {tc(search.rent ? 'properties.card.rent' : 'properties.card.sale')}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mt={4}>
        {search.locations.map((location) => location.name).join(', ')}
      </Text>
      <Text size="sm" mt={4}>
        {search.budget > 0
          ? t('page.searchBudget', { budget: formatMoney(search.budget, language) })
          : t('page.searchNoBudget')}
        {search.rooms.bed > 0 && ` · ${t('page.searchBedrooms', { count: search.rooms.bed })}`}
      </Text>
    </>
  );
}

/** The account's saved searches (Searches tab), each linking to its matches once that page exists. */
export function SavedSearchList({
  searches,
  label,
  language,
}: {
  searches: SavedSearch[];
  label: string;
  language: Language;
}) {
  const { t } = useTranslation('account');
  if (searches.length === 0) return <Text c="dimmed">{t('page.emptySearches')}</Text>;
  return (
    <ul className={classes.grid} aria-label={label}>
      {searches.map((search) => (
        <li key={search._id}>
          {matchesAvailable ? (
            <Link
              to={`/find/searches/${encodeURIComponent(search._id)}`}
              className={classes.searchCard}
            >
              <SavedSearchSummary search={search} language={language} />
            </Link>
          ) : (
            <div className={classes.searchCard}>
              <SavedSearchSummary search={search} language={language} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
