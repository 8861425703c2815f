import { type Category, type Subtype } from '@domus/domain/core/constants';
import { MESSAGE_KEYS } from '@domus/domain/core/message-keys';
import { hasEnoughImages } from '@domus/domain/listing/main-images';
import { canConfirmListings, canSetVideo } from '@domus/domain/person/permissions';
import { isYouTubeLink } from '@domus/domain/listing/youtube';
import type { Me } from '@domus/domain/account/account.schema';
import type { Property } from '@domus/domain/listing/property.schema';
import { confirmListingHref, webPaths } from '@domus/domain/core/web-routes';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { useSendOnce } from '../../../shared/hooks/use-send-once';
import { showToast } from '../../../shared/ui/toast-host';
import { useSaveListing } from '../api/save-listing';
import { STEP } from '../utils/wizard-progress';
import { detailsSectionOf } from '../utils/details-values';
import { listingBody, stepOfField, type WizardState } from '../utils/wizard-state';
import { wizardStorageKey } from '../utils/wizard-storage';
import type { useFieldMessages } from './use-field-messages';
import type { useWizardState } from './use-wizard-state';

/** What the wizard is busy with: moving on from step 0, saving a draft, submitting. */
export type WizardBusy = 'next' | 'draft' | 'submit' | null;

/** The fields a refused save names that no step shows beside a field of its own. */
function isShownAtField(field: string): boolean {
  const step = stepOfField(field);
  if (step === STEP.details || step === STEP.location || step === STEP.texts) return true;
  return (
    ['owner', 'type', 'images', 'plans', 'video'].includes(field) ||
    field.startsWith('externalAgent.')
  );
}

/**
 * Save (`isDraft: true`) and Submit of step 5 (seller-side.md §2 step 5; contracts of the
 * drafts). Submit needs four images and sends the whole listing (POST for a new one, PATCH for a
 * listing or draft that exists). A saved draft of a new listing becomes the draft's own wizard;
 * after a submit admins go to the confirm dialog of an unconfirmed listing, everyone else to
 * their account with a message. A refused save keeps everything and takes the user to the first
 * step the server complained about, with its messages at their fields. A click saves once: a
 * second one before the first has been drawn is turned away too (issue 30 point 1).
 */
export function useListingSave(options: {
  me: Me;
  account: string;
  listing: Property | undefined;
  wizard: ReturnType<typeof useWizardState>;
  type: { category: Category } | undefined;
  subtype: Subtype | undefined;
  sections: readonly string[];
  uploading: boolean;
  busy: WizardBusy;
  setBusy: (busy: WizardBusy) => void;
  setAlert: (alert: string | null) => void;
  messages: ReturnType<typeof useFieldMessages>;
  /** Called when a save is refused with messages at fields: the focus goes to the first. */
  onRefused: () => void;
  /** Called once the wizard is done with its values: leaving no longer asks. */
  finish: () => void;
  onSaved: ((property: Property) => void | Promise<void>) | undefined;
}): (isDraft: boolean) => Promise<void> {
  const { me, account, listing, wizard, type, subtype, sections } = options;
  const { uploading, busy, setBusy, setAlert, messages, onRefused, finish, onSaved } = options;
  const { state, update } = wizard;
  const { t } = useTranslation('sell');
  const { t: te } = useTranslation('errors');
  const navigate = useNavigate();
  const save = useSaveListing();
  const { send } = useSendOnce();

  /** Shows a refused save's messages at their steps and takes the user to the first one. */
  const showRefusal = (error: unknown, sent: WizardState) => {
    if (!(error instanceof ApiError) || error.fields.length === 0) {
      const reason = error instanceof Error ? error.message : '';
      setAlert(`${t('wizard.failed.save')} ${reason}`.trim());
      return;
    }
    const refused: Record<string, string> = {};
    for (const { field, message } of error.fields) refused[field] ??= message;
    messages.show(refused, { at: sent });
    onRefused();
    const elsewhere = error.fields.filter((f) => !isShownAtField(f.field)).map((f) => f.message);
    setAlert([t('wizard.failed.fields'), ...new Set(elsewhere)].join(' '));

    const step = Math.min(...error.fields.map((f) => stepOfField(f.field)));
    let section = 0;
    if (step === STEP.details && type && subtype) {
      const indexes = error.fields
        .map((f) => detailsSectionOf(type.category, subtype, f.field))
        .map((id) => (id === null ? -1 : sections.indexOf(id)))
        .filter((index) => index >= 0);
      section = indexes.length > 0 ? Math.min(...indexes) : 0;
    }
    update((current) => ({ ...current, step, section }));
  };

  const saveOnce = async (isDraft: boolean) => {
    if (!type || !subtype || busy || uploading) return;
    setAlert(null);
    messages.clear();
    if (canSetVideo(me.admin) && state.video.trim() !== '' && !isYouTubeLink(state.video)) {
      messages.show({ video: te(MESSAGE_KEYS.video) });
      onRefused();
      return;
    }
    if (!isDraft && !hasEnoughImages(state.files.images.length)) {
      messages.show({ images: te(MESSAGE_KEYS.minImages) });
      onRefused();
      return;
    }
    const sent: WizardState = state;
    setBusy(isDraft ? 'draft' : 'submit');
    try {
      const saved = await save.mutateAsync({
        target: { category: type.category, id: listing?._id ?? null },
        body: listingBody(sent, {
          me,
          category: type.category,
          subtype,
          isDraft,
          editing: !!listing,
        }),
      });
      await onSaved?.(saved);
      if (isDraft) {
        const asDraft = (values: WizardState) => ({
          ...values,
          kept: { ...values.kept, isDraft: true },
        });
        showToast({ kind: 'success', message: t('wizard.done.draftSaved') });
        if (!listing) {
          // From now on this is the draft's wizard: its values leave /sell's storage for the
          // draft's own, with the draft's version, so that a later /sell starts afresh and the
          // draft's values are dropped once it changes elsewhere (submitted, confirmed).
          finish();
          wizard.relocate(wizardStorageKey(account, { category: saved.category, id: saved._id }), {
            saved: asDraft(sent),
            version: saved.updatedAt,
            change: asDraft,
          });
          void navigate(generatePath(webPaths.edit, { type: saved.category, id: saved._id }), {
            replace: true,
          });
          return;
        }
        wizard.markSaved(asDraft(sent), saved.updatedAt);
        update(asDraft);
        return;
      }
      finish();
      wizard.discard();
      if (canConfirmListings(me.admin) && !saved.isConfirmed) {
        void navigate(confirmListingHref(saved.category, saved._id));
        return;
      }
      const done =
        listing && !listing.isDraft
          ? 'wizard.done.updated'
          : saved.isConfirmed
            ? 'wizard.done.published'
            : 'wizard.done.submitted';
      showToast({ kind: 'success', message: t(done) });
      void navigate('/account');
    } catch (error) {
      showRefusal(error, sent);
    } finally {
      setBusy(null);
    }
  };

  return async (isDraft: boolean) => {
    await send(() => saveOnce(isDraft));
  };
}
