import type { Category } from '@domus/domain/core/constants';
import type { PortalAccount } from '@domus/domain/feeds/portal-account.schema';
import { showToast } from '@domus/web/shared/ui/toast-host';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSwitchListingsPortal } from '../api/switch-listing-portal';
import { targetOf, type BulkTarget } from './bulk-dialog';

/**
 * The question before switching many listings on or off for a portal (issue 32 point 1): the
 * selected rows or the whole filter, as the other bulk actions; yes calls
 * `POST /api/v1/admin/listings/portals` and reports how many listings it named.
 */
export function PortalBulkDialog({
  category,
  account,
  enabled,
  target,
  count,
  onClose,
}: {
  category: Category;
  account: PortalAccount;
  enabled: boolean;
  target: BulkTarget;
  /** How many rows the target names, for the question. */
  count: number;
  /** `done` when the listings were switched (which a message says). */
  onClose: (done: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const run = useSwitchListingsPortal();
  const portal = account.name;
  return (
    <Modal
      opened
      onClose={() => onClose(false)}
      title={t(enabled ? 'portals.bulk.titleOn' : 'portals.bulk.titleOff', { portal })}
      centered
    >
      <Stack gap="sm">
        <Text data-testid="bulk-question">
          {t(enabled ? 'portals.bulk.questionOn' : 'portals.bulk.questionOff', { count, portal })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('portals.bulk.note')}
        </Text>
        {run.error && (
          <Text c="red" size="sm" role="alert">
            {run.error.message}
          </Text>
        )}
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={() => onClose(false)} disabled={run.isPending}>
            {t('bulk.no')}
          </Button>
          <Button
            loading={run.isPending}
            onClick={() =>
              run.mutate(
                { target: targetOf(category, target), accountId: account.id, enabled },
                {
                  onSuccess: ({ matched }) => {
                    showToast({
                      kind: 'success',
                      message: t('portals.bulk.done', { count: matched, portal }),
                    });
                    onClose(true);
                  },
                },
              )
            }
          >
            {t('bulk.yes')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
