/**
 * How often a saved search's new matches are mailed (issue 34 point 5, decision 074): at once
 * (the default, what every search had before), or gathered into one mail a day or a week. The
 * gathered mails leave at 08:00 in the agency's time zone, daily every day and weekly on Mondays,
 * as the owners' weekly reports do.
 */
import { addDays, localInstant, localMoment, weekdayOf } from '../viewings/agency-time.ts';

export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const DEFAULT_ALERT_FREQUENCY: AlertFrequency = 'instant';

/** The local minute of the day at which the gathered mails leave. */
export const DIGEST_SEND_MINUTES = 8 * 60;

export function isAlertFrequency(value: unknown): value is AlertFrequency {
  return (ALERT_FREQUENCIES as readonly unknown[]).includes(value);
}

/** A stored frequency as the domain's (the column's check admits no other; else the default). */
export function alertFrequencyOf(stored: string): AlertFrequency {
  return isAlertFrequency(stored) ? stored : DEFAULT_ALERT_FREQUENCY;
}

/**
 * When the next gathered mail of a search with `frequency` is due after `now`: the next 08:00
 * (daily) or the next Monday's 08:00 (weekly), strictly later than `now`; null for `instant`,
 * whose mails leave with the match.
 */
export function nextDigestAt(frequency: AlertFrequency, now: Date): Date | null {
  if (frequency === 'instant') return null;
  const today = localMoment(now.getTime()).date;
  for (let days = 0; days <= 7; days += 1) {
    const date = addDays(today, days);
    if (frequency === 'weekly' && weekdayOf(date) !== 1) continue;
    const at = localInstant(date, DIGEST_SEND_MINUTES);
    if (at > now.getTime()) return new Date(at);
  }
  // Unreachable: within eight days there is always a later Monday 08:00.
  throw new RangeError(`no digest time after ${now.toISOString()}`);
}
