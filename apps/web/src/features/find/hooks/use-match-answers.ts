import { MATCH_TOAST_MS } from '@domus/domain/core/constants';
import { isAgencyRequest } from '@domus/domain/search/match';
import type { Match, MatchState } from '@domus/domain/search/match.schema';
import { useMutationState } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shared/ui/toast-host';
import { matchAnswersKey, useUpdateMatch, type MatchAnswer } from '../api/update-match';

/**
 * The answers to a saved search's matches (buyer-side.md §2 Matches page, §4): sending one, the
 * success toast of 2.5 s after a visit or consultation request, and the answers on their way.
 */
export function useMatchAnswers(searchId: string) {
  const { t: tc } = useTranslation();
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

  return { answering, onAnswer };
}
