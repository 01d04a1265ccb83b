// The words of friends' opinions and of sending to friends (ADR 3203): English here, with the screens that show them;
// Hindi in its own chunk (opinions.hi.ts), fetched by Hindi pages only.
import { screenWords } from '../../../lib/i18n/words';

const ENGLISH = {
  loadingFriends: 'Loading friends',
  yourOpinionOn: 'Your opinion on {title}',
  votes: '{up} up, {down} down',
};
export type OpinionsWords = typeof ENGLISH;

export const opinionsWords = screenWords(ENGLISH, () => import('./opinions.hi').then((m) => m.hi));
