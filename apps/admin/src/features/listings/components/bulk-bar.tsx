import { BULK_LISTING_ACTIONS, type BulkListingAction } from '@domus/domain/person/permissions';
import type { PortalAccount } from '@domus/domain/feeds/portal-account.schema';
import { Button, Group, Menu, SegmentedControl, Text } from '@mantine/core';
import { IconBroadcast, IconChevronDown } from '@tabler/icons-react';
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
  portalAccounts,
  onPortal,
}: {
  selectedCount: number;
  filteredCount: number;
  scope: BulkScope;
  onScope: (scope: BulkScope) => void;
  onAction: (action: BulkListingAction) => void;
  /** The portal accounts the rows may be switched on or off for (issue 32 point 1). */
  portalAccounts?: PortalAccount[];
  onPortal?: (account: PortalAccount, enabled: boolean) => void;
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
        {portalAccounts && portalAccounts.length > 0 && onPortal && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                size="xs"
                variant="default"
                disabled={count === 0}
                leftSection={<IconBroadcast size={14} aria-hidden />}
                rightSection={<IconChevronDown size={14} aria-hidden />}
              >
                {t('portals.bulk.menu')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {portalAccounts.map((account) => (
                <Menu.Item key={`${account.id}:on`} onClick={() => onPortal(account, true)}>
                  {t('portals.bulk.on', { portal: account.name })}
                </Menu.Item>
              ))}
              <Menu.Divider />
              {portalAccounts.map((account) => (
                <Menu.Item key={`${account.id}:off`} onClick={() => onPortal(account, false)}>
                  {t('portals.bulk.off', { portal: account.name })}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </Group>
  );
}
