import { Alert, Button, CopyButton, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A feed URL, the one time it is shown (issue 32 point 4, decision 062): the API answers it when
 * it is made and never again, so the dialog says so and offers to copy it.
 */
export function FeedUrlDialog({
  name,
  feedUrl,
  onClose,
}: {
  name: string;
  feedUrl: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Modal opened onClose={onClose} title={t('portals.feedUrl.title', { name })} size="lg" centered>
      <Stack gap="sm">
        <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />} role="status">
          <Text size="sm">{t('portals.feedUrl.text')}</Text>
        </Alert>
        <Textarea
          readOnly
          rows={3}
          styles={{
            input: { fontFamily: 'var(--mantine-font-family-monospace)', wordBreak: 'break-all' },
          }}
          value={feedUrl}
          aria-label={t('portals.feedUrl.title', { name })}
          data-testid="feed-url"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Group justify="flex-end">
          <CopyButton value={feedUrl}>
            {({ copied, copy }) => (
              <Button
                variant={copied ? 'light' : 'filled'}
                color={copied ? 'teal' : undefined}
                onClick={copy}
              >
                {copied ? t('portals.feedUrl.copied') : t('portals.feedUrl.copy')}
              </Button>
            )}
          </CopyButton>
          <Button variant="default" onClick={onClose}>
            {t('portals.feedUrl.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
