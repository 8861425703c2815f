import { useEffect, useRef } from 'react';

/**
 * The step's heading takes the focus on every step change (not on arrival), so that keyboard
 * and screen-reader users start reading the new step. Answers the ref for the heading.
 */
export function useStepFocus(step: number, section: number) {
  const heading = useRef<HTMLHeadingElement>(null);
  const arrived = useRef(false);
  useEffect(() => {
    if (!arrived.current) {
      arrived.current = true;
      return;
    }
    heading.current?.focus();
  }, [step, section]);
  return heading;
}
