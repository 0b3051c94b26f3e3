import { MAX_SEARCH_WORDS, sanitizeSearch } from './search';

/**
 * Shopper spellings of cannabis words, each with the spellings the catalog uses. The catalog writes
 * 'Pre-Roll' in names and 'prerolls' as the category, 'Gummies', 'Cartridge', 'vapes', 'flower'.
 * Keys are a word as typed (lowercase) or its singular (see `singular`); a misspelling trigram
 * similarity already forgives (one letter off in a long word) needs no entry.
 */
const SPELLINGS: Record<string, readonly string[]> = {
  preroll: ['pre-roll', 'preroll'],
  prerol: ['pre-roll', 'preroll'],
  'pre-rol': ['pre-roll', 'preroll'],
  'pre-roll': ['pre-roll', 'preroll'],
  preroles: ['pre-roll', 'preroll'],
  prerole: ['pre-roll', 'preroll'],
  joint: ['pre-roll', 'preroll'],
  gummy: ['gummies'],
  gummie: ['gummies'],
  gummi: ['gummies'],
  gumm: ['gummies'],
  gummey: ['gummies'],
  cart: ['cartridge'],
  catridge: ['cartridge'],
  cartrige: ['cartridge'],
  vap: ['vape'],
  vaporizer: ['vape'],
  vaper: ['vape'],
  dispo: ['disposable'],
  dab: ['concentrate'],
  weed: ['flower'],
  nug: ['flower'],
  flour: ['flower'],
  edable: ['edible'],
  edibel: ['edible'],
  choc: ['chocolate'],
  choclate: ['chocolate'],
  chocolat: ['chocolate'],
  drink: ['beverage'],
  tinture: ['tincture'],
  tincure: ['tincture'],
  dreem: ['dream'],
  drem: ['dream'],
  kushh: ['kush'],
  cush: ['kush'],
  indika: ['indica'],
  indca: ['indica'],
  indicia: ['indica'],
  sative: ['sativa'],
  sateva: ['sativa'],
  sativia: ['sativa'],
  hybred: ['hybrid'],
  hibrid: ['hybrid'],
  hybird: ['hybrid'],
  sherbert: ['sherbet'],
};

/** Two typed words the catalog writes as one ('pre roll' is 'Pre-Roll'). */
const JOINED: Record<string, string> = {
  'pre roll': 'pre-roll',
  'pre rolls': 'pre-roll',
  'pre rol': 'pre-roll',
  'pre role': 'pre-roll',
  'pre roles': 'pre-roll',
};

/** 'gummies' -> 'gummy', 'cartridges' -> 'cartridge', 'carts' -> 'cart'; short words and 'ss' endings stay. */
export function singular(word: string): string {
  if (word.length <= 3 || word.endsWith('ss')) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/**
 * A search text as its words, each with the spellings that may stand for it (the word as typed first,
 * lowercase): quotes and backslashes removed (part 1 §5), 'pre roll' joined, plurals made singular,
 * shopper spellings mapped to the catalog's. A product matches when every word matches through one
 * of its spellings. No words for a blank search.
 */
export function searchTerms(text: string | undefined | null): string[][] {
  const cleaned = sanitizeSearch(text)?.toLowerCase();
  if (!cleaned) return [];
  const words = cleaned.split(/\s+/);
  const joined: string[] = [];
  for (let index = 0; index < words.length; index++) {
    const pair = JOINED[`${words[index]} ${words[index + 1]}`];
    if (pair) index++;
    joined.push(pair ?? words[index]!);
  }
  return joined.slice(0, MAX_SEARCH_WORDS).map(spellingsOf);
}

function spellingsOf(word: string): string[] {
  const one = singular(word);
  return [...new Set([word, one, ...(SPELLINGS[word] ?? SPELLINGS[one] ?? [])])];
}

/**
 * Whether a spelling may also match by trigram similarity (a typo), not only as a substring: one word of
 * four letters or more. Shorter ones ('og', 'cbd') have too few trigrams to tell a typo from another
 * word; anything with a digit is a size or dose ('3.5g'), matched exactly; and trigrams split at a
 * hyphen, so 'pre-roll' would pass for any 'roll' ('Roll-On').
 */
export function allowsTypos(spelling: string): boolean {
  return /^[a-z]{4,}$/.test(spelling);
}

/** Whether some word of a search could match a look-alike word (see allowsTypos). */
export function mayHaveTypos(text: string | undefined | null): boolean {
  return searchTerms(text).some((spellings) => spellings.some(allowsTypos));
}
