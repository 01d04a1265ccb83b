// A query in the catalogue's spelling (ADR 3200): Devanagari words romanised, then Hinglish and
// misspelt words and phrases looked up in the table (hinglish.json), so that "कुर्ता", "kurti"
// and "kurtaa" all search for "kurta". Words the table does not know pass through unchanged,
// for the search's own typo tolerance.
import table from './hinglish.json' with { type: 'json' };
import { hasDevanagari, romanise } from './devanagari';

const WORDS: ReadonlyMap<string, string> = new Map(Object.entries(table.words));
const PHRASES: ReadonlyMap<string, string> = new Map(Object.entries(table.phrases));
/** The longest phrase, in words: phrases are looked for from the longest down. */
const LONGEST_PHRASE = Math.max(...[...PHRASES.keys()].map((p) => p.split(' ').length));

export function inCatalogueSpelling(query: string): string {
  const words = query
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => (hasDevanagari(w) ? romanise(w) || w : w))
    .map((w) => WORDS.get(w.toLowerCase()) ?? w);
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    const n = longestPhraseAt(words, i);
    if (n > 0) {
      out.push(
        PHRASES.get(
          words
            .slice(i, i + n)
            .join(' ')
            .toLowerCase(),
        )!,
      );
      i += n;
    } else out.push(words[i++]!);
  }
  return out.join(' ');
}

/** How many words from `i` make the longest phrase the table knows; 0 when none. */
function longestPhraseAt(words: string[], i: number): number {
  for (let n = Math.min(LONGEST_PHRASE, words.length - i); n > 0; n--) {
    if (
      PHRASES.has(
        words
          .slice(i, i + n)
          .join(' ')
          .toLowerCase(),
      )
    )
      return n;
  }
  return 0;
}
