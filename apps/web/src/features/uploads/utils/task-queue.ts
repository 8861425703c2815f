/**
 * Runs tasks with at most `limit` at once, in the order given: uploads of many files go on a few
 * at a time, so that the first ones finish early and the server's image work is not flooded.
 */
export function createTaskQueue(limit: number) {
  let running = 0;
  const waiting: (() => Promise<unknown>)[] = [];
  const pump = () => {
    while (running < limit && waiting.length) {
      const task = waiting.shift()!;
      running++;
      void task()
        .catch(() => {})
        .finally(() => {
          running--;
          pump();
        });
    }
  };
  return {
    /** Adds a task; it starts when a place is free. */
    add(task: () => Promise<unknown>): void {
      waiting.push(task);
      pump();
    },
  };
}
