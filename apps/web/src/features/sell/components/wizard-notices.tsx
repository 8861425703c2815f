import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconEye, IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WizardOrigin } from '../hooks/use-wizard-state';
import type { ReadOnlyReason } from '../utils/read-only';

/**
 * The notices above the step: why the listing opens read-only (docs/decisions/012), values
 * restored from the browser or dropped as outdated (with "start again" for restored ones), and
 * the wizard's last failure.
 */
export function WizardNotices({
  readOnly,
  origin,
  onDismissOrigin,
  onStartOver,
  alert,
}: {
  readOnly: ReadOnlyReason | null;
  origin: WizardOrigin;
  onDismissOrigin: () => void;
  onStartOver: () => void;
  alert: string | null;
}) {
  const { t } = useTranslation('sell');
  return (
    <>
      {readOnly && (
        <Alert color="blue" icon={<IconEye size={18} aria-hidden />}>
          {t(`wizard.readOnly.${readOnly}`)}
        </Alert>
      )}
      {origin !== 'fresh' && (
        <Alert
          color={origin === 'outdated' ? 'orange' : 'blue'}
          icon={<IconHistory size={18} aria-hidden />}
          withCloseButton
          closeButtonLabel={t('wizard.closeNotice')}
          onClose={onDismissOrigin}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {t(origin === 'outdated' ? 'wizard.outdated' : 'wizard.restored')}
            </Text>
            {origin === 'restored' && (
              <Button size="xs" variant="light" onClick={onStartOver}>
                {t('wizard.startOver')}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      {alert && (
        <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
          {alert}
        </Alert>
      )}
    </>
  );
}
