import { DEFAULT_LANGUAGE, type Language } from '@domus/domain/core/constants';
import { agencyConfig } from '@domus/domain/core/agency.config';
import type { ContactMessageInput } from '@domus/domain/listing/contact-message.schema';
import { listingHref } from '@domus/domain/core/web-routes';
import type { Database } from '../../db/client.ts';
import { rateLimitedError, validationError } from '../../lib/app-error.ts';
import { translateMail } from '../../lib/i18n.ts';
import { enqueueMail } from '../mail/mail-outbox.service.ts';
import { findContactListing } from '../properties/listing-queries.ts';
import { composeContactMail, type ContactMailProperty } from './contact-mail.ts';
import {
  secondsUntilNextMessage,
  insertContactMessage,
  lockSender,
  type Executor,
} from './contact.repository.ts';

/** One message per sender within this time (buyer-side.md §8 Contact rate limit). */
export const CONTACT_INTERVAL_SECONDS = 120;

/** The agency reads its mail in the site's default language. */
const AGENCY_LANGUAGE: Language = DEFAULT_LANGUAGE;

/** Who sent a message and from where. */
export type ContactContext = {
  /** The request language: the sender's, stored so the agency can answer in it. */
  language: Language;
  /** The client address (behind a trusted proxy, the one it reports). */
  clientIp: string | null;
  /** The site's public address, for the link to the listing. */
  publicUrl: string;
};

/**
 * 429 for a sender who wrote less than {@link CONTACT_INTERVAL_SECONDS} ago, with Retry-After
 * the seconds left.
 */
const rateLimited = (seconds: number) =>
  rateLimitedError(seconds, 'contact_rate_limited', 'global.errors.contactRateLimit');

/**
 * The public listing the message asks about, or a 400 on the `id` field when there is none:
 * an unknown id, a category other than the listing's, a category without an id, or a listing not
 * published yet (which a visitor cannot have seen).
 */
async function resolveProperty(
  db: Executor,
  input: ContactMessageInput,
  publicUrl: string,
): Promise<(ContactMailProperty & { id: string; category: string }) | undefined> {
  if (!input.id && !input.type) return undefined;
  const row = input.id ? await findContactListing(db, input.id) : undefined;
  if (!row || !row.isConfirmed || (input.type && input.type !== row.category)) {
    throw validationError([{ field: 'id', messageKey: 'api.not_found' }]);
  }
  return {
    id: row.id,
    category: row.category,
    propertyNumber: row.propertyNumber,
    title: row.title,
    url: `${publicUrl}${listingHref(row.category, row.id)}`,
  };
}

/**
 * Stores a contact message and queues the agency's mail about it in one transaction (buyer-side.md
 * §2 Contact page): either both happen or neither. The mail answers to the sender (Reply-To). A
 * sender (same e-mail in any letter case, or same client address) who wrote within the last two
 * minutes gets a 429 and nothing is stored or sent.
 */
export async function sendContactMessage(
  db: Database,
  input: ContactMessageInput,
  context: ContactContext,
): Promise<void> {
  const property = await resolveProperty(db, input, context.publicUrl);
  const email = input.email.trim();
  const sender = { email, clientIp: context.clientIp };
  const mail = composeContactMail(
    (key, params) => translateMail(AGENCY_LANGUAGE, key, params),
    AGENCY_LANGUAGE,
    {
      name: input.name,
      email,
      tel: input.tel,
      message: input.message,
      senderLanguage: context.language,
      property,
    },
  );

  await db.transaction(async (tx) => {
    await lockSender(tx, [
      `contact:email:${email.toLowerCase()}`,
      ...(context.clientIp ? [`contact:ip:${context.clientIp}`] : []),
    ]);
    const wait = await secondsUntilNextMessage(tx, sender, CONTACT_INTERVAL_SECONDS);
    if (wait > 0) throw rateLimited(wait);
    await insertContactMessage(tx, {
      name: input.name,
      email,
      tel: input.tel ?? null,
      message: input.message,
      propertyId: property?.id ?? null,
      propertyCategory: property?.category ?? null,
      language: context.language,
      clientIp: context.clientIp,
    });
    await enqueueMail(tx, {
      kind: 'contact',
      to: agencyConfig.email,
      language: AGENCY_LANGUAGE,
      replyTo: email,
      ...mail,
    });
  });
}
