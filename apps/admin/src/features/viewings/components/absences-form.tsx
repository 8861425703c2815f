import { agencyIsoDay } from '@domus/domain/format/locale-format';
import type { Absence } from '@domus/domain/viewings/viewing-hours';
import { showToast } from '@domus/web/shared/ui/toast-host';
import { ActionIcon, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetViewingAbsences } from '../api/set-viewing-absences';
import { focusFirstInvalid, splitFieldErrors } from '../utils/field-errors';
import { absencesBody, absencesValues, newAbsence, type AbsencesValues } from '../utils/hours-form';
import classes from './viewing-hours.module.css';

const QUARTER_HOUR_SECONDS = 900;

/** The paths of the API's refusals the form shows on a field. */
const ABSENCE_FIELD = /^absences\.\d+\.(startDate|startTime|endDate|endTime|note)$/;

/** One absence: from a day (and a time), to a day (and a time), a note, remove. */
function AbsenceRow({ form, index }: { form: UseFormReturnType<AbsencesValues>; index: number }) {
  const { t } = useTranslation('admin');
  const number = index + 1;
  const path = (field: string) => `absences.${index}.${field}`;
  return (
    <fieldset className={classes.absence}>
      <legend className={classes.legend}>{t('viewings.hours.absence', { number })}</legend>
      <div className={classes.absenceFields}>
        <TextInput
          type="date"
          label={t('viewings.hours.startDate')}
          required
          {...form.getInputProps(path('startDate'))}
        />
        <TextInput
          type="time"
          step={QUARTER_HOUR_SECONDS}
          label={t('viewings.hours.startTime')}
          {...form.getInputProps(path('startTime'))}
        />
        <TextInput
          type="date"
          label={t('viewings.hours.endDate')}
          required
          {...form.getInputProps(path('endDate'))}
        />
        <TextInput
          type="time"
          step={QUARTER_HOUR_SECONDS}
          label={t('viewings.hours.endTime')}
          {...form.getInputProps(path('endTime'))}
        />
        <TextInput
          label={t('viewings.hours.note')}
          maxLength={200}
          className={classes.note}
          {...form.getInputProps(path('note'))}
        />
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          className={classes.removeAbsence}
          aria-label={t('viewings.hours.removeAbsence', { number })}
          onClick={() => form.removeListItem('absences', index)}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </div>
    </fieldset>
  );
}

/**
 * An agent's absences (issue 33 point 1): each from a day and, if given, a time to another day
 * and time (a day without times is the whole day), with a note for staff; saved together, each
 * refusal (an absence that ends before it starts, a time off the grid) on its field.
 */
export function AbsencesForm({ agentId, absences }: { agentId: string; absences: Absence[] }) {
  const { t } = useTranslation('admin');
  const save = useSetViewingAbsences();
  const form = useForm<AbsencesValues>({ initialValues: absencesValues(absences) });
  const [other, setOther] = useState<string[]>([]);
  const rows = form.values.absences;

  const onSubmit = (values: AbsencesValues, event?: FormEvent<HTMLFormElement>) => {
    const element = event?.currentTarget ?? null;
    setOther([]);
    save.mutate(
      { agentId, absences: absencesBody(values) },
      {
        onSuccess: (answer) => {
          form.setValues(absencesValues(answer.data.absences));
          form.resetDirty();
          showToast({ kind: 'success', message: t('viewings.hours.absencesSaved') });
        },
        onError: (error) => {
          const split = splitFieldErrors(error, (p) => ABSENCE_FIELD.test(p));
          form.setErrors(split.fields);
          setOther(split.other);
          focusFirstInvalid(element);
        },
      },
    );
  };

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate aria-labelledby="hours-absences">
      <Stack gap="sm">
        <div>
          <Title order={2} id="hours-absences" fz="lg">
            {t('viewings.hours.absences')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('viewings.hours.absencesIntro')}
          </Text>
        </div>
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('viewings.hours.noAbsences')}
          </Text>
        )}
        {rows.map((row, index) => (
          <AbsenceRow key={row.key} form={form} index={index} />
        ))}
        <div>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => form.insertListItem('absences', newAbsence(agencyIsoDay()))}
          >
            {t('viewings.hours.addAbsence')}
          </Button>
        </div>
        {other.length > 0 && (
          <Text c="red" size="sm" role="alert">
            {other.join(' ')}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('viewings.hours.saveAbsences')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
