import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * What the pages of a viewing mail's links (cancel, another time, how was it?) show while they
 * read the link, and when reading it failed for a reason of ours (with a retry): the same on
 * every such page.
 */
export function ViewingLinkLoading() {
  const { t } = useTranslation('viewing');
  return (
    <Group gap="xs" role="status">
      <Loader size="sm" aria-hidden />
      <Text>{t('link.loading')}</Text>
    </Group>
  );
}

export function ViewingLinkLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('viewing');
  return (
    <Alert color="red" role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('link.failed')}</Text>
        <Button size="xs" variant="light" onClick={onRetry}>
          {t('link.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
