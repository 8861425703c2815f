/**
 * The hand-over between the entry (main.tsx), which runs a rendered page's code one chunk per
 * task, and the app's start (start-app.tsx), which must not start the router before the route's
 * chunks have run: the router would run them itself, in the same task as its own start, which
 * made one task of 300 ms on a phone (issue 17). The app's chunk is among those the entry runs,
 * so the app waits here rather than being started by the entry.
 */
let ran: () => void = () => undefined;

/** Resolves once the entry has run every chunk the page named (at once when it named none). */
export const pageCodeRan = new Promise<void>((resolve) => {
  ran = resolve;
});

/** Called by the entry once the page's chunks have run. */
export function markPageCodeRan(): void {
  ran();
}
