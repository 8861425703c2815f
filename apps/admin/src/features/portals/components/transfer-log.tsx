import type { PortalAccount } from '@domus/domain/feeds/portal-account.schema';
import type { PortalTransfer } from '@domus/domain/feeds/portal-transfer.schema';
import { formatDayTime } from '@domus/domain/format/locale-format';
import { adminPaths, fillWebPath } from '@domus/domain/core/web-routes';
import { getLanguage } from '@domus/web/shared/i18n/current-language';
import { Alert, Anchor, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePortalTransfers } from '../api/get-portal-transfers';
import { formatBytes, formatDuration, TransferStatus } from './transfer-status';

/** The address of a transfer's page. */
export function transferHref(id: string): string {
  return fillWebPath(adminPaths.portalTransfer, { id });
}

/**
 * The transfer log (issue 32 point 3): newest first, of one account or all, what started each,
 * its state, the listings sent, changed, removed and refused, size, duration and error; "more"
 * reads older ones. A row opens the transfer's page with its listings.
 */
export function TransferLog({ accounts }: { accounts: PortalAccount[] | undefined }) {
  const { t } = useTranslation('admin');
  const language = getLanguage();
  const navigate = useNavigate();
  const [accountId, setAccountId] = useState<string | null>(null);
  const log = usePortalTransfers(accountId);
  const transfers = log.data?.pages.flat() ?? [];

  const columns: DataTableColumn<PortalTransfer>[] = [
    {
      accessor: 'createdAt',
      title: t('portals.log.created'),
      noWrap: true,
      render: (transfer) => (
        <Anchor
          component={Link}
          to={transferHref(transfer.id)}
          size="sm"
          aria-label={t('portals.log.open', { at: formatDayTime(transfer.createdAt, language) })}
          onClick={(event) => event.stopPropagation()}
        >
          {formatDayTime(transfer.createdAt, language)}
        </Anchor>
      ),
    },
    {
      accessor: 'accountName',
      title: t('portals.log.account'),
      render: (transfer) => (
        <Stack gap={0}>
          <Text size="sm">{transfer.accountName}</Text>
          <Text size="xs" c="dimmed">
            {t(`portals.names.${transfer.portal}`)}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'trigger',
      title: t('portals.log.trigger'),
      noWrap: true,
      render: (transfer) => t(`portals.triggers.${transfer.trigger}`),
    },
    {
      accessor: 'status',
      title: t('portals.log.status'),
      noWrap: true,
      render: (transfer) => <TransferStatus transfer={transfer} />,
    },
    {
      accessor: 'sent',
      title: t('portals.log.counts'),
      noWrap: true,
      render: (transfer) =>
        `${transfer.sent} / ${transfer.changed} / ${transfer.removed} / ${transfer.refused}`,
    },
    {
      accessor: 'bytes',
      title: t('portals.log.bytes'),
      textAlign: 'right',
      noWrap: true,
      render: (transfer) => formatBytes(transfer.bytes, language),
    },
    {
      accessor: 'durationMs',
      title: t('portals.log.duration'),
      textAlign: 'right',
      noWrap: true,
      render: (transfer) => formatDuration(transfer.durationMs, language),
    },
    {
      accessor: 'error',
      title: t('portals.log.error'),
      render: (transfer) =>
        transfer.error ? (
          <Text size="sm" c="red" lineClamp={2} title={transfer.error}>
            {transfer.error}
          </Text>
        ) : null,
    },
  ];

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2} size="h3">
          {t('portals.log.title')}
        </Title>
        {accounts && accounts.length > 1 && (
          <Select
            label={t('portals.log.account')}
            placeholder={t('portals.log.all')}
            data={accounts.map((account) => ({ value: account.id, label: account.name }))}
            value={accountId}
            onChange={setAccountId}
            clearable
            w={260}
          />
        )}
      </Group>
      {log.isError && (
        <Alert color="red" role="alert">
          {log.error.message}
        </Alert>
      )}
      <DataTable<PortalTransfer>
        withTableBorder
        striped
        highlightOnHover
        minHeight={transfers.length ? undefined : 160}
        records={transfers}
        columns={columns}
        fetching={log.isPending}
        noRecordsText={t('portals.log.empty')}
        onRowClick={({ record }) => void navigate(transferHref(record.id))}
      />
      {log.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            onClick={() => void log.fetchNextPage()}
            loading={log.isFetchingNextPage}
          >
            {t('portals.log.more')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
