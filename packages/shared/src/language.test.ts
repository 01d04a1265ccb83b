import { describe, expect, it } from 'vitest';
import { acceptedLanguage, languageCookie, requestLanguage } from './language';

describe('the language a request is answered in', () => {
  it('is the lang cookie when it names a language', () => {
    expect(languageCookie('a=1; lang=hi; b=2')).toBe('hi');
    expect(languageCookie('lang=en')).toBe('en');
    expect(languageCookie('lang=fr')).toBeUndefined();
    expect(languageCookie('xlang=hi')).toBeUndefined();
    expect(languageCookie(undefined)).toBeUndefined();
  });

  it('else the Accept-Language language of highest weight, English by default', () => {
    expect(acceptedLanguage('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(acceptedLanguage('en-IN,en;q=0.9,hi;q=0.8')).toBe('en');
    expect(acceptedLanguage('hi;q=0.5, en;q=0.9')).toBe('en');
    expect(acceptedLanguage('fr, hi;q=0.3')).toBe('hi');
    expect(acceptedLanguage('fr-FR')).toBe('en');
    expect(acceptedLanguage('hi;q=0')).toBe('en');
    expect(acceptedLanguage('')).toBe('en');
    expect(acceptedLanguage(undefined)).toBe('en');
  });

  it('the cookie wins over the header', () => {
    expect(requestLanguage({ cookie: 'lang=en', 'accept-language': 'hi' })).toBe('en');
    expect(requestLanguage({ cookie: 'lang=hi', 'accept-language': 'en' })).toBe('hi');
    expect(requestLanguage({ 'accept-language': 'hi-IN' })).toBe('hi');
  });
});
