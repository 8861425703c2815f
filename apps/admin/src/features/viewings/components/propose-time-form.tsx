import { agencyIsoDay } from '@domus/domain/format/locale-format';
import { agencyDate, agencyTimeOfDay } from '@domus/domain/viewings/viewing-days';
import type { Viewing } from '@domus/domain/viewings/viewing.schema';
import { ApiError } from '@domus/web/shared/api/api-error';
import { showToast } from '@domus/web/shared/ui/toast-host';
import { Alert, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useProposeViewing } from '../api/propose-viewing';
import { focusFirstInvalid, splitFieldErrors } from '../utils/field-errors';

const LENGTHS = [15, 30, 45, 60, 90, 120] as const;

type Values = { date: string; time: string; minutes: string };

/** Where the form starts: the booked time, else the first time asked for, else today. */
function initialValues(viewing: Viewing): Values {
  const start = viewing.start ?? viewing.requested[0]?.start;
  const end = viewing.end ?? viewing.requested[0]?.end;
  const minutes = start && end ? Math.round((Date.parse(end) - Date.parse(start)) / 60_000) : 30;
  return {
    date: start ? agencyDate(start) : agencyIsoDay(),
    time: start ? agencyTimeOfDay(start) : '',
    minutes: String(LENGTHS.find((length) => length === minutes) ?? 30),
  };
}

/**
 * Another time for a viewing (issue 33 point 2): the agency's local day and time, on the
 * quarter hour, and the length. What the API refuses is said on the time field in the staff
 * member's language: another viewing of the agent at that time (409), outside the agent's hours
 * or in an absence, already past, or the hour that does not exist when the clocks go forward
 * (02:30 on the last Sunday of March).
 */
export function ProposeTimeForm({ viewing, onDone }: { viewing: Viewing; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const propose = useProposeViewing();
  const form = useForm<Values>({ initialValues: initialValues(viewing) });
  const [other, setOther] = useState<string[]>([]);

  const onSubmit = (values: Values, event?: FormEvent<HTMLFormElement>) => {
    const element = event?.currentTarget ?? null;
    setOther([]);
    propose.mutate(
      {
        id: viewing._id,
        time: { date: values.date, time: values.time, minutes: Number(values.minutes) },
      },
      {
        onSuccess: () => {
          showToast({ kind: 'success', message: t('viewings.dialog.done.propose') });
          onDone();
        },
        onError: (error) => {
          // An overlap is about the time chosen: it is said there, as the other refusals are.
          if (error instanceof ApiError && error.code === 'viewing_conflict') {
            form.setErrors({ time: error.message });
            focusFirstInvalid(element);
            return;
          }
          const split = splitFieldErrors(error, (path) =>
            ['date', 'time', 'minutes'].includes(path),
          );
          form.setErrors(split.fields);
          setOther(split.other);
          focusFirstInvalid(element);
        },
      },
    );
  };

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate aria-labelledby="viewing-propose">
      <Stack gap="xs">
        <Text fw={600} id="viewing-propose">
          {t('viewings.dialog.proposeTitle')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('viewings.dialog.proposeHint')}
        </Text>
        <Group gap="xs" align="flex-start" wrap="wrap">
          <TextInput
            type="date"
            label={t('viewings.dialog.date')}
            required
            w={170}
            data-autofocus
            {...form.getInputProps('date')}
          />
          <TextInput
            type="time"
            step={900}
            label={t('viewings.dialog.time')}
            required
            w={130}
            {...form.getInputProps('time')}
          />
          <Select
            label={t('viewings.dialog.minutes')}
            w={150}
            allowDeselect={false}
            data={LENGTHS.map((count) => ({
              value: String(count),
              label: t('viewings.dialog.minutesValue', { count }),
            }))}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('minutes')}
          />
        </Group>
        {other.length > 0 && (
          <Alert color="red" role="alert">
            {other.join(' ')}
          </Alert>
        )}
        <Group gap="xs">
          <Button type="submit" loading={propose.isPending}>
            {t('viewings.dialog.book')}
          </Button>
          <Button variant="default" onClick={onDone} disabled={propose.isPending}>
            {t('viewings.dialog.back')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
