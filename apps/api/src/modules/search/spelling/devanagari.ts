// Devanagari to the Latin letters Hinglish is typed in, so that "कुर्ता" meets "kurta". The
// romanisation is Sanscript's (a kept transliteration library for Indian scripts), loaded on the
// first Devanagari query only; the table folds its ITRANS letters to plain ones (ADR 3200).
import { createRequire } from 'node:module';
import table from './hinglish.json' with { type: 'json' };

interface Sanscript {
  t(text: string, from: string, to: string): string;
}

const DEVANAGARI = /\p{Script=Devanagari}/u;
/** A consonant letter (क–ह, and the precomposed dotted ones). */
const CONSONANT = /[\u0915-\u0939\u0958-\u095f]$/u;
const VIRAMA = '\u094d';

let sanscript: Sanscript | undefined;
function loadSanscript(): Sanscript {
  sanscript ??= createRequire(import.meta.url)('@indic-transliteration/sanscript') as Sanscript;
  return sanscript;
}

export const hasDevanagari = (text: string) => DEVANAGARI.test(text);

/**
 * One Devanagari word in Hinglish letters: "कुर्ता" → "kurta", "साड़ी" → "sadi", "लाल" → "lal".
 * Hindi does not sound a word's last inherent vowel (लाल is "lal", not "lala"), so a final
 * consonant is read as a half letter.
 */
export function romanise(word: string): string {
  let text = word.normalize('NFD');
  for (const [from, to] of Object.entries(table.devanagari)) text = text.split(from).join(to);
  if (text.length > 1 && CONSONANT.test(text)) text += VIRAMA;
  let latin = loadSanscript().t(text, 'devanagari', 'itrans');
  for (const [from, to] of table.romanFolding) latin = latin.split(from!).join(to!);
  return latin.toLowerCase().replace(/[^a-z0-9-]/g, '');
}
