import { webPaths } from '@domus/domain/core/web-routes';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title';

/**
 * The error page for any unknown address (buyer-side.md §2 "anything else", §8 404 page): the
 * catalogue's exact text and a button home.
 */
export function NotFound() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <Container size="sm" py={96}>
      <Stack align="center" gap="lg" ta="center">
        <Text fz={72} fw={800} c="domus.6" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t('notFound.text')}
        </Title>
        <Button
          component={Link}
          to={webPaths.home}
          size="md"
          leftSection={<IconHome size={18} aria-hidden />}
        >
          {t('notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
