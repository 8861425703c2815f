import { useState } from 'react';
import {
  fieldValues,
  shownFieldMessages,
  withFieldMessages,
  type FieldMessages,
} from '../utils/field-messages';
import { stepOfField, type WizardState } from '../utils/wizard-state';

/**
 * The messages the wizard shows at the listing's fields, each bound to its field's value and
 * gone when that value changes: `shown` holds the ones still standing, `ofStep` those of one
 * step, `show` adds findings bound to the values in `at` (the values sent) or to the current
 * ones, `clear` drops them all.
 */
export function useFieldMessages(state: WizardState) {
  const [messages, setMessages] = useState<FieldMessages>({});
  const shown = shownFieldMessages(messages, fieldValues(state));
  const ofStep = (step: number) =>
    Object.fromEntries(Object.entries(shown).filter(([field]) => stepOfField(field) === step));
  const show = (
    found: Record<string, string>,
    options: { at?: WizardState; recheck?: (field: string) => boolean } = {},
  ) =>
    setMessages((current) =>
      withFieldMessages(current, found, fieldValues(options.at ?? state), {
        fromServer: !!options.at,
        ...(options.recheck ? { recheck: options.recheck } : {}),
      }),
    );
  const clear = () => setMessages({});
  return { shown, ofStep, show, clear };
}
