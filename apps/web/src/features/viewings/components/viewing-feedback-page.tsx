import type { Language } from '@domus/domain/core/constants';
import { webPaths } from '@domus/domain/core/web-routes';
import type { ViewingFeedbackKind } from '@domus/domain/viewings/viewing-outcome';
import type { ViewingFeedbackRecord } from '@domus/domain/viewings/viewing-outcome.schema';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LinkPageDone,
  LinkPageLoadFailed,
  LinkPageLoading,
  LinkPageRefused,
} from '../../../shared/ui/link-page-states';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import {
  useViewingFeedbackLink,
  type ViewingFeedbackLinkState,
} from '../api/read-viewing-feedback-link';
import { isFeedbackAnswer, ViewingFeedbackForm } from './viewing-feedback-form';
import { ViewingSummary } from './viewing-link-page';

/** Why a feedback link does not act, as the key of its text, or null when it does. */
type RefusalKey = 'link.tampered' | 'link.superseded' | 'feedback.expired' | 'feedback.notHeld';

function refusal(state: ViewingFeedbackLinkState): RefusalKey | null {
  if (state.answer === 'tampered') return 'link.tampered';
  if (state.answer === 'superseded') return 'link.superseded';
  if (state.answer === 'expired') return 'feedback.expired';
  // Staff recorded it as missed or called off after the mail: there is nothing to answer.
  if (state.viewing?.status !== 'held') return 'feedback.notHeld';
  return null;
}

/**
 * The page a "how was it?" mail's link opens, /viewing/{id}/feedback?answer=…&token=… (issue 33
 * point 3, decision 069): the viewing, the question with the mail's answer preselected, and
 * only a click records it, so that a mail scanner following the link records nothing. The same
 * link followed again shows the answer given and records the same; an expired, superseded or
 * tampered link says so and offers nothing to do.
 */
export function ViewingFeedbackPage({
  id,
  answer,
  token,
  language,
}: {
  id: string;
  answer: string | null;
  token: string | null;
  language: Language;
}) {
  const { t } = useTranslation('viewing');
  usePageTitle(t('feedback.title'));
  const link = useViewingFeedbackLink(id, token ?? '', !!token);
  const [done, setDone] = useState<ViewingFeedbackRecord | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const badLink = !token || (link.error instanceof ApiError && link.error.isClientError);
  const state = link.data;
  const refused: RefusalKey | null = badLink ? 'link.tampered' : state ? refusal(state) : null;
  const given = state?.viewing?.feedback ?? null;
  const answerText = (kind: ViewingFeedbackKind) => t(`feedback.answers.${kind}`);

  let body;
  if (link.isPending && !badLink) {
    body = <LinkPageLoading label={t('link.loading')} />;
  } else if (link.isError && !badLink) {
    body = (
      <LinkPageLoadFailed
        message={t('link.failed')}
        retryLabel={t('link.retry')}
        onRetry={() => void link.refetch()}
      />
    );
  } else if (done) {
    body = (
      <LinkPageDone ref={doneRef} testId="viewing-feedback-done">
        {done.answer === 'offer'
          ? t('feedback.doneOffer')
          : t('feedback.done', { answer: answerText(done.answer) })}
      </LinkPageDone>
    );
  } else if (refused) {
    body = <LinkPageRefused altered={refused === 'link.tampered'}>{t(refused)}</LinkPageRefused>;
  } else {
    body = (
      <Stack gap="md">
        {given && (
          <Text size="sm">{t('feedback.given', { answer: answerText(given.answer) })}</Text>
        )}
        <ViewingFeedbackForm
          id={id}
          token={token!}
          // The mail's choice, else the answer given before.
          initial={{
            answer: isFeedbackAnswer(answer) ? answer : (given?.answer ?? null),
            reason: given?.reason ?? '',
          }}
          onDone={setDone}
          onRefused={() => void link.refetch()}
        />
      </Stack>
    );
  }

  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('feedback.title')}
        </Title>
        {!badLink && state?.viewing && (
          <ViewingSummary viewing={state.viewing} language={language} />
        )}
        {body}
        {(done || refused) && (
          <Group gap="sm">
            <Button component={Link} to={webPaths.home} variant="light">
              {t('link.home')}
            </Button>
            <Button component={Link} to={webPaths.contact} variant="subtle">
              {t('link.contact')}
            </Button>
          </Group>
        )}
      </Stack>
    </Container>
  );
}
