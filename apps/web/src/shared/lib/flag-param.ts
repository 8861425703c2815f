/**
 * `params` with the flag `name` set (a parameter without a value, such as `?edit`, which opens a
 * page's dialog) or removed.
 */
export function withFlagParam(params: URLSearchParams, name: string, on: boolean): URLSearchParams {
  const next = new URLSearchParams(params);
  if (on) next.set(name, '');
  else next.delete(name);
  return next;
}
