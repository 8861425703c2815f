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
 * The one normaliser of names and typed queries, for places and streets alike: lower-cases
 * `text`, removes accents (ä → a, ë → e, ß → ss), turns every run of characters that are neither
 * letters nor digits (hyphens, dots, apostrophes, slashes) into one space, and trims. Idempotent;
 * the result holds only letters (lower case where they have a case), digits and single spaces,
 * so it never carries a LIKE wildcard.
 * @example normalizeSearchText("Sant'Anna / St. Anna") === 'sant anna st anna'
 * @example normalizeSearchText('Sankt-Ulrich') === 'sankt ulrich'
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
 * Names people type for a place whose register lacks them, normalised word for word, each with
 * the word of the registered name it stands for: the Ladin names of the towns outside the Ladin
 * valleys, in Gherdëina and Badiot spelling, and the Gherdëina spelling of Santa Cristina
 * (issue 18 §5; sources in docs/decisions/036-place-name-spelling.md). The 8 Ladin
 * municipalities' own Ladin names are in the place data itself.
 */
const PLACE_ALIASES: Record<string, string> = {
  bulsan: 'bolzano',
  balsan: 'bolzano',
  maran: 'merano',
  persenon: 'bressanone',
  porsenu: 'bressanone',
  bornech: 'brunico',
  burnech: 'brunico',
  crestina: 'cristina',
};

/** The shortest start of an alias that already stands for its place while the user types. */
const ALIAS_PREFIX_MIN = 4;

/** The registered word an alias word stands for, or (`typing`) a last word that starts one. */
function aliasOf(word: string, typing: boolean): string | undefined {
  const alias = PLACE_ALIASES[word];
  if (alias || !typing || word.length < ALIAS_PREFIX_MIN) return alias;
  const started = Object.keys(PLACE_ALIASES).filter((a) => a.startsWith(word));
  return started.length === 1 ? PLACE_ALIASES[started[0]!] : undefined;
}

/** The most keys one query stands for (each is one LIKE in the search). */
const MAX_QUERY_KEYS = 16;

/**
 * The normalised keys a typed place query stands for: the query itself, the same with the Ladin
 * or other unregistered names replaced by the registered ones ("Bulsan" → "bolzano", and while
 * the user types, "Buls" too, unless `options.typing` is false, as for a name given whole), and
 * every other way of writing its first "Saint" word (St. Ulrich, Sankt Ulrich, S. Ulrich; San,
 * Santa, S.). At most 16 keys, the typed one first. A place matches when one key lies inside its
 * {@link placeSearchKey} ({@link placeKeyMatches}).
 * @example placeQueryKeys('Sankt Ulrich') includes 'st ulrich'
 * @example placeQueryKeys('Bulsan') includes 'bolzano'
 */
export function placeQueryKeys(query: string, options: { typing?: boolean } = {}): string[] {
  const typing = options.typing ?? true;
  const key = normalizeSearchText(query);
  if (!key) return [];
  const keys = [key];
  const add = (k: string) => {
    if (k && !keys.includes(k)) keys.push(k);
  };
  const typed = key.split(' ');
  const aliased = typed.map((w, i) => aliasOf(w, typing && i === typed.length - 1) ?? w);
  const spellings = [typed];
  if (aliased.some((w, i) => w !== typed[i])) spellings.push(aliased);
  for (const words of spellings) {
    add(words.join(' '));
    const saintAt = words.findIndex((w) => (SAINT_WORDS as readonly string[]).includes(w));
    // A single "s" at the end is more likely a typing start ("bolzano s") than a saint.
    if (saintAt >= 0 && saintAt < words.length - 1) {
      for (const saint of SAINT_WORDS) {
        add([...words.slice(0, saintAt), saint, ...words.slice(saintAt + 1)].join(' '));
      }
    }
  }
  return keys.slice(0, MAX_QUERY_KEYS);
}

/**
 * Whether a stored {@link placeSearchKey} matches the keys of a typed query
 * ({@link placeQueryKeys}): one of them lies inside one of the stored names. This is the rule the
 * database search applies with LIKE over the stored keys; code that searches names in memory
 * (streets of one municipality, tests) uses it to agree with the database.
 * @example placeKeyMatches('ortisei|st ulrich|urtijei', placeQueryKeys('Sankt Ulrich')) === true
 */
export function placeKeyMatches(searchKey: string, queryKeys: readonly string[]): boolean {
  const names = searchKey.split('|');
  return queryKeys.some((key) => names.some((name) => name.includes(key)));
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
