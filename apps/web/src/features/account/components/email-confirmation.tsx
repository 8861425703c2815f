import { webPaths } from '@domus/domain/core/web-routes';
import { Alert, Button, Center, Container, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfirmEmail } from '../api/confirm-email';

/** The query parameter of a profile address's confirmation link: /account?confirmEmail=… */
export const CONFIRM_EMAIL_PARAM = 'confirmEmail';

/**
 * /account?confirmEmail=… (decision 046): opens the link, with or without a session, and says
 * whether the address is now the profile's, or why not (the API's message in the visitor's
 * language: used, expired, another account's).
 */
export function EmailConfirmation({ token, loggedIn }: { token: string; loggedIn: boolean }) {
  const { t } = useTranslation('account');
  const confirmation = useConfirmEmail(token);
  const next = loggedIn ? (
    <Button component={Link} to={webPaths.account} replace variant="filled" mt="md">
      {t('emailConfirmation.toAccount')}
    </Button>
  ) : (
    <Button component={Link} to={webPaths.home} variant="filled" mt="md">
      {t('emailConfirmation.toHome')}
    </Button>
  );
  if (confirmation.isPending) {
    return (
      <Center py={96}>
        <Loader aria-label={t('emailConfirmation.confirming')} />
      </Center>
    );
  }
  return (
    <Container size={520} py={{ base: 'xl', sm: 64 }}>
      {confirmation.isSuccess ? (
        <Alert
          color="green"
          variant="light"
          icon={<IconCircleCheck aria-hidden />}
          title={t('emailConfirmation.done', { email: confirmation.data })}
          role="status"
          data-testid="email-confirmation-done"
        >
          {next}
        </Alert>
      ) : (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title={t('emailConfirmation.failed')}
          role="alert"
          data-testid="email-confirmation-failed"
        >
          <Text size="sm">{confirmation.error.message}</Text>
          {next}
        </Alert>
      )}
    </Container>
  );
}
