// The shared messages (MSG) in the page's language (see social-text.ts): only lazily
// loaded screens show them, so neither the app chunk nor /home's chunks carry MSG (ADR 3203).
import { MSG } from '@store/shared/messages';
import { sharedWords } from './messages';

/** The shared messages in the page's language (MSG's keys). */
export const msg = () => sharedWords('msg', MSG);
