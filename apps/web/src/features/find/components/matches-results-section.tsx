import type { Match, MatchState } from '@domus/domain/search/match.schema';
import type { PropertyCard } from '@domus/domain/listing/property-card.schema';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchGroups } from '../utils/match-groups';
import classes from './find.module.css';
import { MatchList, type RenderCard } from './match-list';

/** Props of {@link MatchesResultsSection}. */
export interface MatchesResultsSectionProps extends MatchGroups {
  /** The search has no match at all: the empty text and the recommendations show instead. */
  noMatches: boolean;
  recommendations: readonly PropertyCard[] | undefined;
  renderCard: RenderCard;
  onAnswer: (match: Match, state: MatchState) => void;
  /** The answers being sent: a match waits for its own only. */
  answering: readonly { id: string; state: MatchState }[];
}

/**
 * The matches of a saved search (buyer-side.md §2 Matches page): the new matches, the older ones
 * behind "show older matches", or, without any match, the empty text and the recommendations.
 * Apart from the page so that the page reads as its states (visitor, failure, loading, loaded).
 */
export function MatchesResultsSection({
  noMatches,
  recommendations,
  recent,
  older,
  renderCard,
  onAnswer,
  answering,
}: MatchesResultsSectionProps) {
  const { t } = useTranslation('find');
  const { t: tc } = useTranslation();
  const [showOlder, setShowOlder] = useState(false);

  if (noMatches) {
    return (
      <Stack gap="lg">
        <Text>{tc('website.find.matches.empty')}</Text>
        {recommendations && recommendations.length > 0 && (
          <section aria-labelledby="recommendations-title">
            <Title order={2} id="recommendations-title">
              {t('matches.recommendationsTitle')}
            </Title>
            <Text c="dimmed" size="sm" mt={4} mb="md">
              {t('matches.recommendationsIntro')}
            </Text>
            <ul className={classes.grid} aria-labelledby="recommendations-title">
              {recommendations.map((card) => (
                <li key={card._id}>{renderCard(card)}</li>
              ))}
            </ul>
          </section>
        )}
      </Stack>
    );
  }

  return (
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
  );
}
