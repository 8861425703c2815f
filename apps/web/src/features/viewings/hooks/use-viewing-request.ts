import { useForm, type FormErrors } from '@mantine/form';
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { useFocusFirstError } from '../../../shared/hooks/use-focus-first-error';
import { useSendOnce } from '../../../shared/hooks/use-send-once';
import { translateFormError } from '../../../shared/lib/form-errors';
import { useViewingSlots } from '../api/get-viewing-slots';
import { useRequestViewing, type RequestedViewing } from '../api/request-viewing';
import type { ViewingCaptchaHandle } from '../utils/viewing-captcha';
import {
  checkViewingForm,
  initialViewingValues,
  serverErrors,
  type ViewingFormValues,
  type ViewingMode,
} from '../utils/viewing-form';

/** How long a send waits for the captcha's code to arrive (it loads beside the dialog). */
const CAPTCHA_WAIT_MS = 10_000;

/** The captcha's handle once its widget is there, else null after the wait. */
async function captchaHandle(
  ref: RefObject<ViewingCaptchaHandle | null>,
): Promise<ViewingCaptchaHandle | null> {
  for (let waited = 0; !ref.current && waited < CAPTCHA_WAIT_MS; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return ref.current;
}

/**
 * The viewing form's state and its sending (issue 33 point 1): the free slots, the form's values
 * and errors, the captcha's handle for a visitor. A send checks what the browser can (see
 * viewing-form.ts), waits for the captcha's proof, and puts the server's refusals on the slot or
 * the time they are about; a taken slot reloads the free slots; a refused try renews the captcha.
 */
export function useViewingRequest({
  listingId,
  guest,
  matchId,
  onRequested,
}: {
  listingId: string;
  guest: boolean;
  matchId?: string | undefined;
  onRequested: (viewing: RequestedViewing) => void;
}) {
  const { t } = useTranslation('viewing');
  const slots = useViewingSlots(listingId, true);
  const request = useRequestViewing();
  const { sending, send } = useSendOnce();
  const captchaRef = useRef<ViewingCaptchaHandle | null>(null);
  const { scopeRef, focusFirstError } = useFocusFirstError<HTMLFormElement>();
  const form = useForm<ViewingFormValues>({
    mode: 'controlled',
    initialValues: initialViewingValues('slots'),
  });
  const noSlots = slots.isError || (slots.isSuccess && slots.data.length === 0);
  const { setFieldValue } = form;

  // Without free slots online the buyer proposes times of their own.
  useEffect(() => {
    if (noSlots) setFieldValue('mode', 'propose');
  }, [noSlots, setFieldValue]);

  const showErrors = (errors: FormErrors) => {
    form.setErrors(errors);
    focusFirstError();
  };

  const submit = async () => {
    const checked = checkViewingForm(form.values, {
      guest,
      now: Date.now(),
      slotRequired: t('slots.required'),
    });
    if (!checked.ok) {
      const { slot, ...keys } = checked.errors;
      showErrors({
        ...Object.fromEntries(Object.entries(keys).map(([k, v]) => [k, translateFormError(v)])),
        ...(slot ? { slot } : {}),
      });
      return;
    }
    form.clearErrors();
    const { times, contact, proposalRows } = checked.value;
    try {
      const captcha = guest ? await (await captchaHandle(captchaRef))?.solution() : undefined;
      if (guest && !captcha) {
        form.setFieldError('form', t('failed'));
        return;
      }
      onRequested(
        await request.mutateAsync({
          listingId,
          times,
          ...contact,
          ...(matchId ? { matchId } : {}),
          ...(captcha ? { captcha } : {}),
        }),
      );
    } catch (error) {
      // A solution is accepted once: the next try needs a fresh one.
      if (guest) captchaRef.current?.reset();
      if (error instanceof ApiError && error.fields.length > 0) {
        const errors = serverErrors(error.fields, proposalRows);
        showErrors(errors);
        // Someone else may have taken the slot: the free slots are read again.
        if (errors.slot) void slots.refetch();
        return;
      }
      form.setFieldError('form', error instanceof ApiError ? error.message : t('failed'));
    }
  };

  const setMode = (mode: ViewingMode) => {
    form.clearErrors();
    form.setFieldValue('mode', mode);
  };

  const pickSlot = (start: string) => {
    form.setFieldValue('slot', start);
    form.clearFieldError('slot');
  };

  return {
    form,
    slots,
    noSlots,
    sending,
    captchaRef,
    scopeRef,
    setMode,
    pickSlot,
    submit: () => void send(submit),
  };
}
