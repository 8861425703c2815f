import { ADMIN_FIRST_DAY, ADMIN_LAST_DAY } from '@domus/domain/staff/admin-listings-query';
import { formatDayTime } from '@domus/domain/format/locale-format';
import { sellerName } from '@domus/domain/person/seller-name';
import { ADMIN_LIST_PAGE_SIZE } from '@domus/domain/staff/admin-overview.schema';
import type { AdminRecentMatch } from '@domus/domain/staff/admin-recent-matches.schema';
import { listingHref } from '@domus/domain/core/web-routes';
import { usePageTitle } from '@domus/web/shared/hooks/use-page-title';
import { getLanguage } from '@domus/web/shared/i18n/current-language';
import { Alert, Anchor, Badge, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDataTableTexts } from '../../../shared/hooks/use-data-table-texts';
import { useRecentMatches } from '../api/get-recent-matches';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `since` of the address when it is a day the list takes, else null (the overview's first day). */
function readSince(value: string | null): string | null {
  return value && DAY.test(value) && value >= ADMIN_FIRST_DAY && value <= ADMIN_LAST_DAY
    ? value
    : null;
}

/**
 * The matches found since a day (the overview's "new matches" leads here, issue 15 point 5):
 * when, which buyer, which listing, and what the buyer answered. The day and the page are in
 * the address, so that the view can be bookmarked and shared.
 */
export function RecentMatchesPage() {
  const { t } = useTranslation('admin');
  const { t: tp } = useTranslation('property');
  const language = getLanguage();
  const texts = useDataTableTexts();
  const [params, setParams] = useSearchParams();
  const since = readSince(params.get('since'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useRecentMatches(since, page);
  const shownSince = list.data?.meta.since ?? since;
  usePageTitle(t('matches.title'));
  const when = (value: string) => formatDayTime(value, language);
  const change = (next: { since?: string | null; page?: number }) => {
    const query = new URLSearchParams();
    const day = next.since === undefined ? since : next.since;
    if (day) query.set('since', day);
    const p = next.page ?? 1;
    if (p > 1) query.set('page', String(p));
    setParams(query);
  };

  return (
    <Stack gap="sm">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('matches.title')}
        </Title>
        <Text c="dimmed">{t('matches.intro')}</Text>
      </div>
      <Group>
        <TextInput
          type="date"
          label={t('matches.since')}
          min={ADMIN_FIRST_DAY}
          max={ADMIN_LAST_DAY}
          value={shownSince ?? ''}
          onChange={(event) => {
            const day = readSince(event.currentTarget.value);
            if (day) change({ since: day });
          }}
        />
      </Group>
      {list.isError && (
        <Alert color="red" role="alert">
          {list.error.message}
        </Alert>
      )}
      <DataTable<AdminRecentMatch>
        withTableBorder
        borderRadius="md"
        minHeight={list.data && list.data.data.length > 0 ? undefined : 200}
        records={list.data?.data ?? []}
        idAccessor="_id"
        fetching={list.isFetching}
        noRecordsText={t('matches.empty')}
        page={page}
        onPageChange={(p) => change({ page: p })}
        totalRecords={list.data?.meta.total ?? 0}
        recordsPerPage={ADMIN_LIST_PAGE_SIZE}
        {...texts}
        columns={[
          {
            accessor: 'createdAt',
            title: t('matches.found'),
            noWrap: true,
            render: (match) => when(match.createdAt),
          },
          {
            accessor: 'client',
            title: t('matches.buyer'),
            render: ({ client }) => (
              <Stack gap={0}>
                <Text size="sm">{sellerName(client, { orContact: true })}</Text>
                <Text size="xs" c="dimmed">
                  {[client.email, client.tel].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
            ),
          },
          {
            accessor: 'listing',
            title: t('matches.listing'),
            render: ({ listing }) => (
              <Stack gap={0}>
                <Anchor href={listingHref(listing.category, listing._id)} size="sm">
                  {t('table.rowName', { number: listing.property_id })}
                </Anchor>
                <Text size="xs" c="dimmed" lineClamp={1} maw={360}>
                  {listing.title[language] || listing.title.it}
                </Text>
              </Stack>
            ),
          },
          {
            accessor: 'state',
            title: t('matches.state'),
            render: ({ state }) => (
              <Badge variant="light" color={state === 'new' ? 'gray' : 'accent'}>
                {tp(`values.matchState.${state}`)}
              </Badge>
            ),
          },
        ]}
      />
    </Stack>
  );
}
