/**
 * What a field marked wrong looks like to assistive technology, and so to this helper: the
 * component library sets `aria-invalid` on every input with an error, and the site's own widgets
 * (the upload areas, the type cards) do the same.
 */
const INVALID = '[aria-invalid="true"]';

/**
 * Puts the keyboard focus on the first field marked wrong inside `scope`, in reading order, and
 * brings it into view (WCAG 3.3.1: after a refused submit the user lands on what to correct
 * instead of staying on the button). Answers whether such a field was found.
 */
export function focusFirstInvalid(scope: ParentNode): boolean {
  const field = scope.querySelector<HTMLElement>(INVALID);
  if (!field) return false;
  // A wrong field that cannot take the focus itself (a group) hands it to its first control.
  const target =
    field.tabIndex >= 0 || field.matches('input, select, textarea, button')
      ? field
      : (field.querySelector<HTMLElement>('input, select, textarea, button, [tabindex]') ?? field);
  target.focus({ preventScroll: true });
  target.scrollIntoView?.({ block: 'center' });
  return document.activeElement === target;
}
