/**
 * YouTube links (seller-side.md §5 Video URL, buyer-side.md §2 Property detail): a video is
 * embedded only when its link carries an 11-character YouTube id.
 */
import { YOUTUBE_ID_LENGTH } from '../core/constants.ts';

const ID_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${YOUTUBE_ID_LENGTH}}$`);
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
  'youtu.be',
  'www.youtu.be',
]);

/**
 * Extracts the video id from a YouTube-style link: `watch?v=ID`, `youtu.be/ID`, `embed/ID`,
 * `shorts/ID` (also `live/ID` and `v/ID`). A bare 11-character id is accepted too.
 * @param link the link as typed, with or without scheme
 * @returns the 11-character id, or null when the link is not a YouTube link with a valid id
 */
export function parseYouTubeId(link: string | null | undefined): string | null {
  if (!link) return null;
  const text = link.trim();
  if (ID_PATTERN.test(text)) return text;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  if (!YOUTUBE_HOSTS.has(host)) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  let candidate: string | null | undefined;
  if (host.endsWith('youtu.be')) {
    candidate = segments.length === 1 ? segments[0] : null;
  } else if (segments.length === 1 && segments[0] === 'watch') {
    candidate = url.searchParams.get('v');
  } else if (
    segments.length === 2 &&
    ['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')
  ) {
    candidate = segments[1];
  }
  return candidate && ID_PATTERN.test(candidate) ? candidate : null;
}

/**
 * Whether a link is a YouTube-style link with an 11-character id.
 * @param link the link as typed
 */
export function isYouTubeLink(link: string | null | undefined): boolean {
  return parseYouTubeId(link) !== null;
}

/**
 * The privacy-friendly embed address of a video (no cookies until played).
 * @param id an id from {@link parseYouTubeId}
 */
export function youTubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}`;
}
