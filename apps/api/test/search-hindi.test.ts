// Search and suggestions in any script (ADR 3200): Devanagari, Hinglish and common misspellings
// find what the catalogue's English word finds, on a real database (PGlite, and PostgreSQL
// when TEST_DATABASE_URL is set).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suggestionsSchema } from '@store/shared/discovery-schema';
import { productListSchema, type Product } from '@store/shared/product';
import { inCatalogueSpelling } from '../src/modules/search/spelling';
import { createTestApp, DB_KINDS, type TestApp } from './helpers';

let client = 0;
const nextClient = () => `10.78.${(++client >> 8) & 255}.${client & 255}`;

/**
 * Each way of asking, the catalogue's word, what a found product must say (title or
 * description), and what a suggested one's title must say (suggestions carry no description).
 */
const ASKED: { ways: string[]; word: string; kind: RegExp; titled: RegExp }[] = [
  { ways: ['कुर्ता', 'kurti', 'kurtaa', 'कुर्ती'], word: 'kurta', kind: /kurta/i, titled: /kurta/i },
  { ways: ['साड़ी', 'sari', 'saari'], word: 'saree', kind: /saree/i, titled: /saree/i },
  { ways: ['लहंगा', 'lehnga', 'lahanga'], word: 'lehenga', kind: /lehenga/i, titled: /lehenga/i },
  // The catalogue sells no earrings: jhumkas are in the lehengas' styling notes.
  { ways: ['झुमका', 'jhumke', 'झुमके'], word: 'jhumka', kind: /jhumka|earring/i, titled: /lehenga/i },
  // Dupattas come with lehengas and kurta sets.
  { ways: ['दुपट्टा', 'duppata', 'chunni'], word: 'dupatta', kind: /dupatta/i, titled: /dupatta|lehenga|kurta/i },
];

/** "Mostly": at least this share of a first page is the intended kind. */
const MOSTLY = 0.8;
const share = (items: { title: string; description?: string }[], kind: RegExp) =>
  items.filter((p) => kind.test(`${p.title} ${p.description ?? ''}`)).length / items.length;

describe('the spelling table', () => {
  it('spells Devanagari, Hinglish and misspellings as the catalogue does', () => {
    for (const { ways, word } of ASKED) for (const w of ways) expect(inCatalogueSpelling(w), w).toBe(word);
    expect(inCatalogueSpelling('लाल कुर्ता')).toBe('red kurta');
    expect(inCatalogueSpelling('baccho ke kapde')).toBe('kids');
    expect(inCatalogueSpelling('बच्चों के कपड़े')).toBe('kids');
  });

  it('leaves English, brands and unknown words as typed', () => {
    for (const q of ['red dress', "Levi's jeans", 'h&m', 'florl kurta', 'xyzzy'])
      expect(inCatalogueSpelling(q)).toBe(q);
  });
});

describe.each(DB_KINDS)('search in any script (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { suggestRateLimit: 1000 } });
  });
  afterAll(async () => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: nextClient() });
  const search = async (q: string) => {
    const res = await get(`/api/products/hybrid-search?query=${encodeURIComponent(q)}&searchType=text&limit=20`);
    expect(res.statusCode, q).toBe(200);
    return { items: productListSchema.parse(res.json()) as Product[], total: Number(res.headers['x-total-count']) };
  };
  const suggest = async (q: string) => {
    const res = await get(`/api/products/suggest?q=${encodeURIComponent(q)}`);
    expect(res.statusCode, q).toBe(200);
    return suggestionsSchema.parse(res.json());
  };

  it.each(ASKED)('"$ways" find what "$word" finds, mostly $kind', async ({ ways, word, kind }) => {
    const english = await search(word);
    expect(english.items.length).toBeGreaterThan(0);
    expect(share(english.items, kind)).toBeGreaterThanOrEqual(MOSTLY);
    for (const w of ways) {
      const found = await search(w);
      expect(
        found.items.map((p) => p.id),
        w,
      ).toEqual(english.items.map((p) => p.id));
      expect(found.total, w).toBe(english.total);
    }
  });

  it.each(ASKED)('suggestions for "$ways" are mostly $titled', async ({ ways, word, titled }) => {
    const english = await suggest(word);
    for (const w of ways) {
      const s = await suggest(w);
      expect(s, w).toEqual(english);
      expect(s.products.length, w).toBeGreaterThan(0);
      expect(share(s.products, titled), w).toBeGreaterThanOrEqual(MOSTLY);
    }
  });

  it('"baccho ke kapde" asks for kids\' clothing, which the catalogue does not sell: nothing else is offered', async () => {
    for (const q of ['baccho ke kapde', 'बच्चों के कपड़े']) {
      expect((await search(q)).total, q).toBe(0);
      expect((await suggest(q)).products, q).toEqual([]);
    }
  });
});
