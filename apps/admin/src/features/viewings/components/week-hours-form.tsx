import { WEEKDAYS, type ViewingHours, type Weekday } from '@domus/domain/viewings/viewing-hours';
import { showToast } from '@domus/web/shared/ui/toast-host';
import { ActionIcon, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { IconCopy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetViewingHours } from '../api/set-viewing-hours';
import { focusFirstInvalid, splitFieldErrors } from '../utils/field-errors';
import {
  copyRanges,
  hoursBody,
  hoursValues,
  newRange,
  type HoursValues,
} from '../utils/hours-form';
import classes from './viewing-hours.module.css';

/** The quarter hours of the grid, for the browser's time fields. */
const QUARTER_HOUR_SECONDS = 900;

/** The paths of the API's refusals the form shows on a field. */
const RANGE_FIELD = /^hours\.(mon|tue|wed|thu|fri|sat|sun)\.\d+\.(start|end)$/;

/** One weekday: its ranges (from, to, remove) and "Add a range". */
function DayRanges({ form, day }: { form: UseFormReturnType<HoursValues>; day: Weekday }) {
  const { t } = useTranslation('admin');
  const dayName = t(`viewings.hours.weekdays.${day}`);
  const rows = form.values.hours[day];
  const headingId = `hours-${day}`;
  return (
    <div className={classes.day} role="group" aria-labelledby={headingId}>
      <Text id={headingId} fw={600} className={classes.dayName}>
        {dayName}
      </Text>
      <Stack gap="xs" className={classes.ranges}>
        {rows.length === 0 && (
          <Text size="sm" c="dimmed" className={classes.none}>
            {t('viewings.hours.none')}
          </Text>
        )}
        {rows.map((row, index) => {
          const number = index + 1;
          const label = t('viewings.hours.range', { day: dayName, number });
          return (
            <Group
              key={row.key}
              gap="xs"
              align="flex-start"
              wrap="nowrap"
              role="group"
              aria-label={label}
            >
              <TextInput
                type="time"
                step={QUARTER_HOUR_SECONDS}
                label={t('viewings.hours.from')}
                aria-label={`${label}: ${t('viewings.hours.from')}`}
                className={classes.time}
                {...form.getInputProps(`hours.${day}.${index}.start`)}
              />
              <TextInput
                type="time"
                step={QUARTER_HOUR_SECONDS}
                label={t('viewings.hours.to')}
                aria-label={`${label}: ${t('viewings.hours.to')}`}
                className={classes.time}
                {...form.getInputProps(`hours.${day}.${index}.end`)}
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                mt={25}
                aria-label={t('viewings.hours.removeRange', { day: dayName, number })}
                onClick={() => form.removeListItem(`hours.${day}`, index)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          );
        })}
      </Stack>
      <Button
        variant="subtle"
        size="compact-sm"
        className={classes.add}
        leftSection={<IconPlus size={16} aria-hidden />}
        aria-label={t('viewings.hours.addRangeOn', { day: dayName })}
        disabled={rows.length >= 8}
        onClick={() => form.insertListItem(`hours.${day}`, newRange(rows))}
      >
        {t('viewings.hours.addRange')}
      </Button>
    </div>
  );
}

/**
 * An agent's week of viewing hours (issue 33 point 1): per weekday any number of ranges (up to
 * eight) in the browser's time fields on the quarter hour, saved together; what the API refuses
 * (a range that ends before it starts, two that overlap, a time off the grid) is shown on the
 * field it names, in the staff member's language.
 */
export function WeekHoursForm({ agentId, hours }: { agentId: string; hours: ViewingHours }) {
  const { t } = useTranslation('admin');
  const save = useSetViewingHours();
  const form = useForm<HoursValues>({ initialValues: hoursValues(hours) });
  const [other, setOther] = useState<string[]>([]);

  const onSubmit = (values: HoursValues, event?: FormEvent<HTMLFormElement>) => {
    const element = event?.currentTarget ?? null;
    setOther([]);
    save.mutate(
      { agentId, hours: hoursBody(values) },
      {
        onSuccess: (answer) => {
          form.setValues(hoursValues(answer.data.hours));
          form.resetDirty();
          showToast({ kind: 'success', message: t('viewings.hours.saved') });
        },
        onError: (error) => {
          const split = splitFieldErrors(error, (path) => RANGE_FIELD.test(path));
          form.setErrors(split.fields);
          setOther(split.other);
          focusFirstInvalid(element);
        },
      },
    );
  };
  const copyMonday = () => {
    for (const day of ['tue', 'wed', 'thu', 'fri'] as const) {
      form.setFieldValue(`hours.${day}`, copyRanges(form.values.hours.mon));
    }
  };

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate aria-labelledby="hours-week">
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="xs">
          <Title order={2} id="hours-week" fz="lg">
            {t('viewings.hours.week')}
          </Title>
          <Button
            variant="default"
            size="compact-sm"
            leftSection={<IconCopy size={16} aria-hidden />}
            classNames={{ root: classes.wrapping, label: classes.wrappingLabel }}
            onClick={copyMonday}
          >
            {t('viewings.hours.copyMonday')}
          </Button>
        </Group>
        <div className={classes.week}>
          {WEEKDAYS.map((day) => (
            <DayRanges key={day} form={form} day={day} />
          ))}
        </div>
        {other.length > 0 && (
          <Text c="red" size="sm" role="alert">
            {other.join(' ')}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('viewings.hours.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
