import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { ViewingDialogProps } from './viewing-dialog';

/** A viewing dialog's code and texts, fetched on demand, and the dialog they bring. */
export interface ViewingDialogLoader {
  /** Fetches them, once; a failed fetch may be tried again. */
  load: () => Promise<unknown>;
  /** The dialog, rendered once `load` has brought it; it stays mounted after its first opening. */
  Dialog: ComponentType<ViewingDialogProps>;
}

/**
 * A dialog fetched when it is first wanted (issue 33 point 1: the pages that offer it carry none
 * of its code or texts; the home and property pages' budgets). `load` answers the component.
 * @param load fetches the dialog's code and texts
 */
export function lazyViewingDialog(
  load: () => Promise<ComponentType<ViewingDialogProps>>,
): ViewingDialogLoader {
  let loading: Promise<ComponentType<ViewingDialogProps>> | undefined;
  const once = () => {
    loading ??= load();
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  const Loaded = lazy(() => once().then((component) => ({ default: component })));
  function Dialog(props: ViewingDialogProps) {
    const [mounted, setMounted] = useState(props.opened);
    if (props.opened && !mounted) setMounted(true);
    return mounted ? (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    ) : null;
  }
  return { load: once, Dialog };
}
