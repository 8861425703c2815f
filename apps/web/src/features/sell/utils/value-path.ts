import type { DetailsValues } from './details-values';

type Primitive = string | number | boolean | null | undefined;

/**
 * The dotted paths of the fields of `T` (`price`, `rooms.bed`, `cultivation.0.area`), the same
 * paths the checks and the API name their problems by. Lists of plain values are one field.
 */
export type FieldPath<T = DetailsValues> = {
  [K in keyof T & string]: T[K] extends readonly (infer U)[]
    ? U extends Primitive
      ? K
      : K | `${K}.${number}` | `${K}.${number}.${FieldPath<U>}`
    : T[K] extends Primitive
      ? K
      : K | `${K}.${FieldPath<T[K]>}`;
}[keyof T & string];

/** The value at a path of `T`. */
export type FieldValue<P extends string, T = DetailsValues> = P extends `${infer K}.${infer Rest}`
  ? K extends keyof T
    ? FieldValue<Rest, T[K]>
    : T extends readonly (infer U)[]
      ? FieldValue<Rest, U>
      : never
  : P extends keyof T
    ? T[P]
    : T extends readonly (infer U)[]
      ? U
      : never;

/** The paths of `T` whose value is of type `V`. */
export type PathTo<V, T = DetailsValues> = {
  [P in FieldPath<T>]: FieldValue<P, T> extends V ? P : never;
}[FieldPath<T>];

type Container = Record<string, unknown> | unknown[];

/**
 * The value at a dotted path; the caller knows its type from the path.
 * @param values the form values
 * @param path the path
 */
export function getIn(values: DetailsValues, path: FieldPath): unknown {
  let current: unknown = values;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/**
 * A copy of `values` with the value at a dotted path replaced; only the objects and lists on the
 * path are copied.
 * @param values the form values
 * @param path the path
 * @param value the new value
 */
export function setIn<P extends FieldPath>(
  values: DetailsValues,
  path: P,
  value: FieldValue<P>,
): DetailsValues {
  const write = (target: unknown, keys: string[]): unknown => {
    const [key, ...rest] = keys as [string, ...string[]];
    const source = (target ?? {}) as Container;
    const copy = (Array.isArray(source) ? [...source] : { ...source }) as Record<string, unknown>;
    copy[key] = rest.length === 0 ? value : write(copy[key], rest);
    return copy;
  };
  return write(values, path.split('.')) as DetailsValues;
}
