import { webPaths } from '@domus/domain/core/web-routes';
import { isMatchLinkState, type MatchLinkState } from '@domus/domain/search/match-link';
import type { MatchLinkView } from '@domus/domain/search/match.schema';
import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import {
  LinkPageDone,
  LinkPageLoadFailed,
  LinkPageLoading,
  LinkPageRefused,
} from '../../../shared/ui/link-page-states';
import { useAnswerMatchByLink } from '../api/answer-match-by-link';
import { useMatchLink } from '../api/read-match-link';
import type { RenderCard } from './match-list';

/** Why the page offers nothing to do, as the key of its text, or null when the link acts. */
type RefusalKey = 'matchAnswer.tampered' | 'matchAnswer.expired' | 'matchAnswer.final';

function refusal(view: MatchLinkView): RefusalKey | null {
  if (view.answer === 'valid') return null;
  return `matchAnswer.${view.answer}`;
}

/**
 * The page an alert mail's one-click answer opens, /match/{id}?state=…&token=… (issue 34 point 5,
 * decision 074): the listing and the question, and only a click answers, so that a mail scanner
 * following the link answers nothing. Followed again after the answer, the page shows it given;
 * an expired, altered or already answered link says so and offers nothing to do but the way on.
 */
export function MatchAnswerPage({
  id,
  state: stateParam,
  token,
  renderCard,
}: {
  id: string;
  state: string | null;
  token: string | null;
  renderCard: RenderCard;
}) {
  const { t } = useTranslation('find');
  usePageTitle(t('matchAnswer.title'));
  const state: MatchLinkState = isMatchLinkState(stateParam) ? stateParam : 'not_interested';
  const complete = !!token && isMatchLinkState(stateParam);
  const link = useMatchLink(id, state, token ?? '', complete);
  const answer = useAnswerMatchByLink(id, state, token ?? '');
  const doneRef = useRef<HTMLDivElement>(null);

  const badLink = !complete || (link.error instanceof ApiError && link.error.isClientError);
  const view = link.data;
  // Given: the match has the link's answer (just now, or when the link is followed again).
  const given = !badLink && view?.answer === 'valid' && view.state === state;
  const refused: RefusalKey | null = badLink ? 'matchAnswer.tampered' : view ? refusal(view) : null;
  useEffect(() => {
    if (answer.isSuccess) doneRef.current?.focus();
  }, [answer.isSuccess]);

  let body;
  if (link.isPending && !badLink) {
    body = <LinkPageLoading label={t('matchAnswer.loading')} />;
  } else if (link.isError && !badLink) {
    body = (
      <LinkPageLoadFailed
        message={t('matchAnswer.loadFailed')}
        retryLabel={t('matchAnswer.retry')}
        onRetry={() => void link.refetch()}
      />
    );
  } else if (given) {
    body = (
      <LinkPageDone ref={doneRef} testId="match-answer-done">
        {t(`matchAnswer.done.${state}`)}
      </LinkPageDone>
    );
  } else if (refused) {
    body = (
      <LinkPageRefused altered={refused === 'matchAnswer.tampered'}>
        {t(refused, { state: view?.state ? t(`matches.states.${view.state}`) : '' })}
      </LinkPageRefused>
    );
  } else {
    body = (
      <Stack gap="md" align="flex-start">
        <Text>{t(`matchAnswer.ask.${state}`)}</Text>
        {answer.isError && (
          <Alert color="red" role="alert">
            {t('matchAnswer.loadFailed')}
          </Alert>
        )}
        <Button
          loading={answer.isPending}
          color={state === 'not_interested' ? 'gray' : undefined}
          onClick={() => answer.mutate()}
        >
          {t(`matchAnswer.confirm.${state}`)}
        </Button>
      </Stack>
    );
  }

  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('matchAnswer.title')}
        </Title>
        {!badLink && view?.property && <div>{renderCard(view.property)}</div>}
        {body}
        {(given || refused) && (
          <Group gap="sm">
            <Button component={Link} to={webPaths.home} variant="light">
              {t('matchAnswer.home')}
            </Button>
            {refused === 'matchAnswer.expired' && (
              <Button component={Link} to={webPaths.login} variant="subtle">
                {t('matchAnswer.login')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Container>
  );
}
