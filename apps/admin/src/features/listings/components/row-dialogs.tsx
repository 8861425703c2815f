import type { AdminListingRow, StaffMember } from '@domus/domain/staff/admin-listings.schema';
import { ApiError } from '@domus/web/shared/api/api-error';
import { YesNoDialog } from '@domus/web/shared/ui/yes-no-dialog';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListingHistoryDrawer } from '../../../shared/history/listing-history-drawer';
import { useRowAction } from '../api/admin-listings';
import { AgentSelect } from './agent-select';
import { ListingStatisticsDrawer } from './listing-statistics-drawer';

/** A drawer the listing tables open beside a row: its history or its statistics. */
export type RowDrawerKind = 'history' | 'statistics';

/**
 * The row's history of changes (issue 16 point 6) or its statistics (issue 33 point 4), in a
 * drawer at the right.
 */
export function RowDrawer({
  kind,
  row,
  onClose,
}: {
  kind: RowDrawerKind;
  row: AdminListingRow;
  onClose: () => void;
}) {
  const listing = { id: row._id, number: row.property_id };
  return kind === 'history' ? (
    <ListingHistoryDrawer listing={listing} onClose={onClose} />
  ) : (
    <ListingStatisticsDrawer listing={listing} onClose={onClose} />
  );
}

/** The question before one listing is deleted (issue 15 point 3: "delete after a question"). */
export function DeleteRowDialog({
  row,
  onClose,
}: {
  row: AdminListingRow;
  onClose: (deleted: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const action = useRowAction();
  return (
    <YesNoDialog
      opened
      title={t('actions.delete')}
      question={t('row.deleteQuestion')}
      detail={t('table.rowName', { number: row.property_id })}
      yes={t('bulk.yes')}
      no={t('bulk.no')}
      pending={action.isPending}
      error={action.error instanceof ApiError ? action.error.message : null}
      onYes={() =>
        action.mutate({ action: 'delete', id: row._id }, { onSuccess: () => onClose(true) })
      }
      onNo={() => onClose(false)}
    />
  );
}

/** Chooses the responsible agent of one listing. */
export function AssignRowDialog({
  row,
  staff,
  onClose,
}: {
  row: AdminListingRow;
  staff: StaffMember[];
  onClose: (assigned: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const [agentId, setAgentId] = useState<string | null>(row.agent?._id ?? null);
  const action = useRowAction();
  return (
    <Modal opened onClose={() => onClose(false)} title={t('actions.assignAgent')} centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('table.rowName', { number: row.property_id })}
        </Text>
        <AgentSelect staff={staff} value={agentId} onChange={setAgentId} />
        {action.error && (
          <Text c="red" size="sm" role="alert">
            {action.error.message}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onClose(false)} disabled={action.isPending}>
            {t('bulk.no')}
          </Button>
          <Button
            loading={action.isPending}
            onClick={() =>
              action.mutate(
                { action: 'assignAgent', id: row._id, agentId },
                { onSuccess: () => onClose(true) },
              )
            }
          >
            {t('assign.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
