import '@mantine/core/styles/Radio.layer.css';
import {
  MAX_FEEDBACK_REASON,
  VIEWING_FEEDBACK_KINDS,
  type ViewingFeedbackKind,
} from '@domus/domain/viewings/viewing-outcome';
import type { ViewingFeedbackRecord } from '@domus/domain/viewings/viewing-outcome.schema';
import { Alert, Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { useSendOnce } from '../../../shared/hooks/use-send-once';
import { useGiveViewingFeedback } from '../api/give-viewing-feedback';

/** Whether `value` is an answer of the mail's links. */
export function isFeedbackAnswer(value: string | null | undefined): value is ViewingFeedbackKind {
  return (VIEWING_FEEDBACK_KINDS as readonly string[]).includes(value ?? '');
}

/**
 * The question of the "how was it?" page (issue 33 point 3): the answer the mail's link chose
 * preselected (or the one given before), a reason for "not interested" if the buyer wants to
 * give one, and nothing recorded until the click, so that a mail scanner records nothing.
 */
export function ViewingFeedbackForm({
  id,
  token,
  initial,
  onDone,
  onRefused,
}: {
  id: string;
  token: string;
  initial: { answer: ViewingFeedbackKind | null; reason: string };
  onDone: (recorded: ViewingFeedbackRecord) => void;
  /** The link no longer acts (the viewing changed meanwhile): the page reads it again. */
  onRefused: () => void;
}) {
  const { t } = useTranslation('viewing');
  const give = useGiveViewingFeedback(id, token);
  const { sending, send } = useSendOnce();
  const [answer, setAnswer] = useState<ViewingFeedbackKind | null>(initial.answer);
  const [reason, setReason] = useState(initial.reason);
  const [missing, setMissing] = useState(false);
  const refused = give.error instanceof ApiError && give.error.isClientError;

  const submit = () =>
    void send(async () => {
      if (!answer) {
        setMissing(true);
        return;
      }
      try {
        const trimmed = reason.trim();
        onDone(
          await give.mutateAsync({
            feedback: answer,
            ...(answer === 'not_interested' && trimmed ? { reason: trimmed } : {}),
          }),
        );
      } catch (error) {
        if (error instanceof ApiError && error.isClientError && !error.fields.length) onRefused();
      }
    });

  return (
    <Stack gap="md">
      <Text size="sm">{t('feedback.intro')}</Text>
      <Radio.Group
        label={t('feedback.legend')}
        value={answer}
        onChange={(value) => {
          setAnswer(isFeedbackAnswer(value) ? value : null);
          setMissing(false);
        }}
        error={missing ? t('feedback.choose') : undefined}
      >
        <Stack gap="xs" mt="xs">
          {VIEWING_FEEDBACK_KINDS.map((kind) => (
            <Radio key={kind} value={kind} label={t(`feedback.answers.${kind}`)} />
          ))}
        </Stack>
      </Radio.Group>
      {answer === 'not_interested' && (
        <Textarea
          label={t('feedback.reason')}
          description={t('feedback.reasonHint')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={MAX_FEEDBACK_REASON}
          rows={3}
          resize="vertical"
        />
      )}
      {give.error && (
        <Alert color="red" role="alert">
          {give.error.message} {refused && t('link.unchanged')}
        </Alert>
      )}
      <Group>
        <Button loading={sending} leftSection={<IconSend size={18} aria-hidden />} onClick={submit}>
          {t('feedback.send')}
        </Button>
      </Group>
    </Stack>
  );
}
