// An alert's line and a row's time in the activity feed (ADR 3203): English as it was, and Hindi.
import { afterEach, expect, it } from 'vitest';
import { HINDI } from '../../../lib/i18n/hi';
import { ENGLISH, setLanguage } from '../../../lib/i18n/messages';
import { activityTime } from '../../../lib/i18n/screens/activity';
import { loadScreenWords } from '../../../lib/i18n/words';
import { alertText } from './alert-text';

afterEach(() => setLanguage('en', ENGLISH));
const at = '2026-11-27T10:05:00.000Z';
const drop = {
  type: 'price-drop',
  at,
  from: { id: 'f1', name: 'Meera' },
  title: 'Silk Kurta',
  oldPrice: 1299,
  newPrice: 999,
} as const;
const restock = { type: 'back-in-stock', at } as const;
const restockAt = { type: 'back-in-stock', at, title: 'Silk Kurta', newPrice: 999 } as const;

it('says the alert and its time in the page language', async () => {
  expect(alertText(drop)).toBe('Price drop: Silk Kurta now ₹999, was ₹1,299 (Meera wished for it)');
  expect(alertText(restock)).toBe('Back in stock: An item you want');
  expect(alertText(restockAt)).toBe('Back in stock: Silk Kurta at ₹999');
  expect(activityTime(at)).toMatch(/Nov 2026/);

  setLanguage('hi', HINDI);
  await loadScreenWords();
  expect(alertText(drop)).toBe('कीमत घटी: Silk Kurta अब ₹999, पहले ₹1,299 (Meera की विशलिस्ट में)');
  expect(alertText(restock)).toBe('फिर से स्टॉक में: आपकी पसंद का एक आइटम');
  expect(alertText(restockAt)).toBe('फिर से स्टॉक में: Silk Kurta, ₹999 में');
  // The month in Devanagari and a 24-hour clock: no Latin letters (am/pm) left.
  expect(activityTime(at)).toMatch(/नवंबर 2026/);
  expect(activityTime(at)).not.toMatch(/[A-Za-z]/);
});
