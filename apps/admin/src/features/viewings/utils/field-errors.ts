import { ApiError } from '@domus/web/shared/api/api-error';

/**
 * The API's refusal split into what a form shows on its fields and what it shows above its
 * button: the messages (already in the staff member's language) of the fields the form has, by
 * the API's path (`hours.mon.0.end`), and the rest — the refusal's own message when no field was
 * named, or a field the form has no input for.
 * @param error what the call failed with
 * @param hasField whether the form shows a field at the path
 */
export function splitFieldErrors(
  error: Error,
  hasField: (path: string) => boolean,
): { fields: Record<string, string>; other: string[] } {
  if (!(error instanceof ApiError) || error.fields.length === 0) {
    return { fields: {}, other: [error.message] };
  }
  const fields: Record<string, string> = {};
  const other: string[] = [];
  for (const field of error.fields) {
    if (hasField(field.field)) fields[field.field] ??= field.message;
    else if (!other.includes(field.message)) other.push(field.message);
  }
  return { fields, other };
}

/**
 * Moves the focus to the first field a refusal marked, once it is drawn, so that a keyboard or
 * screen-reader user lands on the message rather than having to look for it.
 * @param form the form holding the fields
 * @param frames how many frames to look for the marked field
 */
export function focusFirstInvalid(form: HTMLFormElement | null, frames = 20): void {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (field) field.focus();
    // The refusal arrives outside a React event, so the render that marks the field may come
    // after the next frame (on a busy machine it did): look again, for a third of a second.
    else if (frames > 1 && form?.isConnected) focusFirstInvalid(form, frames - 1);
  });
}
