// Text that came from a feed or a shopper, made safe for the operator's terminal: control
// characters (ESC starts a terminal command, CR overwrites a line, BEL rings, a newline forges
// a line of its own) and the invisible direction marks that reorder what is shown are printed
// as visible escapes (\x1b, \u202e). Used by everything `npm run import` and `npm run report` print.

/**
 * The control characters (Unicode Cc: C0, DEL, C1), as packages/shared/src/plain-text.ts counts
 * them, and the characters that move or reorder text: the line and paragraph separators, and the
 * direction marks, embeddings, overrides and isolates (the marks plain text allows, a terminal
 * must still show).
 */
const UNPRINTABLE = /[\p{Cc}\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

const escape = (c: string) => {
  const code = c.charCodeAt(0);
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
};

/** The text with every control and direction character shown as an escape; one line, always. */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, escape);
}
