// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useHydratedLater } from './use-hydrated';

function Notice() {
  return useHydratedLater() ? <p>browser only</p> : <p>server</p>;
}

describe('useHydratedLater (decision 034, issue 17)', () => {
  it("hydrates the server's markup, shows the browser's after, and starts so once hydrated", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Notice />);
    expect(container.textContent).toBe('server');
    const recoverable = vi.fn();

    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => {
      hydrateRoot(container, <Notice />, { onRecoverableError: recoverable });
    });
    // The server's paragraph was hydrated, not replaced, and then changed in the transition.
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('browser only');

    // Mounted after the page hydrated (a page the visitor opens next): right in its first render.
    const later = document.createElement('div');
    const seen: string[] = [];
    function Recorder() {
      const hydrated = useHydratedLater();
      seen.push(String(hydrated));
      return null;
    }
    await act(async () => {
      createRoot(later).render(<Recorder />);
    });
    expect(seen[0]).toBe('true');
  });
});
