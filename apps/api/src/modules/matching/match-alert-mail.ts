/**
 * The new-match alert mail (decisions.md Saved searches and matching: one message per search,
 * not per listing, with links back to the matches page; docs decision 014): every new listing
 * of the search as a card with its main picture, price, place and link, a button to the matches
 * page and a link that stops the alerts of this search, in the client's language. Each card
 * offers the one-click answers "book a viewing", "ask for advice" and "not interested"
 * (issue 34 point 5, decision 074).
 */
import type { Language } from '@domus/domain/core/constants';
import { createListingFormatter, type ListingFormatter } from '@domus/domain/format/listing-format';
import { formatMoney } from '@domus/domain/format/money';
import { listingPlaceName, placeName } from '@domus/domain/place/place-name';
import type { UploadedFile } from '@domus/domain/core/file.schema';
import type { PropertyCard } from '@domus/domain/listing/property-card.schema';
import { translateCommon, translateMail } from '../../lib/i18n.ts';
import { MATCH_LINK_STATES, type MatchLinkState } from '@domus/domain/search/match-link';
import { renderMail, type AnsweredMailCard, type MailCard } from '../mail/mail-layout.ts';
import type { SearchLocationRow } from '../searches/saved-search-values.ts';
import type { AlertRecipient } from './match-alerts.repository.ts';

/** Cards in one mail at most; the rest wait on the matches page, which the mail says. */
export const ALERT_MAIL_MAX_LISTINGS = 10;

/** Places named in the subject at most. */
const SUBJECT_PLACES = 3;

/** Where the alert mail's links lead; see the contract of the matches page. */
export type AlertLinks = {
  /** The listing's page. */
  listing: (listing: Pick<PropertyCard, 'category' | '_id'>) => string;
  /** The matches page of the search. */
  matches: string;
  /** The matches page with the request to stop the search's alerts and its token. */
  stop: string;
  /** A URL of the site (a stored file's) as an absolute one. */
  absolute: (url: string) => string;
  /** The signed one-click answer of a match (decision 074), when the mail offers them. */
  answer?: (matchId: string, state: MatchLinkState) => string;
};

/**
 * The picture of a card about 500 pixels wide: the JPEG of the card renditions (mail programs
 * may not show WebP), else the image itself.
 */
function cardPicture(image: UploadedFile | null): string | null {
  if (!image) return null;
  const variants = image.variants ?? {};
  const rendition = variants['card2x'] ?? variants['card'] ?? variants['gallery'];
  if (rendition) return rendition.jpeg;
  return image.mime?.startsWith('image/') ? image.url : null;
}

/** A location of a search by name in `lang` (places by their own names, drawn zones by theirs). */
function searchPlace(place: SearchLocationRow, lang: Language): string {
  if (place.kind === 'municipality' && place.municipalityNames?.it) {
    return placeName(place.municipalityNames, lang);
  }
  if (place.kind === 'zone' && (place.zoneNames?.it || place.zoneNames?.de)) {
    return placeName(place.zoneNames, lang);
  }
  return place.name;
}

/** The search as the mail names it: its type, sale or rent, and its first places. */
export function searchLabel(
  recipient: Pick<AlertRecipient, 'rent' | 'typeName'>,
  places: SearchLocationRow[],
  lang: Language,
): string {
  const names = [...new Set(places.map((p) => searchPlace(p, lang)).filter(Boolean))];
  const shown = names.slice(0, SUBJECT_PLACES).join(', ');
  return translateMail(lang, recipient.rent ? 'matchAlert.rent' : 'matchAlert.sale', {
    type: recipient.typeName[lang] || recipient.typeName.it,
    places: names.length > SUBJECT_PLACES ? `${shown} …` : shown,
  });
}

/** The one listing formatter per language (a formatter is costly to make). */
const formatters = new Map<Language, ListingFormatter>();

/** Whole square metres, grouped as the card and the detail page group them ("1.500 m²"). */
function formatArea(area: number, lang: Language): string {
  let formatter = formatters.get(lang);
  if (!formatter) {
    formatter = createListingFormatter(lang, (key, options) => translateCommon(lang, key, options));
    formatters.set(lang, formatter);
  }
  return formatter.area(Math.round(area));
}

/** One listing as a card of the mail. */
function listingCard(listing: PropertyCard, lang: Language, links: AlertLinks): MailCard {
  const t = (key: string, params?: Record<string, unknown>) =>
    translateMail(lang, `matchAlert.${key}`, params);
  const typeName = listing.type.name[lang] || listing.type.name.it;
  const place = listingPlaceName(
    {
      municipality: listing.location.municipality?.name ?? null,
      zone: listing.location.zone?.name ?? null,
    },
    lang,
  );
  const title =
    (listing.title[lang] || listing.title.it || listing.title.de || listing.title.en).trim() ||
    [typeName, place].filter(Boolean).join(', ');
  const price =
    listing.price === null
      ? t('priceOnRequest')
      : listing.rent
        ? t('perMonth', { price: formatMoney(listing.price, lang) })
        : formatMoney(listing.price, lang);
  const area = listing.area && listing.area > 0 ? formatArea(listing.area, lang) : null;
  const picture = cardPicture(listing.image);
  return {
    title,
    imageUrl: picture ? links.absolute(picture) : null,
    emphasis: price,
    lines: [
      place,
      [typeName, area, t('number', { number: listing.property_id })].filter(Boolean).join(' · '),
    ].filter(Boolean),
    url: links.listing(listing),
    linkLabel: t('view'),
  };
}

/**
 * Subject, text and HTML of the alert of one search: the first
 * {@link ALERT_MAIL_MAX_LISTINGS} listings (newest first) as cards, a line naming how many more
 * wait on the matches page, the button to that page and the link that stops these alerts.
 */
export function composeMatchAlertMail(input: {
  language: Language;
  recipient: Pick<AlertRecipient, 'rent' | 'typeName' | 'name' | 'familyName'>;
  places: SearchLocationRow[];
  /** The new listings of the search as cards, newest first. */
  listings: PropertyCard[];
  links: AlertLinks;
  /**
   * Cards already made, by language and listing: a listing that many searches match looks the
   * same in all their mails of one language, so it is made once.
   */
  cards?: Map<string, MailCard>;
  /** The match of each listing (by listing id), for the cards' one-click answers. */
  matchIds?: Map<string, string>;
}): { subject: string; text: string; html: string } {
  const { language: lang, recipient, listings, links } = input;
  const t = (key: string, params?: Record<string, unknown>) =>
    translateMail(lang, `matchAlert.${key}`, params);
  const count = listings.length;
  const search = searchLabel(recipient, input.places, lang);
  const name = [recipient.name, recipient.familyName].filter(Boolean).join(' ').trim();
  const shown = listings.slice(0, ALERT_MAIL_MAX_LISTINGS);
  const more = count - shown.length;
  return {
    subject: t('subject', { count, search }),
    ...renderMail({
      language: lang,
      greeting: name ? t('greeting', { name }) : t('greetingNoName'),
      paragraphs: [t('intro', { count, search })],
      cards: shown.map((listing) => {
        const key = `${lang}:${listing._id}`;
        let card = input.cards?.get(key);
        if (!card) {
          card = listingCard(listing, lang, links);
          input.cards?.set(key, card);
        }
        const matchId = input.matchIds?.get(listing._id);
        if (!matchId || !links.answer) return card;
        const answer = links.answer;
        return {
          card,
          answers: MATCH_LINK_STATES.map((state) => ({
            label: t(`answers.${state}`),
            url: answer(matchId, state),
          })),
        } satisfies AnsweredMailCard;
      }),
      action: { label: t('button'), url: links.matches },
      closing: [...(more > 0 ? [t('more', { count: more })] : []), t('answer')],
      footnote: { text: t('stop'), label: t('stopLink'), url: links.stop },
    }),
  };
}
