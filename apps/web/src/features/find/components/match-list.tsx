import type { Match, MatchState } from '@domus/domain/search/match.schema';
import type { PropertyCard } from '@domus/domain/listing/property-card.schema';
import { Badge, Button, Text } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { answerStates, stateColor, type AnswerState } from '../utils/match-groups';
import classes from './find.module.css';

/** Draws a listing's card (the site's property card, composed by the page's route). */
export type RenderCard = (card: PropertyCard) => ReactNode;

/** The answer buttons' look: the two requests to the agency stand out. */
const ANSWER_VARIANT: Record<AnswerState, 'filled' | 'light' | 'default'> = {
  visit: 'filled',
  consulting: 'light',
  wait: 'default',
  not_interested: 'default',
};

/**
 * One match: the listing's card, its state as a badge in the state's colour, and the answers the
 * client may give from that state (buyer-side.md §4: from new, wait or not_interested; none from
 * consulting or visit, which show that the agency has the request).
 */
function MatchItem({
  match,
  renderCard,
  onAnswer,
  answering,
}: {
  match: Match;
  renderCard: RenderCard;
  onAnswer: (match: Match, state: MatchState) => void;
  /** The state being sent for this match, if any. */
  answering: MatchState | null;
}) {
  const { t } = useTranslation('find');
  const answers = answerStates(match.state);
  const groupLabel = t('matches.answerGroup', { number: match.property.property_id });
  const itemRef = useRef<HTMLLIElement>(null);
  const answered = useRef(false);
  // An answer replaces the buttons, the one pressed among them: the keyboard's focus goes on to
  // the first answer left, or to the new state when none is, instead of falling to the page.
  useEffect(() => {
    if (!answered.current) return;
    answered.current = false;
    const item = itemRef.current;
    if (!item || item.contains(document.activeElement)) return;
    (
      item.querySelector<HTMLElement>('[data-answer]:not(:disabled)') ??
      item.querySelector<HTMLElement>('[data-testid="match-state"]')
    )?.focus();
  }, [match.state]);
  return (
    <li ref={itemRef} className={classes.matchItem} data-testid="match" data-state={match.state}>
      <div>
        <Badge
          color={stateColor(match.state)}
          variant="light"
          data-testid="match-state"
          tabIndex={-1}
        >
          {t(`matches.states.${match.state}`)}
        </Badge>
      </div>
      <div className={classes.matchCard}>{renderCard(match.property)}</div>
      {answers.length > 0 ? (
        <div role="group" aria-label={groupLabel} className={classes.answers}>
          {answers.map((state) => (
            <Button
              key={state}
              size="xs"
              variant={ANSWER_VARIANT[state]}
              color={state === 'not_interested' ? 'gray' : undefined}
              loading={answering === state}
              disabled={answering !== null && answering !== state}
              data-answer
              onClick={() => {
                answered.current = true;
                onAnswer(match, state);
              }}
            >
              {t(`matches.answers.${state}`)}
            </Button>
          ))}
        </div>
      ) : (
        <Text size="sm" c="dimmed">
          {t('matches.answered')}
        </Text>
      )}
    </li>
  );
}

/** A list of matches with their answers. */
export function MatchList({
  matches,
  label,
  renderCard,
  onAnswer,
  answering,
}: {
  matches: Match[];
  label: string;
  renderCard: RenderCard;
  onAnswer: (match: Match, state: MatchState) => void;
  /** The answers being sent: a match waits for its own only. */
  answering: readonly { id: string; state: MatchState }[];
}) {
  return (
    <ul className={classes.grid} aria-label={label}>
      {matches.map((match) => (
        <MatchItem
          key={match._id}
          match={match}
          renderCard={renderCard}
          onAnswer={onAnswer}
          answering={answering.find((answer) => answer.id === match._id)?.state ?? null}
        />
      ))}
    </ul>
  );
}
