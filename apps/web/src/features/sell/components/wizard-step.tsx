import type { Language, Subtype } from '@domus/domain/core/constants';
import { canSetPropertyNumber, canSetVideo } from '@domus/domain/person/permissions';
import type { Me } from '@domus/domain/account/account.schema';
import type { PropertyType } from '@domus/domain/listing/property-type.schema';
import type { FormErrors } from '@mantine/form';
import type { ReactNode } from 'react';
import { STEP } from '../utils/wizard-progress';
import type { WizardSlots } from '../utils/wizard-slots';
import type { WizardState } from '../utils/wizard-state';
import { DetailsStep } from './details/details-step';
import { FilesStep } from './files-step';
import { LocationStep } from './location-step';
import { OfferStep } from './offer-step';
import { SellerStep } from './seller-step';
import { TextsStep } from './texts-step';

/** Props of {@link WizardStep}. */
export interface WizardStepProps {
  me: Me;
  language: Language;
  types: readonly PropertyType[];
  state: WizardState;
  update: (change: (state: WizardState) => WizardState) => void;
  slots: WizardSlots;
  /** The chosen type (step 3 shows once there is one and its values). */
  type: PropertyType | undefined;
  subtype: Subtype | undefined;
  editing: boolean;
  locked: boolean;
  /** The messages still standing at the listing's fields, and those of one step. */
  shown: Record<string, string>;
  messagesOfStep: (step: number) => Record<string, string>;
  /** The seller form's own findings (step 0). */
  sellerErrors: FormErrors;
  /** The files removing one of which only takes it out of the form. */
  keptFileIds: ReadonlySet<string>;
  onOfferChange: (offer: { rent: boolean; typeId: string | null }) => void;
  onLocationChange: (address: WizardState['address'], location: WizardState['location']) => void;
}

/** The form of the wizard's current step (and of step 3's current sub-step). */
export function WizardStep({
  me,
  language,
  types,
  state,
  update,
  slots,
  type,
  subtype,
  editing,
  locked,
  shown,
  messagesOfStep,
  sellerErrors,
  keptFileIds,
  onOfferChange,
  onLocationChange,
}: WizardStepProps): ReactNode {
  if (state.step === STEP.seller) {
    return (
      <SellerStep
        me={me}
        value={state.seller}
        onChange={(seller) => update((current) => ({ ...current, seller }))}
        errors={{
          ...sellerErrors,
          ...(shown.owner ? { customer: shown.owner } : {}),
          ...messagesOfStep(STEP.seller),
        }}
        readOnly={locked}
        editing={editing}
        renderCustomerPicker={slots.renderCustomerPicker}
      />
    );
  }
  if (state.step === STEP.offer) {
    return (
      <OfferStep
        types={types}
        rent={state.rent}
        typeId={state.typeId}
        language={language}
        typeFixed={editing}
        error={shown.type ?? null}
        readOnly={locked}
        onChange={onOfferChange}
      />
    );
  }
  if (state.step === STEP.location) {
    return (
      <LocationStep
        address={state.address}
        location={state.location}
        language={language}
        readOnly={locked}
        serverErrors={Object.values(messagesOfStep(STEP.location))}
        onChange={onLocationChange}
      />
    );
  }
  if (state.step === STEP.details && type && subtype && state.details !== null) {
    return (
      <DetailsStep
        category={type.category}
        subtype={subtype}
        rent={state.rent}
        isAdmin={canSetPropertyNumber(me.admin)}
        section={state.section}
        values={state.details}
        onChange={(details) => update((current) => ({ ...current, details }))}
        errors={messagesOfStep(STEP.details)}
        readOnly={locked}
      />
    );
  }
  if (state.step === STEP.texts) {
    return (
      <TextsStep
        value={state.texts}
        language={language}
        readOnly={locked}
        errors={messagesOfStep(STEP.texts)}
        onChange={(texts) => update((current) => ({ ...current, texts }))}
      />
    );
  }
  if (state.step === STEP.files) {
    return (
      <FilesStep
        uploads={{
          value: state.files,
          savedFileIds: keptFileIds,
          readOnly: locked,
          error: shown.images ?? shown.plans ?? null,
        }}
        video={state.video}
        onVideoChange={(video) => update((current) => ({ ...current, video }))}
        videoError={shown.video}
        showVideo={canSetVideo(me.admin)}
        readOnly={locked}
        renderUploads={slots.uploads.render}
      />
    );
  }
  return null;
}
