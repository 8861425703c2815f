import { adminInboxHref } from '@domus/domain/staff/admin-inbox-query';
import { adminListingsHref } from '@domus/domain/staff/admin-listings-query';
import { CATEGORIES, type Category } from '@domus/domain/core/constants';
import { formatLongDay, formatNumber } from '@domus/domain/format/locale-format';
import { OVERVIEW_DAYS, type AdminOverview } from '@domus/domain/staff/admin-overview.schema';
import { adminPaths } from '@domus/domain/core/web-routes';
import { canConfirmListings, canOpenAdminPage, type Actor } from '@domus/domain/person/permissions';
import { useSession } from '@domus/web/shared/auth/session-store';
import { usePageTitle } from '@domus/web/shared/hooks/use-page-title';
import { getLanguage } from '@domus/web/shared/i18n/current-language';
import { Alert, Anchor, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOverview } from '../api/get-overview';

/** One number of the overview, a link to the list it counts when there is one. */
function Figure({
  label,
  value,
  to,
  children,
}: {
  label: string;
  value: number;
  to?: string;
  children?: ReactNode;
}) {
  const number = formatNumber(value, getLanguage());
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {to ? (
        <Anchor component={Link} to={to} fz={32} fw={700} aria-label={`${label}: ${number}`}>
          {number}
        </Anchor>
      ) : (
        <Text fz={32} fw={700}>
          {number}
        </Text>
      )}
      {children}
    </Paper>
  );
}

/** The per-category counts of a number, each a link to that category's filtered table. */
function ByCategory({
  counts,
  href,
}: {
  counts: Record<Category, number>;
  href: (category: Category) => string;
}) {
  const { t } = useTranslation('property');
  const shown = CATEGORIES.filter((category) => counts[category] > 0);
  if (shown.length === 0) return null;
  return (
    <Group gap="xs" mt={4}>
      {shown.map((category) => (
        <Anchor key={category} component={Link} to={href(category)} size="sm">
          {t(`categories.${category}`)}: {counts[category]}
        </Anchor>
      ))}
    </Group>
  );
}

/**
 * The day's overview (issue 15 point 5): listings awaiting confirmation, new listings and new
 * matches of the last days, new visit and consultation requests, new contact messages and
 * mails that could not be delivered. Each number leads to its list: the listing numbers to
 * their filtered table (per category), the others to the queue, the matches since the first
 * day, the inbox filtered to what is new of that kind (issue 16 point 3) and the undelivered
 * mails. A number the viewer cannot act on is left out (issue 30 point 12): an agent neither
 * confirms listings nor reads the undelivered mails.
 */
export function OverviewPage({
  overview,
  viewer,
}: {
  overview: AdminOverview;
  /** The staff flags of who looks. */
  viewer: Actor;
}) {
  const { t } = useTranslation('admin');
  // Noon UTC of the agency's day is that same day in Europe/Rome.
  const day = formatLongDay(`${overview.sinceDay}T12:00:00Z`, getLanguage());
  const newSince = (category: Category) =>
    adminListingsHref(category, { created: { from: overview.sinceDay, to: null } });
  const awaiting = (category: Category) =>
    adminListingsHref(category, { statuses: ['awaitingConfirmation'] });
  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('overview.title')}
        </Title>
        <Text c="dimmed">{t('overview.intro', { days: OVERVIEW_DAYS, day })}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
        {canConfirmListings(viewer) && (
          <Figure
            label={t('overview.awaiting')}
            value={overview.awaitingConfirmation}
            to={adminPaths.queue}
          >
            <ByCategory counts={overview.awaitingConfirmationByCategory} href={awaiting} />
          </Figure>
        )}
        <Figure label={t('overview.newListings')} value={overview.newListings}>
          <ByCategory counts={overview.newListingsByCategory} href={newSince} />
        </Figure>
        <Figure
          label={t('overview.newMatches')}
          value={overview.newMatches}
          to={`${adminPaths.matches}?since=${overview.sinceDay}`}
        />
        <Figure
          label={t('overview.openVisits')}
          value={overview.openVisitRequests}
          to={adminInboxHref({ kind: 'visit' })}
        />
        <Figure
          label={t('overview.openConsultations')}
          value={overview.openConsultationRequests}
          to={adminInboxHref({ kind: 'consulting' })}
        />
        <Figure
          label={t('overview.openMessages')}
          value={overview.openContactMessages}
          to={adminInboxHref({ kind: 'message' })}
        />
        {canOpenAdminPage(viewer, 'mails') && (
          <Figure
            label={t('overview.undelivered')}
            value={overview.undeliveredMails}
            to={adminPaths.mails}
          />
        )}
      </SimpleGrid>
    </Stack>
  );
}

/** The overview with its loading and failure states. */
export function OverviewScreen() {
  const { t } = useTranslation('admin');
  const overview = useOverview();
  const session = useSession();
  usePageTitle(t('overview.title'));
  if (overview.isError) {
    return (
      <Alert color="red" role="alert" title={t('overview.title')}>
        {overview.error.message}
      </Alert>
    );
  }
  if (!overview.data) return <Loader aria-label={t('app.loading')} />;
  return <OverviewPage overview={overview.data} viewer={session?.admin} />;
}
