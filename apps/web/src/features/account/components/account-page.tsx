import '@mantine/core/styles/Tabs.layer.css';
import type { Language } from '@domus/domain/core/constants';
import {
  canDeleteListing,
  canEditListing,
  canPickCustomer,
} from '@domus/domain/person/permissions';
import { isAdminAccount } from '@domus/domain/person/roles';
import type { Me } from '@domus/domain/account/account.schema';
import type { PropertyCard } from '@domus/domain/listing/property-card.schema';
import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconSettings, IconUserEdit } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { withFlagParam } from '../../../shared/lib/flag-param';
import { useAccount } from '../api/get-account';
import { useMe } from '../api/get-me';
import { useListingConfirm } from '../hooks/use-listing-confirm';
import { profileCompany, profileName, profileSalutation } from '../utils/profile-form';
import classes from './account.module.css';
import { AccountAdminSection } from './account-admin-section';
import { AccountTabsSection } from './account-tabs-section';
import { DeletePropertyDialog } from './delete-property-dialog';
import { accountCardAccess } from '../utils/card-access';
import { ListingList, listingLabel, type RenderCard } from './listing-list';
import {
  ListingStatisticsDialog,
  STATISTICS_PARAM,
  type RenderStatistics,
} from './listing-statistics-dialog';
import { PendingEmailNotice } from './pending-email-notice';
import { PrivacySection } from './privacy-section';
import { ProfileDialog } from './profile-dialog';
import type { ConfirmTarget } from '../hooks/use-listing-confirm';

/** The query parameter that opens the profile dialog (buyer-side.md §2: /account?edit). */
export const EDIT_PARAM = 'edit';

export type { ConfirmTarget, RenderStatistics };

/**
 * Draws the staff confirm dialog for `target`; `onClose` says whether the listing was saved.
 * The page that composes the account page provides it.
 */
export type RenderConfirmDialog = (props: {
  target: ConfirmTarget;
  opened: boolean;
  onClose: (saved: boolean) => void;
}) => ReactNode;

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
 * dialog. With `statisticsPanel`, a website user opens a listing's statistics in a dialog, also
 * opened by `?statistics=<id>` (issue 33 point 4). Below, "My data": export one's data and delete one's
 * account (issue 16 point 7).
 */
export function AccountPage({
  language,
  renderCard,
  staffTools,
  confirmDialog,
  statisticsPanel,
}: {
  language: Language;
  renderCard: RenderCard;
  staffTools?: (me: Me) => ReactNode;
  confirmDialog?: RenderConfirmDialog;
  statisticsPanel?: RenderStatistics;
}) {
  const { t } = useTranslation('account');
  const [params, setParams] = useSearchParams();
  const me = useMe(true);
  const account = useAccount(true);
  const [deleting, setDeleting] = useState<PropertyCard | null>(null);
  const confirm = useListingConfirm(me.data, ACCOUNT_HEADING_ID);
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
  // Staff's account lists hold others' listings too: they read statistics in the admin.
  const statistics = !admin && !!statisticsPanel;
  const statisticsId = statistics ? params.get(STATISTICS_PARAM) : null;
  const setStatisticsOf = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(STATISTICS_PARAM, id);
        else next.delete(STATISTICS_PARAM);
        return next;
      },
      { replace: !id },
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
      {canPickCustomer(me.data.admin) && staffTools?.(me.data)}
      {superAdmin && (
        <Button component="a" href="/admin" leftSection={<IconSettings size={18} aria-hidden />}>
          {t('page.admin')}
        </Button>
      )}
    </>
  );

  const lists = account.data;
  const statisticsCard = lists?.properties.find((card) => card._id === statisticsId);
  const statisticsLabel = statisticsCard ? listingLabel(statisticsCard, language) : null;
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
        onConfirm={confirm.canConfirm && confirmDialog ? confirm.open : undefined}
        onStatistics={statistics ? (card) => setStatisticsOf(card._id) : undefined}
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
          <AccountAdminSection superAdmin={superAdmin} lists={lists} renderListing={listing} />
        ) : (
          <AccountTabsSection lists={lists} language={language} renderListing={listing} />
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
      {confirm.target &&
        confirmDialog?.({ target: confirm.target, opened: true, onClose: confirm.close })}
      {statisticsPanel && (
        <ListingStatisticsDialog
          listingId={statisticsId}
          label={statisticsLabel}
          renderStatistics={statisticsPanel}
          onClose={() => setStatisticsOf(null)}
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
