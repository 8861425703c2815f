import type { WizardState } from './wizard-state';

/**
 * Messages at the wizard's fields, from its own checks and from a refused save, keyed by the
 * listing's field path as the API names it (`price`, `rooms.bed`, `title.it`, `images`, `type`,
 * `location.address.streetNumber`, `owner`). Each message keeps the value its field had when it
 * was given and shows only while the field still holds that value: it leaves as soon as the user
 * changes the field, and no step has to remember to clear it.
 */
export type FieldMessages = Readonly<
  Record<string, { message: string; value: string; fromServer: boolean }>
>;

/** The wizard's values under the listing's field names, as the API names a refused field. */
export function fieldValues(state: WizardState): Record<string, unknown> {
  return {
    ...(state.details ?? {}),
    owner: state.seller.customer?._id ?? null,
    externalAgent: state.seller.externalAgent,
    // Renting hides some types: a message about the type stands for the type and the choice.
    category: { type: state.typeId, rent: state.rent },
    type: { type: state.typeId, rent: state.rent },
    rent: state.rent,
    location: state.location,
    title: state.texts.title,
    description: state.texts.description,
    images: state.files.images,
    plans: state.files.plans,
    video: state.video,
  };
}

/** The value at a field path (`rooms.bed`, `cultivation.0.area`, `images[2]`), as JSON text. */
function valueAt(values: Record<string, unknown>, path: string): string {
  let value: unknown = values;
  for (const key of path.split(/[.[\]]+/).filter(Boolean)) {
    value =
      typeof value === 'object' && value !== null
        ? (value as Record<string, unknown>)[key]
        : undefined;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/**
 * `current` with `messages` (field path → message) added, each bound to its field's value in
 * `values` (from {@link fieldValues}); messages no longer shown are dropped on the way, and so
 * are the wizard's own findings of the fields `recheck` names (a check that now finds them
 * right). `fromServer` marks the messages of a refused save.
 */
export function withFieldMessages(
  current: FieldMessages,
  messages: Readonly<Record<string, string>>,
  values: Record<string, unknown>,
  options: { fromServer?: boolean; recheck?: (path: string) => boolean } = {},
): FieldMessages {
  const kept = Object.entries(current).filter(
    ([path, entry]) =>
      !(path in messages) &&
      valueAt(values, path) === entry.value &&
      (entry.fromServer || !options.recheck?.(path)),
  );
  const fromServer = options.fromServer ?? false;
  const added = Object.entries(messages).map(
    ([path, message]) => [path, { message, value: valueAt(values, path), fromServer }] as const,
  );
  return Object.fromEntries([...kept, ...added]);
}

/** The messages still shown: those whose field holds the value it had when they were given. */
export function shownFieldMessages(
  messages: FieldMessages,
  values: Record<string, unknown>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages)
      .filter(([path, entry]) => valueAt(values, path) === entry.value)
      .map(([path, entry]) => [path, entry.message]),
  );
}
