import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { focusFirstInvalid } from '../lib/focus-first-invalid';

/**
 * The focus on the first wrong field after a refused submit, shared by the forms and the sell
 * wizard's steps. `focusFirstError` is called where the submit is refused (a form's validation
 * failure, a step that does not let the user on); the focus moves once React has drawn the
 * messages, i.e. in the effect after the next render, when the fields carry `aria-invalid`.
 * `scopeRef` limits the search to the form or step (the whole page when unset).
 */
export function useFocusFirstError<T extends HTMLElement = HTMLElement>(): {
  scopeRef: RefObject<T | null>;
  focusFirstError: () => void;
} {
  const scopeRef = useRef<T | null>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    focusFirstInvalid(scopeRef.current ?? document);
  }, [request]);
  const focusFirstError = useCallback(() => setRequest((count) => count + 1), []);
  return { scopeRef, focusFirstError };
}
