import type { PortalAccount } from '@domus/domain/feeds/portal-account.schema';
import { formatDayTime } from '@domus/domain/format/locale-format';
import { getLanguage } from '@domus/web/shared/i18n/current-language';
import { ActionIcon, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconSend, IconTrash } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';

/**
 * The portal accounts (issue 32 point 4): portal, name, delivery, schedule, how many listings are
 * switched on, whether active, since when failing, the next run; "Transfer now" for admins
 * (`onTransfer`), editing and removing for super admins (`onEdit`, `onRemove`).
 */
export function PortalAccountsTable({
  accounts,
  fetching,
  transferring,
  onTransfer,
  onEdit,
  onRemove,
}: {
  accounts: PortalAccount[];
  fetching: boolean;
  /** The account whose transfer is being started. */
  transferring: string | null;
  onTransfer?: (account: PortalAccount) => void;
  onEdit?: (account: PortalAccount) => void;
  onRemove?: (account: PortalAccount) => void;
}) {
  const { t } = useTranslation('admin');
  const language = getLanguage();
  const when = (value: string | null) => (value ? formatDayTime(value, language) : '—');

  const columns: DataTableColumn<PortalAccount>[] = [
    {
      accessor: 'name',
      title: t('portals.accounts.name'),
      render: (account) => (
        <Stack gap={0}>
          <Text size="sm">{account.name}</Text>
          <Text size="xs" c="dimmed">
            {t(`portals.names.${account.portal}`)}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'delivery',
      title: t('portals.accounts.delivery'),
      render: (account) => (
        <Stack gap={0}>
          <Text size="sm">{t(`portals.deliveries.${account.delivery}`)}</Text>
          <Text size="xs" c="dimmed">
            {t(`portals.schedules.${account.schedule}`)}
          </Text>
        </Stack>
      ),
    },
    { accessor: 'listings', title: t('portals.accounts.listings'), textAlign: 'right' },
    {
      accessor: 'active',
      title: t('portals.accounts.active'),
      render: (account) => (
        <Badge variant="light" color={account.active ? 'teal' : 'gray'}>
          {account.active ? t('portals.accounts.yes') : t('portals.accounts.no')}
        </Badge>
      ),
    },
    {
      accessor: 'failingSince',
      title: t('portals.accounts.failingSince'),
      noWrap: true,
      render: (account) =>
        account.failingSince ? (
          <Text size="sm" c="red" fw={600}>
            {when(account.failingSince)}
          </Text>
        ) : (
          '—'
        ),
    },
    {
      accessor: 'nextRunAt',
      title: t('portals.accounts.nextRun'),
      noWrap: true,
      render: (account) => (account.active ? when(account.nextRunAt) : '—'),
    },
  ];
  if (onTransfer || onEdit || onRemove) {
    columns.push({
      accessor: 'actions',
      title: t('portals.accounts.actions'),
      textAlign: 'right',
      render: (account) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {onTransfer && (
            <>
              <Button
                size="compact-xs"
                variant="light"
                visibleFrom="sm"
                leftSection={<IconSend size={14} aria-hidden />}
                loading={transferring === account.id}
                disabled={!account.active}
                onClick={() => onTransfer(account)}
              >
                {t('portals.accounts.transferNow')}
              </Button>
              {/* On a phone the pinned actions keep to icons, so the account's columns show. */}
              <ActionIcon
                variant="light"
                hiddenFrom="sm"
                aria-label={t('portals.accounts.transferNow')}
                title={t('portals.accounts.transferNow')}
                loading={transferring === account.id}
                disabled={!account.active}
                onClick={() => onTransfer(account)}
              >
                <IconSend size={16} aria-hidden />
              </ActionIcon>
            </>
          )}
          {onEdit && (
            <ActionIcon
              variant="subtle"
              aria-label={t('portals.accounts.edit', { name: account.name })}
              title={t('portals.accounts.edit', { name: account.name })}
              onClick={() => onEdit(account)}
            >
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
          )}
          {onRemove && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('portals.accounts.remove', { name: account.name })}
              title={t('portals.accounts.remove', { name: account.name })}
              onClick={() => onRemove(account)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      ),
    });
  }

  return (
    <Stack gap="xs">
      <DataTable<PortalAccount>
        withTableBorder
        striped
        minHeight={accounts.length ? undefined : 140}
        records={accounts}
        columns={columns}
        fetching={fetching}
        noRecordsText={t('portals.accounts.empty')}
        pinLastColumn={!!(onTransfer || onEdit || onRemove)}
      />
    </Stack>
  );
}
