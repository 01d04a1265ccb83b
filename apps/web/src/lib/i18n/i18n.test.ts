// The catalogues (ADR 3201): every key has its Hindi, a count's message its two forms, and the
// English that docs/product.md names is still its words, word for word.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { en, SPEC_KEYS, type MessageKey } from './en';
import { BRANDS, CATEGORY_TILES, TYPE_SOURCES } from '@store/shared/catalogue';
import { COLOUR_FAMILIES } from '@store/shared/colour-family';
import { SORT_LABELS } from '@store/shared/discovery';
import { DISCOVERY_WORDS } from '@store/shared/discovery-words';
import { MSG } from '@store/shared/messages';
import { SIZE_TEXT } from '@store/shared/size-words';
import { VALIDATION } from '@store/shared/validation-words';
import { SOCIAL_TEXT } from '@store/shared/social-words';
import { HINDI, hi, hiNames } from './hi';
import { ENGLISH, nameOf, setLanguage, t } from './messages';

const product = readFileSync(path.resolve(import.meta.dirname, '../../../../../docs/product.md'), 'utf8');
const keys = Object.keys(en) as MessageKey[];
const texts = (m: string | { one: string; other: string }) => (typeof m === 'string' ? [m] : [m.one, m.other]);
const DEVANAGARI = /\p{Script=Devanagari}/u;
const NAMES = new Set(['WhatsApp']);

describe('the catalogues', () => {
  afterEach(() => setLanguage('en', ENGLISH));

  it('every message has a Hindi translation, in Devanagari, with the same placeholders', () => {
    expect(Object.keys(hi).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      const [enTexts, hiTexts] = [texts(en[key]), texts(hi[key])];
      expect(hiTexts.length, key).toBe(enTexts.length);
      for (const [i, h] of hiTexts.entries()) {
        expect(h.trim(), key).not.toBe('');
        expect(h, key).toMatch(DEVANAGARI);
        expect(h.match(/\{\w+\}/g)?.sort(), key).toEqual(enTexts[i]!.match(/\{\w+\}/g)?.sort());
      }
    }
  });

  it('every shared message has its Hindi, a function one taking the same arguments', () => {
    for (const [english, hindi] of [
      [MSG, HINDI.shared!.msg],
      [DISCOVERY_WORDS, HINDI.discovery],
      [SIZE_TEXT, HINDI.shared?.sizes],
      [VALIDATION, HINDI.shared?.validation],
      [SOCIAL_TEXT, HINDI.shared?.social],
    ] as [Record<string, unknown>, Record<string, unknown>][]) {
      expect(Object.keys(hindi).sort()).toEqual(Object.keys(english).sort());
      for (const [key, value] of Object.entries(english)) {
        const h = hindi[key];
        // A name (WhatsApp) is written as its owner writes it.
        if (NAMES.has(value as string)) expect(h, key).toBe(value);
        else if (typeof value === 'string') expect(h, key).toMatch(DEVANAGARI);
        else {
          expect(typeof h, key).toBe('function');
          const args = ['x', 2, 'up'];
          const englishText = (value as (...a: unknown[]) => string)(...args);
          // A message of no words (the 👍 · 👎 tally) has nothing to translate.
          if (/[a-z]{2}/i.test(englishText.replace('x', ''))) {
            expect((h as (...a: unknown[]) => string)(...args), key).toMatch(DEVANAGARI);
          }
        }
      }
    }
  });

  it('every category and occasion name has its Hindi; brands stay as they are', () => {
    const brands = new Set<string>(BRANDS.map((b) => b.name));
    const names = [
      ...Object.values(TYPE_SOURCES).map((s) => s.title),
      ...CATEGORY_TILES.women.map((c) => c.name),
      ...CATEGORY_TILES.men.map((c) => c.name),
      ...Object.values(TYPE_SOURCES).flatMap((s) => (s.kind === 'categories' ? s.categories : [])),
      ...Object.values(SORT_LABELS),
      ...COLOUR_FAMILIES,
    ].filter((n) => !brands.has(n));
    for (const name of names) expect(hiNames[name], name).toMatch(DEVANAGARI);
    setLanguage('hi', HINDI);
    expect(nameOf('Party Wear')).toBe('पार्टी वियर');
    expect(nameOf('Zara')).toBe('Zara');
    setLanguage('en', ENGLISH);
    expect(nameOf('Party Wear')).toBe('Party Wear');
  });

  it('the English words docs/product.md names are its words exactly', () => {
    expect(SPEC_KEYS.length).toBeGreaterThan(0);
    for (const key of SPEC_KEYS) {
      for (const text of texts(en[key])) {
        for (const piece of text.split(/\{\w+\}/).filter((p) => p.trim())) expect(product, key).toContain(piece);
      }
    }
  });

  it('counts take the right form in each language, and numbers keep the Indian grouping', () => {
    expect(t('nav.newActivity', { count: 1 })).toBe(', 1 new');
    setLanguage('hi', HINDI);
    expect(t('nav.newActivity', { count: 1 })).toBe(', 1 नया');
    expect(t('nav.newActivity', { count: 3 })).toBe(', 3 नए');
    expect(t('footer.copyright', { year: 2025 })).toBe('© 2025 Saath. ओपन बीटा.');
    expect(t('nav.home')).toBe('होम');
  });
});
