import {
  createTheme,
  mergeThemeOverrides,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';

/** The agency's petrol blue, light to dark; shade 8 is the brand colour #1d5a6c. */
const domus: MantineColorsTuple = [
  '#e9f5f8',
  '#d6e9ee',
  '#a9d2dd',
  '#78b9cb',
  '#51a3bb',
  '#3a95b0',
  '#2b7f98',
  '#1d6a80',
  '#1d5a6c',
  '#124555',
];

/**
 * A warm accent for highlights (the favicon's door). Shades 8 and 9 serve as text (the logo's
 * "Immobiliare"), so they stay at or above the WCAG AA contrast of 4.5:1 on white and on the page's
 * light grey (shade 8: 5.2:1 on white).
 */
const accent: MantineColorsTuple = [
  '#fff8e6',
  '#fdeecd',
  '#f9db9c',
  '#f5c766',
  '#f2b544',
  '#f0aa2b',
  '#efa41c',
  '#d58f0f',
  '#966200',
  '#7d5200',
];

const systemSans =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';
const serif = '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, serif';

/** Mantine theme of the site: system fonts (nothing loaded from elsewhere), serif headings. */
export const theme = createTheme({
  colors: { domus, accent },
  primaryColor: 'domus',
  primaryShade: 8,
  fontFamily: systemSans,
  headings: { fontFamily: serif, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    Container: { defaultProps: { size: 'xl' } },
    // A dialog's title bar is a <header>; inside role="dialog" it is no section's header, so tools
    // read it as a second banner landmark beside the page's. It is only the title's row.
    Modal: { defaultProps: { attributes: { header: { role: 'none' } } } },
    Drawer: { defaultProps: { attributes: { header: { role: 'none' } } } },
    // Mantine's focus placeholder in a menu is a child a menu may not have (ARIA menu children);
    // without it the first item takes the focus.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A loader is named ("Caricamento…") where it stands for a page or a list; a name is allowed
    // only on an element with a role, and a status is what screen readers announce politely.
    Loader: { defaultProps: { role: 'status' } },
  },
});

/**
 * The theme with the texts it gives Mantine's components in the page's language: the close button
 * of every dialog, drawer, toast and alert is named ("Chiudi"), which Mantine leaves to each use. The language
 * is fixed for a page's life (switching it reloads the page), so the theme is made once.
 * @param closeLabel the name of a dialog's close button in the page's language
 */
export function localizedTheme(closeLabel: string): MantineThemeOverride {
  const closeButtonProps = { 'aria-label': closeLabel };
  return mergeThemeOverrides(
    theme,
    createTheme({
      components: {
        Modal: { defaultProps: { closeButtonProps } },
        Drawer: { defaultProps: { closeButtonProps } },
        Notification: { defaultProps: { closeButtonProps } },
        Alert: { defaultProps: { closeButtonLabel: closeLabel } },
      },
    }),
  );
}

/**
 * Darker secondary and placeholder text than Mantine's defaults, which fall below the WCAG AA
 * contrast of 4.5:1 on the light grey page background.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7],
    '--mantine-color-placeholder': t.colors.gray[6],
    // Orange light badges and alerts ("awaiting confirmation"): Mantine's text shade reaches only
    // 3.6:1 on the light orange background; this one 4.9:1.
    '--mantine-color-orange-light-color': '#b33c0c',
    // Teal light badges (a confirmed viewing): Mantine's shade 6 is about 3:1 on the light teal
    // background and shade 9 4.3:1 on its lightest (#c3fae8); this one 5.8:1 on both.
    '--mantine-color-teal-light-color': '#06694b',
    // Red light badges (a viewing the buyer missed): likewise.
    '--mantine-color-red-light-color': t.colors.red[9],
    // Red outline buttons ("Delete my account"): shade 6 is 3.3:1 on white, shade 9 is 5.6:1.
    '--mantine-color-red-outline': t.colors.red[9],
    // Red text (a menu's Delete, errors): shade 6 is 3.3:1 on white.
    '--mantine-color-red-text': t.colors.red[9],
    // A field's error message, border and text (Mantine's own shade 6 is 3.3:1 on white).
    '--mantine-color-error': t.colors.red[9],
  },
  dark: {},
});
