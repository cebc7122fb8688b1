import { TEXTS } from '@toko/shared';
import { api } from '../../lib/api-client';
import { resizeImage } from '../../lib/image-resize';
import { notifyError, notifyInfo } from '../../lib/notify';
import { apiErrorMessage } from '../dialogs/api-error-message';

/** The server's words for a file that is not a picture (kept equal to the server's SERVER_TEXTS.image.notAnImage). */
export const NOT_AN_IMAGE = 'File harus berupa gambar JPG, PNG atau WEBP';

/**
 * Shrinks a chosen picture in the browser to 720x1366 JPEG quality 50 (SPEC §5) and posts
 * it as multipart field `file` to `uploadPath`. Answers the server's answer, or undefined
 * after telling the user why it did not go (not a picture, the server's refusal, no connection).
 */
export async function uploadPicture<T>(uploadPath: string, file: File): Promise<T | undefined> {
  let picture: Blob;
  try {
    if (file.type && !file.type.startsWith('image/')) throw new Error('not an image');
    picture = await resizeImage(file);
  } catch {
    notifyInfo(NOT_AN_IMAGE);
    return undefined;
  }
  const form = new FormData();
  form.append('file', picture, 'gambar.jpg');
  try {
    return await api.upload<T>(uploadPath, form);
  } catch (error) {
    const message = apiErrorMessage(error);
    if (message) notifyInfo(message);
    else notifyError(TEXTS.saveError);
    return undefined;
  }
}
