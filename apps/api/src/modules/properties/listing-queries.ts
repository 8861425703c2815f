/**
 * The listing queries other modules need (issue 31 point 1): the listing module owns them, and
 * no module imports its repository. Cards by id, of an owner's account, drafts begun by an
 * account, the newest of any state and those awaiting confirmation; first images and files.
 */
export {
  findCardsByIds,
  findCardsOfOwnerAccount,
  findDraftCardsCreatedBy,
  findFirstImages,
  findNewestCardsOfAnyState,
  findPropertyFiles,
  findUnconfirmedCards,
  type CardImage,
  type CardRow,
} from './properties.repository.ts';
