/**
 * The immobiliare.it format for the transfers (issue 32 point 2, decision 061): its readiness,
 * and its export as one XML file that carries every listing the portal should hold and a delete
 * entry for each one it should drop.
 */
import { immobiliareReadiness } from '@domus/domain/feeds/immobiliare-mapping';
import { immobiliareFeedChunks } from './immobiliare-feed.builder.ts';
import type { PortalFormat } from './portal-format.ts';

/** The file name the portal's importer fetches. */
export const IMMOBILIARE_FILE_NAME = 'immobiliare.xml';

export const immobiliareFormat: PortalFormat = {
  portal: 'immobiliare',
  readiness: immobiliareReadiness,
  async *exportFiles(input) {
    yield {
      name: IMMOBILIARE_FILE_NAME,
      mime: 'application/xml',
      body: immobiliareFeedChunks(input.listings, {
        publisher: input.publisher,
        removals: input.removals,
        ...(input.now ? { builtAt: input.now } : {}),
        ...(input.onSkip ? { onSkip: input.onSkip } : {}),
      }),
    };
  },
};
