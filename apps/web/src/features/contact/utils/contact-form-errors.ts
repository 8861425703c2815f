import { fromZodIssue, issueMessage } from '@domus/domain/core/issue-message';
import {
  contactMessageInputSchema,
  type ContactMessageInput,
} from '@domus/domain/listing/contact-message.schema';

/** What the visitor types into the contact form. */
export type ContactFormValues = { name: string; email: string; tel: string; message: string };

/** The listing a message is about, sent along unseen (buyer-side.md §2 Contact page: id, type). */
export type ContactProperty = { id: string; type: string; number: number };

/** Translates a key of the `errors` namespace. */
export type ErrorTranslate = (key: string, options?: Record<string, unknown>) => string;

/** The form's fields; an issue on anything else (id, type) is shown on no field. */
const FIELDS = new Set<string>(['name', 'email', 'tel', 'message']);

/** The message of one schema issue in the visitor's language, as the API would word it. */
function issueText(issue: Parameters<typeof fromZodIssue>[0], t: ErrorTranslate): string {
  const { key, values } = issueMessage(fromZodIssue(issue));
  return t(key, values);
}

/**
 * Checks the form with the domain's contact schema (buyer-side.md §5: name, e-mail and message
 * required, phone optional), the one the API checks with: the body to send, or a message per
 * field. The listing, when there is one, is added as `id` and `type`.
 */
export function checkContactForm(
  values: ContactFormValues,
  property: ContactProperty | undefined,
  t: ErrorTranslate,
): { ok: true; body: ContactMessageInput } | { ok: false; errors: Record<string, string> } {
  const result = contactMessageInputSchema.safeParse({
    ...values,
    ...(property ? { id: property.id, type: property.type } : {}),
  });
  if (result.success) return { ok: true, body: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (FIELDS.has(field) && !(field in errors)) {
      errors[field] = issueText(issue, t);
    }
  }
  return { ok: false, errors };
}
