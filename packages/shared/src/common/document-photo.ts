import { z } from 'zod';

/**
 * Photos taken at the counter while a document is being filled in (the sample of a
 * pesanan, each piece of a service or of a pawn loan, a member's portrait), uploaded before the document exists: the upload
 * answers the file store key the document's `foto` field then carries, and the address
 * to show it at. Each folder has its own upload, guarded by the menu that saves the
 * document.
 */
export const DOCUMENT_PHOTO_FOLDERS = ['pesanan', 'service', 'hutang', 'member'] as const;
export type DocumentPhotoFolder = (typeof DOCUMENT_PHOTO_FOLDERS)[number];

/** The upload's path under the API base: POST multipart field `file` -> DocumentPhoto. */
export function documentPhotoPath<F extends DocumentPhotoFolder>(folder: F): `${F}/foto` {
  return `${folder}/foto`;
}

export const documentPhotoSchema = z.object({
  /** What the document's `foto` field takes: `{kode_toko}/{folder}/{random}.jpg`. */
  key: z.string(),
  /** Where the browser downloads it. */
  url: z.string(),
});
export type DocumentPhoto = z.infer<typeof documentPhotoSchema>;
