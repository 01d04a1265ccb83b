// Splits a shopper's query into the words the search matches. A word is what the shopper typed
// between spaces, lower case, apostrophes dropped ("Levi's" → "levis", as in the vocabulary);
// its fuzzy keys are its letter-and-digit parts of 3+ characters ("t-shirt" → "shirt", plus
// the joined "tshirt"), which are expanded through the vocabulary. Devanagari and Hinglish are
// first spelt as the catalogue spells them (spelling/, ADR 3200).
import { inCatalogueSpelling } from './spelling';
export const MAX_QUERY_WORDS = 8;
/** Shorter parts are matched as they are: trigrams say little about one or two letters. */
export const MIN_FUZZY_WORD_LENGTH = 3;
const MAX_WORD_LENGTH = 40;

export interface QueryWord {
  /** As typed (normalised): matched with the full-text parser, which understands "t-shirt". */
  text: string;
  /** Parts worth expanding to similar vocabulary words. */
  fuzzyKeys: string[];
}

export function queryWords(query: string): QueryWord[] {
  const seen = new Set<string>();
  const out: QueryWord[] = [];
  for (const raw of inCatalogueSpelling(query).toLowerCase().replace(/['’`]/g, '').split(/\s+/)) {
    const text = raw.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '').slice(0, MAX_WORD_LENGTH);
    if (!text || seen.has(text)) continue;
    seen.add(text);
    const parts = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    const keys = parts.length > 1 ? [...parts, parts.join('')] : parts;
    out.push({ text, fuzzyKeys: [...new Set(keys.filter((k) => k.length >= MIN_FUZZY_WORD_LENGTH))] });
    if (out.length === MAX_QUERY_WORDS) break;
  }
  return out;
}
