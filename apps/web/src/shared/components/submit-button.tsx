import { Button, Loader, type ButtonProps } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { useHydrated } from '../hooks/use-hydrated';

/**
 * The button that sends a form (issue 30 points 1 and 3): `type="submit"`, its progress shown
 * while `sending` (Mantine's `loading`, which also disables it), and the second click of a
 * double click ignored, so that a message sent quickly enough to be done by then is not followed
 * by a second try on the emptied form. A form the server renders (`waitsForApp`) waits for the
 * app, disabled (with a spinner in place of its icon, when it has one), since only the app can
 * send it (issue 30 point 3); the forms the app draws itself are ready when they show.
 */
export function SubmitButton({
  sending,
  waitsForApp = false,
  disabled,
  leftSection,
  children,
  onClick,
  ...props
}: Omit<ButtonProps, 'loading' | 'type'> & {
  sending: boolean;
  /** The form is on a page the server renders: it waits until the app has started. */
  waitsForApp?: boolean;
  children: ReactNode;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  form?: string;
}) {
  const ready = useHydrated() || !waitsForApp;
  return (
    <Button
      {...props}
      type="submit"
      loading={sending}
      disabled={disabled || !ready}
      aria-busy={ready ? undefined : true}
      data-waiting={ready ? undefined : true}
      // The spinner takes the icon's place at the icon's size: the button keeps its width, so
      // nothing moves when the app starts (issue 17's layout-shift check).
      leftSection={
        ready || !leftSection ? leftSection : <Loader size={18} color="gray" aria-hidden />
      }
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        // `detail` counts the clicks of a multiple click: the second of a double click.
        if (event.detail > 1) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {children}
    </Button>
  );
}
