import { LANGUAGES } from '@domus/domain/constants';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getLanguage, switchLanguage } from '../../../shared/i18n/current-language';

/**
 * The language switcher (buyer-side.md §2: it/de/en; choice stored locally; page reloads): a
 * group named "Lingua" / "Sprache" / "Language" of three buttons, each showing its code, as
 * bilingual South Tyrol sites do, and named by the code followed by the language in that language
 * ("IT – Italiano", "DE – Deutsch", "EN – English"): the name starts with the visible text, so a
 * voice user saying "click DE" reaches the button (WCAG 2.5.3 Label in Name). Plain buttons keep the menu library out of the first page load.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const current = getLanguage();
  return (
    <Group role="group" aria-label={t('language.switcher')} gap={2} wrap="nowrap">
      {LANGUAGES.map((language) => {
        const active = language === current;
        return (
          <Button
            key={language}
            lang={language}
            size="compact-sm"
            variant={active ? 'light' : 'subtle'}
            color={active ? undefined : 'gray'}
            aria-label={`${language.toUpperCase()} – ${t(`language.${language}`)}`}
            aria-current={active ? 'true' : undefined}
            onClick={() => {
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
