/**
 * The viewings' calls (issue 33 points 1–2, decision 069): an agent's hours and
 * absences, the free slots of a listing, a buyer's request, the staff's calendar and changes,
 * and the buyer's signed links. The times' rules are in viewing-request.schema.ts and
 * viewing-hours.ts; these are the shapes the API takes and answers.
 */
import { z } from 'zod';
import {
  emailSchema,
  idSchema,
  localizedTextSchema,
  requiredTextSchema,
  telSchema,
} from '../core/common.schema.ts';
import { MAX_LENGTH } from '../core/constants.ts';
import { MESSAGE_KEYS } from '../core/message-keys.ts';
import { categorySchema } from '../listing/property-type.schema.ts';
import { isCalendarDate } from './agency-time.ts';
import { absencesSchema, VIEWING_GRID_MINUTES, viewingHoursSchema } from './viewing-hours.ts';
import { viewingFeedbackSchema } from './viewing-outcome.schema.ts';
import { proposedTimeSchema, viewingRequestInputSchema } from './viewing-request.schema.ts';
import { VIEWING_STATUSES } from './viewing-status.ts';

const instant = z.iso.datetime({ offset: true });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

/** A viewing's status. */
export const viewingStatusSchema = z.enum(VIEWING_STATUSES);

/** A span of time as instants (ISO 8601, UTC). */
export const viewingSpanSchema = z.object({ start: instant, end: instant });
export type ViewingSpan = z.infer<typeof viewingSpanSchema>;

// ---------------------------------------------------------------------------------------------
// Hours and absences (issue 33 point 1)
// ---------------------------------------------------------------------------------------------

/** Body of `PUT /api/v1/admin/agents/{id}/viewing-hours`: the week's ranges, all of them. */
export const viewingHoursBodySchema = z.object({ hours: viewingHoursSchema });

/** An agent's hours as answered. */
export const viewingHoursAnswerSchema = z.object({
  data: z.object({ agentId: idSchema, hours: viewingHoursSchema }),
});

/** Body of `PUT /api/v1/admin/agents/{id}/viewing-absences`: every absence, replacing them. */
export const viewingAbsencesBodySchema = z.object({ absences: absencesSchema });

/** An agent's absences as answered, earliest first, with the instants each covers. */
export const viewingAbsencesAnswerSchema = z.object({
  data: z.object({
    agentId: idSchema,
    absences: z.array(
      z.object({
        startDate: z.string(),
        endDate: z.string(),
        startTime: z.string().optional(),
        endTime: z.string().optional(),
        note: z.string().optional(),
        start: instant,
        end: instant,
      }),
    ),
  }),
});

// ---------------------------------------------------------------------------------------------
// Free slots and the buyer's request (issue 33 point 1)
// ---------------------------------------------------------------------------------------------

/**
 * Query of `GET /api/v1/viewings/slots`: the listing, and the span to look at (by default the
 * next 14 days; at most 62).
 */
export const viewingSlotsQuerySchema = z.object({
  listing: idSchema,
  from: instant.optional(),
  to: instant.optional(),
});

/** The free slots, earliest first. */
export const viewingSlotsAnswerSchema = z.object({ data: z.array(viewingSpanSchema) });

/**
 * Body of `POST /api/v1/viewings`: the listing and the times (up to three proposals, or one
 * picked slot). Without a session the buyer's name, e-mail, telephone and the solved captcha
 * are required; with one the account's person is the buyer. `matchId` names the match of the
 * buyer's saved search the request answers ('visit').
 */
export const viewingRequestBodySchema = z.object({
  listingId: idSchema,
  times: viewingRequestInputSchema,
  name: optionalText(MAX_LENGTH.name),
  email: z
    .union([z.literal(''), emailSchema])
    .optional()
    .transform((value) => value || undefined),
  tel: z
    .union([z.literal(''), telSchema])
    .optional()
    .transform((value) => value || undefined),
  message: optionalText(MAX_LENGTH.contactMessage),
  matchId: idSchema.optional(),
  captcha: z.string().max(10_000).optional(),
});
export type ViewingRequestBody = z.output<typeof viewingRequestBodySchema>;

/** What a request answers: the new viewing, waiting for staff. */
export const viewingRequestAnswerSchema = z.object({
  data: z.object({ _id: idSchema, status: viewingStatusSchema, times: z.array(viewingSpanSchema) }),
});

// ---------------------------------------------------------------------------------------------
// The calendar and the staff's changes (issue 33 point 2)
// ---------------------------------------------------------------------------------------------

/** The most days one calendar answer covers (a month view). */
export const MAX_CALENDAR_DAYS = 42;

/**
 * Query of `GET /api/v1/admin/viewings`: from a local day (Europe/Rome) for `days` days (1 a day,
 * 7 a week), of one agent (`me` the caller) or the whole agency.
 */
export const viewingCalendarQuerySchema = z.object({
  from: z.string().refine(isCalendarDate, { message: MESSAGE_KEYS.viewingDate }),
  days: z.coerce.number().int().min(1).max(MAX_CALENDAR_DAYS).default(7),
  agent: z.union([z.literal('me'), idSchema]).optional(),
});
export type ViewingCalendarQuery = z.output<typeof viewingCalendarQuerySchema>;

/** A viewing as staff see it in the calendar and the inbox. */
export const viewingSchema = z.object({
  _id: idSchema,
  status: viewingStatusSchema,
  /** The booked time; null while it is requested. */
  start: instant.nullable(),
  end: instant.nullable(),
  /** The times the buyer asked for (proposals, or the one picked slot). */
  requested: z.array(viewingSpanSchema),
  /** Whether the buyer picked one of the agent's free slots. */
  pickedSlot: z.boolean(),
  listing: z.object({
    _id: idSchema,
    property_id: z.int(),
    category: categorySchema,
    title: localizedTextSchema,
    /** Street and number, postal code and municipality, in the caller's language. */
    address: z.string(),
  }),
  agent: z.object({ _id: idSchema, email: z.string() }).nullable(),
  buyer: z.object({
    clientId: idSchema.nullable(),
    name: z.string(),
    email: z.string(),
    tel: z.string().nullable(),
    language: z.string(),
  }),
  message: z.string().nullable(),
  /** The buyer's feedback after the viewing held, if any (issue 33 point 3). */
  feedback: viewingFeedbackSchema.nullable().optional(),
  /** The invitations' sequence: one more with every change. */
  sequence: z.int(),
  createdAt: instant,
  updatedAt: instant,
});
export type Viewing = z.infer<typeof viewingSchema>;

/** The calendar's viewings, earliest first. */
export const viewingCalendarAnswerSchema = z.object({
  meta: z.object({ from: instant, to: instant }),
  data: z.array(viewingSchema),
});

/** One viewing as answered. */
export const viewingAnswerSchema = z.object({ data: viewingSchema });

/** Body of `POST /api/v1/admin/viewings/{id}/confirm`: one of the request's times, by its start. */
export const viewingConfirmBodySchema = z.object({ start: instant });

/**
 * Body of `POST /api/v1/admin/viewings/{id}/propose`: another local time (Europe/Rome) for a
 * request, or a new one for a booked viewing, with its length in minutes (default 30).
 */
export const viewingProposeBodySchema = proposedTimeSchema.extend({
  minutes: z
    .int()
    .min(VIEWING_GRID_MINUTES)
    .max(240)
    .refine((minutes) => minutes % VIEWING_GRID_MINUTES === 0, {
      message: MESSAGE_KEYS.viewingGrid,
    })
    .optional(),
});

/** Body of the decline and cancel calls: a few words to the buyer, if any. */
export const viewingMessageBodySchema = z.object({ message: optionalText(1000) });

// ---------------------------------------------------------------------------------------------
// The buyer's signed links (decision 069)
// ---------------------------------------------------------------------------------------------

/** What a signed link answers: it acts, or why not. */
export const viewingLinkAnswers = ['valid', 'expired', 'tampered', 'superseded'] as const;

/** Query of `GET /api/v1/viewings/{id}/link`: the action and the token of the link. */
export const viewingLinkQuerySchema = z.object({
  action: z.enum(['cancel', 'reschedule']),
  token: z.string().min(1).max(500),
});

/** What the page of a link shows before the buyer clicks: the answer and the viewing. */
export const viewingLinkAnswerSchema = z.object({
  data: z.object({
    answer: z.enum(viewingLinkAnswers),
    viewing: z
      .object({
        status: viewingStatusSchema,
        start: instant.nullable(),
        end: instant.nullable(),
        listing: z.object({ property_id: z.int(), title: localizedTextSchema }),
      })
      .nullable(),
  }),
});

/** Body of `POST /api/v1/viewings/{id}/cancel`: the link's token. */
export const viewingLinkCancelBodySchema = z.object({ token: z.string().min(1).max(500) });

/**
 * Body of `POST /api/v1/viewings/{id}/reschedule`: the link's token and, if the buyer gives
 * them, new times (else staff get in touch).
 */
export const viewingLinkRescheduleBodySchema = z.object({
  token: z.string().min(1).max(500),
  times: viewingRequestInputSchema.optional(),
  message: optionalText(MAX_LENGTH.contactMessage),
});

/** What a buyer's change answers: the viewing's status now. */
export const viewingLinkChangeAnswerSchema = z.object({
  data: z.object({ status: viewingStatusSchema }),
});

/** A guest buyer's contact, each field required. */
export const viewingGuestSchema = z.object({
  name: requiredTextSchema(MAX_LENGTH.name),
  email: emailSchema,
  tel: z.string().trim().min(1, { message: MESSAGE_KEYS.required }).pipe(telSchema),
});
