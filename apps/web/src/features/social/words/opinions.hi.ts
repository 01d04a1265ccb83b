// The words of friends' opinions and of sending to friends, in Hindi (ADR 3203).
import type { WordsIn } from '../../../lib/i18n/words';
import type { OpinionsWords } from './opinions';

export const hi: WordsIn<OpinionsWords> = {
  loadingFriends: 'दोस्त लोड हो रहे हैं',
  yourOpinionOn: '{title} पर आपकी राय',
  votes: '{up} पसंद, {down} नापसंद',
};
