import '@mantine/core/styles/Radio.layer.css';
import {
  MAX_FEEDBACK_REASON,
  VIEWING_FEEDBACK_KINDS,
  VIEWING_OUTCOMES,
  type ViewingFeedbackKind,
  type ViewingOutcome,
} from '@domus/domain/viewings/viewing-outcome';
import type { Viewing } from '@domus/domain/viewings/viewing.schema';
import { ApiError } from '@domus/web/shared/api/api-error';
import { showToast } from '@domus/web/shared/ui/toast-host';
import { Alert, Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecordViewingOutcome } from '../api/record-viewing-outcome';

/** The outcome a viewing's status says, when it has one. */
function storedOutcome(viewing: Viewing): ViewingOutcome | null {
  return viewing.status === 'held' || viewing.status === 'no_show' ? viewing.status : null;
}

/**
 * What happened at a viewing (issue 33 point 3), in the viewing's dialog once its time has
 * come: held, the buyer did not come, or called off at the last minute; with held, the buyer's
 * feedback (interested, an offer, not interested with the reason, which staff give). A held or
 * missed viewing may be corrected; a cancelled one is final. The API refuses what does not fit
 * (before the start, a reason without "not interested") with its message on the field.
 */
export function ViewingOutcomeForm({ viewing }: { viewing: Viewing }) {
  const { t } = useTranslation('admin');
  const record = useRecordViewingOutcome();
  const [outcome, setOutcome] = useState<ViewingOutcome | null>(storedOutcome(viewing));
  const [feedback, setFeedback] = useState<ViewingFeedbackKind | 'none'>(
    viewing.feedback?.answer ?? 'none',
  );
  const [reason, setReason] = useState(viewing.feedback?.reason ?? '');

  if (viewing.status === 'cancelled')
    return <Text size="sm">{t('viewings.outcome.cancelledHint')}</Text>;
  if (viewing.status !== 'confirmed' && !storedOutcome(viewing)) return null;

  const problems = record.error instanceof ApiError ? record.error.fields : [];
  const problem = (field: string) => problems.find((p) => p.field === field)?.message;
  const general = record.error && !problems.length ? record.error.message : null;
  const held = outcome === 'held';

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!outcome) return;
        const answer = held && feedback !== 'none' ? feedback : undefined;
        record.mutate(
          {
            id: viewing._id,
            outcome,
            ...(answer ? { feedback: answer } : {}),
            ...(answer === 'not_interested' && reason.trim() ? { reason: reason.trim() } : {}),
          },
          { onSuccess: () => showToast({ kind: 'success', message: t('viewings.outcome.done') }) },
        );
      }}
    >
      <Stack gap="sm">
        {viewing.feedback && (
          <Text size="sm">
            {t('viewings.outcome.given', {
              answer: t(`viewings.outcome.answers.${viewing.feedback.answer}`),
            })}
            {viewing.feedback.reason &&
              ` · ${t('viewings.outcome.givenReason', { reason: viewing.feedback.reason })}`}
          </Text>
        )}
        <Radio.Group
          label={t('viewings.outcome.legend')}
          value={outcome}
          onChange={(value) => setOutcome(value)}
          error={problem('outcome')}
        >
          <Stack gap={6} mt={6}>
            {VIEWING_OUTCOMES.map((kind) => (
              <Radio key={kind} value={kind} label={t(`viewings.outcome.outcomes.${kind}`)} />
            ))}
          </Stack>
        </Radio.Group>
        {held && (
          <Radio.Group
            label={t('viewings.outcome.feedbackLegend')}
            value={feedback}
            onChange={(value) => setFeedback(value)}
            error={problem('feedback')}
          >
            <Stack gap={6} mt={6}>
              <Radio value="none" label={t('viewings.outcome.feedbackNone')} />
              {VIEWING_FEEDBACK_KINDS.map((kind) => (
                <Radio key={kind} value={kind} label={t(`viewings.outcome.answers.${kind}`)} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {held && feedback === 'not_interested' && (
          <Textarea
            label={t('viewings.outcome.reason')}
            description={t('viewings.outcome.reasonHint')}
            required
            rows={2}
            maxLength={MAX_FEEDBACK_REASON}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={problem('reason')}
          />
        )}
        {held && !viewing.feedback && (
          <Text size="xs" c="dimmed">
            {t('viewings.outcome.asked')}
          </Text>
        )}
        {general && (
          <Alert color="red" role="alert">
            {general}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={record.isPending} disabled={!outcome}>
            {t('viewings.outcome.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
