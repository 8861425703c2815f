import { LANGUAGES, type Language } from '@domus/domain/core/constants';
import { Button, Group } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { getLanguage, switchLanguage } from '../../../shared/i18n/current-language';
import { LANGUAGE_QUERY_PARAM } from '@domus/domain/core/languages';

/**
 * The address of this page in `language`: `?lang=` on the page's own address, which the server
 * renders in that language and the app takes as the visitor's choice. Built from the router's
 * location, which the server and the browser read alike (both without `?lang=`), so the server's
 * links are the ones hydration finds.
 */
export function languageHref(pathname: string, search: string, language: Language): string {
  const params = new URLSearchParams(search);
  params.delete(LANGUAGE_QUERY_PARAM);
  params.set(LANGUAGE_QUERY_PARAM, language);
  return `${pathname}?${params.toString()}`;
}

/** A click the browser should handle itself: a new tab or window, a download. */
function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * The language switcher (buyer-side.md §2: it/de/en; choice stored locally; page reloads): a
 * group named "Lingua" / "Sprache" / "Language" of three links, each showing its code, as
 * bilingual South Tyrol sites do, and named by the code followed by the language in that language
 * ("IT – Italiano", "DE – Deutsch", "EN – English"): the name starts with the visible text, so a
 * voice user saying "click DE" reaches the link (WCAG 2.5.3 Label in Name). Plain links keep the
 * menu library out of the first page load, and work before the app has started or without it
 * (issue 30 point 3): the server renders `?lang=de` in German. Once the app runs, a click stores
 * the choice and reloads the page in place, its fragment kept.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const current = getLanguage();
  return (
    <Group role="group" aria-label={t('language.switcher')} gap={2} wrap="nowrap">
      {LANGUAGES.map((language) => {
        const active = language === current;
        return (
          <Button
            key={language}
            component="a"
            href={languageHref(pathname, search, language)}
            lang={language}
            hrefLang={language}
            size="compact-sm"
            variant={active ? 'light' : 'subtle'}
            color={active ? undefined : 'gray'}
            aria-label={`${language.toUpperCase()} – ${t(`language.${language}`)}`}
            aria-current={active ? 'true' : undefined}
            onClick={(event: MouseEvent<HTMLAnchorElement>) => {
              if (opensElsewhere(event)) return;
              event.preventDefault();
              if (!active) switchLanguage(language);
            }}
            px={8}
          >
            {language.toUpperCase()}
          </Button>
        );
      })}
    </Group>
  );
}
