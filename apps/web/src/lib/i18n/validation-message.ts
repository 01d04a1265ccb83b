// The forms' check messages in the page's language (see social-text.ts).
import { VALIDATION } from '@store/shared/validation-words';
import { sameMessageIn, sharedWords } from './messages';

/**
 * A form check's message in the page's language: the shared schemas carry VALIDATION's English,
 * which is looked up by its text; any other message is shown as it is.
 */
export const validationMessage = (english: string) =>
  sameMessageIn(VALIDATION, sharedWords('validation', VALIDATION), english);
