// Imported only by lazily loaded pages and dialogs: the toasts' code stays out of the home page's
// budget (docs/decisions/005). Their styles come with the frame's (main.tsx).
import { Notifications, notifications } from '@mantine/notifications';

/** How long a toast stays: the contact toast's 4 s (buyer-side.md §9) unless a caller says otherwise. */
export const TOAST_DURATION_MS = 4_000;

/**
 * Where toasts appear. Rendered by the page or dialog that shows toasts, while it is on screen;
 * one at a time (two would show every toast twice).
 */
export function ToastHost() {
  return <Notifications position="top-center" autoClose={TOAST_DURATION_MS} zIndex={1000} />;
}

/** A toast saying something worked or failed; it closes by itself. */
export function showToast(options: {
  message: string;
  kind: 'success' | 'error';
  /** Milliseconds; {@link TOAST_DURATION_MS} by default. */
  duration?: number;
}): void {
  notifications.show({
    message: options.message,
    color: options.kind === 'success' ? 'green' : 'red',
    autoClose: options.duration ?? TOAST_DURATION_MS,
    withBorder: true,
  });
}
