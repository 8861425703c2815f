// Mantine styles of the frame (header, footer, cookie notice, loader, error page) only: each page
// brings those of its own components (shared/ui/mantine-page.css), see docs/decisions/005. The
// `.layer` files put them in the `mantine` cascade layer: the site's styles win in any load order.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Title.layer.css';
// The toasts' styles (1.5 kB), although their code loads with the forms that show them: the
// detail page's contact form loads at start-up, and a stylesheet added to a painted page made a
// phone restyle and lay out the whole page again (issue 17).
import '@mantine/notifications/styles.layer.css';
import './shared/ui/global.css';
import { HYDRATION_STATE_ID } from '@domus/domain/pages/hydration';
import { nextTask } from './shared/lib/next-task';
import { markPageCodeRan } from './shared/lib/page-code';

/**
 * Module preloads started in one task. Adding one cost a throttled phone up to 28 ms (traced at
 * fourfold slowdown), so four made tasks of over 100 ms (issue 17).
 */
const PRELOADS_PER_TASK = 1;

/**
 * A page the server rendered is complete without its code: the code is fetched once the page is
 * painted, so that on a phone's network the page's styles and main photo are not shared with
 * 200 kB of scripts before the first paint (issue 17). The server names the page's code in a meta
 * element: every file, fetched at once, and the stages to run it in, each in a task of its own
 * (the libraries, the app, the route's chunks; then the app starts the page) so that no single
 * task holds the phone's main thread for long. Without that element (a page the server did not render, or the
 * development server) the app is loaded as the bundler wrote it.
 */
async function start(): Promise<void> {
  const code = document.querySelector<HTMLMetaElement>('meta[name="domus-route-code"]');
  const files = code?.content.split(' ').filter(Boolean) ?? [];
  for (let i = 0; i < files.length; i += PRELOADS_PER_TASK) {
    if (i > 0) await nextTask();
    for (const href of files.slice(i, i + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  }
  const stages = code?.dataset.stages?.split(' ').filter(Boolean) ?? [];
  if (stages.length === 0) {
    markPageCodeRan();
    await import('./start-app');
    return;
  }
  // The app's chunk is one of the stages and starts once the route's chunks after it have run.
  for (const stage of stages) {
    await nextTask();
    await import(/* @vite-ignore */ stage);
  }
  markPageCodeRan();
}

if (document.getElementById(HYDRATION_STATE_ID) && document.visibilityState === 'visible') {
  // The callback runs before the next frame is painted; the timer after it.
  requestAnimationFrame(() => setTimeout(() => void start(), 0));
} else {
  void start();
}
