import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/hooks/use-page-title';

/**
 * Shown when a page fails to render or its code cannot be loaded (for example after a new
 * release replaced the files): explains and offers a reload instead of a blank screen.
 */
export function RouteError() {
  const { t } = useTranslation();
  usePageTitle(t('error.title'));
  return (
    <Container size="sm" py={96}>
      <Stack align="center" gap="md" ta="center" role="alert">
        <Title order={1}>{t('error.title')}</Title>
        <Text c="dimmed">{t('error.text')}</Text>
        <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
      </Stack>
    </Container>
  );
}
