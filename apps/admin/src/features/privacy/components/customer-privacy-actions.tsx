import { canHandlePersonalDataRequests } from '@domus/domain/person/permissions';
import type { CustomerKind } from '@domus/domain/person/privacy.schema';
import { useSession } from '@domus/web/shared/auth/session-store';
import { showToast } from '@domus/web/shared/ui/toast-host';
import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEraseCustomer } from '../api/erase-customer';
import { useExportCustomerData } from '../api/export-customer-data';

const ERASE_STEPS = ['records', 'listings', 'searches', 'messages', 'history'] as const;

/**
 * A customer's personal data requests on their page (issue 16 point 7; docs/decisions/029):
 * export everything stored about the person as one ZIP, and erase the person after a question
 * that says what will happen and to export first for the anti-money-laundering file. Admins only
 * (`canHandlePersonalDataRequests`): for anyone else it draws nothing. `onErased` runs after an
 * erasure, when the page's customer no longer exists (the page goes back to the list).
 */
export function CustomerPrivacyActions({
  kind,
  id,
  onErased,
}: {
  kind: CustomerKind;
  id: string;
  onErased?: () => void;
}) {
  const { t } = useTranslation('admin');
  const session = useSession();
  const exportData = useExportCustomerData();
  const erase = useEraseCustomer();
  const [asking, setAsking] = useState(false);

  if (!canHandlePersonalDataRequests(session?.admin)) return null;

  const close = () => {
    if (erase.isPending) return;
    erase.reset();
    setAsking(false);
  };
  const runExport = () =>
    exportData.mutate(
      { kind, id },
      {
        onError: (error) =>
          showToast({ kind: 'error', message: error.message || t('privacy.exportFailed') }),
      },
    );
  const runErase = () =>
    erase.mutate(
      { kind, id },
      {
        onSuccess: (summary) => {
          setAsking(false);
          showToast({
            kind: 'success',
            // Each count with its own plural form ("1 immobile ritirato", "2 immobili ritirati").
            message: t('privacy.erased', {
              listings: t('privacy.erasedListings', { count: summary.listingsWithdrawn }),
              searches: t('privacy.erasedSearches', { count: summary.searches }),
            }),
          });
          onErased?.();
        },
      },
    );

  return (
    <>
      <Group gap="xs">
        <Button
          variant="light"
          leftSection={<IconDownload size={18} aria-hidden />}
          loading={exportData.isPending}
          onClick={runExport}
        >
          {t('privacy.export')}
        </Button>
        <Button
          variant="outline"
          color="red"
          leftSection={<IconTrash size={18} aria-hidden />}
          onClick={() => setAsking(true)}
        >
          {t('privacy.erase')}
        </Button>
      </Group>
      <Modal opened={asking} onClose={close} title={t('privacy.eraseTitle')} centered size="lg">
        <Stack gap="sm">
          <Text>{t('privacy.eraseIntro')}</Text>
          <List size="sm" spacing={4}>
            {ERASE_STEPS.map((step) => (
              <List.Item key={step}>{t(`privacy.eraseSteps.${step}`)}</List.Item>
            ))}
          </List>
          <Alert color="yellow">{t('privacy.eraseAml')}</Alert>
          {erase.error && (
            <Alert color="red" role="alert">
              {erase.error.message}
            </Alert>
          )}
          <Group justify="flex-end" mt="sm">
            <Button
              variant="light"
              leftSection={<IconDownload size={18} aria-hidden />}
              loading={exportData.isPending}
              onClick={runExport}
            >
              {t('privacy.export')}
            </Button>
            <Button variant="default" onClick={close} disabled={erase.isPending}>
              {t('privacy.cancel')}
            </Button>
            <Button color="red" loading={erase.isPending} onClick={runErase}>
              {t('privacy.eraseConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
