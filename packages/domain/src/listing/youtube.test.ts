import { describe, expect, it } from 'vitest';
import { isYouTubeLink, parseYouTubeId, youTubeEmbedUrl } from './youtube.ts';

describe('YouTube links (seller-side.md §5 Video URL, buyer-side.md §9 YouTube id length 11)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?feature=share&v=a_b-C1d2E3f', 'a_b-C1d2E3f'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('reads %s', (link, id) => {
    expect(parseYouTubeId(link)).toBe(id);
  });

  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXc', // 10 characters
    'https://www.youtube.com/watch?v=dQw4w9WgXcQQ', // 12 characters
    'https://youtu.be/dQw4w9WgX!Q',
    'https://vimeo.com/123456789',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
    'https://www.youtube.com/channel/UCxxxxxxxxxx',
    '',
  ])('rejects %s', (link) => {
    expect(parseYouTubeId(link)).toBeNull();
    expect(isYouTubeLink(link)).toBe(false);
  });

  it('rejects nothing at all', () => {
    expect(parseYouTubeId(null)).toBeNull();
    expect(parseYouTubeId(undefined)).toBeNull();
  });

  it('embeds without cookies', () => {
    expect(youTubeEmbedUrl('dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
  });
});
