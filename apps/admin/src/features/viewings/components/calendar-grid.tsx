import type { Language } from '@domus/domain/core/constants';
import { agencyIsoDay } from '@domus/domain/format/locale-format';
import { Text } from '@mantine/core';
import type { CSSProperties, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { entriesByDay, gridHours, type CalendarEntry } from '../utils/calendar-entries';
import { entryText } from '../utils/entry-text';
import { formatCalendarDay } from '../../../shared/viewings/viewing-format';
import classes from './viewings-calendar.module.css';

/**
 * The height of an hour of the grid, in pixels: a half-hour viewing has room for its four lines
 * (time and status, listing, buyer, address).
 */
const HOUR_PX = 136;

/** The entry buttons of the grid in their order: day by day, each day by time. */
function entryButtons(grid: HTMLElement): HTMLButtonElement[] {
  return [...grid.querySelectorAll<HTMLButtonElement>('button[data-day]')];
}

/**
 * The arrow keys of the grid: up and down to the day's previous and next viewing (on past the
 * day's first and last to the days around), left and right to the nearest in time on the day
 * before or after that has any, Home and End to the view's first and last.
 */
function onGridKey(event: KeyboardEvent<HTMLDivElement>) {
  const current = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-day]');
  if (!current) return;
  const buttons = entryButtons(event.currentTarget);
  const index = buttons.indexOf(current);
  const day = Number(current.dataset.day);
  const from = Number(current.dataset.from);
  let next: HTMLButtonElement | undefined;
  if (event.key === 'ArrowDown') next = buttons[index + 1];
  else if (event.key === 'ArrowUp') next = buttons[index - 1];
  else if (event.key === 'Home') next = buttons[0];
  else if (event.key === 'End') next = buttons.at(-1);
  else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const days = new Set(buttons.map((button) => Number(button.dataset.day)));
    let target = day + step;
    while (target >= 0 && target < 7 && !days.has(target)) target += step;
    const candidates = buttons.filter((button) => Number(button.dataset.day) === target);
    next = candidates.reduce<HTMLButtonElement | undefined>((best, button) => {
      const distance = Math.abs(Number(button.dataset.from) - from);
      return !best || distance < Math.abs(Number(best.dataset.from) - from) ? button : best;
    }, undefined);
  } else return;
  event.preventDefault();
  next?.focus();
}

/** One entry: a button at its time, the lane of its day it shares with overlapping ones. */
function EntryButton({
  entry,
  dayIndex,
  first,
  withAgent,
  onOpen,
}: {
  entry: CalendarEntry;
  dayIndex: number;
  first: number;
  withAgent: boolean;
  onOpen: (entry: CalendarEntry) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const text = entryText(t, entry, i18n.language as Language, withAgent);
  const style = {
    top: ((entry.from - first * 60) / 60) * HOUR_PX,
    height: Math.max(((entry.to - entry.from) / 60) * HOUR_PX - 2, 22),
    left: `calc(${(entry.lane / entry.lanes) * 100}% + 2px)`,
    width: `calc(${100 / entry.lanes}% - 4px)`,
  } satisfies CSSProperties;
  return (
    <button
      type="button"
      className={classes.entry}
      data-status={entry.viewing.status}
      data-day={dayIndex}
      data-from={entry.from}
      style={style}
      onClick={() => onOpen(entry)}
    >
      <span className={classes.entryLine}>
        <span className={classes.entryTime}>{text.time}</span>{' '}
        <span className={classes.entryStatus}>
          {text.shortStatus}
          {text.statusDetail && <span className={classes.visuallyHidden}>{text.statusDetail}</span>}
        </span>
      </span>
      <span className={classes.entryLine}>{text.listing}</span>
      <span className={classes.entryLine}>{text.buyer}</span>
      <span className={classes.entryLine}>{text.address}</span>
      {text.agent && <span className={classes.entryLine}>{text.agent}</span>}
    </button>
  );
}

/**
 * The time grid of a day or a week (issue 33 point 2): a column per local day with its hours,
 * each viewing a button at its time (a request at each time it proposes), overlapping ones side
 * by side. The buttons follow each other day by day and by time for Tab, the arrow keys move
 * between them (see {@link onGridKey}), Enter opens one.
 */
export function CalendarGrid({
  days,
  entries,
  label,
  withAgent,
  onOpen,
}: {
  days: string[];
  entries: CalendarEntry[];
  label: string;
  withAgent: boolean;
  onOpen: (entry: CalendarEntry) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language as Language;
  const { first, last } = gridHours(entries);
  const hours = Array.from({ length: last - first }, (_, index) => first + index);
  const byDay = entriesByDay(entries, days);
  const today = agencyIsoDay();
  const style = {
    '--calendar-days': days.length,
    '--calendar-height': `${hours.length * HOUR_PX}px`,
    '--calendar-hour': `${HOUR_PX}px`,
  } as CSSProperties;

  return (
    <section aria-label={label} className={classes.calendar}>
      <Text size="xs" c="dimmed" mb={4}>
        {t('viewings.calendar.keyboardHint')}
      </Text>
      {/* The arrow keys act on the focused entry buttons inside; the grid itself takes no focus. */}
      <div className={classes.grid} style={style} onKeyDown={onGridKey}>
        <div className={classes.corner} aria-hidden />
        {days.map((day) => (
          <div
            key={day}
            className={classes.dayHead}
            data-today={day === today || undefined}
            aria-hidden
          >
            {formatCalendarDay(day, language)}
          </div>
        ))}
        <div className={classes.hours} aria-hidden>
          {hours.map((hour) => (
            <span key={hour} className={classes.hour}>
              {`${String(hour).padStart(2, '0')}:00`}
            </span>
          ))}
        </div>
        {days.map((day, dayIndex) => {
          const list = byDay.get(day) ?? [];
          return (
            <div
              key={day}
              role="group"
              aria-label={formatCalendarDay(day, language, true)}
              className={classes.column}
              data-today={day === today || undefined}
            >
              {list.length === 0 && (
                <span className={classes.visuallyHidden}>{t('viewings.calendar.emptyDay')}</span>
              )}
              {list.map((entry) => (
                <EntryButton
                  key={entry.key}
                  entry={entry}
                  dayIndex={dayIndex}
                  first={first}
                  withAgent={withAgent}
                  onOpen={onOpen}
                />
              ))}
            </div>
          );
        })}
      </div>
    </section>
  );
}
