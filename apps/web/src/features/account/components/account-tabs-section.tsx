import type { Language } from '@domus/domain/core/constants';
import type { AccountOverview } from '@domus/domain/account/account.schema';
import type { PropertyCard } from '@domus/domain/listing/property-card.schema';
import { webRoutes, type WebRouteName } from '@domus/domain/core/web-routes';
import { Button, Group, Loader, Stack, Tabs } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SavedSearchList } from './saved-search-list';

function available(name: WebRouteName): boolean {
  return webRoutes.some((route) => route.name === name && route.available);
}

/**
 * A website user's tabs on the account page (buyer-side.md §2 Account page): Properties, the own
 * listings with a button to sell, and Searches, the saved searches with a button to find.
 * `renderListing` draws a list of listings as the page does for every list.
 */
export function AccountTabsSection({
  lists,
  language,
  renderListing,
}: {
  /** The account's lists; undefined while they load. */
  lists: AccountOverview | undefined;
  language: Language;
  renderListing: (cards: PropertyCard[], label: string, emptyText: string) => ReactNode;
}) {
  const { t } = useTranslation('account');
  return (
    <Tabs defaultValue="properties" keepMounted={false}>
      <Tabs.List mb="lg">
        <Tabs.Tab value="properties">{t('page.tabs.properties')}</Tabs.Tab>
        <Tabs.Tab value="searches">{t('page.tabs.searches')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="properties">
        <Stack gap="lg">
          {available('sell') && (
            <Group>
              <Button component={Link} to="/sell" leftSection={<IconPlus size={18} aria-hidden />}>
                {t('page.sell')}
              </Button>
            </Group>
          )}
          {renderListing(lists?.properties ?? [], t('page.tabs.properties'), t('page.empty'))}
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="searches">
        <Stack gap="lg">
          {available('find') && (
            <Group>
              <Button
                component={Link}
                to="/find"
                leftSection={<IconSearch size={18} aria-hidden />}
              >
                {t('page.find')}
              </Button>
            </Group>
          )}
          {lists ? (
            <SavedSearchList
              searches={lists.searches}
              label={t('page.tabs.searches')}
              language={language}
            />
          ) : (
            <Loader aria-label={t('page.loading')} />
          )}
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}
