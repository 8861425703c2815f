import type { Language } from '@domus/domain/constants';
import type { PropertyType } from '@domus/domain/schemas/property-type.schema';
import { webPaths } from '@domus/domain/web-routes';
import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconBell,
  IconCalculator,
  IconListSearch,
  IconMapSearch,
  IconMessageCircle,
  IconSearch,
} from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { useSession } from '../../../shared/auth/session-store';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { matchesPath } from '../../../shared/lib/web-links';
import { useCreateSavedSearch } from '../api/create-saved-search';
import { emptySavedSearch, type SavedSearchBody } from '../utils/saved-search-form';
import { searchDraft } from '../utils/search-draft';
import classes from './find.module.css';
import type { RenderCaptcha } from './new-client-dialog';
import { SavedSearchForm, type SavedSearchFormHandle } from './saved-search-form';
import { VERIFIED_PARAM, VerifiedNotice } from './verified-notice';

/** What the matches page is told after a search was saved here. */
export interface SavedSearchNavigationState {
  saved: true;
}

/** A save waiting for the new-client dialog: settled once the dialog is done. */
type PendingSave = {
  body: SavedSearchBody;
  resolve: () => void;
  reject: (error: unknown) => void;
};

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
  const navigate = useNavigate();
  const session = useSession();
  const [params] = useSearchParams();
  const create = useCreateSavedSearch();
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
  const [clientDialog, setClientDialog] = useState(false);
  // The dialog (and the client schema it checks with) loads when a save first needs it.
  const [clientDialogLoaded, setClientDialogLoaded] = useState(false);
  const pending = useRef<PendingSave | null>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const form = useRef<SavedSearchFormHandle>(null);
  // The form's own helper: its result fills the form's maximum budget.
  const openBudgetHelper = () => form.current?.openBudgetHelper();

  const saveNow = async (body: SavedSearchBody) => {
    const search = await create.mutateAsync(body);
    searchDraft.clear();
    const state: SavedSearchNavigationState = { saved: true };
    await navigate(matchesPath(search._id), { state });
  };

  const askForClient = (body: SavedSearchBody) =>
    new Promise<void>((resolve, reject) => {
      pending.current = { body, resolve, reject };
      setClientDialogLoaded(true);
      setClientDialog(true);
    });

  const save = async (body: SavedSearchBody) => {
    if (!session) return askForClient(body);
    try {
      await saveNow(body);
    } catch (error) {
      // A logged-in user without a client profile becomes a client first.
      if (error instanceof ApiError && error.status === 403) return askForClient(body);
      throw error;
    }
  };

  const clientCreated = () => {
    setClientDialog(false);
    const waiting = pending.current;
    pending.current = null;
    if (waiting) saveNow(waiting.body).then(waiting.resolve, waiting.reject);
  };

  const clientDialogClosed = () => {
    setClientDialog(false);
    pending.current?.resolve();
    pending.current = null;
  };

  const goToForm = () => {
    document.getElementById(FORM_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    formHeading.current?.focus({ preventScroll: true });
  };

  const startAfresh = () => {
    searchDraft.clear();
    setDraft((current) => ({
      values: emptySavedSearch(),
      restored: false,
      round: current.round + 1,
    }));
  };

  const steps = [
    { icon: <IconMapSearch size={22} aria-hidden />, text: t('page.steps.criteria') },
    { icon: <IconBell size={22} aria-hidden />, text: t('page.steps.alerts') },
    { icon: <IconMessageCircle size={22} aria-hidden />, text: t('page.steps.answer') },
  ];

  return (
    <>
      <section className={classes.hero} aria-labelledby="find-title">
        <Container size="xl">
          <Title order={1} id="find-title" className={classes.heroTitle}>
            {t('page.heading')}
          </Title>
          <Text size="lg" mt="md" className={classes.heroText}>
            {t('page.intro')}
          </Text>
          <Group mt="xl" gap="sm">
            <Button
              size="md"
              color="accent.4"
              c="dark"
              leftSection={<IconListSearch size={20} aria-hidden />}
              onClick={goToForm}
            >
              {t('page.create')}
            </Button>
            <Button
              size="md"
              variant="white"
              component={Link}
              to={webPaths.search}
              leftSection={<IconSearch size={20} aria-hidden />}
            >
              {t('page.search')}
            </Button>
            <Button
              size="md"
              variant="outline"
              color="white"
              leftSection={<IconCalculator size={20} aria-hidden />}
              onClick={openBudgetHelper}
            >
              {t('page.budget')}
            </Button>
          </Group>
        </Container>
      </section>

      <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
        {session && params.has(VERIFIED_PARAM) && <VerifiedNotice language={language} />}
        <div className={classes.layout}>
          <aside className={classes.aside} aria-labelledby="find-how">
            <Title order={2} id="find-how" fz="h3" mb="md">
              {t('page.howTitle')}
            </Title>
            <ol className={classes.steps}>
              {steps.map((step, index) => (
                <li key={index} className={classes.step}>
                  <span className={classes.stepIcon}>{step.icon}</span>
                  <Text size="sm">{step.text}</Text>
                </li>
              ))}
            </ol>
            <Paper withBorder radius="md" p="md" mt="lg" className={classes.budgetCard}>
              <Text fw={600}>{t('budget.title')}</Text>
              <Text size="sm" c="dimmed" mt={4}>
                {t('budget.intro')}
              </Text>
              <Button
                variant="light"
                mt="sm"
                leftSection={<IconCalculator size={18} aria-hidden />}
                onClick={openBudgetHelper}
              >
                {t('page.budget')}
              </Button>
            </Paper>
          </aside>

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
              onSubmit={save}
              onValuesChange={(values) => searchDraft.write(values)}
              waitsForApp
            />
          </Paper>
        </div>
      </Container>

      {samples}

      {clientDialogLoaded && (
        <Suspense fallback={null}>
          <NewClientDialog
            opened={clientDialog}
            onClose={clientDialogClosed}
            onCreated={clientCreated}
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
