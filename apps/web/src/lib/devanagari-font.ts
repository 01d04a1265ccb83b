// Hindi's face (ADR 3202), added by script after the page's first paint (ADR 3204) rather than
// declared in index.css: a face the stylesheet declares is fetched with the first layout, at the
// font's top priority, and its 58 KB then come before the page's largest picture on a phone's 4G.
// Until it arrives the phone draws Hindi in its own Devanagari font (Android's is Noto Sans
// Devanagari, this very face), as font-display: swap would on any slow link.
import devanagariFontUrl from '../assets/fonts/noto-devanagari-wght-400-600.woff2?url';

/** The characters Hindi writes (scripts/subset-devanagari.ts), with the joiners, ₹ and the dotted circle. */
const DEVANAGARI_RANGE = 'U+0901-0903, U+0905-0939, U+093C-094D, U+0950, U+0958-0970, U+200C-200D, U+20B9, U+25CC';

/** Adds 'Saath Devanagari', the family a Hindi page's font stack names (index.css), and fetches it. */
export function addDevanagariFace(): void {
  const face = new FontFace('Saath Devanagari', `url(${devanagariFontUrl}) format('woff2-variations')`, {
    weight: '400 600',
    display: 'swap',
    unicodeRange: DEVANAGARI_RANGE,
  });
  document.fonts.add(face);
  // Offline and not yet cached, the phone's own font goes on drawing the page.
  face.load().catch(() => undefined);
}
