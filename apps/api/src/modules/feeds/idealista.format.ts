/**
 * The idealista format for the transfers (issue 32 point 2, decision 066): its readiness, and its
 * export as the one JSON customer file of feeds v6 that carries every listing the portal should
 * hold.
 *
 * Removals: idealista's file is a full one. A listing missing from it is unset at idealista
 * (the schema's own words for a changed propertyCode), and the format has no delete entry, so
 * a withdrawn, deleted or erased listing is removed by leaving it out; `input.removals` is not
 * written.
 */
import { idealistaReadiness } from '@domus/domain/feeds/idealista-mapping';
import { idealistaCustomerCode, idealistaFeedChunks } from './idealista-feed.builder.ts';
import type { PortalFormat } from './portal-format.ts';

/** The file's name without a customer code (a feed URL, where the name is not read). */
export const IDEALISTA_FALLBACK_FILE_NAME = 'properties.json';

/**
 * The name of the customer file: one file per customer, named by the customer code idealista
 * assigns (`ilc…`), as idealista's importers pick it up from the customer's folder.
 * @param customerCode the agency's customer code, when the account holds one
 */
export function idealistaFileName(customerCode: string | undefined): string {
  return customerCode ? `${customerCode}.json` : IDEALISTA_FALLBACK_FILE_NAME;
}

export const idealistaFormat: PortalFormat = {
  portal: 'idealista',
  readiness: idealistaReadiness,
  async *exportFiles(input) {
    // A partial file would unset every listing it leaves out (PORTAL_FACTS: not partial).
    if (input.scope !== 'full') {
      throw new Error('idealista takes only full exports: a partial file removes the rest');
    }
    yield {
      name: idealistaFileName(idealistaCustomerCode(input.publisher)),
      mime: 'application/json',
      body: idealistaFeedChunks(input.listings, {
        publisher: input.publisher,
        ...(input.now ? { sentAt: input.now } : {}),
        ...(input.onSkip ? { onSkip: input.onSkip } : {}),
      }),
    };
  },
};
