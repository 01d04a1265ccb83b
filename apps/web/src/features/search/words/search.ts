// The search screen's own words (ADR 3203): English here, with the screens that show them;
// Hindi in its own chunk (search.hi.ts), fetched by Hindi pages only.
import { screenWords } from '../../../lib/i18n/words';

const ENGLISH = {
  searchTitle: 'Search',
  searchFor: '{query} · Search',
  camera: 'Camera',
  uploadImage: 'Upload image',
  cameraPreview: 'Camera preview',
  searchHint: "Look for a style, a colour, a fabric or a brand: “floral kurta”, “linen shirt”, “Levi's jeans”.",
  nothingMatches: 'Nothing matches “{query}”. Try fewer words or another spelling.',
  clearSearch: 'Clear search',
  suggestions: 'Suggestions',
  nothingInListing: 'There is nothing in {title} just now. New pieces arrive every week.',
};
export type SearchWords = typeof ENGLISH;

export const searchWords = screenWords(ENGLISH, () => import('./search.hi').then((m) => m.hi));
