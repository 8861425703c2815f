/**
 * Message keys that the domain schemas put on their own issues; the API and the forms translate
 * them through the `errors` namespace.
 *
 * A module of its own, not part of core/constants.ts: the home page loads the constants at once,
 * and the keys are only needed by forms and validation, which load later (decision 005's budget).
 */
export const MESSAGE_KEYS = {
  required: 'global.errors.required',
  email: 'global.errors.email',
  tel: 'global.errors.tel',
  emailOrTel: 'global.errors.emailOrTel',
  duplicateEmail: 'global.errors.duplicateEmail',
  duplicateEmailLogin: 'global.errors.duplicateEmailLogin',
  agentSellerType: 'global.errors.agentSellerType',
  error: 'global.errors.error',
  streetNumber: 'global.errors.streetNumber',
  minImages: 'global.errors.minImages',
  mainImages: 'global.errors.mainImages',
  video: 'global.errors.video',
  sellType: 'global.errors.sellType',
  /** A type asked for rent that only sells (listing/rent.ts: building land). */
  forSaleOnly: 'global.errors.forSaleOnly',
  money: 'global.errors.money',
  floors: 'global.errors.floors',
  companyOrName: 'global.errors.companyOrName',
  privacy: 'global.errors.privacy',
  polygon: 'global.errors.polygon',
  /** A drawn area in a search address that is no encoded polyline of 3 to 499 corners. */
  shapeBroken: 'global.errors.shapeBroken',
  outsideSouthTyrol: 'global.errors.outsideSouthTyrol',
  callback: 'global.errors.callback',
  cultivation: 'global.errors.cultivation',
  duplicate: 'global.errors.duplicate',
  // Viewing hours, absences and requests (issue 33 points 1–2, decision 069).
  viewingTime: 'global.errors.viewingTime',
  viewingDate: 'global.errors.viewingDate',
  viewingGrid: 'global.errors.viewingGrid',
  viewingRangeOrder: 'global.errors.viewingRangeOrder',
  viewingRangesOverlap: 'global.errors.viewingRangesOverlap',
  viewingAbsenceOrder: 'global.errors.viewingAbsenceOrder',
  viewingNonexistentTime: 'global.errors.viewingNonexistentTime',
  viewingPast: 'global.errors.viewingPast',
  viewingTooSoon: 'global.errors.viewingTooSoon',
  viewingProposalsOverlap: 'global.errors.viewingProposalsOverlap',
  viewingOutsideHours: 'global.errors.viewingOutsideHours',
  viewingAbsent: 'global.errors.viewingAbsent',
  viewingTaken: 'global.errors.viewingTaken',
  // What happened at a viewing and the buyer's feedback (issue 33 point 3).
  viewingNotYetPast: 'global.errors.viewingNotYetPast',
  viewingFeedbackNotHeld: 'global.errors.viewingFeedbackNotHeld',
  viewingFeedbackReasonOnly: 'global.errors.viewingFeedbackReasonOnly',
} as const;
