import type { ListingPortalState } from '@domus/domain/feeds/portal-transfer.schema';
import { editListingHref } from '@domus/domain/core/web-routes';
import type { AdminListingRow } from '@domus/domain/staff/admin-listings.schema';
import { ActionIcon, Badge, Group, Popover, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ReadinessIssues } from '../../../shared/portals/readiness-issues';
import classes from './listings.module.css';

/**
 * A listing's portals in its table row (issue 32 point 1): per portal account a switch (admins,
 * `onSwitch`) or its state (others); a red dot when the portal would leave the listing out,
 * opening the reasons, each a link to the listing's edit page. An unpublished listing keeps its
 * switches, with the note that only published listings are sent.
 */
export function PortalsCell({
  row,
  states,
  onSwitch,
  pending,
}: {
  row: AdminListingRow;
  states: ListingPortalState[] | undefined;
  onSwitch?: (state: ListingPortalState, enabled: boolean) => void;
  /** The account whose switch of this row is being saved. */
  pending?: string | null;
}) {
  const { t } = useTranslation('admin');
  if (!states?.length) return null;
  const editHref = editListingHref(row.category, row._id);
  return (
    <Stack gap={4}>
      {states.map((state) => {
        const label = t('portals.column.switchOf', {
          portal: state.accountName,
          number: row.property_id,
        });
        return (
          <Group key={state.accountId} gap={6} wrap="nowrap">
            {onSwitch ? (
              <Switch
                size="xs"
                checked={state.enabled}
                disabled={pending === state.accountId}
                onChange={(event) => onSwitch(state, event.currentTarget.checked)}
                label={state.accountName}
                aria-label={label}
                classNames={{ label: classes.portalLabel }}
              />
            ) : (
              <Badge
                size="sm"
                variant="light"
                color={state.enabled ? 'teal' : 'gray'}
                aria-label={label}
              >
                {state.accountName}:{' '}
                {state.enabled ? t('portals.column.on') : t('portals.column.off')}
              </Badge>
            )}
            {state.issues.length > 0 && (
              <Popover width={300} position="bottom-start" withArrow shadow="md">
                <Popover.Target>
                  <ActionIcon
                    size={14}
                    radius="xl"
                    color="red"
                    variant="filled"
                    aria-label={t('portals.column.notReady', { portal: state.accountName })}
                    title={t('portals.column.notReady', { portal: state.accountName })}
                    data-testid="portal-not-ready"
                  >
                    <span aria-hidden className={classes.portalMark}>
                      !
                    </span>
                  </ActionIcon>
                </Popover.Target>
                <Popover.Dropdown>
                  <Text size="sm" fw={600} mb={4}>
                    {t('portals.column.notReady', { portal: state.accountName })}
                  </Text>
                  <ReadinessIssues issues={state.issues} editHref={editHref} />
                </Popover.Dropdown>
              </Popover>
            )}
          </Group>
        );
      })}
      {!states[0]!.published && (
        <Text size="xs" c="dimmed" className={classes.portalNote}>
          {t('portals.column.unpublished')}
        </Text>
      )}
    </Stack>
  );
}
