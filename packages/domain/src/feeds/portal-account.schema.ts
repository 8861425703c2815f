/**
 * A portal account as staff set it up and as the API answers it (issue 32 point 4, decision
 * 062). The password is write-only: the answer says whether one is stored, never which.
 */
import { z } from 'zod';
import { DELIVERIES, PORTAL_FACTS, PORTALS, type Delivery } from './portals.ts';
import { SCHEDULES } from './portal-schedule.ts';

/** A host name or address as an FTP/SFTP account names it: no scheme, no path, no port. */
const HOST_PATTERN =
  /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$|^\[?[0-9A-Fa-f:.]+\]?$/;
/** An SSH host key's SHA-256 fingerprint as `ssh-keygen -l` prints it. */
export const HOST_FINGERPRINT_PATTERN = /^SHA256:[A-Za-z0-9+/]{43}=?$/;

const optionalText = (max: number) => z.string().trim().max(max).optional();

/** What staff enter for a portal account. */
export const portalAccountInputSchema = z.object({
  portal: z.enum(PORTALS),
  name: z.string().trim().min(1).max(80),
  delivery: z.enum(DELIVERIES),
  /** The push URL (httpPush) or the server's host name (ftp, ftps, sftp). */
  endpoint: optionalText(500),
  port: z.number().int().min(1).max(65535).optional(),
  username: optionalText(200),
  /** Write-only; left out on a change, the stored one stays. */
  password: z.string().max(500).optional(),
  folder: optionalText(500),
  hostFingerprint: optionalText(60),
  customerId: optionalText(100),
  schedule: z.enum(SCHEDULES),
  defaultForNew: z.boolean(),
  active: z.boolean(),
});
export type PortalAccountInput = z.infer<typeof portalAccountInputSchema>;

/** A portal account as the API answers it. */
export const portalAccountSchema = z.object({
  id: z.uuid(),
  portal: z.enum(PORTALS),
  name: z.string(),
  delivery: z.enum(DELIVERIES),
  endpoint: z.string().nullable(),
  port: z.number().int().nullable(),
  username: z.string().nullable(),
  /** Whether a password is stored (it is never answered). */
  hasPassword: z.boolean(),
  folder: z.string().nullable(),
  hostFingerprint: z.string().nullable(),
  customerId: z.string().nullable(),
  schedule: z.enum(SCHEDULES),
  defaultForNew: z.boolean(),
  active: z.boolean(),
  /** Whether the account has a feed URL (shown once, when made). */
  hasFeedUrl: z.boolean(),
  nextRunAt: z.string().nullable(),
  /** Since when its transfers keep failing; null while they succeed. */
  failingSince: z.string().nullable(),
  /** How many listings are enabled for it. */
  listings: z.number().int(),
});
export type PortalAccount = z.infer<typeof portalAccountSchema>;

/** The answer that carries a feed URL: the only time it is shown. */
export const portalAccountWithFeedUrlSchema = portalAccountSchema.extend({
  feedUrl: z.string().optional(),
});

/** A field an account's setup gets wrong, as a key of the `errors` catalog. */
export type PortalAccountProblem = {
  field: keyof PortalAccountInput;
  key:
    | 'api.portal_delivery'
    | 'api.portal_endpoint_url'
    | 'api.portal_host'
    | 'api.portal_credentials'
    | 'api.portal_fingerprint';
};

/** Whether a delivery sends to a server of the account's (and so needs its address and login). */
export function deliveryNeedsServer(delivery: Delivery): boolean {
  return delivery !== 'feedUrl';
}

/**
 * What an account's setup gets wrong beyond each field's own form: a delivery the portal does
 * not take, a push URL that is no http(s) URL, an FTP/SFTP host that is no host name, a login
 * without password (a change keeps the stored one), a fingerprint on anything but SFTP.
 * @param input what staff entered
 * @param storedPassword whether the account already has a password (a change)
 */
export function portalAccountProblems(
  input: PortalAccountInput,
  storedPassword: boolean,
): PortalAccountProblem[] {
  const problems: PortalAccountProblem[] = [];
  if (!PORTAL_FACTS[input.portal].deliveries.includes(input.delivery)) {
    problems.push({ field: 'delivery', key: 'api.portal_delivery' });
  }
  if (input.delivery === 'httpPush') {
    if (
      !input.endpoint ||
      !/^https?:\/\/[^\s/]+/i.test(input.endpoint) ||
      !URL.canParse(input.endpoint)
    ) {
      problems.push({ field: 'endpoint', key: 'api.portal_endpoint_url' });
    }
  } else if (deliveryNeedsServer(input.delivery)) {
    if (!input.endpoint || !HOST_PATTERN.test(input.endpoint)) {
      problems.push({ field: 'endpoint', key: 'api.portal_host' });
    }
  }
  if (deliveryNeedsServer(input.delivery)) {
    if (!input.username) problems.push({ field: 'username', key: 'api.portal_credentials' });
    if (!input.password && !storedPassword) {
      problems.push({ field: 'password', key: 'api.portal_credentials' });
    }
  }
  if (
    input.hostFingerprint &&
    (input.delivery !== 'sftp' || !HOST_FINGERPRINT_PATTERN.test(input.hostFingerprint))
  ) {
    problems.push({ field: 'hostFingerprint', key: 'api.portal_fingerprint' });
  }
  return problems;
}
