// Image search: checks a picture against the server's upload rules, sends it, and says what
// the server answered — today always the maintenance message (503).
import { IMAGE_UPLOAD_MAX_BYTES } from '@store/shared/constants';
import { MSG } from '@store/shared/messages';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { searchByImage } from '../api/search-products';

export const ACCEPTED_IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

export async function runImageSearch(image: Blob, filename: string): Promise<void> {
  if (!ACCEPTED_IMAGE_TYPES.split(',').includes(image.type)) {
    notify(MSG.imageWrongType, 'error');
    return;
  }
  if (image.size > IMAGE_UPLOAD_MAX_BYTES) {
    notify(MSG.imageTooLarge, 'error');
    return;
  }
  try {
    await searchByImage(image, filename);
    notify(MSG.imageSearchMaintenance);
  } catch (err) {
    if (err instanceof ApiError && err.status === 503) notify(MSG.imageSearchMaintenance);
    else notify((err instanceof ApiError && err.message) || MSG.imageSearchFailed, 'error');
  }
}
