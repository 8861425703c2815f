/**
 * When a portal account's transfers run (issue 32 point 3, decision 062): every N minutes,
 * hourly, or nightly at 02:00 in South Tyrol, when the portals' own imports are quiet.
 */

/** The schedules staff choose from; `every:<minutes>` takes the minutes below. */
export const SCHEDULE_MINUTES = [5, 10, 15, 30] as const;
export const SCHEDULES = [
  ...SCHEDULE_MINUTES.map((minutes) => `every:${minutes}` as const),
  'hourly',
  'nightly',
] as const;
export type Schedule = (typeof SCHEDULES)[number];

/** The hour of the nightly transfer, local time of the agency. */
export const NIGHTLY_HOUR = 2;
const AGENCY_TIME_ZONE = 'Europe/Rome';

/** Whether `value` is a schedule. */
export function isSchedule(value: string): value is Schedule {
  return (SCHEDULES as readonly string[]).includes(value);
}

function romeHour(at: Date): number {
  return Number(
    new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      hourCycle: 'h23',
      timeZone: AGENCY_TIME_ZONE,
    }).format(at),
  );
}

/**
 * The next time a schedule is due after `after`: the next multiple of its minutes, the next
 * full hour, or the next 02:00 in Rome (daylight saving included).
 * @param schedule the account's schedule
 * @param after the moment from which to look (the run that just started)
 */
export function nextRunAfter(schedule: Schedule, after: Date): Date {
  const minute = 60_000;
  if (schedule.startsWith('every:')) {
    const step = Number(schedule.slice('every:'.length)) * minute;
    return new Date(Math.floor(after.getTime() / step) * step + step);
  }
  const hour = 60 * minute;
  const nextHour = Math.floor(after.getTime() / hour) * hour + hour;
  if (schedule === 'hourly') return new Date(nextHour);
  // Time zones here are whole hours, so one of the next 25 full hours is 02:00 in Rome.
  for (let at = nextHour; ; at += hour) {
    if (romeHour(new Date(at)) === NIGHTLY_HOUR) return new Date(at);
  }
}
