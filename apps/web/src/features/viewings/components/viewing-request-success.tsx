import '@mantine/core/styles/List.layer.css';
import type { Language } from '@domus/domain/core/constants';
import { formatViewingTime } from '@domus/domain/viewings/viewing-days';
import type { ViewingSpan } from '@domus/domain/viewings/viewing.schema';
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The request has arrived (issue 33 point 1): the agency confirms one time by mail; the times
 * asked for in the agency's clock. The message takes the focus, so a screen reader says it.
 */
export function ViewingRequestSuccess({
  times,
  language,
  onClose,
}: {
  times: readonly ViewingSpan[];
  language: Language;
  onClose: () => void;
}) {
  const { t } = useTranslation('viewing');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Stack gap="md">
      <Alert
        ref={ref}
        tabIndex={-1}
        color="green"
        role="status"
        icon={<IconCircleCheck size={20} aria-hidden />}
        data-testid="viewing-success"
      >
        {/* The title in the text's colour: the alert's green title falls below 4.5:1. */}
        <Text fw={700} size="sm">
          {t('success.title')}
        </Text>
        <Text size="sm">{t('success.text')}</Text>
      </Alert>
      {times.length > 0 && (
        <div>
          <Text size="sm" fw={600} mb={4}>
            {t('success.times')}
          </Text>
          <List size="sm">
            {times.map((time) => {
              const { day, time: from } = formatViewingTime(time.start, language);
              return <List.Item key={time.start}>{t('link.when', { day, time: from })}</List.Item>;
            })}
          </List>
          <Text size="xs" c="dimmed" mt={4}>
            {t('dialog.zone')}
          </Text>
        </div>
      )}
      <Group justify="flex-end">
        <Button onClick={onClose}>{t('success.close')}</Button>
      </Group>
    </Stack>
  );
}
