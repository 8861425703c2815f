import type { Language } from '@domus/domain/core/constants';
import { webPaths } from '@domus/domain/core/web-routes';
import { formatViewingTime } from '@domus/domain/viewings/viewing-days';
import { canMakeViewingChange, type ViewingStatus } from '@domus/domain/viewings/viewing-status';
import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
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
  useViewingLink,
  type ViewingLinkAction,
  type ViewingLinkState,
} from '../api/read-viewing-link';
import { ViewingLinkCancel } from './viewing-link-cancel';
import { ViewingLinkReschedule } from './viewing-link-reschedule';

/** Whether `value` is an action a viewing mail's link does. */
export function isViewingLinkAction(value: string | null): value is ViewingLinkAction {
  return value === 'cancel' || value === 'reschedule';
}

/** The viewing the link is about: the listing, and its time in the agency's clock. */
export function ViewingSummary({
  viewing,
  language,
}: {
  viewing: NonNullable<ViewingLinkState['viewing']>;
  language: Language;
}) {
  const { t } = useTranslation('viewing');
  const title = viewing.listing.title[language]?.trim() || viewing.listing.title.it?.trim();
  const number = viewing.listing.property_id;
  const when = viewing.start ? formatViewingTime(viewing.start, language) : null;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={4}>
        <Text fw={600}>
          {title ? t('link.listing', { number, title }) : t('link.listingNoTitle', { number })}
        </Text>
        {when ? (
          <>
            <Text>{t('link.when', when)}</Text>
            <Text size="xs" c="dimmed">
              {t('link.zone')}
            </Text>
          </>
        ) : (
          <Text size="sm">{t('link.notBooked')}</Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The statuses no link changes any more. */
type ClosedStatus = Exclude<ViewingStatus, 'requested' | 'confirmed'>;

/** Why a link does not act, as the key of its text, or null when it does. */
type RefusalKey =
  'link.tampered' | 'link.superseded' | 'link.expired' | `link.closed.${ClosedStatus}`;

/** Why a link does not act, in the buyer's words: the viewing's end, or the link's fault. */
function refusal(state: ViewingLinkState): RefusalKey | null {
  const status = state.viewing?.status;
  if (state.answer === 'tampered') return 'link.tampered';
  // A viewing that is over or called off says so, whichever mail's link is opened.
  if (status && !canMakeViewingChange(status, 'buyerCancel')) {
    return `link.closed.${status as ClosedStatus}`;
  }
  if (state.answer === 'superseded') return 'link.superseded';
  if (state.answer === 'expired') return 'link.expired';
  return null;
}

/**
 * The page a viewing mail's link opens, /viewing/{id}?action=cancel|reschedule&token=… (issue 33
 * point 2, decision 069): the viewing, then the question, and only a click acts, so that a mail
 * scanner following the link changes nothing. An expired, reused (superseded) or tampered link
 * says so and offers nothing to do; a link that stops working between reading and clicking
 * answers the same, nothing changed.
 */
export function ViewingLinkPage({
  id,
  action,
  token,
  language,
}: {
  id: string;
  action: string | null;
  token: string | null;
  language: Language;
}) {
  const { t } = useTranslation('viewing');
  usePageTitle(t('link.title'));
  const usable = isViewingLinkAction(action) && !!token;
  const link = useViewingLink(id, usable ? action : 'cancel', token ?? '', usable);
  const [done, setDone] = useState(false);
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  // The summary reads the viewing again: a time given up no longer shows as booked.
  const finish = () => {
    setDone(true);
    void link.refetch();
  };

  // A malformed link (no action, no token, an address that is no viewing's) is not ours.
  const badLink = !usable || (link.error instanceof ApiError && link.error.isClientError);
  const state = link.data;
  const refused: RefusalKey | null = badLink ? 'link.tampered' : state ? refusal(state) : null;
  const why = refused ? t(refused) : null;

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
      <LinkPageDone ref={doneRef} testId="viewing-link-done">
        {action === 'cancel' ? t('link.cancel.done') : t('link.reschedule.done')}
      </LinkPageDone>
    );
  } else if (why) {
    body = (
      <LinkPageRefused altered={badLink || state?.answer === 'tampered'}>{why}</LinkPageRefused>
    );
  } else if (action === 'cancel') {
    body = (
      <ViewingLinkCancel
        id={id}
        token={token!}
        onDone={finish}
        onRefused={() => void link.refetch()}
      />
    );
  } else {
    body = (
      <ViewingLinkReschedule
        id={id}
        token={token!}
        onDone={finish}
        onRefused={() => void link.refetch()}
      />
    );
  }

  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('link.title')}
        </Title>
        {!badLink && state?.viewing && (
          <ViewingSummary viewing={state.viewing} language={language} />
        )}
        {body}
        {(done || why) && (
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
