// The cart's and product page's size words in the page's language (see social-text.ts).
import { SIZE_TEXT } from '@store/shared/size-words';
import { sharedWords } from './messages';

export const sizeText = () => sharedWords('sizes', SIZE_TEXT);
