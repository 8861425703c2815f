import { formatDayTime } from '@domus/domain/format/locale-format';
import type { CustomerHistoryEntry } from '@domus/domain/staff/admin-customers.schema';
import { getLanguage } from '@domus/web/shared/i18n/current-language';
import { Stack, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HistoryDetails } from '../../../shared/history/history-details';

/**
 * A customer's history of changes (issue 16 points 2 and 6), newest first: what was done as a
 * sentence in the reader's language (issue 30 point 7), when, by whom (their login address, or
 * the system) and from which screen, with each field's value before and after.
 */
export function CustomerHistory({ entries }: { entries: CustomerHistoryEntry[] }) {
  const { t } = useTranslation('admin');
  const when = { format: (value: Date) => formatDayTime(value, getLanguage()) };
  if (!entries.length) return <Text c="dimmed">{t('customers.page.noHistory')}</Text>;

  return (
    <Timeline bulletSize={14} lineWidth={2} data-testid="customer-history">
      {entries.map((entry) => (
        <Timeline.Item
          key={entry.id}
          title={
            <Text size="sm" fw={600}>
              {entry.summary} · {when.format(new Date(entry.at))}
            </Text>
          }
        >
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              {t('customers.page.by', {
                who: entry.actorEmail ?? t('customers.page.system'),
              })}
              {entry.via && ` · ${entry.via}`}
            </Text>
            {entry.details.length > 0 && <HistoryDetails details={entry.details} />}
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
