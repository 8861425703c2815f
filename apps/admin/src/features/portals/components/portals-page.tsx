import type { PortalAccount } from '@domus/domain/feeds/portal-account.schema';
import { canManagePortalAccounts, canPublishToPortals } from '@domus/domain/person/permissions';
import { useSession } from '@domus/web/shared/auth/session-store';
import { usePageTitle } from '@domus/web/shared/hooks/use-page-title';
import { showToast } from '@domus/web/shared/ui/toast-host';
import { YesNoDialog } from '@domus/web/shared/ui/yes-no-dialog';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeletePortalAccount } from '../api/delete-portal-account';
import { usePortalAccounts } from '../../../shared/portals/get-portal-accounts';
import type { SavedPortalAccount } from '../api/save-portal-account';
import { useStartPortalTransfer } from '../api/start-portal-transfer';
import { FeedUrlDialog } from './feed-url-dialog';
import { PortalAccountForm } from './portal-account-form';
import { PortalAccountsTable } from './portal-accounts-table';
import { TransferLog } from './transfer-log';

/** The account form: a new account (null) or one to change. */
type Editing = { account: PortalAccount | null };

/**
 * The portals (issue 32 points 3 and 4): the accounts, added, changed and removed by super
 * admins, each with "Transfer now" for admins; a feed URL shown once when made; below, the
 * transfer log, which all staff read (agents, whom the API does not show the accounts, see only
 * the log).
 */
export function PortalsPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('portals.title'));
  const session = useSession();
  const manage = canManagePortalAccounts(session?.admin ?? null);
  const publish = canPublishToPortals(session?.admin ?? null);
  const accounts = usePortalAccounts(publish);
  const start = useStartPortalTransfer();
  const remove = useDeletePortalAccount();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [shown, setShown] = useState<{ name: string; feedUrl: string } | null>(null);
  const [removal, setRemoval] = useState<PortalAccount | null>(null);

  const onSaved = (saved: SavedPortalAccount) => {
    setEditing(null);
    showToast({ kind: 'success', message: t('portals.form.saved', { name: saved.name }) });
    if (saved.feedUrl) setShown({ name: saved.name, feedUrl: saved.feedUrl });
  };

  const onTransfer = (account: PortalAccount) =>
    start.mutate(account.id, {
      onSuccess: ({ queued }) =>
        showToast({
          kind: 'success',
          message: t(
            queued ? 'portals.accounts.transferQueued' : 'portals.accounts.transferWaiting',
            {
              name: account.name,
            },
          ),
        }),
      onError: (error) => showToast({ kind: 'error', message: error.message }),
    });

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('portals.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('portals.intro')}
        </Text>
      </div>
      {publish && (
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end">
            <Title order={2} size="h3">
              {t('portals.accounts.title')}
            </Title>
            {manage && (
              <Button
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setEditing({ account: null })}
              >
                {t('portals.accounts.add')}
              </Button>
            )}
          </Group>
          {accounts.isError && (
            <Alert color="red" role="alert">
              {accounts.error.message}
            </Alert>
          )}
          <PortalAccountsTable
            accounts={accounts.data ?? []}
            fetching={accounts.isPending}
            transferring={start.isPending ? (start.variables ?? null) : null}
            onTransfer={onTransfer}
            onEdit={manage ? (account) => setEditing({ account }) : undefined}
            onRemove={manage ? setRemoval : undefined}
          />
        </Stack>
      )}
      <TransferLog accounts={accounts.data} />
      {editing && (
        <PortalAccountForm
          account={editing.account}
          onClose={() => setEditing(null)}
          onSaved={onSaved}
        />
      )}
      {shown && <FeedUrlDialog {...shown} onClose={() => setShown(null)} />}
      {removal && (
        <YesNoDialog
          opened
          title={t('portals.accounts.removeTitle')}
          question={t('portals.accounts.removeText', { name: removal.name })}
          yes={t('portals.accounts.removeYes')}
          no={t('portals.accounts.removeNo')}
          pending={remove.isPending}
          error={remove.error?.message ?? null}
          onYes={() =>
            remove.mutate(removal.id, {
              onSuccess: () => {
                showToast({
                  kind: 'success',
                  message: t('portals.accounts.removed', { name: removal.name }),
                });
                setRemoval(null);
              },
            })
          }
          onNo={() => {
            remove.reset();
            setRemoval(null);
          }}
        />
      )}
    </Stack>
  );
}
