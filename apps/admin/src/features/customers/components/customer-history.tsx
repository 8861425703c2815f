import { formatDayTime } from '@domus/domain/format/locale-format';
import type { CustomerHistoryEntry } from '@domus/domain/schemas/admin-customers.schema';
import { getLanguage } from '@domus/web/shared/i18n/current-language';
import { Stack, Table, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A stored value as one line of text. */
function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return JSON.stringify(value);
  if (typeof value === 'object') {
    return Object.values(value as Record<string, unknown>)
      .filter((v) => v !== null && v !== '')
      .map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v as string | number)))
      .join(', ');
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * A customer's history of changes (issue 16 points 2 and 6), newest first: when, what was done,
 * by whom (their login address, or their role) and through which call, with each field's value
 * before and after.
 */
export function CustomerHistory({ entries }: { entries: CustomerHistoryEntry[] }) {
  const { t } = useTranslation('admin');
  const { t: tp } = useTranslation('property');
  const when = { format: (value: Date) => formatDayTime(value, getLanguage()) };
  if (!entries.length) return <Text c="dimmed">{t('customers.page.noHistory')}</Text>;
  const actionText = (action: string) =>
    ['create', 'update', 'merge', 'delete'].includes(action)
      ? t(`customers.page.action.${action as 'create'}`)
      : t('customers.page.action.other');

  return (
    <Timeline bulletSize={14} lineWidth={2} data-testid="customer-history">
      {entries.map((entry) => (
        <Timeline.Item
          key={entry.id}
          title={
            <Text size="sm" fw={600}>
              {actionText(entry.action)} · {when.format(new Date(entry.at))}
            </Text>
          }
        >
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              {t('customers.page.by', {
                who: entry.actorEmail ?? t('customers.page.system'),
              })}{' '}
              · {entry.source}
            </Text>
            {entry.changes.length > 0 && (
              <Table withTableBorder fz="xs" verticalSpacing={2}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('customers.page.historyField')}</Table.Th>
                    <Table.Th>{t('customers.page.historyBefore')}</Table.Th>
                    <Table.Th>{t('customers.page.historyAfter')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {entry.changes.map((change) => (
                    <Table.Tr key={change.field}>
                      <Table.Td>
                        {tp(`seller.${change.field}` as 'seller.name', {
                          defaultValue: change.field,
                        })}
                      </Table.Td>
                      <Table.Td>{valueText(change.before)}</Table.Td>
                      <Table.Td>{valueText(change.after)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
