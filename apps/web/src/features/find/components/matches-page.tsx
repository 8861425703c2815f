import { MATCH_TOAST_MS, type Language } from '@domus/domain/constants';
import { isAgencyRequest } from '@domus/domain/rules/match';
import type { Match, MatchState } from '@domus/domain/schemas/match.schema';
import type { PropertyType } from '@domus/domain/schemas/property-type.schema';
import { webPaths } from '@domus/domain/web-routes';
import {
  Alert,
  Button,
  Container,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconChevronDown, IconEdit, IconListDetails, IconRefresh } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '@mantine/hooks';
import { useMutationState } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { useSession } from '../../../shared/auth/session-store';
import { SavedSearchSummary } from '../../../shared/components/saved-search-summary';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { withFlagParam } from '../../../shared/lib/flag-param';
import { EDIT_PARAM, loginPath, matchesPath } from '../../../shared/lib/web-links';
import { showToast, ToastHost } from '../../../shared/ui/toast-host';
import { useMatches } from '../api/get-matches';
import { useRecommendations } from '../api/get-recommendations';
import { useSavedSearch } from '../api/get-saved-search';
import { matchAnswersKey, useUpdateMatch, type MatchAnswer } from '../api/update-match';
import { useUpdateSavedSearch } from '../api/update-saved-search';
import { groupMatches } from '../utils/match-groups';
import { savedSearchValues, unusableLocations } from '../utils/saved-search-form';
import { AlertsOptOut } from './alerts-opt-out';
import { AlertsSwitch } from './alerts-switch';
import type { SavedSearchNavigationState } from './find-page';
import classes from './find.module.css';
import { MatchList, type RenderCard } from './match-list';
import { SavedSearchForm } from './saved-search-form';

/**
 * The matches page of a saved search (buyer-side.md §2 Matches page, §4, §9): the search's
 * summary with the alerts switch and an edit dialog (also opened by `?edit`); the matches of the
 * last 24 hours as new matches and the older ones behind "show older matches", each in display
 * order with its state and the answers allowed from it; a success toast of 2.5 s after a visit or
 * consultation request; recommendations and the empty text when there are no matches. An alert
 * mail's opt-out link (`?alerts=off&token=…`) shows its notice first, also without a login.
 */
export function MatchesPage({
  searchId,
  language,
  types,
  typesLoading,
  renderCard,
}: {
  searchId: string;
  language: Language;
  types: PropertyType[];
  typesLoading: boolean;
  renderCard: RenderCard;
}) {
  const { t } = useTranslation('find');
  const { t: tc } = useTranslation();
  usePageTitle(t('matches.title'));
  const session = useSession();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const optOutToken = params.get('alerts') === 'off' ? params.get('token') : null;
  const search = useSavedSearch(searchId, session !== null);
  const matches = useMatches(searchId, session !== null);
  const noMatches = matches.isSuccess && matches.data.length === 0;
  const recommendations = useRecommendations(searchId, noMatches);
  const answer = useUpdateMatch(searchId, {
    onAnswered: ({ state }) => {
      if (isAgencyRequest(state)) {
        showToast({
          message: tc('feedback.requestSent'),
          kind: 'success',
          duration: MATCH_TOAST_MS,
        });
      }
    },
    onFailed: (error) => showToast({ message: error.message, kind: 'error' }),
  });
  // Each match shows its own answer being sent; the others can be answered meanwhile.
  const answering = useMutationState({
    filters: { mutationKey: matchAnswersKey(searchId), status: 'pending' },
    select: (mutation) => mutation.state.variables as MatchAnswer,
  });
  const update = useUpdateSavedSearch(searchId);
  const [showOlder, setShowOlder] = useState(false);
  // One reading of the clock per page view: a match does not jump between groups while open.
  const [now] = useState(() => Date.now());
  const justSaved = (location.state as SavedSearchNavigationState | null)?.saved === true;
  const editing = params.has(EDIT_PARAM) && search.isSuccess;
  const phone = useMediaQuery('(max-width: 36em)');

  const setEditing = (open: boolean) =>
    setParams((current) => withFlagParam(current, EDIT_PARAM, open), { replace: !open });

  // One answer per match at a time (issue 30 point 1): a second click that comes before the
  // first one's pending state is drawn is not sent, which the server would refuse as a
  // transition from the state just chosen.
  const sendingAnswers = useRef(new Set<string>());
  const onAnswer = (match: Match, state: MatchState) => {
    if (sendingAnswers.current.has(match._id)) return;
    sendingAnswers.current.add(match._id);
    answer
      .mutateAsync({ id: match._id, state })
      // The hook's onFailed shows the failure.
      .catch(() => undefined)
      .finally(() => sendingAnswers.current.delete(match._id));
  };

  const optOut = optOutToken && (
    <AlertsOptOut searchId={searchId} token={optOutToken} loggedIn={session !== null} />
  );

  if (!session) {
    // Only an opt-out link brings a visitor here (the route sends others to the login page).
    return (
      <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {t('matches.title')}
          </Title>
          {optOut}
          <div>
            <Button component={Link} variant="light" to={loginPath(matchesPath(searchId))}>
              {t('alerts.login')}
            </Button>
          </div>
        </Stack>
      </Container>
    );
  }

  if (search.isError || matches.isError) {
    const notFound = search.error instanceof ApiError && search.error.status === 404;
    // A search that is not there stays so; any other failure may pass.
    const retry = () => {
      if (search.isError) void search.refetch();
      if (matches.isError) void matches.refetch();
    };
    return (
      <Container size="xl" py="xl">
        <Stack gap="lg">
          {optOut}
          <Alert color="red" role="alert" title={t('matches.title')}>
            {notFound ? t('matches.notFound') : (search.error ?? matches.error)?.message}
          </Alert>
          <Group gap="sm">
            {!notFound && (
              <Button
                leftSection={<IconRefresh size={18} aria-hidden />}
                loading={search.isFetching || matches.isFetching}
                onClick={retry}
              >
                {t('retry')}
              </Button>
            )}
            <Button component={Link} to={webPaths.account} variant="light">
              {t('matches.backToAccount')}
            </Button>
          </Group>
        </Stack>
      </Container>
    );
  }

  if (!search.data || !matches.data) {
    return (
      <Container size="xl" py="xl">
        <Group justify="center" py="xl">
          <Loader aria-label={t('matches.loading')} />
        </Group>
      </Container>
    );
  }

  const { recent, older } = groupMatches(matches.data, now);
  const unusable = unusableLocations(search.data);

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <ToastHost />
      <Stack gap="xl">
        {optOut}
        {justSaved && (
          <Alert color="green" role="status">
            {session.verified ? t('form.saved') : t('client.created')}
          </Alert>
        )}
        {!justSaved && !session.verified && (
          <Alert color="yellow" role="status">
            {t('alerts.unverified')}
          </Alert>
        )}
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <SavedSearchSummary search={search.data} language={language} headingOrder={1}>
            <AlertsSwitch search={search.data} />
            <Group gap="sm">
              <Button
                variant="light"
                leftSection={<IconEdit size={18} aria-hidden />}
                onClick={() => setEditing(true)}
              >
                {t('matches.edit')}
              </Button>
              <Button
                variant="subtle"
                component={Link}
                to={webPaths.account}
                leftSection={<IconListDetails size={18} aria-hidden />}
              >
                {t('matches.backToAccount')}
              </Button>
            </Group>
          </SavedSearchSummary>
        </Paper>

        {noMatches ? (
          <Stack gap="lg">
            <Text>{tc('website.find.matches.empty')}</Text>
            {recommendations.data && recommendations.data.length > 0 && (
              <section aria-labelledby="recommendations-title">
                <Title order={2} id="recommendations-title">
                  {t('matches.recommendationsTitle')}
                </Title>
                <Text c="dimmed" size="sm" mt={4} mb="md">
                  {t('matches.recommendationsIntro')}
                </Text>
                <ul className={classes.grid} aria-labelledby="recommendations-title">
                  {recommendations.data.map((card) => (
                    <li key={card._id}>{renderCard(card)}</li>
                  ))}
                </ul>
              </section>
            )}
          </Stack>
        ) : (
          <>
            <section aria-labelledby="new-matches-title">
              <Title order={2} id="new-matches-title" mb="md">
                {t('matches.newTitle')}
              </Title>
              {recent.length > 0 ? (
                <MatchList
                  matches={recent}
                  label={t('matches.newTitle')}
                  renderCard={renderCard}
                  onAnswer={onAnswer}
                  answering={answering}
                />
              ) : (
                <Text c="dimmed">{t('matches.newEmpty')}</Text>
              )}
            </section>
            {older.length > 0 && (
              <section aria-labelledby="older-matches-title">
                {showOlder ? (
                  <>
                    <Title order={2} id="older-matches-title" mb="md">
                      {t('matches.olderTitle')}
                    </Title>
                    <MatchList
                      matches={older}
                      label={t('matches.olderTitle')}
                      renderCard={renderCard}
                      onAnswer={onAnswer}
                      answering={answering}
                    />
                  </>
                ) : (
                  <Button
                    variant="light"
                    id="older-matches-title"
                    rightSection={<IconChevronDown size={18} aria-hidden />}
                    onClick={() => setShowOlder(true)}
                  >
                    {t('matches.showOlder', { count: older.length })}
                  </Button>
                )}
              </section>
            )}
          </>
        )}
      </Stack>

      {/* The form opens the budget helper and the drawing map over this dialog: in one stack,
          Escape closes only the dialog on top. */}
      <Modal.Stack>
        <Modal
          opened={editing}
          onClose={() => setEditing(false)}
          stackId="search-edit"
          title={t('form.titleEdit')}
          size="lg"
          fullScreen={phone}
        >
          {search.data && unusable.length > 0 && (
            <Alert color="yellow" role="status" mb="md">
              {t('form.unusable', { names: unusable.join(', ') })}
            </Alert>
          )}
          {search.data && (
            <SavedSearchForm
              types={types}
              typesLoading={typesLoading}
              language={language}
              initialValues={savedSearchValues(search.data)}
              submitLabel={t('form.saveChanges')}
              onSubmit={async (body) => {
                await update.mutateAsync(body);
                setEditing(false);
                showToast({ message: t('form.saved'), kind: 'success' });
              }}
              onCancel={() => setEditing(false)}
            />
          )}
        </Modal>
      </Modal.Stack>
    </Container>
  );
}
