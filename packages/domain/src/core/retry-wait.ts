/**
 * How long someone waits before trying again, as a person reads it: seconds under a minute,
 * whole minutes under an hour, whole hours beyond, each rounded up so that trying again at the
 * time named is never too early (issue 30 point 1).
 */
export type RetryWait = { unit: 'seconds' | 'minutes' | 'hours'; count: number };

/** The wait of a Retry-After of `seconds`, for the `global.errors.retryIn.*` messages. */
export function retryWait(seconds: number): RetryWait {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return { unit: 'seconds', count: whole };
  const minutes = Math.ceil(whole / 60);
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  return { unit: 'hours', count: Math.ceil(whole / 3600) };
}

/** The key of the `errors` namespace that says when to try again, with its count. */
export function retryWaitMessage(seconds: number): {
  key: `global.errors.retryIn.${RetryWait['unit']}`;
  count: number;
} {
  const { unit, count } = retryWait(seconds);
  return { key: `global.errors.retryIn.${unit}`, count };
}
