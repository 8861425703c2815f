import type { Config } from '../config.ts';

/**
 * The CSP source (scheme and host) of a URL or URL template, e.g. of the map tile host: `{s}` subdomains become a
 * wildcard (https://{s}.tile.example.org/{z}/{x}/{y}.png → https://*.tile.example.org).
 */
export function tileSource(tileUrl: string): string | undefined {
  const match = /^(https?:\/\/)([^/?#]+)/i.exec(tileUrl.trim());
  if (!match) return undefined;
  const host = (match[2] ?? '').replace(/\{[^}]*\}/g, '*');
  return /^[\w*.:-]+$/.test(host) ? `${match[1]}${host}` : undefined;
}

/**
 * A strict Content Security Policy: scripts, connections and frames from this origin only (the
 * session token lives in browser storage, decisions.md), images also from the map tile host
 * and the public host of the file bucket.
 * Inline styles stay allowed because the UI library and the map set style attributes.
 */
export function contentSecurityPolicy(
  config: Pick<Config, 'TILE_URL' | 'publicUrl' | 'S3_PUBLIC_URL'>,
) {
  const tiles = tileSource(config.TILE_URL);
  // Stored images come from the bucket's public host when one is configured.
  const files = config.S3_PUBLIC_URL ? tileSource(config.S3_PUBLIC_URL) : undefined;
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...[tiles, files].filter((s) => s !== undefined)],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // The proof-of-work captcha solves in web workers, served as files of the site (the web
      // app bundles the widget's build without inline workers), so no blob: workers.
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      // Property videos play in YouTube's privacy-enhanced player (buyer-side.md §2).
      frameSrc: ["'self'", 'https://www.youtube-nocookie.com'],
      // No site may frame these pages; X-Frame-Options says the same (frameOptions below).
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      // Only behind HTTPS: on plain-HTTP development hosts it would break every asset.
      upgradeInsecureRequests: config.publicUrl.startsWith('https://') ? [] : null,
    },
  };
}

/**
 * X-Frame-Options for browsers that do not know CSP's frame-ancestors: DENY, as
 * frame-ancestors 'none' above (SAMEORIGIN, helmet's default, would say otherwise).
 */
export const frameOptions = { action: 'deny' } as const;

/** Strict-Transport-Security: a year, subdomains included, as helmet's default value. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Whether Strict-Transport-Security may be sent: only on an HTTPS connection, or when a trusted
 * proxy (TRUST_PROXY) says with X-Forwarded-Proto that the client used HTTPS. Fastify's
 * `request.protocol` reads exactly that. Over plain HTTP the header is meaningless and, on a
 * development or intranet host name, would pin it to HTTPS in the browser.
 */
export function sendsHsts(request: { protocol: string }): boolean {
  return request.protocol === 'https';
}
