import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/Stepper.layer.css';
import { MESSAGE_KEYS, type Language, type Subtype } from '@domus/domain/constants';
import { selectableTypes } from '@domus/domain/rules/rent';
import { canPickCustomer } from '@domus/domain/rules/permissions';
import type { Me } from '@domus/domain/schemas/account.schema';
import type { Property } from '@domus/domain/schemas/property.schema';
import type { PropertyType } from '@domus/domain/schemas/property-type.schema';
import type { ProfileInput } from '@domus/domain/schemas/seller.schema';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusFirstError } from '../../../shared/hooks/use-focus-first-error';
import { ToastHost } from '../../../shared/ui/toast-host';
import { YesNoDialog } from '../../../shared/ui/yes-no-dialog';
import { useFieldMessages } from '../hooks/use-field-messages';
import { useListingSave, type WizardBusy } from '../hooks/use-listing-save';
import { useOfferChoice } from '../hooks/use-offer-choice';
import { useSellerStep } from '../hooks/use-seller-step';
import { useStepFocus } from '../hooks/use-step-focus';
import { useWizardState } from '../hooks/use-wizard-state';
import { useWizardUploads } from '../hooks/use-wizard-uploads';
import {
  detailsSectionOf,
  detailsSections,
  initialDetailsValues,
  validateDetailsSection,
} from '../utils/details-values';
import { readOnlyReason } from '../utils/read-only';
import { LAST_STEP, STEP, WIZARD_STEP_IDS, wizardProgress } from '../utils/wizard-progress';
import type { WizardSlots } from '../utils/wizard-slots';
import {
  chosenType,
  hasStreetNumber,
  newWizardState,
  stepOfField,
  wizardStateFromProperty,
  type WizardState,
} from '../utils/wizard-state';
import { wizardStorageKey } from '../utils/wizard-storage';
import classes from './sell-wizard.module.css';
import { UnsavedChangesPrompt } from './unsaved-changes-prompt';
import { WizardActions } from './wizard-actions';
import { WizardHeader } from './wizard-header';
import { WizardNotices } from './wizard-notices';
import { WizardStep } from './wizard-step';

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
 * The sell and edit wizard (seller-side.md §2 Sell wizard, reading A; decisions.md Seller
 * wizard): six steps — seller, rent or buy and type, location, the category's details in
 * sub-steps, title and description, images and plans — with the progress bar and its
 * percent-complete label, Back from step 2 and Next, each step checked before moving on.
 *
 * What is entered is kept in browser storage per account and listing, so Back and a reload keep
 * it; leaving past step 0 with unsaved changes asks first. Save keeps a server-side draft,
 * Submit sends the whole listing ({@link useListingSave}).
 *
 * A listing the viewer may see but not change opens read-only (docs/decisions/012): every step
 * can be looked at, nothing can be changed, uploaded, deleted or saved.
 */
export function SellWizard({
  me,
  language,
  types,
  listing,
  slots,
  saveProfile,
  onSaved,
}: SellWizardProps) {
  const { t } = useTranslation('sell');
  const { t: te } = useTranslation('errors');

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

  const goTo = (step: number, section = 0) => {
    setAlert(null);
    update((current) => ({ ...current, step, section }));
  };

  const advance = () =>
    update((current) => {
      if (current.step === STEP.details && current.section < sections.length - 1) {
        return { ...current, section: current.section + 1 };
      }
      const step = Math.min(LAST_STEP, current.step + 1);
      return { ...current, step, section: step === STEP.details ? 0 : current.section };
    });

  const back = () => {
    setAlert(null);
    update((current) => {
      if (current.step === STEP.details && current.section > 0) {
        return { ...current, section: current.section - 1 };
      }
      if (current.step === STEP.texts) {
        return { ...current, step: STEP.details, section: Math.max(0, sections.length - 1) };
      }
      return { ...current, step: Math.max(0, current.step - 1), section: 0 };
    });
  };

  const next = async () => {
    setAlert(null);
    if (locked) {
      advance();
      return;
    }
    if (state.step === STEP.seller) {
      if (!(await sellerStep.complete())) {
        focusFirstError();
        return;
      }
      sellerStep.clearErrors();
    } else if (state.step === STEP.offer) {
      if (!type || !subtype) {
        messages.show({ type: te(MESSAGE_KEYS.required) });
        focusFirstError();
        return;
      }
      if (state.details === null) {
        const details = initialDetailsValues(type.category, subtype, new Date());
        update((current) => ({ ...current, details }));
      }
    } else if (state.step === STEP.location) {
      if (!hasStreetNumber(state.location)) return;
    } else if (state.step === STEP.details) {
      if (!type || !subtype || state.details === null) return;
      const errors = validateDetailsSection(
        type.category,
        subtype,
        state.rent,
        state.section,
        state.details,
      );
      // This sub-step's earlier findings give way to the new ones.
      const section = sections[state.section];
      messages.show(errors, {
        recheck: (field) =>
          stepOfField(field) === STEP.details &&
          detailsSectionOf(type.category, subtype, field) === section,
      });
      if (Object.keys(errors).length > 0) {
        focusFirstError();
        return;
      }
    }
    advance();
  };

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

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <ToastHost />
      <UnsavedChangesPrompt shouldBlock={shouldBlock} onLeave={wizard.discard} />
      <YesNoDialog
        opened={offer.retyping !== null}
        title={t('wizard.offer.retypeTitle')}
        question={t('wizard.offer.retypeQuestion', { type: offer.retyping ?? '' })}
        yes={t('wizard.offer.retypeYes')}
        no={t('wizard.offer.retypeNo')}
        pending={false}
        onYes={offer.confirm}
        onNo={offer.cancel}
      />
      <Stack gap="lg">
        <WizardHeader
          title={title}
          step={state.step}
          stepTitle={stepTitle}
          progress={progress}
          allowNext={locked}
          onStepClick={(step) => {
            if (!uploading && (locked || step < state.step)) goTo(step);
          }}
        />
        <WizardNotices
          readOnly={readOnly}
          origin={wizard.origin}
          onDismissOrigin={wizard.dismissOrigin}
          onStartOver={wizard.reset}
          alert={alert}
        />

        <Paper
          withBorder
          radius="md"
          p={{ base: 'md', sm: 'xl' }}
          component="section"
          aria-labelledby="wizard-step-heading"
        >
          <Stack gap="md" ref={stepRef}>
            <div>
              <Title
                order={2}
                size="h3"
                id="wizard-step-heading"
                ref={heading}
                tabIndex={-1}
                className={classes.stepHeading}
              >
                {stepTitle}
              </Title>
              {sectionTitle && (
                <Text c="dimmed" size="sm" mt={4}>
                  {sectionTitle}
                </Text>
              )}
            </div>
            <WizardStep
              me={me}
              language={language}
              types={types}
              state={state}
              update={update}
              slots={slots}
              type={type}
              subtype={subtype}
              editing={!!listing}
              locked={locked}
              shown={messages.shown}
              messagesOfStep={messages.ofStep}
              sellerErrors={sellerStep.errors}
              keptFileIds={keptFileIds}
              onOfferChange={offer.choose}
              onLocationChange={onLocationChange}
            />
          </Stack>
        </Paper>

        <WizardActions
          showBack={state.step >= STEP.location}
          last={last}
          locked={locked}
          canSaveDraft={canSaveDraft}
          submitsChanges={!!listing && !state.kept.isDraft}
          busy={busy}
          uploading={uploading}
          nextDisabled={nextDisabled}
          nextHintShown={addressTyped}
          onBack={back}
          onNext={() => void next()}
          onSave={(isDraft) => void saveListing(isDraft)}
        />
      </Stack>
    </Container>
  );
}
