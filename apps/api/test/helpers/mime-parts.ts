/**
 * A received message split into its MIME parts (RFC 2045–2047), so that tests see the tree a
 * mail program sees: each part's type with its parameters, its disposition and its decoded
 * body. Enough for the messages nodemailer writes; not a general parser.
 */

/** One part of a message, its subparts when it is a multipart. */
export type MimePart = {
  headers: Record<string, string>;
  /** The type in lower case, e.g. `text/calendar`. */
  type: string;
  /** The Content-Type's parameters, names in lower case. */
  params: Record<string, string>;
  /** The Content-Disposition's value in lower case (`attachment`, `inline`), if any. */
  disposition: string | undefined;
  filename: string | undefined;
  /** The body decoded (base64, quoted-printable) as UTF-8; empty for a multipart. */
  body: string;
  parts: MimePart[];
};

/** Encoded words of a header (=?UTF-8?B?…?= and =?UTF-8?Q?…?=) decoded. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi,
      (_, _charset: string, kind: string, text: string) =>
        kind.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : Buffer.from(
              text
                .replace(/_/g, ' ')
                .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
                  String.fromCharCode(parseInt(hex, 16)),
                ),
              'latin1',
            ).toString('utf8'),
    );
}

/** A header's value and its `; name=value` parameters. */
function withParams(value: string): { value: string; params: Record<string, string> } {
  const [main = '', ...rest] = value.match(/(?:[^;"]|"[^"]*")+/g) ?? [];
  const params: Record<string, string> = {};
  for (const param of rest) {
    const eq = param.indexOf('=');
    if (eq < 0) continue;
    params[param.slice(0, eq).trim().toLowerCase()] = param
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
  }
  return { value: main.trim().toLowerCase(), params };
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return Buffer.from(
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    default:
      return body;
  }
}

/** Reads a message (or one part of it) with CRLF line ends. */
export function parseMime(raw: string): MimePart {
  const split = raw.indexOf('\r\n\r\n');
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const { value: type, params } = withParams(headers['content-type'] ?? 'text/plain');
  const disposition = headers['content-disposition']
    ? withParams(headers['content-disposition'])
    : undefined;
  const part: MimePart = {
    headers,
    type,
    params,
    disposition: disposition?.value,
    filename: disposition?.params.filename ?? params.name,
    body: '',
    parts: [],
  };
  if (type.startsWith('multipart/') && params.boundary) {
    const delimiter = `--${params.boundary}`;
    const sections = body.split(
      new RegExp(`(?:^|\\r\\n)${delimiter.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    // The first section is the preamble; the one after the closing delimiter starts with "--".
    for (const section of sections.slice(1)) {
      if (section.startsWith('--')) break;
      part.parts.push(parseMime(section.replace(/^[ \t]*\r\n/, '')));
    }
  } else {
    part.body = decodeBody(body, headers['content-transfer-encoding']);
  }
  return part;
}

/** Every part of the tree, depth first, the root included. */
export function allParts(part: MimePart): MimePart[] {
  return [part, ...part.parts.flatMap(allParts)];
}
