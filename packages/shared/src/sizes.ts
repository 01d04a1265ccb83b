// Sizes as a list: a product's `sizes` (from a feed's variants, or the demo catalogue's size
// line) and the order a size filter shows them in. `size` on the Product object stays the list
// joined by ", " for the product page's details list.

const LETTER_ORDER = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL', '5XL'];
const LETTER_ALIASES: Record<string, string> = { '2XL': 'XXL', XXXL: '3XL', XXXXL: '4XL', '2XS': 'XXS' };
export const MAX_SIZES = 40;
const MAX_SIZE_LENGTH = 40;

/** One size as shops write it, tidied: "xl " → "XL", "2xl" → "XXL", "Free size" → "Free Size". */
export function normaliseSize(raw: string): string {
  const s = raw.normalize('NFKC').replace(/\s+/g, ' ').trim().slice(0, MAX_SIZE_LENGTH);
  const upper = s.toUpperCase();
  if (LETTER_ORDER.includes(upper)) return upper;
  if (LETTER_ALIASES[upper]) return LETTER_ALIASES[upper];
  if (/^free ?size$|^one ?size$|^os$/i.test(s)) return 'Free Size';
  return s;
}

/** "S, M, L" or "S/M/L" or "S | M" → ["S", "M", "L"]: trimmed, normalised, no repeats, at most 40. */
export function parseSizes(line: string): string[] {
  return uniqueSizes(line.split(/\s*[,/|;]\s*/));
}

/** Normalised, without blanks or repeats, in the order given. */
export function uniqueSizes(sizes: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of sizes) {
    const s = normaliseSize(raw);
    if (s && !out.includes(s)) out.push(s);
    if (out.length === MAX_SIZES) break;
  }
  return out;
}

/** Letter sizes in their order, then numbers by value, then the rest alphabetically. */
export function compareSizes(a: string, b: string): number {
  const rank = (s: string): [number, number, string] => {
    const letter = LETTER_ORDER.indexOf(s);
    if (letter >= 0) return [0, letter, ''];
    const num = /^\d+(\.\d+)?$/.test(s) ? Number(s) : NaN;
    if (!Number.isNaN(num)) return [1, num, ''];
    if (s === 'Free Size') return [3, 0, ''];
    return [2, 0, s.toLowerCase()];
  };
  const [ga, na, ta] = rank(a);
  const [gb, nb, tb] = rank(b);
  return ga - gb || na - nb || ta.localeCompare(tb);
}
