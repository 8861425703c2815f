import '@mantine/core/styles/Tabs.layer.css';
import { MAX_LENGTH, type Language } from '@domus/domain/core/constants';
import { Stack, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WizardState, WizardTexts } from '../utils/wizard-state';

/** The tabs' order (seller-side.md §2 step 4: tabs for de, it, en). */
const TAB_LANGUAGES = ['de', 'it', 'en'] as const satisfies readonly Language[];

type Texts = WizardState['texts'];

/**
 * Step 4, title and description in tabs for de, it and en (seller-side.md §2 step 4). The tab
 * of the interface language opens first; a tab whose texts were refused is marked.
 */
export function TextsStep({
  value,
  onChange,
  language,
  errors,
  readOnly,
}: {
  value: Texts;
  onChange: (value: Texts) => void;
  language: Language;
  /** Field path (`title.it`) → message. */
  errors: Record<string, string>;
  readOnly?: boolean;
}) {
  const { t } = useTranslation('sell');
  const { t: tc } = useTranslation();
  const firstWithError = TAB_LANGUAGES.find(
    (code) => errors[`title.${code}`] || errors[`description.${code}`],
  );
  const [tab, setTab] = useState<string | null>(firstWithError ?? language);

  const set = (field: keyof Texts, code: keyof WizardTexts, text: string) =>
    onChange({ ...value, [field]: { ...value[field], [code]: text } });

  return (
    <Stack gap="md">
      <Text c="dimmed">{t('wizard.texts.intro')}</Text>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List aria-label={t('wizard.texts.languages')}>
          {TAB_LANGUAGES.map((code) => {
            const invalid = !!(errors[`title.${code}`] || errors[`description.${code}`]);
            const name = tc(`language.${code}`);
            return (
              <Tabs.Tab
                key={code}
                value={code}
                color={invalid ? 'red' : undefined}
                rightSection={invalid ? <IconAlertCircle size={16} aria-hidden /> : undefined}
                aria-label={invalid ? t('wizard.texts.hasError', { language: name }) : undefined}
              >
                {name}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {TAB_LANGUAGES.map((code) => {
          const name = tc(`language.${code}`);
          return (
            <Tabs.Panel key={code} value={code} pt="md">
              <Stack gap="sm">
                <TextInput
                  label={t('wizard.texts.title', { language: name })}
                  lang={code}
                  maxLength={MAX_LENGTH.title}
                  value={value.title[code]}
                  error={errors[`title.${code}`]}
                  readOnly={readOnly}
                  onChange={(event) => set('title', code, event.currentTarget.value)}
                />
                <Textarea
                  label={t('wizard.texts.description', { language: name })}
                  lang={code}
                  autosize
                  minRows={6}
                  maxRows={20}
                  maxLength={MAX_LENGTH.description}
                  value={value.description[code]}
                  error={errors[`description.${code}`]}
                  readOnly={readOnly}
                  onChange={(event) => set('description', code, event.currentTarget.value)}
                />
              </Stack>
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Stack>
  );
}
