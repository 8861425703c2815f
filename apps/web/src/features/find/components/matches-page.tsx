import type { Language } from '@domus/domain/core/constants';
import type { PropertyType } from '@domus/domain/listing/property-type.schema';
import { webPaths } from '@domus/domain/core/web-routes';
import { Alert, Button, Container, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { IconEdit, IconListDetails } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { useSession } from '../../../shared/auth/session-store';
import { SavedSearchSummary } from '../../../shared/components/saved-search-summary';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { withFlagParam } from '../../../shared/lib/flag-param';
import { EDIT_PARAM, loginPath, matchesPath } from '../../../shared/lib/web-links';
import { ToastHost } from '../../../shared/ui/toast-host';
import { useMatches } from '../api/get-matches';
import { useRecommendations } from '../api/get-recommendations';
import { useSavedSearch } from '../api/get-saved-search';
import { useMatchAnswers } from '../hooks/use-match-answers';
import { useVisitDialog, type RenderVisitDialog } from '../hooks/use-visit-dialog';
import { groupMatches } from '../utils/match-groups';
import { AlertsOptOut } from './alerts-opt-out';
import { AlertsSwitch } from './alerts-switch';
import type { SavedSearchNavigationState } from './find-page';
import type { RenderCard } from './match-list';
import { MatchesErrorSection } from './matches-error-section';
import { MatchesResultsSection } from './matches-results-section';
import { SearchEditDialog } from './search-edit-dialog';

/**
 * The matches page of a saved search (buyer-side.md §2 Matches page, §4, §9): the search's
 * summary with the alerts switch and an edit dialog (also opened by `?edit`); the matches of the
 * last 24 hours as new matches and the older ones behind "show older matches", each in display
 * order with its state and the answers allowed from it; a success toast of 2.5 s after a visit or
 * consultation request; recommendations and the empty text when there are no matches. An alert
 * mail's opt-out link (`?alerts=off&token=…`) shows its notice first, also without a login.
 * With `renderVisitDialog` the 'visit' answer opens the viewing dialog for the listing, whose
 * request answers the match (issue 33 point 1).
 */
export function MatchesPage({
  searchId,
  language,
  types,
  typesLoading,
  renderCard,
  renderVisitDialog,
}: {
  searchId: string;
  language: Language;
  types: PropertyType[];
  typesLoading: boolean;
  renderCard: RenderCard;
  renderVisitDialog?: RenderVisitDialog;
}) {
  const { t } = useTranslation('find');
  usePageTitle(t('matches.title'));
  const session = useSession();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const optOutToken = params.get('alerts') === 'off' ? params.get('token') : null;
  const search = useSavedSearch(searchId, session !== null);
  const matches = useMatches(searchId, session !== null);
  const noMatches = matches.isSuccess && matches.data.length === 0;
  const recommendations = useRecommendations(searchId, noMatches);
  const { answering, onAnswer } = useMatchAnswers(searchId);
  const { answer, visitDialog } = useVisitDialog(searchId, onAnswer, renderVisitDialog);
  // One reading of the clock per page view: a match does not jump between groups while open.
  const [now] = useState(() => Date.now());
  const justSaved = (location.state as SavedSearchNavigationState | null)?.saved === true;
  const editing = params.has(EDIT_PARAM) && search.isSuccess;

  const setEditing = (open: boolean) =>
    setParams((current) => withFlagParam(current, EDIT_PARAM, open), { replace: !open });

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
      <MatchesErrorSection
        optOut={optOut}
        notFound={notFound}
        message={(search.error ?? matches.error)?.message}
        retrying={search.isFetching || matches.isFetching}
        onRetry={retry}
      />
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

        <MatchesResultsSection
          noMatches={noMatches}
          recommendations={recommendations.data}
          recent={recent}
          older={older}
          renderCard={renderCard}
          onAnswer={answer}
          answering={answering}
        />
      </Stack>

      {visitDialog}

      <SearchEditDialog
        searchId={searchId}
        search={search.data}
        opened={editing}
        onClose={() => setEditing(false)}
        types={types}
        typesLoading={typesLoading}
        language={language}
      />
    </Container>
  );
}
