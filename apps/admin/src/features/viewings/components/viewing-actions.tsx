import type { Language } from '@domus/domain/core/constants';
import { canMakeViewingChange } from '@domus/domain/viewings/viewing-status';
import type { Viewing } from '@domus/domain/viewings/viewing.schema';
import { ApiError } from '@domus/web/shared/api/api-error';
import { showToast } from '@domus/web/shared/ui/toast-host';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancelViewing } from '../api/cancel-viewing';
import { useConfirmViewing } from '../api/confirm-viewing';
import { useDeclineViewing } from '../api/decline-viewing';
import { formatSpan } from '../../../shared/viewings/viewing-format';
import { ProposeTimeForm } from './propose-time-form';
import { ViewingOutcomeForm } from './viewing-outcome-form';

/** An API refusal in words: the fields' messages when it names any, else its own. */
function refusalText(error: Error | null): string | null {
  if (!error) return null;
  if (error instanceof ApiError && error.fields.length > 0) {
    return [...new Set(error.fields.map((field) => field.message))].join(' ');
  }
  return error.message;
}

/** A request's times, each with its Confirm button; a refusal (overlap, past) below them. */
function RequestedTimes({ viewing, now }: { viewing: Viewing; now: number }) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language as Language;
  const confirm = useConfirmViewing();
  const refusal = refusalText(confirm.error);
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm" id="viewing-requested">
        {t('viewings.dialog.requested')}
      </Text>
      <Text size="xs" c="dimmed">
        {viewing.pickedSlot
          ? t('viewings.dialog.pickedSlot')
          : t('viewings.dialog.proposedByBuyer')}
      </Text>
      <ul aria-labelledby="viewing-requested" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {viewing.requested.map((span) => {
          const time = formatSpan(span, language, true);
          const past = Date.parse(span.start) < now;
          return (
            <li key={span.start}>
              <Group gap="xs" justify="space-between" wrap="wrap" py={4}>
                <Text size="sm">
                  {time}
                  {past && ` (${t('viewings.dialog.past')})`}
                </Text>
                <Button
                  size="compact-sm"
                  aria-label={t('viewings.dialog.confirmTime', { time })}
                  loading={confirm.isPending && confirm.variables.start === span.start}
                  disabled={confirm.isPending}
                  onClick={() =>
                    confirm.mutate(
                      { id: viewing._id, start: span.start },
                      {
                        onSuccess: () =>
                          showToast({
                            kind: 'success',
                            message: t('viewings.dialog.done.confirm'),
                          }),
                      },
                    )
                  }
                >
                  {t('viewings.dialog.confirm')}
                </Button>
              </Group>
            </li>
          );
        })}
      </ul>
      {refusal && (
        <Alert color="red" role="alert">
          {refusal}
        </Alert>
      )}
    </Stack>
  );
}

/** Declining a request, with a few words to the buyer if staff want. */
function DeclineForm({ viewing, onDone }: { viewing: Viewing; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const decline = useDeclineViewing();
  const [reason, setReason] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        decline.mutate(
          { id: viewing._id, message: reason },
          {
            onSuccess: () => {
              showToast({ kind: 'success', message: t('viewings.dialog.done.decline') });
              onDone();
            },
          },
        );
      }}
    >
      <Stack gap="xs">
        <Text size="sm">{t('viewings.dialog.declineHint')}</Text>
        <Textarea
          label={t('viewings.dialog.reason')}
          rows={3}
          maxLength={1000}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          data-autofocus
        />
        {decline.error && (
          <Alert color="red" role="alert">
            {refusalText(decline.error)}
          </Alert>
        )}
        <Group gap="xs">
          <Button type="submit" color="red" loading={decline.isPending}>
            {t('viewings.dialog.declineSubmit')}
          </Button>
          <Button variant="default" onClick={onDone} disabled={decline.isPending}>
            {t('viewings.dialog.back')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Cancelling a booked viewing, asked once more. */
function CancelQuestion({ viewing, onDone }: { viewing: Viewing; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const cancel = useCancelViewing();
  return (
    <Stack gap="xs">
      <Text size="sm">{t('viewings.dialog.cancelQuestion')}</Text>
      {cancel.error && (
        <Alert color="red" role="alert">
          {refusalText(cancel.error)}
        </Alert>
      )}
      <Group gap="xs">
        <Button
          color="red"
          loading={cancel.isPending}
          data-autofocus
          onClick={() =>
            cancel.mutate(
              { id: viewing._id },
              {
                onSuccess: () => {
                  showToast({ kind: 'success', message: t('viewings.dialog.done.cancel') });
                  onDone();
                },
              },
            )
          }
        >
          {t('viewings.dialog.cancelSubmit')}
        </Button>
        <Button variant="default" onClick={onDone} disabled={cancel.isPending}>
          {t('viewings.dialog.back')}
        </Button>
      </Group>
    </Stack>
  );
}

type Mode = 'choose' | 'propose' | 'decline' | 'cancel';

/**
 * What staff do with a viewing (issue 33 point 2), as its status allows: a request's times to
 * confirm, another time to propose (or a booked one to move), a request to decline, a booking to
 * cancel; after the viewing, the room where what happened is recorded (point 3).
 */
export function ViewingActions({ viewing }: { viewing: Viewing }) {
  const { t } = useTranslation('admin');
  const [mode, setMode] = useState<Mode>('choose');
  const back = () => setMode('choose');
  // The moment the dialog opened: a time that passes while it is open is refused by the API.
  const [now] = useState(Date.now);
  const over = viewing.end !== null && Date.parse(viewing.end) <= now;
  const may = (change: 'propose' | 'decline' | 'cancel') =>
    canMakeViewingChange(viewing.status, change);

  if (mode === 'propose') return <ProposeTimeForm viewing={viewing} onDone={back} />;
  if (mode === 'decline') return <DeclineForm viewing={viewing} onDone={back} />;
  if (mode === 'cancel') return <CancelQuestion viewing={viewing} onDone={back} />;

  return (
    <Stack gap="sm">
      {viewing.status === 'requested' && <RequestedTimes viewing={viewing} now={now} />}
      {(may('propose') || may('decline') || may('cancel')) && !over && (
        <Group gap="xs" role="group" aria-label={t('viewings.dialog.actions')}>
          {may('propose') && (
            <Button variant="light" onClick={() => setMode('propose')}>
              {viewing.status === 'confirmed'
                ? t('viewings.dialog.move')
                : t('viewings.dialog.propose')}
            </Button>
          )}
          {may('decline') && (
            <Button variant="default" color="red" onClick={() => setMode('decline')}>
              {t('viewings.dialog.decline')}
            </Button>
          )}
          {may('cancel') && (
            <Button variant="default" color="red" onClick={() => setMode('cancel')}>
              {t('viewings.dialog.cancel')}
            </Button>
          )}
        </Group>
      )}
      {over && (
        // What happened (held, no-show, the buyer's feedback) is recorded here (point 3).
        <section aria-labelledby="viewing-after">
          <Text fw={600} size="sm" id="viewing-after">
            {t('viewings.dialog.after')}
          </Text>
          <Text size="sm">{t('viewings.dialog.over')}</Text>
          <ViewingOutcomeForm viewing={viewing} />
        </section>
      )}
    </Stack>
  );
}
