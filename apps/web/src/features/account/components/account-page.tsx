import '@mantine/core/styles/Tabs.layer.css';
import type { Language } from '@domus/domain/constants';
import type { Me } from '@domus/domain/schemas/account.schema';
import type { PropertyCard } from '@domus/domain/schemas/property-card.schema';
import { webRoutes, type WebRouteName } from '@domus/domain/web-routes';
import { Alert, Button, Container, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconPlus, IconSearch, IconSettings, IconUserEdit } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useAccount } from '../api/get-account';
import { useMe } from '../api/get-me';
import {
  isAdmin,
  isStaff,
  profileCompany,
  profileName,
  profileSalutation,
} from '../utils/profile-form';
import classes from './account.module.css';
import { DeletePropertyDialog } from './delete-property-dialog';
import { ListingList, listingLabel, type RenderCard } from './listing-list';
import { ProfileDialog } from './profile-dialog';
import { SavedSearchList } from './saved-search-list';

/** The query parameter that opens the profile dialog (buyer-side.md §2: /account?edit). */
export const EDIT_PARAM = 'edit';

function available(name: WebRouteName): boolean {
  return webRoutes.some((route) => route.name === name && route.available);
}

/** The account's header: salutation and name, company, e-mail address (buyer-side.md §2). */
function AccountHeader({ me, actions }: { me: Me; actions: ReactNode }) {
  const { t } = useTranslation('account');
  const { t: tp } = useTranslation('property');
  const salutation = profileSalutation(me);
  const name = profileName(me);
  const company = profileCompany(me);
  return (
    <header className={classes.header}>
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }} data-testid="account-name">
          {name
            ? [salutation && tp(`values.salutation.${salutation}`), name].filter(Boolean).join(' ')
            : t('page.title')}
        </Title>
        {company && (
          <Text fw={500} data-testid="account-company">
            {company}
          </Text>
        )}
        <Text c="dimmed" data-testid="account-email">
          {me.email}
        </Text>
      </div>
      <Group gap="xs">{actions}</Group>
    </header>
  );
}

/**
 * The account page (buyer-side.md §2 Account page). Website users: header, the edit-profile
 * dialog (also opened by `?edit`), tabs Properties (own listings with Edit and Delete on
 * confirmed ones, a button to sell) and Searches (saved searches, a button to find). Admins:
 * the unconfirmed listings (super admins only) and the newest listings; super admins get the
 * Admin button. `renderCard` draws a listing; `staffTools` adds staff buttons to the header.
 */
export function AccountPage({
  language,
  renderCard,
  staffTools,
}: {
  language: Language;
  renderCard: RenderCard;
  staffTools?: (me: Me) => ReactNode;
}) {
  const { t } = useTranslation('account');
  const [params, setParams] = useSearchParams();
  const me = useMe(true);
  const account = useAccount(true);
  const [deleting, setDeleting] = useState<PropertyCard | null>(null);
  usePageTitle(t('page.title'));

  if (me.isError || account.isError) {
    return (
      <Container size="xl" py="xl">
        <Alert color="red" title={t('page.title')} role="alert">
          {(me.error ?? account.error)?.message}
        </Alert>
      </Container>
    );
  }
  if (!me.data) {
    return (
      <Container size="xl" py="xl">
        <Group justify="center" py="xl">
          <Loader aria-label={t('page.loading')} />
        </Group>
      </Container>
    );
  }

  const admin = isAdmin(me.data);
  const superAdmin = me.data.admin.isSuperAdmin;
  const editOpen = !admin && params.has(EDIT_PARAM);
  const setEditOpen = (open: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set(EDIT_PARAM, '');
        else next.delete(EDIT_PARAM);
        return next;
      },
      { replace: !open },
    );

  const actions = (
    <>
      {!admin && (
        <Button
          variant="light"
          leftSection={<IconUserEdit size={18} aria-hidden />}
          onClick={() => setEditOpen(true)}
        >
          {t('page.editProfile')}
        </Button>
      )}
      {isStaff(me.data) && staffTools?.(me.data)}
      {superAdmin && (
        <Button component="a" href="/admin" leftSection={<IconSettings size={18} aria-hidden />}>
          {t('page.admin')}
        </Button>
      )}
    </>
  );

  const lists = account.data;
  // Website users change their own confirmed listings; admins may delete any listing.
  const canChange = (card: PropertyCard) => admin || card.isConfirmed !== false;
  const listing = (cards: PropertyCard[], label: string, emptyText: string) =>
    lists ? (
      <ListingList
        cards={cards}
        label={label}
        emptyText={emptyText}
        renderCard={renderCard}
        canChange={canChange}
        onDelete={setDeleting}
        language={language}
      />
    ) : (
      <Loader aria-label={t('page.loading')} />
    );

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xl">
        <AccountHeader me={me.data} actions={actions} />
        {admin ? (
          <>
            {superAdmin && (
              <section aria-labelledby="account-unconfirmed">
                <Title order={2} id="account-unconfirmed" mb="md">
                  {t('page.unconfirmed')}
                </Title>
                {listing(
                  lists?.unconfirmed ?? [],
                  t('page.unconfirmed'),
                  t('page.emptyUnconfirmed'),
                )}
              </section>
            )}
            <section aria-labelledby="account-new">
              <Title order={2} id="account-new" mb="md">
                {t('page.newProperties')}
              </Title>
              {listing(lists?.properties ?? [], t('page.newProperties'), t('page.empty'))}
            </section>
          </>
        ) : (
          <Tabs defaultValue="properties" keepMounted={false}>
            <Tabs.List mb="lg">
              <Tabs.Tab value="properties">{t('page.tabs.properties')}</Tabs.Tab>
              <Tabs.Tab value="searches">{t('page.tabs.searches')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="properties">
              <Stack gap="lg">
                {available('sell') && (
                  <Group>
                    <Button
                      component={Link}
                      to="/sell"
                      leftSection={<IconPlus size={18} aria-hidden />}
                    >
                      {t('page.sell')}
                    </Button>
                  </Group>
                )}
                {listing(lists?.properties ?? [], t('page.tabs.properties'), t('page.empty'))}
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
        )}
      </Stack>
      {!admin && (
        <ProfileDialog
          me={me.data}
          opened={editOpen}
          onClose={() => setEditOpen(false)}
          language={language}
        />
      )}
      <DeletePropertyDialog
        target={
          deleting && {
            category: deleting.category,
            id: deleting._id,
            label: listingLabel(deleting, language),
          }
        }
        onClose={() => setDeleting(null)}
      />
    </Container>
  );
}
