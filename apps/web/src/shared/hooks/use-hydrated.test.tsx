// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useHydrated } from './use-hydrated';

function Notice() {
  return useHydrated() ? <p>browser only</p> : <p>server</p>;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('useHydrated (decision 034, issue 17)', () => {
  it("hydrates the server's markup, shows the browser's a task after, and starts so once hydrated", async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Notice />);
    expect(container.textContent).toBe('server');
    const recoverable = vi.fn();

    await act(async () => {
      hydrateRoot(container, <Notice />, { onRecoverableError: recoverable });
    });
    // Hydrated as the server wrote it, not replaced, and not changed within the hydration.
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('server');

    await act(nextTask);
    expect(container.textContent).toBe('browser only');

    // Mounted after the page hydrated (a page the visitor opens next): right in its first render.
    const seen: boolean[] = [];
    function Recorder() {
      seen.push(useHydrated());
      return null;
    }
    await act(async () => {
      createRoot(document.createElement('div')).render(<Recorder />);
    });
    expect(seen[0]).toBe(true);

    // Hydrated later (a boundary whose code came after the page's): the server's value first.
    const late = document.createElement('div');
    late.innerHTML = renderToString(<Notice />);
    await act(async () => {
      hydrateRoot(late, <Notice />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(late.textContent).toBe('browser only');
  });
});
