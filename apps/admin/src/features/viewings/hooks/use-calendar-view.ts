import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  buildCalendarParams,
  parseCalendarParams,
  type CalendarView,
} from '../utils/calendar-view';

/**
 * The calendar's view kept in the page's address (issue 33 point 2): a change of the day, the
 * span or whose viewings adds to the history; opening and closing a viewing replaces the entry,
 * so that back leaves the calendar rather than reopening a dialog.
 * @param defaultAgent whose viewings show when the address names none
 */
export function useCalendarView(defaultAgent: 'me' | 'all') {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parseCalendarParams(params, defaultAgent), [params, defaultAgent]);
  const setView = useCallback(
    (change: Partial<CalendarView>) => {
      const replace = Object.keys(change).every((key) => key === 'viewing');
      setParams(buildCalendarParams({ ...view, ...change }), { replace });
    },
    [setParams, view],
  );
  return { view, setView };
}
