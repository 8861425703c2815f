import type { AdminListingAction } from '@domus/domain/rules/permissions';
import type { AdminListingRow } from '@domus/domain/schemas/admin-listings.schema';
import { editListingHref, listingHref } from '@domus/domain/web-routes';
import { ActionIcon, Menu } from '@mantine/core';
import {
  IconCircleCheck,
  IconDots,
  IconExternalLink,
  IconEyeOff,
  IconPencil,
  IconTrash,
  IconUserShare,
  IconWorldUpload,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** What a row's menu asks the page to do; opening the public page and editing are links. */
export type RowCommand = Exclude<AdminListingAction, 'edit'>;

const ICONS: Record<RowCommand, typeof IconPencil> = {
  confirm: IconCircleCheck,
  withdraw: IconEyeOff,
  publish: IconWorldUpload,
  assignAgent: IconUserShare,
  delete: IconTrash,
};

const COMMANDS: readonly RowCommand[] = ['confirm', 'withdraw', 'publish', 'assignAgent', 'delete'];

/**
 * A row's actions (issue 15 point 3) in one menu: open the public page (published listings),
 * edit in the wizard, and those of the row's `actions` (what the API lets this viewer do now:
 * confirm, withdraw, publish again, assign the responsible agent, delete). The wizard and the
 * public page are the web app's: plain links.
 */
export function RowActions({
  row,
  onCommand,
}: {
  row: AdminListingRow;
  onCommand: (command: RowCommand, row: AdminListingRow) => void;
}) {
  const { t } = useTranslation('admin');
  const allowed = new Set(row.actions);
  const name = t('table.rowName', { number: row.property_id });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('table.rowActions', { name })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
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
        {allowed.has('edit') && (
          <Menu.Item
            component="a"
            href={editListingHref(row.category, row._id)}
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            {t('actions.edit')}
          </Menu.Item>
        )}
        {COMMANDS.filter((command) => allowed.has(command)).map((command) => {
          const Icon = ICONS[command];
          return (
            <Menu.Item
              key={command}
              color={command === 'delete' ? 'red' : undefined}
              leftSection={<Icon size={16} aria-hidden />}
              onClick={() => onCommand(command, row)}
            >
              {t(`actions.${command}`)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
