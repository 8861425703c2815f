import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { WizardState } from '../utils/wizard-state';
import { clearWizard, readWizard, writeWizard } from '../utils/wizard-storage';

/** Where the wizard's first values came from. */
export type WizardOrigin = 'fresh' | 'restored' | 'outdated';

/** What the user entered, without where they stand (step and sub-step). */
function content(state: WizardState): string {
  const { step: _step, section: _section, ...rest } = state;
  return JSON.stringify(rest);
}

/** The values of {@link content}, at the first step. */
function fromContent(text: string, fallback: WizardState): WizardState {
  try {
    return { ...(JSON.parse(text) as WizardState), step: 0, section: 0 };
  } catch {
    return fallback;
  }
}

/**
 * The wizard's values, kept in browser storage under `key` on every change so that going Back
 * or reloading the page never loses them (docs/decisions/012). `initial` makes the values of a
 * wizard with nothing stored; `base` is the version (`updatedAt`) of the listing being edited,
 * and values stored for another version are not used (the next write replaces them). Nothing is
 * stored while `persist` is false (read-only mode).
 *
 * `saved` is what the server has: the listing as loaded or as last saved ({@link markSaved}),
 * for a new listing the values it started with. `dirty` tells whether the values differ from
 * it, and "start again" returns to it.
 */
export function useWizardState(options: {
  key: string;
  base: string | null;
  persist: boolean;
  initial: () => WizardState;
}) {
  const { key, persist } = options;
  // Reading has no effect on the storage: the initializer may run twice (strict mode).
  const [start] = useState(
    (): { state: WizardState; origin: WizardOrigin; saved: WizardState; text?: string } => {
      const fresh = options.initial();
      if (!persist) return { state: fresh, origin: 'fresh', saved: fresh };
      const stored = readWizard(key, options.base);
      if (stored.kind === 'found') {
        // Only values the user entered and has not saved are announced; a step reached without
        // changes, or a draft as it was saved, is not.
        const entered = content(stored.state) !== (stored.saved ?? content(fresh));
        return {
          state: stored.state,
          origin: entered ? 'restored' : 'fresh',
          saved: stored.saved === undefined ? fresh : fromContent(stored.saved, fresh),
          ...(stored.saved === undefined ? {} : { text: stored.saved }),
        };
      }
      return {
        state: fresh,
        origin: stored.kind === 'outdated' ? 'outdated' : 'fresh',
        saved: fresh,
      };
    },
  );
  const [state, setState] = useState<WizardState>(start.state);
  // The values as last rendered, for the calls that hand them on outside a render.
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  }, [state]);
  const [origin, setOrigin] = useState<WizardOrigin>(start.origin);
  const [saved, setSaved] = useState<WizardState>(start.saved);
  const baseline = useMemo(() => content(saved), [saved]);
  const base = useRef(options.base);
  // What the server has as stored with the values, so that a reload knows a saved draft is
  // saved; nothing for values the server never had.
  const savedText = useRef<string | undefined>(start.text);
  // After a submit the values are gone for good: later renders must not store them again.
  const finished = useRef(false);

  // Also replaces values that were not used (of another version, too old, unreadable).
  useEffect(() => {
    if (persist && !finished.current) {
      writeWizard(key, state, base.current, Date.now(), savedText.current);
    }
  }, [key, persist, state]);

  /** Changes the values. */
  const update = useCallback((change: (state: WizardState) => WizardState) => {
    setState((current) => change(current));
  }, []);

  /** The server now has these values (a draft was saved); `version` is its new `updatedAt`. */
  const markSaved = useCallback(
    (values: WizardState, version: string) => {
      base.current = version;
      savedText.current = content(values);
      setSaved({ ...values, step: 0, section: 0 });
      if (persist) writeWizard(key, values, version, Date.now(), savedText.current);
    },
    [key, persist],
  );

  /**
   * Hands the values over to the wizard of another key (a new listing saved as a draft continues
   * as that listing): the latest values, changed by `change`, are stored there with the
   * listing's `version` and `saved` as what the server has; this wizard forgets them and stores
   * nothing more.
   */
  const relocate = useCallback(
    (
      to: string,
      options: {
        saved: WizardState;
        version: string;
        change: (state: WizardState) => WizardState;
      },
    ) => {
      finished.current = true;
      clearWizard(key);
      const values = options.change(latest.current);
      writeWizard(to, values, options.version, Date.now(), content(options.saved));
    },
    [key],
  );

  /** Drops the values entered since the server last had them and starts again from step 0. */
  const reset = useCallback(() => {
    clearWizard(key);
    setState(saved);
    setOrigin('fresh');
  }, [key, saved]);

  /** Forgets the stored values for good (after a submit, or when the user leaves them). */
  const discard = useCallback(() => {
    finished.current = true;
    clearWizard(key);
  }, [key]);

  return {
    state,
    update,
    origin,
    dismissOrigin: () => setOrigin('fresh'),
    saved,
    dirty: content(state) !== baseline,
    markSaved,
    relocate,
    reset,
    discard,
  };
}
