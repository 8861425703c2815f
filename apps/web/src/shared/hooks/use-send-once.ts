import { useCallback, useRef, useState } from 'react';

/**
 * One sending at a time, for every form and button that sends something (issue 30 point 1: a
 * double click on "Invia messaggio" sent the message twice, and the second answer, a 429, hid
 * that the first had arrived). `send(work)` runs `work` unless a sending of this form is still
 * under way, from the click on, its checks and lazily loaded code included; `sending` is true
 * meanwhile, for the button's `loading`. The guard is a ref, not state: a second click that comes
 * before React has drawn the first one's state is turned away too.
 */
export function useSendOnce(): {
  sending: boolean;
  send: <T>(work: () => Promise<T>) => Promise<T | undefined>;
} {
  const busy = useRef(false);
  const [sending, setSending] = useState(false);
  const send = useCallback(async <T>(work: () => Promise<T>): Promise<T | undefined> => {
    if (busy.current) return undefined;
    busy.current = true;
    setSending(true);
    try {
      return await work();
    } finally {
      busy.current = false;
      setSending(false);
    }
  }, []);
  return { sending, send };
}
