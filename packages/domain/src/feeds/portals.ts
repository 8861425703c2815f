/**
 * The portals Domus sends listings to and how each takes them (issue 32, decision 062): the
 * format, the ways of delivery a portal account may choose, and whether the format ships the
 * pictures as files. The admin's account form, the transfer worker and `npm run feed` read this.
 */

/** The portals, in the order the admin shows them. */
export const PORTALS = ['immobiliare', 'idealista', 'openimmo', 'wis'] as const;
export type Portal = (typeof PORTALS)[number];

/**
 * How a transfer reaches a portal: `feedUrl` (the portal fetches the export at the account's
 * secret URL), `httpPush` (each changed listing is sent with HTTP PUT), `ftp`, `ftps` or `sftp`
 * (the export is uploaded to the account's folder).
 */
export const DELIVERIES = ['feedUrl', 'httpPush', 'ftp', 'ftps', 'sftp'] as const;
export type Delivery = (typeof DELIVERIES)[number];

/** What each portal's format is and how it may be delivered. */
export const PORTAL_FACTS: Record<
  Portal,
  {
    /** The ways of delivery the portal accepts, the first the default. */
    deliveries: readonly Delivery[];
    /** Whether a transfer may carry only what changed (else every transfer is the full export). */
    partial: boolean;
  }
> = {
  immobiliare: { deliveries: ['feedUrl', 'httpPush'], partial: false },
  idealista: { deliveries: ['ftp', 'ftps', 'sftp', 'feedUrl'], partial: false },
  openimmo: { deliveries: ['ftp', 'ftps', 'sftp'], partial: true },
  wis: { deliveries: ['feedUrl', 'ftp', 'ftps'], partial: false },
};

/** Whether `value` names a portal. */
export function isPortal(value: string): value is Portal {
  return (PORTALS as readonly string[]).includes(value);
}
