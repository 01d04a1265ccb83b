// The one rule for text people write (ADR 2611): names, share notes, opinion comments, and every
// query or filter value a shopper types. The browser and the server check it with these same
// functions, so both give the same answer.

/**
 * Refused in any text: control characters (C0, DEL, C1), lone surrogates, the Unicode line and
 * paragraph separators, and the invisible format characters (Unicode Cf: the bidirectional
 * overrides and isolates such as U+202E, zero-width spaces, the byte-order mark, soft hyphens,
 * tag characters), except the joiners ZWNJ and ZWJ that Indic scripts and emoji need and the
 * direction marks LRM, RLM and ALM that right-to-left text needs.
 */
const REFUSED_IN_A_LINE = /[\p{Cc}\p{Cs}\u2028\u2029]|(?![\u200c-\u200f\u061c])\p{Cf}/u;
/** The same, but a line feed or a tab is fine (a note or a comment). */
const REFUSED_IN_LINES = /(?![\n\t])\p{Cc}|[\p{Cs}\u2028\u2029]|(?![\u200c-\u200f\u061c])\p{Cf}/u;

/** An emoji tag sequence (the flags of England, Scotland and Wales): the only fine tag characters. */
const EMOJI_TAG_SEQUENCE = /\u{1F3F4}[\u{E0020}-\u{E007E}]{1,30}\u{E007F}/gu;

/**
 * Something to see: a letter, digit, punctuation mark or symbol, other than the ones drawn blank
 * (the Hangul fillers and the blank braille pattern, favourites for invisible names).
 */
const VISIBLE = /(?![\u115f\u1160\u3164\uffa0\u2800])[\p{L}\p{N}\p{P}\p{S}]/u;

/**
 * Not in docs/product.md: what refused text is told. Here, not in messages.ts: the app shell loads
 * messages.ts, and only the screens with forms check text.
 */
export const PLAIN_TEXT_MESSAGES = {
  name: 'Name must not contain control or invisible characters',
  /** A note or a comment, after the field's name. */
  text: 'must be plain text',
} as const;

export type TextShape = 'line' | 'lines';

/** True when `text` holds none of the refused characters; `lines` also allows line feeds and tabs. */
export function isPlainText(text: string, shape: TextShape = 'line'): boolean {
  const pattern = shape === 'lines' ? REFUSED_IN_LINES : REFUSED_IN_A_LINE;
  return !pattern.test(text.replace(EMOJI_TAG_SEQUENCE, ''));
}

/** True when `text` has at least one character that shows. */
export const hasVisibleCharacter = (text: string): boolean => VISIBLE.test(text);

/** Line breaks as a textarea gives them (`\n`), whatever a client sent (`\r\n`, `\r`). */
export const withLineFeeds = (text: string): string => text.replace(/\r\n?/g, '\n');
