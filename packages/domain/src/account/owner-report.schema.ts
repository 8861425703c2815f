/** The calls of the sellers' weekly report (issue 33 point 5, decision 070). */
import { z } from 'zod';

/** The switch of a seller's weekly report, with the token of a report's link. */
export const weeklyReportInputSchema = z.object({
  token: z.string().min(1).max(200),
  enabled: z.boolean(),
});

export const weeklyReportResponseSchema = z.object({
  data: z.object({ enabled: z.boolean() }),
});

/** A report sent at once by staff: to whom, and the week it covers (its Monday). */
export const ownerReportSentSchema = z.object({
  data: z.object({ to: z.string(), week: z.iso.date() }),
});

export const sellerParamsSchema = z.object({ sellerId: z.uuid() });
export const oneClickQuerySchema = z.object({ token: z.string().min(1).max(200) });
