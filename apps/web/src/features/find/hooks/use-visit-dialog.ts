import type { Match, MatchState } from '@domus/domain/search/match.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { matchesQueryKey } from '../api/get-matches';

/**
 * Draws the viewing dialog for a match's 'visit' answer (issue 33 point 1; the viewings feature,
 * composed in by the page's route): `match` the last match asked about, `opened` whether the
 * dialog shows.
 */
export type RenderVisitDialog = (props: {
  match: Match | null;
  opened: boolean;
  onClose: () => void;
  /** The request is stored: the match is 'visit' now. */
  onRequested: () => void;
  /** The buyer only asks to be contacted: the 'visit' answer as before. */
  onAskWithoutTime: () => void;
}) => ReactNode;

/**
 * A match's 'visit' answer as a viewing request (issue 33 point 1): with `renderVisitDialog` the
 * answer opens the viewing dialog for the match's listing instead of being sent at once; a
 * stored request reloads the matches (the match is 'visit' now), and the dialog's "only ask to be
 * contacted" sends the answer as before. Without it every answer is sent as before.
 * @param searchId the saved search
 * @param onAnswer sends an answer
 * @param renderVisitDialog the page's viewing dialog, if it offers one
 */
export function useVisitDialog(
  searchId: string,
  onAnswer: (match: Match, state: MatchState) => void,
  renderVisitDialog: RenderVisitDialog | undefined,
) {
  const queryClient = useQueryClient();
  const [visit, setVisit] = useState<{ match: Match | null; opened: boolean }>({
    match: null,
    opened: false,
  });
  const answer = (match: Match, state: MatchState) => {
    if (state === 'visit' && renderVisitDialog) setVisit({ match, opened: true });
    else onAnswer(match, state);
  };
  const close = () => setVisit((current) => ({ ...current, opened: false }));
  const visitDialog = renderVisitDialog?.({
    ...visit,
    onClose: close,
    onRequested: () => void queryClient.invalidateQueries({ queryKey: matchesQueryKey(searchId) }),
    onAskWithoutTime: () => {
      if (visit.match) onAnswer(visit.match, 'visit');
      close();
    },
  });
  return { answer, visitDialog };
}
