import { webPaths } from '@domus/domain/core/web-routes';
import { Alert, Button, Container, Group, Stack } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Props of {@link MatchesErrorSection}. */
export interface MatchesErrorSectionProps {
  /** The alerts opt-out notice, shown first even when the page fails. */
  optOut: ReactNode;
  /** The saved search is not there: that stays so, and no retry is offered. */
  notFound: boolean;
  message: string | undefined;
  retrying: boolean;
  onRetry: () => void;
}

/** The matches page when its search or its matches could not be read (buyer-side.md §2). */
export function MatchesErrorSection({
  optOut,
  notFound,
  message,
  retrying,
  onRetry,
}: MatchesErrorSectionProps) {
  const { t } = useTranslation('find');
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        {optOut}
        <Alert color="red" role="alert" title={t('matches.title')}>
          {notFound ? t('matches.notFound') : message}
        </Alert>
        <Group gap="sm">
          {!notFound && (
            <Button
              leftSection={<IconRefresh size={18} aria-hidden />}
              loading={retrying}
              onClick={onRetry}
            >
              {t('retry')}
            </Button>
          )}
          <Button component={Link} to={webPaths.account} variant="light">
            {t('matches.backToAccount')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
