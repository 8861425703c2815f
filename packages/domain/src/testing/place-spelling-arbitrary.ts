/**
 * Generated ways of typing a place's or a street's name, for property-based tests (fast-check):
 * how people in South Tyrol write an official name in a search box (issue 18 §5). Test support
 * only.
 */
import fc from 'fast-check';

/** Every form of "Saint" in front of a name, as typed (Italian, German, abbreviated). */
export const TYPED_SAINTS = [
  'San',
  'Santa',
  "Sant'",
  'Santo',
  'S.',
  'S',
  'Sankt',
  'St.',
  'St',
] as const;

const SAINT_KEYS = new Set(['san', 'santa', 'sant', 'santo', 's', 'sankt', 'st']);

/** What may stand between two words: a space, a hyphen, a dot, or a mix. */
const SEPARATORS = [' ', '-', '. ', '.', ' - ', '  '] as const;

/** How the umlauts of one name are typed: as written, without dots, or transcribed (ü → ue). */
type UmlautStyle = 'keep' | 'plain' | 'transcribed';
const UMLAUTS: Record<string, { plain: string; transcribed: string }> = {
  ä: { plain: 'a', transcribed: 'ae' },
  ö: { plain: 'o', transcribed: 'oe' },
  ü: { plain: 'u', transcribed: 'ue' },
  Ä: { plain: 'A', transcribed: 'Ae' },
  Ö: { plain: 'O', transcribed: 'Oe' },
  Ü: { plain: 'U', transcribed: 'Ue' },
};

function stripAccent(c: string): string {
  return c.normalize('NFD').replace(/\p{M}+/gu, '');
}

function typeLetter(c: string, umlauts: UmlautStyle, keepAccent: boolean, upper: boolean): string {
  let typed = c;
  const umlaut = UMLAUTS[c];
  if (umlaut && umlauts !== 'keep') typed = umlaut[umlauts];
  else if (c === 'ß' && !keepAccent) typed = 'ss';
  else if (!umlaut && !keepAccent) typed = stripAccent(c);
  return upper ? typed.toUpperCase() : typed.toLowerCase();
}

/**
 * One way of typing `name`: its words joined by spaces, hyphens or dots; its first "Saint" word
 * (when a word follows it) in any Italian or German form; umlauts kept, dropped or transcribed
 * (one style for the whole name, as one keyboard types it); other accents and ß kept or dropped
 * letter by letter; each letter in either case.
 * @example fc.sample(typedSpelling('St. Ulrich'), 1) might give ['sANTA-uLRICH']
 */
export function typedSpelling(name: string): fc.Arbitrary<string> {
  const words = name.split(/[\s\-.'’/]+/u).filter(Boolean);
  const saintAt = words.findIndex((w) => SAINT_KEYS.has(w.toLowerCase()));
  const letters = [...words.join('')].length;
  return fc
    .record({
      separators: fc.array(fc.constantFrom(...SEPARATORS), {
        minLength: words.length,
        maxLength: words.length,
      }),
      saint: fc.constantFrom(...TYPED_SAINTS),
      umlauts: fc.constantFrom<UmlautStyle>('keep', 'plain', 'transcribed'),
      accents: fc.array(fc.boolean(), { minLength: letters, maxLength: letters }),
      upper: fc.array(fc.boolean(), { minLength: letters, maxLength: letters }),
    })
    .map(({ separators, saint, umlauts, accents, upper }) => {
      let at = 0;
      const typed = words.map((word, i) => {
        const letters = [...word].map((c) => {
          const t = typeLetter(c, umlauts, accents[at]!, upper[at]!);
          at += 1;
          return t;
        });
        return i === saintAt && i < words.length - 1 ? saint : letters.join('');
      });
      return typed.reduce((text, word, i) => (i === 0 ? word : text + separators[i] + word), '');
    });
}
