import { MESSAGE_KEYS } from '@domus/domain/core/message-keys';
import { Button, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WizardBusy } from '../hooks/use-listing-save';
import classes from './sell-wizard.module.css';

/** The hint saying why Next is disabled. */
const NEXT_HINT_ID = 'wizard-next-hint';
/** The hint saying why the wizard waits for the uploads. */
const UPLOADS_HINT_ID = 'wizard-uploads-hint';

/**
 * The buttons under the step: Back from step 2, Next, and on the last step Save (a draft) and
 * Submit, with the hints saying why the wizard waits (uploads under way, a street number
 * missing) and what a draft is.
 */
export function WizardActions({
  showBack,
  last,
  locked,
  canSaveDraft,
  submitsChanges,
  busy,
  uploading,
  nextDisabled,
  nextHintShown = true,
  onBack,
  onNext,
  onSave,
}: {
  showBack: boolean;
  last: boolean;
  locked: boolean;
  canSaveDraft: boolean;
  /** Submit sends changes of a listing that is no draft. */
  submitsChanges: boolean;
  busy: WizardBusy;
  uploading: boolean;
  nextDisabled: boolean;
  /**
   * Whether the reason Next waits is said yet: not before the seller typed anything (issue 18),
   * so the step does not open with an error.
   */
  nextHintShown?: boolean;
  onBack: () => void;
  onNext: () => void;
  onSave: (isDraft: boolean) => void;
}) {
  const { t } = useTranslation('sell');
  const { t: te } = useTranslation('errors');
  const waitsForUploads = uploading ? UPLOADS_HINT_ID : undefined;
  return (
    <>
      <div className={classes.actions}>
        {showBack && (
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
            onClick={onBack}
            disabled={busy !== null || uploading}
            aria-describedby={waitsForUploads}
          >
            {t('wizard.back')}
          </Button>
        )}
        <div className={classes.forward}>
          {last && canSaveDraft && (
            <Button
              variant="default"
              leftSection={<IconDeviceFloppy size={18} aria-hidden />}
              onClick={() => onSave(true)}
              loading={busy === 'draft'}
              disabled={(busy !== null && busy !== 'draft') || uploading}
              aria-describedby={waitsForUploads}
            >
              {t('wizard.saveDraft')}
            </Button>
          )}
          {last && !locked ? (
            <Button
              leftSection={<IconSend size={18} aria-hidden />}
              onClick={() => onSave(false)}
              loading={busy === 'submit'}
              disabled={(busy !== null && busy !== 'submit') || uploading}
              aria-describedby={waitsForUploads}
            >
              {t(submitsChanges ? 'wizard.submitChanges' : 'wizard.submit')}
            </Button>
          ) : (
            !last && (
              <Button
                rightSection={<IconArrowRight size={18} aria-hidden />}
                onClick={onNext}
                loading={busy === 'next'}
                disabled={nextDisabled || uploading}
                aria-describedby={nextDisabled && nextHintShown ? NEXT_HINT_ID : undefined}
              >
                {t('wizard.next')}
              </Button>
            )
          )}
        </div>
      </div>
      {uploading && (
        <Text
          id={UPLOADS_HINT_ID}
          size="sm"
          c="dimmed"
          role="status"
          ta={{ base: 'center', xs: 'end' }}
        >
          {t('wizard.files.uploading')}
        </Text>
      )}
      {nextDisabled && nextHintShown && (
        // Why Next waits (seller-side.md §5 Step 2), once the seller has typed an address.
        <Text id={NEXT_HINT_ID} size="sm" c="orange.8" ta={{ base: 'center', xs: 'end' }}>
          {te(MESSAGE_KEYS.streetNumber)}
        </Text>
      )}
      {last && canSaveDraft && (
        <Text size="sm" c="dimmed" ta={{ base: 'center', xs: 'end' }}>
          {t('wizard.files.draftHint')}
        </Text>
      )}
    </>
  );
}
