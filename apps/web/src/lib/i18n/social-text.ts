// The shared word objects in the page's language (ADR 3203) have one module each, so that a chunk
// carries only the English it shows: /home's wishlist hearts carry these, not the forms' or sizes'.
import { SOCIAL_TEXT } from '@store/shared/social-words';
import { sharedWords } from './messages';

export const socialText = () => sharedWords('social', SOCIAL_TEXT);
