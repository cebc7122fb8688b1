import { randomBytes } from 'node:crypto';
import { badRequest, type DocumentPhoto, type DocumentPhotoFolder } from '@toko/shared';
import type { FileStore } from '../../plugins/file-store.ts';
import { isSafeKey } from '../../plugins/file-store-contract.ts';
import { SERVER_TEXTS } from '../../texts.ts';
import type { ImageUpload } from './image-upload.ts';
import { imageKey } from './images.service.ts';

/** What the upload names a photo: 32 hex digits, so no one guesses another's. */
const RANDOM_NAME = /^[0-9a-f]{32}\.jpg$/;

/**
 * Photos of counter documents (pesanan, service), taken before the document is saved:
 * stored as `{kode_toko}/{folder}/{random}.jpg`, never replaced, and named by the document
 * only once checked here. A photo uploaded for a document never saved stays a stray file.
 */
export function createDocumentPhotoService(deps: { files: FileStore }) {
  const { files } = deps;

  const isOwnKey = (kodeToko: string, folder: DocumentPhotoFolder, key: string) => {
    const prefix = `${kodeToko}/${folder}/`;
    return key.startsWith(prefix) && RANDOM_NAME.test(key.slice(prefix.length)) && isSafeKey(key);
  };

  return {
    async put(kodeToko: string, folder: DocumentPhotoFolder, image: ImageUpload): Promise<DocumentPhoto> {
      const key = imageKey(kodeToko, folder, randomBytes(16).toString('hex'));
      await files.put(key, image.bytes, image.contentType);
      return { key, url: files.url(key) };
    },

    /**
     * A document's `foto` is '' or a photo this shop uploaded into the document's folder
     * and the store still holds: never another shop's file nor any other path.
     */
    async check(kodeToko: string, folder: DocumentPhotoFolder, foto: string): Promise<void> {
      if (foto === '') return;
      if (!isOwnKey(kodeToko, folder, foto) || !(await files.exists(foto))) {
        throw badRequest(SERVER_TEXTS.image.fotoTidakDitemukan);
      }
    },

    /** Where the browser shows a document's photo; null without one (or for a value no upload made). */
    url(foto: string): string | null {
      return foto && isSafeKey(foto) ? files.url(foto) : null;
    },
  };
}

export type DocumentPhotoService = ReturnType<typeof createDocumentPhotoService>;
