// "Did you mean …?" for a query that found nothing (ADR 2908): a word the catalogue lacks is
// spelt as the vocabulary word fewest keystrokes away. Trigram similarity (which the search's own
// typo tolerance uses) finds the candidates; it misses swapped letters ("jaens" is 0.2 from
// "jeans"), which an edit distance counts as one slip.

/** Vocabulary words at least this similar (trigrams) are candidates; below it, anything goes. */
export const CANDIDATE_SIMILARITY = 0.15;
export const MAX_CANDIDATES = 30;

/** Slips allowed: one in a short word, two from six letters. */
export const maxSlips = (word: string) => (word.length >= 6 ? 2 : 1);

/**
 * Edits between two words: insertions, deletions, substitutions and swaps of neighbours
 * (optimal string alignment distance).
 */
export function slips(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * The candidate a word most likely meant: fewest slips (within maxSlips), then the most similar,
 * then the first alphabetically; undefined when none is close enough.
 */
export function nearest(word: string, candidates: { term: string; sim: number }[]): string | undefined {
  let best: { term: string; slips: number; sim: number } | undefined;
  for (const c of candidates) {
    const n = slips(word, c.term);
    if (n === 0 || n > maxSlips(word)) continue;
    const better =
      !best ||
      n < best.slips ||
      (n === best.slips && (Number(c.sim) > best.sim || (Number(c.sim) === best.sim && c.term < best.term)));
    if (better) best = { term: c.term, slips: n, sim: Number(c.sim) };
  }
  return best?.term;
}
