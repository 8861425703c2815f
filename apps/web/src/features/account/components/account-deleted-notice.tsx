import { Alert, Container } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLanguage } from '../../../shared/i18n/current-language';
import { loadAccountTexts } from '../../auth/i18n/load-account-texts';

/**
 * What the home page says after a user deleted their account (issue 16 point 7): the account and
 * personal data are gone and they are logged out. Loaded only then, with the `account` texts.
 */
function AccountDeletedNotice() {
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

/**
 * The notice with its texts, for `React.lazy`: the home page imports this module only after a
 * deletion, so neither the notice nor the `account` texts weigh on its budget.
 */
export async function loadNotice() {
  await loadAccountTexts(getLanguage());
  return { default: AccountDeletedNotice };
}
