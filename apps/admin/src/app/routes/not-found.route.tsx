import { adminPaths } from '@domus/domain/core/web-routes';
import { usePageTitle } from '@domus/web/shared/hooks/use-page-title';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Any path below /admin that is no page of the application (the server answers it with 404). */
export function Component() {
  const { t } = useTranslation('admin');
  usePageTitle(t('notFound.title'));
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Button component={Link} to={adminPaths.overview}>
          {t('notFound.overview')}
        </Button>
      </Stack>
    </Container>
  );
}
