// A screen's own words (ADR 3201, 3203): the English built into the screen's module, the Hindi a
// chunk of its own that the route loads with the module, and only on a Hindi page (the server
// loads it once and keeps both). The app's catalogue (en.ts) stays the shell's, so an English
// page pays nothing for a screen it does not show.
import type { Message } from './en';
import { format, language } from './messages';

export type Words = Readonly<Record<string, Message>>;

/** Another language's version of a screen's words: the same keys, a count's message plural too. */
export type WordsIn<T extends Words> = { readonly [K in keyof T]: T[K] extends string ? string : Message };

export interface ScreenWords<T extends Words> {
  /** The message for `key` in the page's language, with its {placeholders} filled from `params`. */
  (key: keyof T & string, params?: Readonly<Record<string, string | number>>): string;
  readonly english: T;
  /** Fetches the page's language's words, if it is not English and they are not here yet. */
  load(): Promise<void>;
  /** The Hindi, once loaded (tests). */
  hindi(): WordsIn<T> | undefined;
  /** All the words in the page's language, as an object (for screens that read them so). */
  all(): WordsIn<T>;
}

/** Every screen's words loaded so far (a module's are registered when it is imported). */
export const ALL_WORDS: ScreenWords<Words>[] = [];

export function screenWords<T extends Words>(english: T, loadHindi: () => Promise<WordsIn<T>>): ScreenWords<T> {
  let hindi: WordsIn<T> | undefined;
  const words = ((key, params) =>
    format((language() === 'hi' && hindi ? hindi : english)[key] as Message, params)) as ScreenWords<T>;
  Object.assign(words, {
    english,
    hindi: () => hindi,
    all: () => (language() === 'hi' && hindi) || english,
    // The server draws both languages, so it keeps both; a browser fetches only its page's.
    async load() {
      if (!hindi && (import.meta.env.SSR || language() === 'hi')) hindi = await loadHindi();
    },
  });
  ALL_WORDS.push(words as unknown as ScreenWords<Words>);
  return words;
}

/**
 * Loads the page's language's words of every screen module imported so far: the router calls it
 * once a route's module (and so every component it draws) is loaded, before the route draws.
 */
export const loadScreenWords = async () => {
  await Promise.all(ALL_WORDS.map((w) => w.load()));
};
