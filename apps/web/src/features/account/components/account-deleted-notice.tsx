import { Alert, Container } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What the home page says after a user deleted their account (issue 16 point 7): the account and
 * personal data are gone and they are logged out. The home page loads it only then, with the
 * `account` texts.
 */
export default function AccountDeletedNotice() {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <Container size="xl" pt="md">
      <Alert
        color="green"
        role="status"
        withCloseButton
        closeButtonLabel={t('page.privacy.close')}
        onClose={() => setOpen(false)}
        data-testid="account-deleted-notice"
      >
        {t('page.privacy.deleted')}
      </Alert>
    </Container>
  );
}
