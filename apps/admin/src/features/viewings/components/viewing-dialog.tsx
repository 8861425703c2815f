import { Alert, Divider, Loader, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useViewing } from '../api/get-viewing';
import { ViewingActions } from './viewing-actions';
import { ViewingDetails } from './viewing-details';

/**
 * A viewing opened from the calendar or the inbox (issue 33 point 2): its details and what staff
 * may do with it, read again after every change; full screen on a phone.
 */
export function ViewingDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const viewing = useViewing(id);
  const phone = useMediaQuery('(max-width: 36em)');
  const data = viewing.data?.data;

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      fullScreen={phone}
      centered
      closeButtonProps={{ 'aria-label': t('viewings.dialog.close') }}
      title={
        data
          ? t('viewings.dialog.title', { number: data.listing.property_id })
          : t('viewings.dialog.loading')
      }
    >
      {viewing.isError && (
        <Alert color="red" role="alert">
          {viewing.error.message}
        </Alert>
      )}
      {viewing.isPending && <Loader size="sm" aria-label={t('viewings.dialog.loading')} />}
      {data && (
        <Stack gap="md">
          <ViewingDetails viewing={data} />
          <Divider />
          {/* A changed viewing starts its actions anew (the form it came from is done). */}
          <ViewingActions key={`${data.status}:${data.sequence}`} viewing={data} />
        </Stack>
      )}
    </Modal>
  );
}
