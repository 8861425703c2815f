/**
 * Search keys for place names and free-text queries: case, accents and punctuation must not
 * decide whether "Urtijëi", "URTIJEI" or "urtijei" find the same municipality, nor whether
 * "St. Ulrich" finds "St Ulrich". One function for the stored keys and the typed query keeps
 * both sides in step.
 */

/** Letters that Unicode decomposition does not reduce to a base letter. */
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  ł: 'l',
};

/**
 * Lower-cases `text`, removes accents (ä → a, ë → e, ß → ss), turns every run of characters that
 * are neither letters nor digits into one space, and trims.
 * @example normalizeSearchText("Sant'Anna / St. Anna") === 'sant anna st anna'
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßẞæøœł]/g, (c) => SPECIAL_LETTERS[c] ?? c)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The stored search key of a place with several names: each name normalised, empty and repeated
 * ones dropped, joined by `|` so that a prefix match can start at any name. A German name with
 * umlauts is also stored in its transcribed spelling (Mühlwald as muhlwald and muehlwald), since
 * both are typed.
 * @example placeSearchKey(['Ortisei', 'St. Ulrich', 'Urtijëi']) === 'ortisei|st ulrich|urtijei'
 */
export function placeSearchKey(names: ReadonlyArray<string | null | undefined>): string {
  const keys: string[] = [];
  const add = (key: string) => {
    if (key && !keys.includes(key)) keys.push(key);
  };
  for (const name of names) {
    if (!name) continue;
    add(normalizeSearchText(name));
    if (/[äöüÄÖÜ]/.test(name)) {
      add(normalizeSearchText(name.replace(/[äöüÄÖÜ]/g, (c) => UMLAUT_SPELLINGS[c] ?? c)));
    }
  }
  return keys.join('|');
}

const UMLAUT_SPELLINGS: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
};
