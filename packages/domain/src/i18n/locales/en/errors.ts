import type { errorsIt } from '../it/errors.ts';

/** The message of an unexpected failure, which the web app also writes by itself. */
export const internalErrorEn = 'Error: Retry later';

/** The API's error messages, which the server writes into its answers in the caller's language. */
const apiEn = {
  validation_error: 'Some of the data is not valid.',
  malformed_json: 'The request body is not valid JSON.',
  bad_request: 'Bad request.',
  not_found: 'The requested resource does not exist.',
  unauthorized: 'Please log in to continue.',
  forbidden: 'You are not allowed to do this.',
  address_unverified:
    'Please confirm your e-mail address first with the link we sent you: then you can do this.',
  awaiting_confirmation:
    'The listing is awaiting confirmation by the agency and cannot be changed until then.',
  last_super_admin:
    'You are the last super admin and cannot remove this role from yourself. Give the super-admin role to someone else first.',
  staff_account:
    'A staff account cannot be erased: its agent or admin roles must be removed first.',
  confirmation_invalid: 'This confirmation link is not valid or has already been used.',
  confirmation_expired:
    'This confirmation link has expired. Save the profile with the address again to receive a new one.',
  confirmation_foreign:
    'This link confirms an address for another account. Log out and open it again.',
  merge_verified_accounts:
    'Both customers have their own verified account: merging them passes one person’s listings or searches to another. Confirm the merge explicitly to go ahead.',
  payload_too_large: 'The data sent is too large.',
  unsupported_media_type: 'This data format is not supported.',
  rate_limited: 'Too many requests. Please try again shortly.',
  too_many_requests: 'Too many requests.',
  captcha_invalid: 'The spam check failed. Please try again.',
  viewing_conflict:
    'The agent already has another viewing at this time: please choose another time or another agent.',
  viewing_state: 'This viewing can no longer be changed this way: it has been changed meanwhile.',
  viewing_not_requested: 'Please confirm one of the requested times, or propose another',
  viewing_link_invalid:
    'This link is not valid: please use the link of the latest e-mail about the viewing.',
  viewing_link_expired: 'This link has expired: the viewing has already begun or is over.',
  viewing_link_superseded:
    'The viewing changed after this e-mail: please use the links of the latest e-mail.',
  viewing_feedback_link_expired:
    'This link has expired: answers are taken until 30 days after the viewing. Please write or call us.',
  invalid_token: 'The login link is invalid or has expired. Please ask for a new one.',
  file_too_large: 'The file is too large.',
  unsupported_file:
    'File type not supported: upload JPEG, PNG, WebP, HEIC or AVIF images, and for plans also PDF.',
  invalid_file: 'The file is damaged or incomplete and cannot be read.',
  unsafe_file: 'The file contains scripts, automatic actions or attachments and is not accepted.',
  too_many_files: 'Too many files in one upload.',
  no_file: 'Please choose at least one file to upload.',
  portal_delivery: 'This portal does not take this kind of delivery.',
  portal_endpoint_url: 'Enter the full web address of the delivery, starting with https://.',
  portal_host: "Enter the server's name without protocol or path, for example ftp.portal.com.",
  portal_credentials: 'Delivering to a server needs a user name and a password.',
  portal_fingerprint:
    'The key fingerprint applies to SFTP only and looks like SHA256:… (43 characters).',
  ownerReportNoAddress:
    'The seller of this property has no e-mail address: the report cannot be sent.',
  ownerReportOff: 'The seller has switched the weekly report off: it is not sent.',
  ownerReportNothingPublished:
    'The seller has no published properties: the report would have nothing to show.',
  listing_unavailable: 'This property is not published: it cannot be saved to your favourites.',
  favourites_full: 'Your favourites are full: please remove a property before saving another.',
  internal_error: internalErrorEn,
} satisfies typeof errorsIt.api;

/**
 * The texts of the `errors` namespace the web app shows by itself (form validation, the global
 * messages). The public pages carry these and the message of an unexpected failure, not every
 * message of the API, which answers in the visitor's language already.
 */
export const clientErrorsEn = {
  validation: {
    invalid: 'Invalid value',
    invalidType: {
      string: 'Please enter text',
      number: 'Please enter a number',
      integer: 'Please enter a whole number',
      boolean: 'Please answer yes or no (true or false)',
      array: 'A list of values is expected',
      object: 'An object is expected',
      date: 'Please enter a valid date',
    },
    tooLong_one: 'At most {{count}} character',
    tooLong_other: 'At most {{count, number}} characters',
    tooShort_one: 'At least {{count}} character',
    tooShort_other: 'At least {{count, number}} characters',
    tooFewItems_one: 'Give at least {{count}} item',
    tooFewItems_other: 'Give at least {{count, number}} items',
    tooManyItems_one: 'At most {{count}} item allowed',
    tooManyItems_other: 'At most {{count, number}} items allowed',
    tooBig: 'The value must be at most {{maximum}}',
    tooBigExclusive: 'The value must be less than {{maximum}}',
    tooSmall: 'The value must be at least {{minimum}}',
    tooSmallExclusive: 'The value must be greater than {{minimum}}',
    notMultipleOf: 'The value must be a multiple of {{divisor}}',
    notAllowed: 'Value not allowed. Allowed values: {{values}}',
    unknownKeys: 'Unexpected fields: {{keys}}',
    controlCharacters: 'The text contains characters that are not allowed',
    format: {
      email: 'Invalid e-mail address',
      uuid: 'Invalid identifier',
      url: 'Invalid web address',
      date: 'Please enter a valid date',
      datetime: 'Please enter a valid date and time',
      other: 'Invalid format',
    },
    language: 'Unsupported language: use it, de or en',
  },
  global: {
    errors: {
      required: 'This field must not be empty',
      email: 'Invalid e-mail address',
      emailOrTel: 'Please enter a phone number or e-mail address',
      duplicateEmail: 'E-mail address already in use.',
      duplicateEmailLogin: 'E-mail address already in use, please log in to use it.',
      error: 'Error: Retry later',
      addressNotFound: 'Address not found',
      contactRateLimit: 'Please wait to send a second message.',
      retryIn: {
        seconds_one: 'Please try again in a second.',
        seconds_other: 'Please try again in {{count}} seconds.',
        minutes_one: 'Please try again in a minute.',
        minutes_other: 'Please try again in {{count}} minutes.',
        hours_one: 'Please try again in an hour.',
        hours_other: 'Please try again in {{count}} hours.',
      },
      tel: 'Invalid phone number',
      streetNumber: 'The house number must be given',
      mainImages: 'Choose 4 main images (all of them if there are fewer than 4)',
      video: 'Invalid YouTube link',
      sellType: 'This sale type is not available for this property',
      forSaleOnly: 'This type of property is for sale only',
      money: 'Enter a non-negative amount with at most 2 decimals',
      floors: 'The lowest floor cannot be above the highest floor',
      companyOrName: 'Please enter a first and last name or a company name',
      privacy: 'Please accept the privacy policy',
      polygon: 'The drawn zone must be a closed polygon',
      outsideSouthTyrol: 'The position must lie in South Tyrol',
      polygonCrossing: 'The edges of the drawn zone must not cross each other',
      polygonOutside: 'The drawn zone must lie in South Tyrol',
      shapeBroken: 'The drawn area in this address is damaged: please draw it again',
      matchState: 'This answer is no longer possible for this match',
      offerUnpublished: 'Only published listings can be offered',
      offerMatched: 'This listing is already a match of this search',
      inboxHandler: 'Please choose a staff member',
      callback: 'Invalid return address',
      cultivation: 'The area must be greater than 0',
      duplicate: 'Each value can be chosen only once',
      minImages: 'Upload at least 4 images',
      draftSubmitted: 'A submitted listing cannot become a draft again',
      draftConfirmed: 'A draft cannot be confirmed: it must be submitted first',
      agentSellerType: 'An agent cannot create customers of the agent type',
      fileTooLarge: '{{name}}: at most {{max}} MB per file',
      fileUnsupported: '{{name}}: file type not supported',
      fileInvalid: '{{name}}: file damaged or incomplete',
      fileEmpty: '{{name}}: the file is empty',
      fileTooManyPixels: '{{name}}: the image has more than {{max}} megapixels',
      fileUnsafe: '{{name}}: the PDF contains scripts, automatic actions or attachments',
      tooManyFiles: 'At most {{max}} files per upload',
      /** Viewing hours, absences and requests (issue 33 points 1–2, decision 069). */
      viewingTime: 'Please enter a time as HH:MM',
      viewingDate: 'Please enter a valid date',
      viewingGrid: 'Please give times in quarter hours (:00, :15, :30, :45)',
      viewingRangeOrder: 'The end must be after the start',
      viewingRangesOverlap: 'The time ranges of one day must not overlap',
      viewingAbsenceOrder: 'The absence must end after it starts',
      viewingNonexistentTime:
        'This time does not exist: on that day the clocks go forward from 02:00 to 03:00',
      viewingPast: 'This time has already passed',
      viewingTooSoon: 'This time is too soon: please choose a later one',
      viewingProposalsOverlap: 'The proposed times must not overlap',
      viewingOutsideHours: 'The agent does not offer viewings at this time',
      viewingAbsent: 'The agent is away at this time',
      viewingTaken: 'Another viewing is already booked at this time',
      /** What happened at a viewing and the buyer's feedback (issue 33 point 3). */
      viewingNotYetPast: 'The viewing has not begun yet: it is recorded after its time',
      viewingFeedbackNotHeld: 'Feedback is recorded for a viewing that took place',
      viewingFeedbackReasonOnly: 'A reason goes with “not interested” only',
    },
  },
} satisfies Omit<typeof errorsIt, 'api'>;

/** The `errors` namespace in en (same keys as {@link errorsIt}). */
export const errorsEn = { api: apiEn, ...clientErrorsEn };
