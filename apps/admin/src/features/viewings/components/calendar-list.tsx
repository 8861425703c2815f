import type { Language } from '@domus/domain/core/constants';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { entriesByDay, type CalendarEntry } from '../utils/calendar-entries';
import { entryText } from '../utils/entry-text';
import { formatCalendarDay } from '../../../shared/viewings/viewing-format';
import { STATUS_COLORS } from '../../../shared/viewings/viewing-status-badge';
import classes from './viewings-calendar.module.css';

/**
 * The calendar as a list (issue 33 point 2): each day of the span under its heading, its
 * viewings in order of time as buttons that open them — the view for screen readers and for
 * phones, where seven columns do not fit. Days without viewings are left out.
 */
export function CalendarList({
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
  const byDay = [...entriesByDay(entries, days)].filter(([, list]) => list.length > 0);

  return (
    <section aria-label={label}>
      {byDay.map(([day, list]) => (
        <div key={day} className={classes.listDay}>
          <Title order={2} fz="md" mb={6}>
            {formatCalendarDay(day, language, true)}
          </Title>
          <ul className={classes.listItems}>
            {list.map((entry) => {
              const text = entryText(t, entry, language, withAgent);
              return (
                <li key={entry.key}>
                  <button
                    type="button"
                    className={classes.listItem}
                    data-status={entry.viewing.status}
                    onClick={() => onOpen(entry)}
                  >
                    <Stack gap={2} component="span">
                      <Group gap="xs" wrap="wrap" component="span">
                        <Text fw={700} size="sm" component="span">
                          {text.time}
                        </Text>
                        <Badge
                          variant="light"
                          color={STATUS_COLORS[entry.viewing.status]}
                          component="span"
                        >
                          {text.status}
                        </Badge>
                      </Group>
                      <Text size="sm" component="span" fw={600}>
                        {text.listing}
                      </Text>
                      <Text size="sm" component="span">
                        {[text.buyer, text.address].join(' · ')}
                      </Text>
                      {text.agent && (
                        <Text size="xs" c="dimmed" component="span">
                          {text.agent}
                        </Text>
                      )}
                    </Stack>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
