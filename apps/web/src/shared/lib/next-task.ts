/**
 * Resolves in a later task of the browser's event loop, so that the work before and after it
 * are two tasks: input and painting can come between them. On a phone a start-up done as one
 * long task holds every tap until it ends (issue 17, total blocking time). Uses the scheduler's
 * `yield` where the browser has it (it keeps the caller's priority), else a zero timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
