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
import './shared/ui/global.css';

/**
 * A page the server rendered is complete without its code: the code is fetched once the page is
 * painted, so that on a phone's network the page's styles and main photo are not shared with
 * 200 kB of scripts before the first paint (issue 17). The page's route code, which the server
 * names, is asked for at the same time as the app's. A page in a tab not shown starts at once.
 */
function start(): void {
  const routeCode = document
    .querySelector('meta[name="domus-route-code"]')
    ?.getAttribute('content');
  for (const href of routeCode?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import('./start-app');
}

if (document.getElementById('domus-hydration') && document.visibilityState === 'visible') {
  // The callback runs before the next frame is painted; the timer after it.
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  start();
}
