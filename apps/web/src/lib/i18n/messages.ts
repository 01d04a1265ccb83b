// The words the app shows, in the page's language (ADR 3201). One language per page: the server
// draws it in the shopper's (the `lang` cookie, else Accept-Language) and says which in
// <html lang>; the browser loads that language's pack before it renders (load.ts). English is
// built in, so an English page loads nothing more.
import type { Language } from '@store/shared/language';
import { DISCOVERY_WORDS } from '@store/shared/discovery-words';
import type { MSG } from '@store/shared/messages';
import type { SIZE_TEXT } from '@store/shared/size-words';
import type { VALIDATION } from '@store/shared/validation-words';
import type { SOCIAL_TEXT } from '@store/shared/social-words';
import { en, type Catalogue, type Message, type MessageKey } from './en';

/** Another language's version of an English words object: its strings any string, its functions alike. */
export type InLanguage<T> = { readonly [K in keyof T]: T[K] extends string ? string : T[K] };

/** Everything a language says. */
export interface LanguagePack {
  catalogue: Catalogue;
  /** The catalogue's names (categories, occasions) by their English name; brands are not there. */
  names: Readonly<Record<string, string>>;
  discovery: InLanguage<typeof DISCOVERY_WORDS>;
  /** Other languages' versions of the shared word objects; English uses the objects themselves. */
  shared?: SharedWords;
}

/**
 * Word objects the screens share, which English keeps where they are used (so the app chunk does
 * not carry them): a screen asks for one with sharedWords, giving the English.
 */
export interface SharedWords {
  /** The shared messages (packages/shared/src/messages.ts): only lazily loaded screens show them. */
  msg: InLanguage<typeof MSG>;
  sizes: InLanguage<typeof SIZE_TEXT>;
  validation: InLanguage<typeof VALIDATION>;
  social: InLanguage<typeof SOCIAL_TEXT>;
}

export const ENGLISH: LanguagePack = { catalogue: en, names: {}, discovery: DISCOVERY_WORDS };

let current: { language: Language; pack: LanguagePack } = { language: 'en', pack: ENGLISH };

/** Makes `pack` the one the app reads: before a render, never during one. */
export function setLanguage(language: Language, pack: LanguagePack) {
  current = { language, pack };
}

export const language = (): Language => current.language;

/** Discovery's words in the page's language (DISCOVERY_WORDS's keys). */
export const discoveryWords = () => current.pack.discovery;

/** A shared word object in the page's language: `english` itself on an English page. */
export const sharedWords = <K extends keyof SharedWords>(name: K, english: SharedWords[K]): SharedWords[K] =>
  current.pack.shared?.[name] ?? english;

/** A message of `english` (the English words object) in the page's language, found by its English text. */
export function sameMessageIn<T extends Record<string, unknown>>(
  english: T,
  other: InLanguage<T>,
  text: string,
): string {
  const key = Object.keys(english).find((k) => english[k] === text);
  return key ? String(other[key as keyof T]) : text;
}

/**
 * A name of the catalogue's (a category, an occasion, a listing's title) in the page's language;
 * as it is when the language has none (English, brands).
 */
export const nameOf = (english: string): string => current.pack.names[english] ?? english;

/**
 * Whether a count takes the singular (CLDR: English 1; Hindi 0 and 1, "0 आइटम" as "1 आइटम").
 * Written out rather than Intl.PluralRules, whose locale data costs the start-up (see money.ts).
 */
const isOne = (count: number) => count === 1 || (current.language === 'hi' && count === 0);

type Params = Readonly<Record<string, string | number>>;

/** The message for `key` in the page's language, with its {placeholders} filled from `params`. */
export const t = (key: MessageKey, params?: Params): string => format(current.pack.catalogue[key], params);

/** A message in the page's language: its count's form chosen, its {placeholders} filled. */
export function format(message: Message, params?: Params): string {
  const text = typeof message === 'string' ? message : isOne(Number(params?.count)) ? message.one : message.other;
  return params ? text.replace(/\{(\w+)\}/g, (all, name: string) => String(params[name] ?? all)) : text;
}
