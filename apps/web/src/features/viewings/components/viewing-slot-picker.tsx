import type { Language } from '@domus/domain/core/constants';
import { formatViewingDay, groupSlotsByDay } from '@domus/domain/viewings/viewing-days';
import type { ViewingSpan } from '@domus/domain/viewings/viewing.schema';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './viewings.module.css';

/** The days shown at first, and added by each "more days": a phone's screen or two. */
const DAYS_AT_ONCE = 3;

/**
 * The free slots of the listing's agent (issue 33 point 1), grouped by the agency's day in
 * Europe/Rome with the day written out, each time a radio of one group: the keyboard enters the
 * group once and moves between the times with the arrow keys; each day's times are a fieldset
 * named by the day, so a screen reader says the day with the time.
 */
export function ViewingSlotPicker({
  slots,
  loading,
  failed,
  value,
  onChange,
  error,
  language,
}: {
  slots: readonly ViewingSpan[] | undefined;
  loading: boolean;
  failed: boolean;
  value: string;
  onChange: (start: string) => void;
  error?: ReactNode;
  language: Language;
}) {
  const { t } = useTranslation('viewing');
  const name = useId();
  const errorId = `${name}-error`;
  const days = useMemo(() => groupSlotsByDay(slots ?? []), [slots]);
  // The picked slot's day stays shown, also when it lies beyond the first days.
  const pickedDay = days.findIndex((day) => day.slots.some((slot) => slot.start === value));
  const [shown, setShown] = useState(DAYS_AT_ONCE);
  const visible = days.slice(0, Math.max(shown, pickedDay + 1));

  if (loading) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{t('slots.loading')}</Text>
      </Group>
    );
  }
  if (failed || days.length === 0) {
    return (
      <Alert color={failed ? 'yellow' : 'gray'} variant="light" role="status">
        {failed ? t('slots.failed') : t('slots.none')}
      </Alert>
    );
  }

  return (
    <Stack gap="md" role="radiogroup" aria-label={t('slots.legend')} aria-required>
      {visible.map((day) => {
        const label = formatViewingDay(day.date, language);
        return (
          <fieldset key={day.date} className={classes.day} data-testid="slot-day">
            <legend className={classes.dayLegend}>{label}</legend>
            <div className={classes.times}>
              {day.slots.map((slot) => (
                <label key={slot.start} className={classes.slot}>
                  <input
                    type="radio"
                    className={classes.slotInput}
                    name={name}
                    value={slot.start}
                    checked={value === slot.start}
                    onChange={() => onChange(slot.start)}
                    aria-label={t('slots.slot', { day: label, from: slot.from, to: slot.to })}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                  />
                  <span className={classes.slotLabel} aria-hidden>
                    {slot.from}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
      {visible.length < days.length && (
        <div>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => setShown((n) => n + DAYS_AT_ONCE)}
          >
            {t('slots.more')}
          </Button>
        </div>
      )}
      {error && (
        <Text id={errorId} size="sm" c="var(--mantine-color-error)">
          {error}
        </Text>
      )}
    </Stack>
  );
}
