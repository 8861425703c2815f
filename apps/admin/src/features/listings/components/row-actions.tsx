import { ADMIN_LISTING_ACTIONS, type AdminListingAction } from '@domus/domain/person/permissions';
import { sellerName } from '@domus/domain/person/seller-name';
import type { AdminListingRow } from '@domus/domain/staff/admin-listings.schema';
import { editListingHref, listingHref } from '@domus/domain/core/web-routes';
import { ActionIcon, Menu } from '@mantine/core';
import {
  IconChartLine,
  IconCircleCheck,
  IconHomeCheck,
  IconDots,
  IconExternalLink,
  IconEyeOff,
  IconHistory,
  IconPencil,
  IconTrash,
  IconUser,
  IconUserShare,
  IconWorldUpload,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What a row's menu asks the page to do; opening the public page and editing are links. */
export type RowCommand = Exclude<AdminListingAction, 'edit'>;

const ICONS: Record<RowCommand, typeof IconPencil> = {
  confirm: IconCircleCheck,
  withdraw: IconEyeOff,
  close: IconHomeCheck,
  publish: IconWorldUpload,
  assignAgent: IconUserShare,
  delete: IconTrash,
};

// The domain's order of the actions; editing is a link, not a command.
const COMMANDS = ADMIN_LISTING_ACTIONS.filter((action): action is RowCommand => action !== 'edit');

/** A command's label: closing says what the deal was, sold or let. */
const labelKey = (command: RowCommand, row: AdminListingRow) =>
  command === 'close'
    ? (`actions.${row.rent ? 'let' : 'sold'}` as const)
    : (`actions.${command}` as const);

/**
 * A row's actions (issue 15 point 3) in one menu: open the public page (published listings),
 * edit in the wizard, its statistics and history, and those of the row's `actions` (what the API lets this viewer do now:
 * confirm, withdraw, mark as sold or let, publish again, assign the responsible agent, delete). The wizard and the
 * public page are the web app's: plain links.
 */
export function RowActions({
  row,
  onCommand,
  onOwner,
  onHistory,
  onStatistics,
}: {
  row: AdminListingRow;
  onCommand: (command: RowCommand, row: AdminListingRow) => void;
  /** Opens the listing's history of changes (issue 16 point 6). */
  onHistory?: () => void;
  /** Opens the listing's statistics (issue 33 point 4). */
  onStatistics?: () => void;
  /** Filters the table to the row owner's listings; absent without an owner. */
  onOwner?: () => void;
}) {
  const { t } = useTranslation('admin');
  // A table page has up to 100 rows: each row's menu (its positioning and portal) is made when
  // first opened, so that the first table renders without a hundred closed menus.
  const [wanted, setWanted] = useState(false);
  const allowed = new Set(row.actions);
  const name = t('table.rowName', { number: row.property_id });
  const button = (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-label={t('table.rowActions', { name })}
      aria-haspopup="menu"
      onClick={wanted ? undefined : () => setWanted(true)}
    >
      <IconDots size={18} aria-hidden />
    </ActionIcon>
  );
  if (!wanted) return button;
  return (
    <Menu position="bottom-end" withinPortal defaultOpened onClose={() => setWanted(false)}>
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown>
        {row.status === 'published' && (
          <Menu.Item
            component="a"
            href={listingHref(row.category, row._id)}
            target="_blank"
            leftSection={<IconExternalLink size={16} aria-hidden />}
          >
            {t('actions.open')}
          </Menu.Item>
        )}
        {onOwner && row.owner && (
          <Menu.Item leftSection={<IconUser size={16} aria-hidden />} onClick={onOwner}>
            {t('table.ownerListings', { name: sellerName(row.owner, { orContact: true }) })}
          </Menu.Item>
        )}
        {allowed.has('edit') && (
          <Menu.Item
            component="a"
            href={editListingHref(row.category, row._id)}
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            {t('actions.edit')}
          </Menu.Item>
        )}
        {onStatistics && (
          <Menu.Item leftSection={<IconChartLine size={16} aria-hidden />} onClick={onStatistics}>
            {t('statistics.open')}
          </Menu.Item>
        )}
        {onHistory && (
          <Menu.Item leftSection={<IconHistory size={16} aria-hidden />} onClick={onHistory}>
            {t('history.open')}
          </Menu.Item>
        )}
        {COMMANDS.filter((command) => allowed.has(command)).map((command) => {
          const Icon = ICONS[command];
          return (
            <Menu.Item
              key={command}
              color={command === 'delete' ? 'red.9' : undefined}
              leftSection={<Icon size={16} aria-hidden />}
              onClick={() => onCommand(command, row)}
            >
              {t(labelKey(command, row))}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
