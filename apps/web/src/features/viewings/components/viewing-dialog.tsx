import type { Language } from '@domus/domain/core/constants';
import { Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestedViewing } from '../api/request-viewing';
import type { RenderViewingCaptcha } from '../utils/viewing-captcha';
import { ViewingRequestForm } from './viewing-request-form';
import { ViewingRequestSuccess } from './viewing-request-success';

/** The listing a viewing is asked for. */
export interface ViewingListing {
  id: string;
  /** The property number the buyer knows it by. */
  number: number;
}

/** Props of {@link ViewingDialog}. */
export interface ViewingDialogProps {
  opened: boolean;
  onClose: () => void;
  listing: ViewingListing;
  language: Language;
  /** A visitor gives their contact and solves the captcha; a signed-in buyer asks as themselves. */
  guest: boolean;
  accountEmail?: string | undefined;
  /** The captcha widget for a visitor, composed in by the page. */
  renderCaptcha?: RenderViewingCaptcha | undefined;
  /** The match of the buyer's saved search the request answers ('visit'). */
  matchId?: string | undefined;
  /** Told once the request is stored (the matches page shows the match's new state). */
  onRequested?: ((viewing: RequestedViewing) => void) | undefined;
  /** From a match: only ask to be contacted, the answer the match had before. */
  onAskWithoutTime?: (() => void) | undefined;
}

/**
 * Asking for a viewing (issue 33 point 1) from the property page or a match, over the page and
 * full screen on a phone: the form, then the message that the agency confirms by mail. Loaded
 * only when the buyer first opens it, with its texts.
 */
export function ViewingDialog({
  opened,
  onClose,
  listing,
  language,
  guest,
  accountEmail,
  renderCaptcha,
  matchId,
  onRequested,
  onAskWithoutTime,
}: ViewingDialogProps) {
  const { t } = useTranslation('viewing');
  const phone = useMediaQuery('(max-width: 36em)');
  const [requested, setRequested] = useState<RequestedViewing | null>(null);
  const close = () => {
    onClose();
    setRequested(null);
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('dialog.title', { number: listing.number })}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      {requested ? (
        <ViewingRequestSuccess times={requested.times} language={language} onClose={close} />
      ) : (
        <Stack gap="md">
          <Text size="sm">{t('dialog.intro')}</Text>
          <ViewingRequestForm
            listingId={listing.id}
            language={language}
            guest={guest}
            accountEmail={accountEmail}
            matchId={matchId}
            renderCaptcha={renderCaptcha}
            idPrefix={`viewing-${listing.id}`}
            onRequested={(viewing) => {
              setRequested(viewing);
              onRequested?.(viewing);
            }}
            onAskWithoutTime={onAskWithoutTime}
          />
        </Stack>
      )}
    </Modal>
  );
}
