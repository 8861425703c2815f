import type { AdminListingsView } from '@domus/domain/staff/admin-listings-query';
import type { Category } from '@domus/domain/core/constants';
import type { BulkListingAction } from '@domus/domain/person/permissions';
import type { AdminBulkBody, StaffMember } from '@domus/domain/staff/admin-listings.schema';
import { ApiError } from '@domus/web/shared/api/api-error';
import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bulkAction, useBulkAction, viewQuery } from '../api/admin-listings';
import { AgentSelect } from './agent-select';

/** Whom a bulk action is for: the chosen rows, or every row of the filtered table. */
export type BulkTarget = { ids: string[] } | { view: AdminListingsView };

/** The call's target: the ids, or the table's filters by the table's own parameter names. */
export function targetOf(category: Category, target: BulkTarget): AdminBulkBody['target'] {
  if ('ids' in target) return { ids: target.ids };
  // Order and page do not change which rows the filters name.
  const {
    sort: _sort,
    dir: _dir,
    page: _page,
    pageSize: _pageSize,
    ...filters
  } = viewQuery(target.view);
  return { filter: { category, ...filters } };
}

/**
 * The question before a bulk action (issue 15 point 3): it first asks the API how many listings
 * the action would change (a dry run of the same call) and says so, e.g. "Withdraw 12 listings?";
 * assigning the responsible agent first asks whom. Yes runs it; the tables are read again.
 */
export function BulkDialog({
  category,
  action,
  target,
  staff,
  onClose,
}: {
  category: Category;
  action: BulkListingAction;
  target: BulkTarget;
  staff: StaffMember[];
  onClose: (changed: number | null) => void;
}) {
  const { t } = useTranslation('admin');
  const [agentId, setAgentId] = useState<string | null>(null);
  const body: AdminBulkBody = {
    action,
    target: targetOf(category, target),
    ...(action === 'assignAgent' ? { agentId } : {}),
  };
  const count = useQuery({
    queryKey: ['admin', 'bulk-count', body],
    queryFn: ({ signal }) => bulkAction({ ...body, dryRun: true }, signal),
    staleTime: 0,
    gcTime: 0,
  });
  const run = useBulkAction();
  const changed = count.data?.changed;
  const error = count.error ?? run.error;

  return (
    <Modal opened onClose={() => onClose(null)} title={t(`bulk.titles.${action}`)} centered>
      <Stack gap="sm">
        {action === 'assignAgent' && (
          <AgentSelect staff={staff} value={agentId} onChange={setAgentId} />
        )}
        {count.isPending ? (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">{t('bulk.counting')}</Text>
          </Group>
        ) : changed !== undefined ? (
          <Text data-testid="bulk-question">
            {changed === 0 ? t('bulk.nothing') : t(`bulk.questions.${action}`, { count: changed })}
          </Text>
        ) : null}
        {error && (
          <Text c="red" size="sm" role="alert">
            {error instanceof ApiError ? error.message : t('errors.action')}
          </Text>
        )}
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={() => onClose(null)} disabled={run.isPending}>
            {t('bulk.no')}
          </Button>
          <Button
            color={action === 'delete' ? 'red' : undefined}
            disabled={!changed}
            loading={run.isPending}
            onClick={() => run.mutate(body, { onSuccess: (result) => onClose(result.changed) })}
          >
            {t('bulk.yes')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
