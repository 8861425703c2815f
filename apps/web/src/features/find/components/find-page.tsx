import type { Language } from '@domus/domain/core/constants';
import type { PropertyType } from '@domus/domain/listing/property-type.schema';
import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FROM_SEARCH_PARAM } from './save-this-search-button';
import { useSession } from '../../../shared/auth/session-store';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useClientSave } from '../hooks/use-client-save';
import { emptySavedSearch } from '../utils/saved-search-form';
import { searchDraft } from '../utils/search-draft';
import classes from './find.module.css';
import { FindHeroSection } from './find-hero-section';
import { FindStepsSection } from './find-steps-section';
import type { RenderCaptcha } from './new-client-dialog';
import { SavedSearchForm, type SavedSearchFormHandle } from './saved-search-form';
import { VERIFIED_PARAM, VerifiedNotice } from './verified-notice';
import type { SavedSearchNavigationState } from '../hooks/use-client-save';

export type { SavedSearchNavigationState };

const FORM_ID = 'saved-search';

const NewClientDialog = lazy(async () => ({
  default: (await import('./new-client-dialog')).NewClientDialog,
}));

/**
 * The find page (buyer-side.md §2 Find page): an intro with buttons to search, to create a saved
 * search and to work out the budget; the saved-search form; the new-client dialog, which opens
 * when a visitor (or a user without a client profile) saves and makes them a client with a
 * session, so the search is saved right away; then sample cards. A saved search leads to its
 * matches page.
 */
export function FindPage({
  types,
  typesLoading,
  language,
  renderCaptcha,
  samples,
}: {
  types: PropertyType[];
  typesLoading: boolean;
  language: Language;
  renderCaptcha: RenderCaptcha;
  /** Listings to show below the form (the newest ones). */
  samples?: ReactNode;
}) {
  const { t } = useTranslation('find');
  usePageTitle(t('page.title'));
  const session = useSession();
  const [params] = useSearchParams();
  const client = useClientSave();
  const [draft, setDraft] = useState(() => ({
    values: emptySavedSearch(),
    restored: false,
    round: 0,
  }));
  // A search typed before a reload or the login detour comes back, with a word about it. After
  // hydration: the server rendered the empty form, which the browser's first render must match.
  useEffect(() => {
    let current = true;
    void searchDraft.read().then((values) => {
      if (current && values) {
        setDraft((shown) => ({ values, restored: true, round: shown.round + 1 }));
      }
    });
    return () => {
      current = false;
    };
  }, []);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const form = useRef<SavedSearchFormHandle>(null);
  // The form's own helper: its result fills the form's maximum budget.
  const openBudgetHelper = () => form.current?.openBudgetHelper();

  const goToForm = () => {
    document.getElementById(FORM_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    formHeading.current?.focus({ preventScroll: true });
  };
  // Come from "Save this search": the form, filled with the search, is where the buyer goes on.
  const fromSearch = params.get(FROM_SEARCH_PARAM) === 'search';
  useEffect(() => {
    if (fromSearch && draft.restored) goToForm();
  }, [fromSearch, draft.restored]);

  const startAfresh = () => {
    searchDraft.clear();
    setDraft((current) => ({
      values: emptySavedSearch(),
      restored: false,
      round: current.round + 1,
    }));
  };

  return (
    <>
      <FindHeroSection onCreate={goToForm} onBudget={openBudgetHelper} />

      <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
        {session && params.has(VERIFIED_PARAM) && <VerifiedNotice language={language} />}
        <div className={classes.layout}>
          <FindStepsSection onBudget={openBudgetHelper} />

          <Paper
            component="section"
            id={FORM_ID}
            aria-labelledby={`${FORM_ID}-title`}
            withBorder
            radius="lg"
            p={{ base: 'md', sm: 'xl' }}
            className={classes.formCard}
          >
            <Stack gap={4} mb="lg">
              <Title order={2} id={`${FORM_ID}-title`} ref={formHeading} tabIndex={-1}>
                {t('page.formTitle')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('page.formIntro')}
              </Text>
            </Stack>
            {draft.restored && (
              <Alert color="domus" variant="light" role="status" mb="lg">
                <Group justify="space-between" gap="xs">
                  <Text size="sm">{t('page.draftRestored')}</Text>
                  <Button variant="subtle" size="compact-sm" onClick={startAfresh}>
                    {t('page.draftDiscard')}
                  </Button>
                </Group>
              </Alert>
            )}
            <SavedSearchForm
              ref={form}
              key={draft.round}
              types={types}
              typesLoading={typesLoading}
              language={language}
              initialValues={draft.values}
              submitLabel={t('form.save')}
              onSubmit={client.save}
              onValuesChange={(values) => searchDraft.write(values)}
              waitsForApp
            />
          </Paper>
        </div>
      </Container>

      {samples}

      {client.dialogLoaded && (
        <Suspense fallback={null}>
          <NewClientDialog
            opened={client.dialogOpened}
            onClose={client.dialogClosed}
            onCreated={client.clientCreated}
            language={language}
            loggedIn={session !== null}
            email={session?.email}
            renderCaptcha={renderCaptcha}
          />
        </Suspense>
      )}
    </>
  );
}
