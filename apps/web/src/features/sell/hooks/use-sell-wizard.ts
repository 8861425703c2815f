import { type Language, type Subtype } from '@domus/domain/core/constants';
import type { Me } from '@domus/domain/account/account.schema';
import type { Property } from '@domus/domain/listing/property.schema';
import type { PropertyType } from '@domus/domain/listing/property-type.schema';
import type { ProfileInput } from '@domus/domain/person/seller.schema';
import { canPickCustomer } from '@domus/domain/person/permissions';
import { selectableTypes } from '@domus/domain/listing/rent';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusFirstError } from '../../../shared/hooks/use-focus-first-error';
import { detailsSections } from '../utils/details-values';
import { readOnlyReason } from '../utils/read-only';
import { LAST_STEP, STEP, WIZARD_STEP_IDS, wizardProgress } from '../utils/wizard-progress';
import {
  chosenType,
  hasStreetNumber,
  newWizardState,
  wizardStateFromProperty,
  type WizardState,
} from '../utils/wizard-state';
import type { WizardSlots } from '../utils/wizard-slots';
import { wizardStorageKey } from '../utils/wizard-storage';
import { useFieldMessages } from './use-field-messages';
import { useListingSave, type WizardBusy } from './use-listing-save';
import { useOfferChoice } from './use-offer-choice';
import { useSellerStep } from './use-seller-step';
import { useStepFocus } from './use-step-focus';
import { useWizardNavigation } from './use-wizard-navigation';
import { useWizardState } from './use-wizard-state';
import { useWizardUploads } from './use-wizard-uploads';

/** Props of {@link SellWizard}. */
export interface SellWizardProps {
  me: Me;
  language: Language;
  /** Every property type (GET /types). */
  types: readonly PropertyType[];
  /** The listing opened in edit mode; absent for a new listing. */
  listing?: Property;
  slots: WizardSlots;
  /** Saves the seller's own data through the account (PATCH /account/me); answers the account. */
  saveProfile: (values: ProfileInput) => Promise<Me>;
  /** Called with the listing as saved (a draft or the submitted listing). */
  onSaved?: (property: Property) => void | Promise<void>;
}

/**
 * The sell wizard's state and what it derives: the stored entries, the chosen type and its
 * details sub-steps, the step's messages, uploads, saving and moving between steps. Kept apart
 * from {@link SellWizard}'s markup so that the page reads as its layout.
 */
export function useSellWizard({
  me,
  language,
  types,
  listing,
  slots,
  saveProfile,
  onSaved,
}: SellWizardProps) {
  const { t } = useTranslation('sell');

  const staff = canPickCustomer(me.admin);
  const readOnly = listing ? readOnlyReason(listing, me) : null;
  const locked = readOnly !== null;
  const account = me._id ?? me.email;
  const wizard = useWizardState({
    key: wizardStorageKey(
      account,
      listing ? { category: listing.category, id: listing._id } : null,
    ),
    base: listing?.updatedAt ?? null,
    persist: !locked,
    initial: () =>
      listing ? wizardStateFromProperty(listing, me, language) : newWizardState(me, language),
  });
  const { state, update } = wizard;

  // The page's title is the route's, which also stands while the wizard loads.
  const title = t(listing ? 'wizard.titleEdit' : 'wizard.titleNew');

  // A type renting does not allow stays chosen (hidden) with its details until another is
  // chosen, so that choosing sale again brings both back; until then no type is chosen.
  const typeOfDetails = chosenType(types, state.typeId);
  const type =
    typeOfDetails && selectableTypes([typeOfDetails], state.rent).length > 0
      ? typeOfDetails
      : undefined;
  const subtype = type?.id as Subtype | undefined;
  const sections = type && subtype ? detailsSections(type.category, subtype) : [];
  const progress = wizardProgress(state.step, state.section, sections.length);
  const stepId = WIZARD_STEP_IDS[state.step] ?? 'seller';
  const stepTitle = t(`wizard.steps.${stepId}`);

  // The seller's own data as the seller form checks them; every other message sits at a field
  // of the listing and leaves when that field changes.
  const messages = useFieldMessages(state);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState<WizardBusy>(null);
  const sellerStep = useSellerStep({
    me,
    language,
    staff,
    seller: state.seller,
    saveProfile,
    showMessages: messages.show,
    setBusy,
    setAlert,
  });
  const offer = useOfferChoice({
    language,
    types,
    typeOfDetails,
    details: state.details,
    update,
  });
  const finished = useRef(false);
  // The step heading takes the focus on a step change; a refused step or submit moves it on to
  // the first wrong field afterwards (declared later, its effect runs later).
  const heading = useStepFocus(state.step, state.section);
  const { scopeRef: stepRef, focusFirstError } = useFocusFirstError<HTMLDivElement>();
  const { uploading, keptFileIds } = useWizardUploads({
    uploads: slots.uploads,
    update,
    saved: wizard.saved,
    files: state.files,
    saving: busy !== null,
  });
  const saveListing = useListingSave({
    me,
    account,
    listing,
    wizard,
    type,
    subtype,
    sections,
    uploading,
    busy,
    setBusy,
    setAlert,
    messages,
    onRefused: focusFirstError,
    finish: () => {
      finished.current = true;
    },
    onSaved,
  });

  // Leaving while files travel would lose them too.
  const shouldBlock = useCallback(
    () => !locked && !finished.current && state.step > STEP.seller && (wizard.dirty || uploading),
    [locked, state.step, wizard.dirty, uploading],
  );

  const onLocationChange = useCallback(
    (address: WizardState['address'], location: WizardState['location']) =>
      update((current) => ({ ...current, address, location })),
    [update],
  );

  const { goTo, back, next } = useWizardNavigation({
    state,
    update,
    locked,
    type,
    subtype,
    sections,
    sellerStep,
    messages,
    setAlert,
    focusFirstError,
  });

  const canSaveDraft = !locked && (!listing || state.kept.isDraft);
  const last = state.step === LAST_STEP;
  const nextDisabled = !locked && state.step === STEP.location && !hasStreetNumber(state.location);
  // The warning waits until street or number is typed: the step does not open with an error.
  const addressTyped =
    state.address.street.trim() !== '' || state.address.streetNumber.trim() !== '';
  const sectionTitle =
    state.step === STEP.details && sections.length > 1
      ? t('wizard.sectionOf', { section: state.section + 1, count: sections.length })
      : null;

  return {
    t,
    wizard,
    state,
    update,
    locked,
    readOnly,
    title,
    type,
    subtype,
    stepTitle,
    progress,
    sectionTitle,
    messages,
    alert,
    busy,
    sellerStep,
    offer,
    heading,
    stepRef,
    uploading,
    keptFileIds,
    saveListing,
    shouldBlock,
    onLocationChange,
    goTo,
    back,
    next,
    canSaveDraft,
    last,
    nextDisabled,
    addressTyped,
  };
}
