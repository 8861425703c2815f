import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/Stepper.layer.css';
import { Container, Stack } from '@mantine/core';
import { ToastHost } from '../../../shared/ui/toast-host';
import { YesNoDialog } from '../../../shared/ui/yes-no-dialog';
import { useSellWizard } from '../hooks/use-sell-wizard';
import { STEP } from '../utils/wizard-progress';
import { UnsavedChangesPrompt } from './unsaved-changes-prompt';
import { WizardActions } from './wizard-actions';
import { WizardHeader } from './wizard-header';
import { WizardNotices } from './wizard-notices';
import { WizardStep } from './wizard-step';
import { WizardStepSection } from './wizard-step-section';
import type { SellWizardProps } from '../hooks/use-sell-wizard';

export type { SellWizardProps };

/**
 * The sell and edit wizard (seller-side.md §2 Sell wizard, reading A; decisions.md Seller
 * wizard): six steps — seller, rent or buy and type, location, the category's details in
 * sub-steps, title and description, images and plans — with the progress bar and its
 * percent-complete label, Back from step 2 and Next, each step checked before moving on.
 *
 * What is entered is kept in browser storage per account and listing, so Back and a reload keep
 * it; leaving past step 0 with unsaved changes asks first. Save keeps a server-side draft,
 * Submit sends the whole listing (use-listing-save). The state lives in {@link useSellWizard}.
 *
 * A listing the viewer may see but not change opens read-only (docs/decisions/012): every step
 * can be looked at, nothing can be changed, uploaded, deleted or saved.
 */
export function SellWizard(props: SellWizardProps) {
  const { me, language, types, listing, slots } = props;
  const {
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
  } = useSellWizard(props);

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

        <WizardStepSection
          stepTitle={stepTitle}
          sectionTitle={sectionTitle}
          headingRef={heading}
          stepRef={stepRef}
        >
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
        </WizardStepSection>

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
