import type { Language } from '@domus/domain/core/constants';
import type { SavedSearch } from '@domus/domain/search/saved-search.schema';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconBellOff, IconEdit, IconListDetails, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SavedSearchSummary } from '../../../shared/components/saved-search-summary';
import { matchesPath } from '../../../shared/lib/web-links';
import classes from './account.module.css';
import { DeleteSearchDialog } from './delete-search-dialog';

/** A saved search's name in the list and in the buttons' labels: its type and places. */
function searchName(search: SavedSearch, language: Language): string {
  const places = search.locations.map((location) => location.name).join(', ');
  return places ? `${search.type.name[language]} – ${places}` : search.type.name[language];
}

/**
 * The account's saved searches (buyer-side.md §2 Account page, Searches tab), each with Open
 * (its matches page), Edit (the matches page's edit dialog) and Delete, which asks yes or no
 * first.
 */
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
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  if (searches.length === 0) return <Text c="dimmed">{t('page.emptySearches')}</Text>;
  return (
    <>
      <ul className={classes.grid} aria-label={label}>
        {searches.map((search) => {
          const name = searchName(search, language);
          return (
            <Stack
              component="li"
              key={search._id}
              className={classes.searchCard}
              justify="space-between"
              gap="sm"
            >
              <SavedSearchSummary search={search} language={language} headingOrder={2}>
                {search.alerts === false && (
                  <div>
                    <Badge
                      variant="outline"
                      color="gray"
                      leftSection={<IconBellOff size={12} aria-hidden />}
                    >
                      {t('page.searchAlertsOff')}
                    </Badge>
                  </div>
                )}
              </SavedSearchSummary>
              <Group gap="xs">
                <Button
                  component={Link}
                  to={matchesPath(search._id)}
                  size="xs"
                  leftSection={<IconListDetails size={16} aria-hidden />}
                  aria-label={t('page.searchOpenLabel', { name })}
                >
                  {t('page.searchOpen')}
                </Button>
                <Button
                  component={Link}
                  to={matchesPath(search._id, { edit: true })}
                  size="xs"
                  variant="light"
                  leftSection={<IconEdit size={16} aria-hidden />}
                  aria-label={t('page.searchEditLabel', { name })}
                >
                  {t('page.edit')}
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  aria-label={t('page.searchDeleteLabel', { name })}
                  onClick={() => setDeleting(search)}
                >
                  {t('page.delete.button')}
                </Button>
              </Group>
            </Stack>
          );
        })}
      </ul>
      <DeleteSearchDialog
        target={deleting && { id: deleting._id, label: searchName(deleting, language) }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
