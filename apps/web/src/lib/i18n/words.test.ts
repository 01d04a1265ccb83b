// Every screen's own words (ADR 3203): each has its Hindi, with the same keys and placeholders and
// a count's two forms, in Devanagari; the Hindi is fetched only on a Hindi page.
import { afterEach, describe, expect, it } from 'vitest';
import type { Message } from './en';
import { HINDI } from './hi';
import { ENGLISH, setLanguage } from './messages';
import { ALL_WORDS, loadScreenWords, screenWords } from './words';

/** A count's message: Hindi says 0 and 1 in the singular. */
const counted = screenWords({ n: { one: '{count} new', other: '{count} new' } }, async () => ({
  n: { one: '{count} नया', other: '{count} नए' },
}));

// Every words module of the app (registered as each is imported).
const modules = import.meta.glob(
  ['../../**/words/*.ts', '../../**/screens/*.ts', '!../../**/*.hi.ts', '!../../**/*.test.ts'],
  { eager: true },
);
const texts = (m: Message) => (typeof m === 'string' ? [m] : [m.one, m.other]);
const DEVANAGARI = /\p{Script=Devanagari}/u;

describe("the screens' words", () => {
  afterEach(() => setLanguage('en', ENGLISH));

  it('every module of words registers, and an English page fetches none of their Hindi', async () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(5);
    // Each module registers one words object; this test adds its own.
    expect(ALL_WORDS.length).toBe(Object.keys(modules).length + 1);
    // Vitest runs as the server would (SSR), which keeps both languages; a browser's English page
    // is asked the same and must draw English.
    await loadScreenWords();
    for (const words of ALL_WORDS) {
      const [key] = Object.keys(words.english);
      expect(words(key!)).toBe(texts(words.english[key!]!)[0]);
    }
  });

  it('every message has its Hindi, in Devanagari, with the same placeholders', async () => {
    setLanguage('hi', HINDI);
    await loadScreenWords();
    for (const words of ALL_WORDS) {
      const hindi = words.hindi()!;
      expect(hindi).toBeDefined();
      expect(Object.keys(hindi).sort()).toEqual(Object.keys(words.english).sort());
      for (const [key, english] of Object.entries(words.english)) {
        const [enTexts, hiTexts] = [texts(english), texts(hindi[key]!)];
        expect(hiTexts.length, key).toBe(enTexts.length);
        for (const [i, h] of hiTexts.entries()) {
          expect(h, key).toMatch(DEVANAGARI);
          expect(h.match(/\{\w+\}/g)?.sort(), key).toEqual(enTexts[i]!.match(/\{\w+\}/g)?.sort());
        }
      }
    }
  });

  it('draws the page language, fills placeholders and picks the count form', async () => {
    const { cardWords } = await import('./screens/card');
    const { productWords } = await import('./screens/product');
    expect(cardWords('percentOff', { off: 40 })).toBe('40% OFF');
    setLanguage('hi', HINDI);
    await loadScreenWords();
    expect(cardWords('percentOff', { off: 40 })).toBe('40% छूट');
    expect(counted('n', { count: 0 })).toBe('0 नया');
    expect(counted('n', { count: 1 })).toBe('1 नया');
    expect(counted('n', { count: 4 })).toBe('4 नए');
    expect(productWords('freeDelivery', { amount: '₹1,23,456' })).toBe('₹1,23,456 से ज़्यादा के ऑर्डर पर फ़्री डिलीवरी');
  });
});

describe("the gallery's words", () => {
  afterEach(() => setLanguage('en', ENGLISH));

  it('keeps the English labels as they were, and speaks Hindi on a Hindi page', async () => {
    const { galleryWords } = await import('./screens/gallery');
    expect(galleryWords('view', { title: 'Silk Kurta', n: 2 })).toBe('Silk Kurta, view 2');
    expect(galleryWords('showImage', { n: 2, count: 5 })).toBe('Show image 2 of 5');
    setLanguage('hi', HINDI);
    await loadScreenWords();
    expect(galleryWords('view', { title: 'Silk Kurta', n: 2 })).toBe('Silk Kurta, तस्वीर 2');
    expect(galleryWords('showImage', { n: 2, count: 5 })).toBe('5 में से तस्वीर 2 दिखाएँ');
  });
});
