import { webPaths } from '@domus/domain/core/web-routes';
import { Alert, Button, Container, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Shown on /account when its login link is unknown, used or expired: a way to ask for a new one. */
export function LoginLinkFailed() {
  const { t } = useTranslation('account');
  return (
    <Container size={520} py={{ base: 'xl', sm: 64 }}>
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        title={t('session.failed')}
        role="alert"
      >
        <Text size="sm" mb="md">
          {t('session.failedHint')}
        </Text>
        <Button component={Link} to={webPaths.login} variant="filled">
          {t('session.loginAgain')}
        </Button>
      </Alert>
    </Container>
  );
}
