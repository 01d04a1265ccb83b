// The landing page's own words (ADR 3203); its Hindi is a chunk of its own (landing.hi.ts).
import { screenWords } from '../../../lib/i18n/words';

const ENGLISH = {
  openBeta: 'Open beta',
  pitch: 'Fashion is better together. Shop women’s and men’s styles and see what your friends love.',
  enter: 'Enter the store',
};
export type LandingWords = typeof ENGLISH;

export const landingWords = screenWords(ENGLISH, () => import('./landing.hi').then((m) => m.hi));
