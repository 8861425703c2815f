import { WIZARD_PROGRESS, WIZARD_STEPS } from '@domus/domain/core/constants';

/** The wizard's steps in order (decisions.md: reading A, steps 0 to 5). */
export const WIZARD_STEP_IDS = [
  'seller',
  'offer',
  'location',
  'details',
  'texts',
  'files',
] as const;
/** One step of the wizard. */
export type WizardStepId = (typeof WIZARD_STEP_IDS)[number];

/** Index of each step. */
export const STEP = {
  seller: 0,
  offer: 1,
  location: 2,
  details: 3,
  texts: 4,
  files: 5,
} as const satisfies Record<WizardStepId, number>;

/** The last step (images, plans, video, submit). */
export const LAST_STEP = WIZARD_STEPS - 1;

/**
 * The progress bar's value (seller-side.md §2 Sell wizard): 0 below step 2, 10 at step 2, at step
 * 3 a running value that starts at 20 and grows with the sub-steps while staying below 90, and 90
 * at steps 4 and 5.
 * @param step the wizard step, 0 to 5
 * @param section the sub-step of step 3 shown
 * @param sectionCount how many sub-steps step 3 has
 */
export function wizardProgress(step: number, section: number, sectionCount: number): number {
  if (step < STEP.location) return WIZARD_PROGRESS.beforeLocation;
  if (step === STEP.location) return WIZARD_PROGRESS.location;
  if (step === STEP.details) {
    const count = Math.max(1, sectionCount);
    const index = Math.min(Math.max(0, section), count - 1);
    const span = WIZARD_PROGRESS.final - WIZARD_PROGRESS.detailsStart;
    return WIZARD_PROGRESS.detailsStart + Math.floor((span * index) / count);
  }
  return WIZARD_PROGRESS.final;
}
