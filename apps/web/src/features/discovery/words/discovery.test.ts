// The listing's count line (ADR 3203): English as it was, Hindi with its plural and the search's words.
import { afterEach, expect, it } from 'vitest';
import { HINDI } from '../../../lib/i18n/hi';
import { ENGLISH, setLanguage } from '../../../lib/i18n/messages';
import { loadScreenWords } from '../../../lib/i18n/words';
import { countLine } from '../components/discovery-results';

afterEach(() => setLanguage('en', ENGLISH));
const done = { isSuccess: true };

it('says how many products or results, in the page language', async () => {
  expect(countLine(done, 1)).toBe('1 product');
  expect(countLine(done, 123456)).toBe('1,23,456 products');
  expect(countLine(done, 1, 'kurta')).toBe('1 result for “kurta”');
  expect(countLine(done, 2, 'kurta')).toBe('2 results for “kurta”');
  expect(countLine(done, 0)).toBe('');
  expect(countLine({ isSuccess: false }, 5)).toBe('');

  setLanguage('hi', HINDI);
  await loadScreenWords();
  expect(countLine(done, 1)).toBe('1 प्रोडक्ट');
  expect(countLine(done, 1, 'कुर्ता')).toBe('“कुर्ता” के लिए 1 नतीजा');
  expect(countLine(done, 123456, 'कुर्ता')).toBe('“कुर्ता” के लिए 1,23,456 नतीजे');
});
