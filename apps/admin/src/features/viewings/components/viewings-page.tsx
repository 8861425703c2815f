import type { Language } from '@domus/domain/core/constants';
import { adminPaths } from '@domus/domain/core/web-routes';
import { useSession } from '@domus/web/shared/auth/session-store';
import { usePageTitle } from '@domus/web/shared/hooks/use-page-title';
import { Alert, Anchor, Group, LoadingOverlay, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStaff } from '../../../shared/staff/get-staff';
import { useViewingCalendar } from '../api/list-viewings';
import { useCalendarView } from '../hooks/use-calendar-view';
import { calendarEntries } from '../utils/calendar-entries';
import { viewDays } from '../utils/calendar-view';
import { formatCalendarDay } from '../../../shared/viewings/viewing-format';
import { CalendarGrid } from './calendar-grid';
import { CalendarList } from './calendar-list';
import { CalendarToolbar } from './calendar-toolbar';
import { ViewingDialog } from './viewing-dialog';

/**
 * /admin/viewings (issue 33 point 2): the calendar of viewings of a day or a week, the caller's
 * own (an agent's first view), the whole agency's (anyone else's) or one agent's, as a time grid
 * or a list (on a phone a week is always the list); each entry shows the listing's number and
 * title, the buyer and the address, and opens the viewing (`?viewing=<id>`, as the inbox links it).
 */
export function ViewingsPage() {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language as Language;
  usePageTitle(t('viewings.calendar.title'));
  const session = useSession();
  const { view, setView } = useCalendarView(session?.admin.isAgent ? 'me' : 'all');
  const days = viewDays(view);
  const calendar = useViewingCalendar({
    from: days[0]!,
    days: days.length,
    agent: view.agent === 'all' ? undefined : view.agent,
  });
  const staff = useStaff().data ?? [];
  const phone = useMediaQuery('(max-width: 48em)');
  const entries = calendarEntries(calendar.data?.data ?? []);
  const first = formatCalendarDay(days[0]!, language, true);
  const last = formatCalendarDay(days.at(-1)!, language, true);
  const label = t('viewings.calendar.gridLabel', { from: first, to: last });
  const asList = view.layout === 'list' || (phone && view.span === 'week');
  const open = (entry: { viewing: { _id: string } }) => setView({ viewing: entry.viewing._id });

  return (
    <Stack gap="sm">
      <div>
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('viewings.calendar.title')}
          </Title>
          <Anchor component={Link} to={adminPaths.viewingHours} size="sm">
            <Group gap={4} component="span" wrap="nowrap">
              <IconClockHour4 size={16} aria-hidden />
              {t('viewings.calendar.hours')}
            </Group>
          </Anchor>
        </Group>
        <Text c="dimmed">{t('viewings.calendar.intro')}</Text>
      </div>
      <CalendarToolbar view={view} staff={staff} onChange={setView} />
      <Text fw={600} aria-live="polite">
        {view.span === 'day' ? first : t('viewings.calendar.range', { from: first, to: last })}
      </Text>
      {calendar.isError && (
        <Alert color="red" role="alert">
          {calendar.error.message}
        </Alert>
      )}
      <div style={{ position: 'relative' }}>
        <LoadingOverlay visible={calendar.isFetching && !calendar.data} />
        {calendar.data && entries.length === 0 && (
          <Text c="dimmed" py="sm">
            {t('viewings.calendar.empty')}
          </Text>
        )}
        {asList ? (
          <CalendarList
            days={days}
            entries={entries}
            label={label}
            withAgent={view.agent === 'all'}
            onOpen={open}
          />
        ) : (
          <CalendarGrid
            days={days}
            entries={entries}
            label={label}
            withAgent={view.agent === 'all'}
            onOpen={open}
          />
        )}
      </div>
      {view.viewing && (
        <ViewingDialog id={view.viewing} onClose={() => setView({ viewing: null })} />
      )}
    </Stack>
  );
}
