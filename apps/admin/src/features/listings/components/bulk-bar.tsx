import { BULK_LISTING_ACTIONS, type BulkListingAction } from '@domus/domain/person/permissions';
import { Button, Group, SegmentedControl, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './listings.module.css';

/** Whether a bulk action is for the chosen rows or for the whole filtered table. */
export type BulkScope = 'selected' | 'filtered';

/**
 * The bulk actions of a table (issue 15 point 3): on the rows chosen with their boxes, or on
 * every row the filters name (all pages). Each button opens the question with the count.
 */
export function BulkBar({
  selectedCount,
  filteredCount,
  scope,
  onScope,
  onAction,
}: {
  selectedCount: number;
  filteredCount: number;
  scope: BulkScope;
  onScope: (scope: BulkScope) => void;
  onAction: (action: BulkListingAction) => void;
}) {
  const { t } = useTranslation('admin');
  const count = scope === 'selected' ? selectedCount : filteredCount;
  return (
    <Group className={classes.bulkBar} justify="space-between" gap="xs" mb="xs" wrap="wrap">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {t('bulk.applyTo')}
        </Text>
        <SegmentedControl
          size="xs"
          value={scope}
          onChange={(value) => onScope(value)}
          data={[
            { value: 'selected', label: t('bulk.selected', { count: selectedCount }) },
            { value: 'filtered', label: t('bulk.filtered', { count: filteredCount }) },
          ]}
        />
      </Group>
      <Group gap={6} wrap="wrap">
        {BULK_LISTING_ACTIONS.map((action) => (
          <Button
            key={action}
            size="xs"
            variant={action === 'delete' ? 'light' : 'default'}
            color={action === 'delete' ? 'red' : undefined}
            disabled={count === 0}
            onClick={() => onAction(action)}
          >
            {t(`bulk.actions.${action}`)}
          </Button>
        ))}
      </Group>
    </Group>
  );
}
