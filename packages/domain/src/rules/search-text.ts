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

/**
 * How South Tyrol writes "Saint" before a place's name, normalised: Italian San/Santa/Sant'/Santo
 * and their abbreviation S., German Sankt and St. A name is stored in one of these forms
 * (St. Ulrich, San Candido, S. Martino), and people type any of them (issue 18 §5).
 */
const SAINT_WORDS = ['san', 'santa', 'sant', 'santo', 's', 'sankt', 'st'] as const;

/**
 * Other names people type for a municipality whose register lacks them, normalised, each with
 * the normalised name it stands for: the Ladin names of the towns outside the Ladin valleys
 * (issue 18 §5: "Bulsan" is Bolzano/Bozen).
 */
const PLACE_ALIASES: Record<string, string> = {
  bulsan: 'bolzano',
  maran: 'merano',
  porsenu: 'bressanone',
  bornech: 'brunico',
};

/**
 * The normalised keys a typed place query stands for: the query itself, every other way of
 * writing a "Saint" word in it (St. Ulrich, Sankt Ulrich, S. Ulrich; San, Santa, S.), and the
 * name an alias stands for ("Bulsan" → "bolzano"). At most 16 keys, the typed one first.
 * @example placeQueryKeys('Sankt Ulrich') includes 'st ulrich'
 * @example placeQueryKeys('Bulsan') includes 'bolzano'
 */
export function placeQueryKeys(query: string): string[] {
  const key = normalizeSearchText(query);
  if (!key) return [];
  const keys = [key];
  const add = (k: string) => {
    if (k && !keys.includes(k)) keys.push(k);
  };
  const words = key.split(' ');
  const saintAt = words.findIndex((w) => (SAINT_WORDS as readonly string[]).includes(w));
  // A single "s" at the end is more likely a typing start ("bolzano s") than a saint.
  if (saintAt >= 0 && saintAt < words.length - 1) {
    for (const saint of SAINT_WORDS) {
      add([...words.slice(0, saintAt), saint, ...words.slice(saintAt + 1)].join(' '));
    }
  }
  const alias = PLACE_ALIASES[key];
  if (alias) add(alias);
  return keys.slice(0, 16);
}

/**
 * Abbreviations of the Italian street kind at the start of a typed street, normalised ("V.
 * Museo" is "v museo", "P.zza" is "p zza"), with the word the register writes.
 */
const STREET_KIND_ABBREVIATIONS: ReadonlyArray<readonly [string, string]> = [
  ['v le', 'viale'],
  ['vle', 'viale'],
  ['v lo', 'vicolo'],
  ['vic', 'vicolo'],
  ['v', 'via'],
  ['p zza', 'piazza'],
  ['p za', 'piazza'],
  ['pzza', 'piazza'],
  ['pza', 'piazza'],
  ['p', 'piazza'],
  ['c so', 'corso'],
  ['cso', 'corso'],
  ['loc', 'localita'],
  ['fraz', 'frazione'],
  ['str', 'strada'],
];

/**
 * German street kinds, normalised, that are written both joined to the name and apart
 * (Museumstraße, Museum Straße, Museumstr.; Südtiroler Straße, Südtirolerstraße).
 */
const GERMAN_STREET_KINDS = ['strasse', 'str', 'gasse', 'weg', 'platz', 'allee', 'promenade'];

/**
 * The normalised keys a typed street query stands for: those of `placeQueryKeys`, each also with
 * an abbreviated Italian street kind written out ("V. Museo" → "via museo", "P.zza Walther" →
 * "piazza walther") and with a German street kind joined to the name or set apart ("Museum
 * Straße" → "museumstrasse", "Südtirolerstr." → "sudtiroler str"), since the register writes
 * each street one way and people type the others. At most 16 keys, the typed one first.
 * @example streetQueryKeys('V. Museo') includes 'via museo'
 * @example streetQueryKeys('Museum Str.') includes 'museumstr'
 */
export function streetQueryKeys(query: string): string[] {
  const keys: string[] = [];
  const add = (k: string) => {
    if (k && !keys.includes(k)) keys.push(k);
  };
  for (const key of placeQueryKeys(query)) {
    add(key);
    for (const [short, long] of STREET_KIND_ABBREVIATIONS) {
      // Only before a name: "V" alone is the start of "Via" or "Vintler" being typed.
      if (key.startsWith(`${short} `)) {
        add(`${long}${key.slice(short.length)}`);
        break;
      }
    }
  }
  for (const key of [...keys]) {
    const words = key.split(' ');
    for (let i = 1; i < words.length; i++) {
      if (GERMAN_STREET_KINDS.includes(words[i]!)) {
        add([...words.slice(0, i - 1), words[i - 1]! + words[i]!, ...words.slice(i + 1)].join(' '));
      }
    }
    for (let i = 0; i < words.length; i++) {
      const word = words[i]!;
      const kind = GERMAN_STREET_KINDS.find((k) => word.endsWith(k) && word.length >= k.length + 3);
      if (kind) {
        const apart = [word.slice(0, -kind.length), kind];
        add([...words.slice(0, i), ...apart, ...words.slice(i + 1)].join(' '));
      }
    }
  }
  return keys.slice(0, 16);
}

/**
 * The name a street suggestion offers for a typed query: the name in the user's language, or
 * the Ladin name when the query finds only that one ("Streda Bat" offers "Streda Bataian", not
 * "Via Bataian"), so that a user typing Ladin keeps writing Ladin (issue 18 §4).
 * @example suggestedStreetName({ name: 'Via Bataian', names: { lld: 'Streda Bataian' } }, 'streda') === 'Streda Bataian'
 */
export function suggestedStreetName(
  suggestion: { name: string; names?: { lld?: string | undefined } | undefined },
  query: string,
): string {
  const lld = suggestion.names?.lld;
  if (!lld) return suggestion.name;
  const inName = (name: string) =>
    streetQueryKeys(query).some((key) => normalizeSearchText(name).includes(key));
  return inName(suggestion.name) || !inName(lld) ? suggestion.name : lld;
}
