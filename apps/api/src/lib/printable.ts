// Text that came from a feed or a shopper, made safe for the operator's terminal: control
// characters (ESC starts a terminal command, CR overwrites a line, BEL rings, a newline forges
// a line of its own) and the invisible direction marks that reorder what is shown are printed
// as visible escapes (\x1b, \u202e). Used by everything `npm run import` and `npm run report` print.

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const escape = (c: string) => {
  const code = c.charCodeAt(0);
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
};

/** The text with every control and direction character shown as an escape; one line, always. */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, escape);
}
