/**
 * The shapes of the calls after a viewing (issue 33 point 3, decision 069): staff record what
 * happened and the buyer's feedback, and the buyer answers "how was it?" through the signed
 * link of their mail. The rules (a time not yet past, a feedback only for a viewing held, the
 * reason only with "not interested") are in viewing-outcome.ts.
 */
import { z } from 'zod';
import { localizedTextSchema } from '../core/common.schema.ts';
import {
  MAX_FEEDBACK_REASON,
  VIEWING_FEEDBACK_KINDS,
  VIEWING_OUTCOMES,
} from './viewing-outcome.ts';
import { VIEWING_STATUSES } from './viewing-status.ts';

const instant = z.iso.datetime({ offset: true });

/** The buyer's answer after a viewing. */
export const viewingFeedbackAnswerSchema = z.enum(VIEWING_FEEDBACK_KINDS);

/** Why the buyer is not interested: their words, if any ('' is none). */
const reasonSchema = z
  .string()
  .trim()
  .max(MAX_FEEDBACK_REASON)
  .optional()
  .transform((value) => value || undefined);

/** The buyer's feedback as a viewing answers it: the answer, the reason, when it was given. */
export const viewingFeedbackSchema = z.object({
  answer: viewingFeedbackAnswerSchema,
  reason: z.string().nullable(),
  at: instant,
});
export type ViewingFeedbackRecord = z.infer<typeof viewingFeedbackSchema>;

/**
 * Body of `POST /api/v1/admin/viewings/{id}/outcome`: what happened, and the buyer's feedback
 * when it is known (only with `held`).
 */
export const viewingOutcomeBodySchema = z.object({
  outcome: z.enum(VIEWING_OUTCOMES),
  feedback: viewingFeedbackAnswerSchema.optional(),
  reason: reasonSchema,
});
export type ViewingOutcomeBody = z.output<typeof viewingOutcomeBodySchema>;

/** Body of `POST /api/v1/admin/viewings/{id}/feedback`: the buyer's feedback on a viewing held. */
export const viewingFeedbackBodySchema = z.object({
  feedback: viewingFeedbackAnswerSchema,
  reason: reasonSchema,
});
export type ViewingFeedbackBody = z.output<typeof viewingFeedbackBodySchema>;

/** Query of `GET /api/v1/viewings/{id}/feedback`: the token of the mail's link. */
export const viewingFeedbackLinkQuerySchema = z.object({ token: z.string().min(1).max(500) });

/** What the page of a feedback link answers before the buyer clicks. */
export const viewingFeedbackLinkAnswerSchema = z.object({
  data: z.object({
    /** Whether the link acts: valid, expired, superseded (the viewing changed) or tampered. */
    answer: z.enum(['valid', 'expired', 'tampered', 'superseded']),
    viewing: z
      .object({
        status: z.enum(VIEWING_STATUSES),
        start: instant.nullable(),
        end: instant.nullable(),
        listing: z.object({ property_id: z.int(), title: localizedTextSchema }),
        /** The feedback given so far (by the buyer or recorded by staff), or null. */
        feedback: viewingFeedbackSchema.nullable(),
      })
      .nullable(),
  }),
});

/** Body of `POST /api/v1/viewings/{id}/feedback`: the link's token and the buyer's answer. */
export const viewingFeedbackLinkBodySchema = z.object({
  token: z.string().min(1).max(500),
  feedback: viewingFeedbackAnswerSchema,
  reason: reasonSchema,
});
export type ViewingFeedbackLinkBody = z.output<typeof viewingFeedbackLinkBodySchema>;

/** What the buyer's answer answers: the feedback as recorded now. */
export const viewingFeedbackLinkChangeSchema = z.object({ data: viewingFeedbackSchema });
