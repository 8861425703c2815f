import { type Subtype } from '@domus/domain/core/constants';
import { MESSAGE_KEYS } from '@domus/domain/core/message-keys';
import type { PropertyType } from '@domus/domain/listing/property-type.schema';
import { useTranslation } from 'react-i18next';
import {
  detailsSectionOf,
  initialDetailsValues,
  type DetailsSectionId,
  validateDetailsSection,
} from '../utils/details-values';
import { LAST_STEP, STEP } from '../utils/wizard-progress';
import { hasStreetNumber, stepOfField, type WizardState } from '../utils/wizard-state';
import type { useFieldMessages } from './use-field-messages';
import type { useSellerStep } from './use-seller-step';

interface WizardNavigationOptions {
  state: WizardState;
  update: (change: (current: WizardState) => WizardState) => void;
  /** A read-only listing: every step can be looked at, none is checked. */
  locked: boolean;
  type: PropertyType | undefined;
  subtype: Subtype | undefined;
  /** The details sub-steps of the chosen type. */
  sections: readonly DetailsSectionId[];
  sellerStep: Pick<ReturnType<typeof useSellerStep>, 'complete' | 'clearErrors'>;
  messages: Pick<ReturnType<typeof useFieldMessages>, 'show'>;
  setAlert: (alert: string | null) => void;
  focusFirstError: () => void;
}

/**
 * Moving between the wizard's steps and the details' sub-steps: Next checks the step first
 * (seller-side.md §2 Sell wizard), Back and a click on an earlier step do not. Kept apart from
 * the wizard's markup so that the rules of moving on can be read in one place.
 */
export function useWizardNavigation({
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
}: WizardNavigationOptions) {
  const { t: te } = useTranslation('errors');

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

  return { goTo, back, next };
}
