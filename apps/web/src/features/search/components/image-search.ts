// Image search's upload rules, checked before a picture is sent (features/visual-search sends it).
import { IMAGE_UPLOAD_MAX_BYTES } from '@store/shared/constants';
import { notify } from '../../../lib/notify';
import { msg } from '../../../lib/i18n/msg';

export const ACCEPTED_IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/** Whether the picture meets the server's upload rules; if not, the shopper is told why. */
export function acceptsImage(image: Blob): boolean {
  if (!ACCEPTED_IMAGE_TYPES.split(',').includes(image.type)) {
    notify(msg().imageWrongType, 'error');
    return false;
  }
  if (image.size > IMAGE_UPLOAD_MAX_BYTES) {
    notify(msg().imageTooLarge, 'error');
    return false;
  }
  return true;
}
