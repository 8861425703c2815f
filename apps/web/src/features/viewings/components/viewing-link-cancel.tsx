import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCalendarX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { useSendOnce } from '../../../shared/hooks/use-send-once';
import { useCancelViewingByLink } from '../api/cancel-viewing-by-link';

/**
 * The cancel link's question (decision 069): nothing happens until the buyer clicks, so that a
 * mail scanner opening the link cancels nothing. A link that stopped working meanwhile answers
 * why, and nothing is changed.
 */
export function ViewingLinkCancel({
  id,
  token,
  onDone,
  onRefused,
}: {
  id: string;
  token: string;
  onDone: () => void;
  /** The link no longer acts (another change came first): the page reads it again. */
  onRefused: () => void;
}) {
  const { t } = useTranslation('viewing');
  const cancel = useCancelViewingByLink(id, token);
  const { sending, send } = useSendOnce();
  const refused = cancel.error instanceof ApiError && cancel.error.isClientError;

  return (
    <Stack gap="md">
      <Text fw={600}>{t('link.cancel.question')}</Text>
      <Text size="sm">{t('link.cancel.explain')}</Text>
      {cancel.error && (
        <Alert color="red" role="alert">
          {cancel.error.message} {refused && t('link.unchanged')}
        </Alert>
      )}
      <Group>
        <Button
          color="red"
          loading={sending}
          leftSection={<IconCalendarX size={18} aria-hidden />}
          onClick={() =>
            void send(async () => {
              try {
                await cancel.mutateAsync();
                onDone();
              } catch (error) {
                if (error instanceof ApiError && error.isClientError) onRefused();
              }
            })
          }
        >
          {t('link.cancel.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
