import { MAX_LENGTH } from '@domus/domain/core/constants';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCalendarRepeat } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { useFocusFirstError } from '../../../shared/hooks/use-focus-first-error';
import { useSendOnce } from '../../../shared/hooks/use-send-once';
import { translateFormError } from '../../../shared/lib/form-errors';
import { useRescheduleViewingByLink } from '../api/reschedule-viewing-by-link';
import {
  checkRescheduleForm,
  initialViewingValues,
  serverErrors,
  type ViewingFormValues,
} from '../utils/viewing-form';
import { ViewingProposalFields } from './viewing-proposal-fields';

/**
 * The reschedule link's form (decision 069): up to three new times of the buyer's own, or none
 * (staff then get in touch), and a message; nothing happens until the buyer sends it. Refused
 * times show on their field; a link that stopped working meanwhile answers why, nothing changed.
 */
export function ViewingLinkReschedule({
  id,
  token,
  onDone,
  onRefused,
}: {
  id: string;
  token: string;
  onDone: () => void;
  onRefused: () => void;
}) {
  const { t } = useTranslation('viewing');
  const reschedule = useRescheduleViewingByLink(id, token);
  const { sending, send } = useSendOnce();
  const { scopeRef, focusFirstError } = useFocusFirstError<HTMLFormElement>();
  const form = useForm<ViewingFormValues>({
    mode: 'controlled',
    initialValues: initialViewingValues('propose'),
  });

  const submit = async () => {
    const checked = checkRescheduleForm(form.values, Date.now());
    if (!checked.ok) {
      form.setErrors(
        Object.fromEntries(
          Object.entries(checked.errors).map(([k, v]) => [k, translateFormError(v)]),
        ),
      );
      focusFirstError();
      return;
    }
    form.clearErrors();
    const { proposalRows, ...body } = checked.value;
    try {
      await reschedule.mutateAsync(body);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.fields.length > 0) {
        form.setErrors(serverErrors(error.fields, proposalRows));
        focusFirstError();
        return;
      }
      const refused = error instanceof ApiError && error.isClientError;
      const message = error instanceof Error ? error.message : t('failed');
      form.setFieldError('form', refused ? `${message} ${t('link.unchanged')}` : message);
      if (refused) onRefused();
    }
  };

  return (
    <form
      ref={scopeRef}
      noValidate
      aria-label={t('link.reschedule.confirm')}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void send(submit);
      }}
    >
      <Stack gap="md">
        <Text fw={600}>{t('link.reschedule.question')}</Text>
        <Text size="sm">{t('link.reschedule.explain')}</Text>
        <ViewingProposalFields form={form} idPrefix={`reschedule-${id}`} optional />
        <Text size="xs" c="dimmed">
          {t('dialog.zone')}
        </Text>
        <Textarea
          label={t('link.reschedule.message')}
          rows={3}
          resize="vertical"
          maxLength={MAX_LENGTH.contactMessage}
          {...form.getInputProps('message')}
        />
        {form.errors.form && (
          <Alert color="red" role="alert">
            {form.errors.form}
          </Alert>
        )}
        <Group>
          <Button
            type="submit"
            loading={sending}
            leftSection={<IconCalendarRepeat size={18} aria-hidden />}
          >
            {t('link.reschedule.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
