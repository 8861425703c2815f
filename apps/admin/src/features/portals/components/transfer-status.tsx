import type { PortalTransfer } from '@domus/domain/feeds/portal-transfer.schema';
import { formatDayTime, formatNumber } from '@domus/domain/format/locale-format';
import { getLanguage } from '@domus/web/shared/i18n/current-language';
import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STATUS_COLOR: Record<PortalTransfer['status'], string> = {
  queued: 'gray',
  running: 'blue',
  succeeded: 'teal',
  failed: 'red',
};

/** A transfer's state as a badge; a waiting one with the time of its next attempt. */
export function TransferStatus({ transfer }: { transfer: PortalTransfer }) {
  const { t } = useTranslation('admin');
  return (
    <Stack gap={2} align="flex-start">
      <Badge
        color={STATUS_COLOR[transfer.status]}
        variant="light"
        // The badge shows whole: a narrow column widens rather than cut the state short.
        styles={{ root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } }}
      >
        {t(`portals.statuses.${transfer.status}`)}
      </Badge>
      {transfer.status === 'queued' && transfer.nextAttemptAt && (
        <Text size="xs" c="dimmed">
          {t('portals.log.nextAttempt', {
            at: formatDayTime(transfer.nextAttemptAt, getLanguage()),
          })}
        </Text>
      )}
    </Stack>
  );
}

/** A size in bytes, kB or MB (1000s, as file sizes are shown to people). */
export function formatBytes(bytes: number, language: string): string {
  if (bytes < 1000) return `${formatNumber(bytes, language)} B`;
  if (bytes < 1_000_000) return `${formatNumber(Math.round(bytes / 100) / 10, language)} kB`;
  return `${formatNumber(Math.round(bytes / 100_000) / 10, language)} MB`;
}

/** A duration in seconds (one decimal below ten seconds) or minutes and seconds. */
export function formatDuration(ms: number | null, language: string): string {
  if (ms === null) return '—';
  const seconds = ms / 1000;
  if (seconds < 10) return `${formatNumber(Math.round(seconds * 10) / 10, language)} s`;
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
}
