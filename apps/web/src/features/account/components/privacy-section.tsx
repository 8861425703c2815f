import { canBeErased } from '@domus/domain/person/permissions';
import type { Me } from '@domus/domain/account/account.schema';
import { webPaths } from '@domus/domain/core/web-routes';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useExportMyData } from '../api/export-my-data';
import { DeleteAccountDialog } from './delete-account-dialog';

/**
 * "My data" on the account page (issue 16 point 7; docs/decisions/029): export everything stored
 * about oneself as a ZIP, and delete one's account after a confirmation step, which logs out and
 * goes home with a notice. Staff accounts cannot be deleted here (`canBeErased`).
 */
export function PrivacySection({ me }: { me: Me }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const exportData = useExportMyData();
  const [deleting, setDeleting] = useState(false);

  return (
    <section aria-labelledby="account-privacy">
      <Stack gap="sm">
        <Title order={2} id="account-privacy">
          {t('page.privacy.title')}
        </Title>
        <Text c="dimmed">{t('page.privacy.intro')}</Text>
        <Group>
          <Button
            variant="light"
            leftSection={<IconDownload size={18} aria-hidden />}
            loading={exportData.isPending}
            onClick={() => exportData.mutate()}
          >
            {t('page.privacy.export')}
          </Button>
          {canBeErased(me.admin) && (
            <Button
              variant="outline"
              color="red"
              leftSection={<IconTrash size={18} aria-hidden />}
              onClick={() => setDeleting(true)}
            >
              {t('page.privacy.delete')}
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('page.privacy.exportHint')}
        </Text>
        {exportData.isError && (
          <Alert color="red" role="alert">
            {exportData.error.message || t('page.privacy.exportFailed')}
          </Alert>
        )}
      </Stack>
      <DeleteAccountDialog
        email={me.email}
        opened={deleting}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate(webPaths.home)}
      />
    </section>
  );
}
