import type { PortalTransferItem } from '@domus/domain/feeds/portal-transfer.schema';
import { adminPaths, editListingHref } from '@domus/domain/core/web-routes';
import { formatDayTime } from '@domus/domain/format/locale-format';
import { ApiError } from '@domus/web/shared/api/api-error';
import { getLanguage } from '@domus/web/shared/i18n/current-language';
import { usePageTitle } from '@domus/web/shared/hooks/use-page-title';
import { Alert, Anchor, Badge, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePortalTransfer, type TransferLine } from '../api/get-portal-transfer';
import { ReadinessIssues } from '../../../shared/portals/readiness-issues';
import { formatBytes, formatDuration, TransferStatus } from './transfer-status';

const ACTION_COLOR: Record<PortalTransferItem['action'], string> = {
  new: 'teal',
  changed: 'blue',
  removed: 'gray',
  refused: 'red',
};

/** A fact of the transfer: its name above its value. */
function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

/**
 * One transfer (issue 32 point 3): its state, counts, size, duration and error, and per listing
 * what it did — new, changed, removed or refused — with the reasons a listing was left out (in
 * the viewer's language, linking to the listing's edit page) and the portal's answer.
 */
export function TransferPage({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  const language = getLanguage();
  const transfer = usePortalTransfer(id);
  const data = transfer.data;
  usePageTitle(data ? t('portals.transfer.title', { name: data.accountName }) : t('portals.title'));
  const when = (value: string | null) => (value ? formatDayTime(value, language, true) : '—');

  const columns: DataTableColumn<TransferLine>[] = [
    {
      accessor: 'propertyNumber',
      title: t('portals.transfer.number'),
      noWrap: true,
      render: (item) =>
        item.listingId && item.category ? (
          <Anchor href={editListingHref(item.category, item.listingId)} size="sm">
            {item.propertyNumber}
          </Anchor>
        ) : (
          <Text size="sm">
            {item.propertyNumber}
            {!item.listingId && (
              <Text span size="xs" c="dimmed">
                {' '}
                ({t('portals.transfer.deleted')})
              </Text>
            )}
          </Text>
        ),
    },
    {
      accessor: 'action',
      title: t('portals.transfer.action'),
      noWrap: true,
      render: (item) => (
        <Badge
          variant="light"
          color={ACTION_COLOR[item.action]}
          styles={{ root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } }}
        >
          {t(`portals.actions.${item.action}`)}
        </Badge>
      ),
    },
    {
      accessor: 'issues',
      title: t('portals.transfer.reasons'),
      render: (item) =>
        item.issues?.length ? (
          <ReadinessIssues
            issues={item.issues}
            editHref={
              item.listingId && item.category
                ? editListingHref(item.category, item.listingId)
                : undefined
            }
          />
        ) : null,
    },
    {
      accessor: 'message',
      title: t('portals.transfer.message'),
      render: (item) => (item.message ? <Text size="sm">{item.message}</Text> : null),
    },
  ];

  return (
    <Stack gap="md">
      <Anchor component={Link} to={adminPaths.portals} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('portals.transfer.back')}
        </Group>
      </Anchor>
      {transfer.isPending && <Loader size="sm" />}
      {transfer.isError && (
        <Alert color="red" role="alert">
          {transfer.error instanceof ApiError ? transfer.error.message : t('errors.action')}
        </Alert>
      )}
      {data && (
        <>
          <div>
            <Title order={1} size="h2">
              {t('portals.transfer.title', { name: data.accountName })}
            </Title>
            <Text c="dimmed" size="sm">
              {t(`portals.names.${data.portal}`)} · {t(`portals.triggers.${data.trigger}`)} ·{' '}
              {t(`portals.scopes.${data.scope}`)}
            </Text>
          </div>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Fact label={t('portals.log.status')}>
              <TransferStatus transfer={data} />
            </Fact>
            <Fact label={t('portals.transfer.started')}>
              {when(data.startedAt ?? data.createdAt)}
            </Fact>
            <Fact label={t('portals.transfer.finished')}>{when(data.finishedAt)}</Fact>
            <Fact label={t('portals.transfer.attempts')}>{data.attempts}</Fact>
            <Fact label={t('portals.log.counts')}>
              {`${data.sent} / ${data.changed} / ${data.removed} / ${data.refused}`}
            </Fact>
            <Fact label={t('portals.log.bytes')}>{formatBytes(data.bytes, language)}</Fact>
            <Fact label={t('portals.log.duration')}>
              {formatDuration(data.durationMs, language)}
            </Fact>
          </SimpleGrid>
          {data.error && (
            <Alert color="red" title={t('portals.log.error')}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {data.error}
              </Text>
            </Alert>
          )}
          <Title order={2} size="h3">
            {t('portals.transfer.items')}
          </Title>
          <DataTable<TransferLine>
            withTableBorder
            striped
            minHeight={data.items.length ? undefined : 120}
            records={data.items}
            idAccessor={(item) => `${item.propertyNumber}:${item.action}`}
            columns={columns}
            noRecordsText={t('portals.transfer.noItems')}
          />
        </>
      )}
    </Stack>
  );
}
