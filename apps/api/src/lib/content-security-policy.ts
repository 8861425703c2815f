import type { Config } from '../config.ts';

/**
 * The CSP source of the map tile host, from the tile URL template: `{s}` subdomains become a
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
 * session token lives in browser storage, decisions.md), images also from the map tile host.
 * Inline styles stay allowed because the UI library and the map set style attributes.
 */
export function contentSecurityPolicy(config: Pick<Config, 'TILE_URL' | 'publicUrl'>) {
  const tiles = tileSource(config.TILE_URL);
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // The proof-of-work captcha solves in web workers.
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      frameSrc: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      // Only behind HTTPS: on plain-HTTP development hosts it would break every asset.
      upgradeInsecureRequests: config.publicUrl.startsWith('https://') ? [] : null,
    },
  };
}
