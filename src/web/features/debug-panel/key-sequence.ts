/**
 * The secret key sequences that toggle the debug panel (part 1 §4): the Konami code, and the word
 * 'apodebug' for keyboards without arrows (phones, kiosks with an on-screen keyboard).
 */
export const DEBUG_KEY_SEQUENCES: readonly (readonly string[])[] = [
  ['ArrowUp', 'ArrowUp', 'ArrowDown', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'ArrowLeft', 'ArrowRight', 'b', 'a'],
  [...'apodebug'],
];

/**
 * Feeds keys (KeyboardEvent.key) one at a time and answers true when the keys so far end with one of
 * the sequences. Letters match in either case; any other key simply breaks a sequence in progress.
 */
export function createSequenceMatcher(sequences: readonly (readonly string[])[] = DEBUG_KEY_SEQUENCES): (key: string) => boolean {
  const longest = Math.max(...sequences.map((sequence) => sequence.length));
  let recent: string[] = [];
  return (key) => {
    recent = [...recent, key.length === 1 ? key.toLowerCase() : key].slice(-longest);
    const matched = sequences.some(
      (sequence) => sequence.length <= recent.length && sequence.every((expected, index) => recent[recent.length - sequence.length + index] === expected),
    );
    if (matched) recent = [];
    return matched;
  };
}
