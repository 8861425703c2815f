import '@mantine/core/styles/Tabs.layer.css';
import { CATEGORIES, type Category, type Language } from '@domus/domain/constants';
import {
  canConfirmListings,
  canDeleteListing,
  canEditListing,
  canPickCustomer,
} from '@domus/domain/rules/permissions';
import { isAdminAccount } from '@domus/domain/rules/roles';
import type { Me } from '@domus/domain/schemas/account.schema';
import type { PropertyCard } from '@domus/domain/schemas/property-card.schema';
import { confirmListingParams, webRoutes, type WebRouteName } from '@domus/domain/web-routes';
import { Alert, Button, Container, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconPlus, IconSearch, IconSettings, IconUserEdit } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { withFlagParam } from '../../../shared/lib/flag-param';
import { accountQueryKey, useAccount } from '../api/get-account';
import { useMe } from '../api/get-me';
import { profileCompany, profileName, profileSalutation } from '../utils/profile-form';
import classes from './account.module.css';
import { DeletePropertyDialog } from './delete-property-dialog';
import { accountCardAccess } from '../utils/card-access';
import { ListingList, listingLabel, type RenderCard } from './listing-list';
import { PendingEmailNotice } from './pending-email-notice';
import { PrivacySection } from './privacy-section';
import { ProfileDialog } from './profile-dialog';
import { SavedSearchList } from './saved-search-list';

/** The query parameter that opens the profile dialog (buyer-side.md §2: /account?edit). */
export const EDIT_PARAM = 'edit';

/** The listing the confirm dialog is about. */
export type ConfirmTarget = { category: Category; id: string };

/**
 * Draws the staff confirm dialog for `target`; `onClose` says whether the listing was saved.
 * The page that composes the account page provides it.
 */
export type RenderConfirmDialog = (props: {
  target: ConfirmTarget;
  opened: boolean;
  onClose: (saved: boolean) => void;
}) => ReactNode;

/** The confirm dialog's listing named by the address, if it names one. */
function confirmTargetOf(params: URLSearchParams): ConfirmTarget | null {
  const id = params.get(confirmListingParams.id);
  const category = params.get(confirmListingParams.category);
  if (!id || !CATEGORIES.includes(category as Category)) return null;
  return { id, category: category as Category };
}

function available(name: WebRouteName): boolean {
  return webRoutes.some((route) => route.name === name && route.available);
}

/** The page heading's id: where the focus lands when the confirm dialog leaves no opener. */
const ACCOUNT_HEADING_ID = 'account-heading';

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
        <Title
          order={1}
          fz={{ base: 'h2', sm: 'h1' }}
          data-testid="account-name"
          id={ACCOUNT_HEADING_ID}
          tabIndex={-1}
        >
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
        <PendingEmailNotice me={me} />
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
 * Admin button. Admins confirm unconfirmed listings and change the main images of confirmed ones
 * in the confirm dialog, also opened by `?newproperty=<id>&type=<category>`; the lists are read
 * again after a confirmation. An owner's drafts carry a badge and Continue. `renderCard` draws a
 * listing; `staffTools` adds staff buttons to the header; `confirmDialog` draws the confirm
 * dialog. Below, "My data": export one's data and delete one's account (issue 16 point 7).
 */
export function AccountPage({
  language,
  renderCard,
  staffTools,
  confirmDialog,
}: {
  language: Language;
  renderCard: RenderCard;
  staffTools?: (me: Me) => ReactNode;
  confirmDialog?: RenderConfirmDialog;
}) {
  const { t } = useTranslation('account');
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const me = useMe(true);
  const account = useAccount(true);
  const [deleting, setDeleting] = useState<PropertyCard | null>(null);
  const [confirming, setConfirming] = useState<ConfirmTarget | null>(null);
  // The confirm button that opened the dialog, for the focus to return to.
  const [confirmOpener, setConfirmOpener] = useState<HTMLElement | null>(null);
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

  const admin = isAdminAccount(me.data.admin);
  const superAdmin = me.data.admin.isSuperAdmin;
  const editOpen = !admin && params.has(EDIT_PARAM);
  // Opening adds a history entry (Back closes the dialog); closing replaces it.
  const setEditOpen = (open: boolean) =>
    setParams((current) => withFlagParam(current, EDIT_PARAM, open), { replace: !open });

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
      {canPickCustomer(me.data.admin) && staffTools?.(me.data)}
      {superAdmin && (
        <Button component="a" href="/admin" leftSection={<IconSettings size={18} aria-hidden />}>
          {t('page.admin')}
        </Button>
      )}
    </>
  );

  const linkedTarget = canConfirmListings(me.data.admin) ? confirmTargetOf(params) : null;
  const confirmTarget = confirming ?? linkedTarget;
  const closeConfirm = (saved: boolean) => {
    setConfirming(null);
    if (linkedTarget) {
      setParams(
        (current) =>
          Object.values(confirmListingParams).reduce(
            (next, name) => withFlagParam(next, name, false),
            current,
          ),
        { replace: true },
      );
    }
    if (saved) void queryClient.invalidateQueries({ queryKey: accountQueryKey });
    // The keyboard's focus goes back to the button that opened the dialog; when there is none (a
    // link opened it) or it leaves with the confirmed listing, to the page's heading, never lost.
    const opener = confirmOpener;
    setConfirmOpener(null);
    requestAnimationFrame(() => {
      if (opener?.isConnected && !saved) opener.focus();
      else document.getElementById(ACCOUNT_HEADING_ID)?.focus();
    });
  };

  const lists = account.data;
  const access = (card: PropertyCard) => accountCardAccess(card, me.data);
  const listing = (cards: PropertyCard[], label: string, emptyText: string) =>
    lists ? (
      <ListingList
        cards={cards}
        label={label}
        emptyText={emptyText}
        renderCard={renderCard}
        canEdit={(card) => canEditListing(me.data.admin, access(card))}
        canDelete={(card) => canDeleteListing(me.data.admin, access(card))}
        onDelete={setDeleting}
        onConfirm={
          canConfirmListings(me.data.admin) && confirmDialog
            ? (card) => {
                const active = document.activeElement;
                setConfirmOpener(active instanceof HTMLElement ? active : null);
                setConfirming({ category: card.category, id: card._id });
              }
            : undefined
        }
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
        <PrivacySection me={me.data} />
      </Stack>
      {!admin && (
        <ProfileDialog
          me={me.data}
          opened={editOpen}
          onClose={() => setEditOpen(false)}
          language={language}
        />
      )}
      {confirmTarget &&
        confirmDialog?.({ target: confirmTarget, opened: true, onClose: closeConfirm })}
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
