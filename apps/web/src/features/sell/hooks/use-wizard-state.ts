import { useCallback, useEffect, useRef, useState } from 'react';
import type { WizardState } from '../utils/wizard-state';
import { clearWizard, readWizard, writeWizard } from '../utils/wizard-storage';

/** Where the wizard's first values came from. */
export type WizardOrigin = 'fresh' | 'restored' | 'outdated';

/** What the user entered, without where they stand (step and sub-step). */
function content<D>(state: WizardState<D>): string {
  const { step: _step, section: _section, ...rest } = state;
  return JSON.stringify(rest);
}

/**
 * The wizard's values, kept in browser storage under `key` on every change so that going Back
 * or reloading the page never loses them (docs/decisions/012). `initial` makes the values of a
 * wizard with nothing stored; `base` is the version (`updatedAt`) of the listing being edited,
 * and values stored for another version are dropped. Nothing is stored while `persist` is
 * false (read-only mode).
 *
 * `dirty` tells whether the values differ from what the server last had (the listing as loaded
 * or as last saved); {@link markSaved} moves that point.
 */
export function useWizardState<D>(options: {
  key: string;
  base: string | null;
  persist: boolean;
  initial: () => WizardState<D>;
}) {
  const { key, persist } = options;
  const [start] = useState(
    (): { state: WizardState<D>; origin: WizardOrigin; baseline: string; saved?: string } => {
      const fresh = options.initial();
      const baseline = content(fresh);
      if (!persist) return { state: fresh, origin: 'fresh', baseline };
      const stored = readWizard<D>(key, options.base);
      if (stored.kind === 'found') {
        // Only values the user entered and has not saved are announced; a step reached without
        // changes, or a draft as it was saved, is not.
        const entered = content(stored.state) !== (stored.saved ?? baseline);
        return {
          state: stored.state,
          origin: entered ? 'restored' : 'fresh',
          baseline: stored.saved ?? baseline,
          ...(stored.saved === undefined ? {} : { saved: stored.saved }),
        };
      }
      return { state: fresh, origin: stored.kind === 'outdated' ? 'outdated' : 'fresh', baseline };
    },
  );
  const [state, setState] = useState<WizardState<D>>(start.state);
  // The values as last rendered, for the calls that hand them on outside a render.
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  }, [state]);
  const [origin, setOrigin] = useState<WizardOrigin>(start.origin);
  const [baseline, setBaseline] = useState(start.baseline);
  const base = useRef(options.base);
  const initial = useRef(options.initial);
  // What the server has, kept with the values so that a reload knows a saved draft is saved.
  const saved = useRef<string | undefined>(start.saved);
  // After a submit the values are gone for good: later renders must not store them again.
  const finished = useRef(false);

  useEffect(() => {
    if (persist && !finished.current) {
      writeWizard(key, state, base.current, Date.now(), saved.current);
    }
  }, [key, persist, state]);

  /** Changes the values. */
  const update = useCallback((change: (state: WizardState<D>) => WizardState<D>) => {
    setState((current) => change(current));
  }, []);

  /** The server now has these values (a draft was saved); `version` is its new `updatedAt`. */
  const markSaved = useCallback(
    (values: WizardState<D>, version: string | null) => {
      base.current = version;
      saved.current = content(values);
      setBaseline(saved.current);
      if (persist) writeWizard(key, values, version, Date.now(), saved.current);
    },
    [key, persist],
  );

  /** Drops the stored values and starts again from `initial`. */
  const reset = useCallback(() => {
    clearWizard(key);
    saved.current = undefined;
    const fresh = initial.current();
    setState(fresh);
    setBaseline(content(fresh));
    setOrigin('fresh');
  }, [key]);

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
        saved: WizardState<D>;
        version: string;
        change: (state: WizardState<D>) => WizardState<D>;
      },
    ) => {
      finished.current = true;
      clearWizard(key);
      const values = options.change(latest.current);
      writeWizard(to, values, options.version, Date.now(), content(options.saved));
    },
    [key],
  );

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
    dirty: content(state) !== baseline,
    markSaved,
    relocate,
    reset,
    discard,
  };
}
