/**
 * The answer links of the alert mails (issue 34 point 5, decision 074): `GET` says what a link
 * would do and changes nothing, so that a mail scanner opening it answers nothing; `POST`, the
 * buyer's click on the page the link opens, gives the answer as the client would on the matches
 * page: the same transitions, and a request for a viewing or advice mailed to the agency once.
 */
import { isFinalForClient } from '@domus/domain/search/match';
import type { MatchLinkBody, MatchLinkView, MatchState } from '@domus/domain/search/match.schema';
import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { findCardsByIds } from '../properties/listing-queries.ts';
import { toCards } from '../properties/properties.service.ts';
import { checkMatchLink } from './match-links.ts';
import { findMatch } from './matches.repository.ts';
import { changeMatchState } from './matches.service.ts';

/** What the links' routes need: the secret, the clock and the site's address for the mail. */
export type MatchLinkSettings = {
  key: string;
  now: () => Date;
  publicUrl: string;
};

const TAMPERED: MatchLinkView = { answer: 'tampered', state: null, property: null };

async function view(
  db: Database,
  storage: FileStorage,
  id: string,
  answer: MatchLinkView['answer'],
): Promise<MatchLinkView> {
  const found = await findMatch(db, id);
  if (!found) return TAMPERED;
  const [card] = await toCards(db, storage, await findCardsByIds(db, [found.property.id]), null);
  return { answer, state: found.match.state as MatchState, property: card ?? null };
}

/** The start both routes share: the token checked against the match and answer it names. */
function check(settings: MatchLinkSettings, id: string, link: MatchLinkBody) {
  return checkMatchLink(
    settings.key,
    link.token,
    { matchId: id, state: link.state },
    settings.now(),
  );
}

/** `GET /api/v1/matches/{id}/link`: whether the link acts, with the match as it is. */
export async function readMatchLink(
  db: Database,
  storage: FileStorage,
  settings: MatchLinkSettings,
  id: string,
  link: MatchLinkBody,
): Promise<MatchLinkView> {
  const checked = check(settings, id, link);
  if (checked === 'tampered') return TAMPERED;
  const shown = await view(db, storage, id, checked);
  // An answer of another kind already final: the link would be refused, and says so first.
  if (
    shown.answer === 'valid' &&
    shown.state !== null &&
    shown.state !== link.state &&
    isFinalForClient(shown.state)
  ) {
    return { ...shown, answer: 'final' };
  }
  return shown;
}

/**
 * `POST /api/v1/matches/{id}/link`: gives the link's answer if it acts. Followed again it answers
 * the same and mails nothing more.
 */
export async function answerMatchLink(
  db: Database,
  storage: FileStorage,
  settings: MatchLinkSettings,
  id: string,
  link: MatchLinkBody,
): Promise<MatchLinkView> {
  const checked = check(settings, id, link);
  if (checked === 'tampered') return TAMPERED;
  if (checked === 'expired') return view(db, storage, id, 'expired');
  const found = await findMatch(db, id);
  if (!found) return TAMPERED;
  // The link stands for the client of the search the mail went to.
  const outcome = await changeMatchState(
    db,
    id,
    link.state,
    { actor: 'client', accountId: found.accountId, repeatable: true },
    settings.publicUrl,
  );
  if (outcome === 'missing') return TAMPERED;
  return view(db, storage, id, outcome === 'refused' ? 'final' : 'valid');
}
