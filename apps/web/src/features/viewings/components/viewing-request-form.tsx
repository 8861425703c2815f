import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import type { Language } from '@domus/domain/core/constants';
import { Alert, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../shared/components/submit-button';
import type { RequestedViewing } from '../api/request-viewing';
import { useViewingRequest } from '../hooks/use-viewing-request';
import type { RenderViewingCaptcha } from '../utils/viewing-captcha';
import { ViewingContactFields } from './viewing-contact-fields';
import { ViewingProposalFields } from './viewing-proposal-fields';
import { ViewingSlotPicker } from './viewing-slot-picker';

/**
 * The request of a viewing (issue 33 point 1): one of the agent's free slots or up to three
 * times of the buyer's own, who asks (a visitor's contact and the captcha, or the account), and
 * a message. The refusals — past, too soon, outside the agent's hours, absent, taken,
 * overlapping, the hour that does not exist — show on the slot or the time they are about, in
 * the buyer's language. The captcha solves itself while the buyer fills in the form and a send
 * waits for it, as on the login form (decision 055).
 */
export function ViewingRequestForm({
  listingId,
  language,
  guest,
  accountEmail,
  matchId,
  idPrefix,
  renderCaptcha,
  onRequested,
  onAskWithoutTime,
}: {
  listingId: string;
  language: Language;
  guest: boolean;
  accountEmail?: string | undefined;
  matchId?: string | undefined;
  idPrefix: string;
  /** The captcha widget for a visitor (the page composes it in). */
  renderCaptcha?: RenderViewingCaptcha | undefined;
  onRequested: (viewing: RequestedViewing) => void;
  /** From a match: the buyer may also only ask to be contacted, as before. */
  onAskWithoutTime?: (() => void) | undefined;
}) {
  const { t } = useTranslation('viewing');
  const { form, slots, noSlots, sending, captchaRef, scopeRef, setMode, pickSlot, submit } =
    useViewingRequest({ listingId, guest, matchId, onRequested });
  const hasSlots = slots.isSuccess && slots.data.length > 0;

  return (
    <form
      ref={scopeRef}
      noValidate
      aria-label={t('submit')}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        {hasSlots && (
          <SegmentedControl
            fullWidth
            aria-label={t('dialog.mode')}
            value={form.values.mode}
            onChange={(value) => setMode(value)}
            data={[
              { value: 'slots', label: t('dialog.modeSlots') },
              { value: 'propose', label: t('dialog.modePropose') },
            ]}
          />
        )}
        {form.values.mode === 'slots' ? (
          <ViewingSlotPicker
            slots={slots.data}
            loading={slots.isPending}
            failed={slots.isError}
            value={form.values.slot}
            onChange={pickSlot}
            error={form.errors.slot}
            language={language}
          />
        ) : (
          <>
            {noSlots && (
              <Alert color={slots.isError ? 'yellow' : 'gray'} variant="light" role="status">
                {slots.isError ? t('slots.failed') : t('slots.none')}
              </Alert>
            )}
            <ViewingProposalFields form={form} idPrefix={idPrefix} />
          </>
        )}
        <Text size="xs" c="dimmed">
          {t('dialog.zone')}
        </Text>
        <ViewingContactFields
          form={form}
          guest={guest}
          accountEmail={accountEmail}
          idPrefix={idPrefix}
        />
        {guest && renderCaptcha?.(captchaRef)}
        {form.errors.form && (
          <Alert color="red" role="alert">
            {form.errors.form}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {onAskWithoutTime && (
            <Button variant="default" onClick={onAskWithoutTime} disabled={sending}>
              {t('withoutTime')}
            </Button>
          )}
          <SubmitButton sending={sending} leftSection={<IconCalendarEvent size={18} aria-hidden />}>
            {t('submit')}
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
