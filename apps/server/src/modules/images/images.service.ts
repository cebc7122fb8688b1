import { type MasterResource, notFound, TEXTS } from '@toko/shared';
import type { ShopActor } from '../../counter/actor.ts';
import { recordAudit } from '../../counter/audit.ts';
import type { Db } from '../../db/client.ts';
import { type FileStore, versionedUrl } from '../../plugins/file-store.ts';
import type { GoodsService } from '../goods/goods.service.ts';
import type { MasterDataService } from '../master-data/master-data.service.ts';
import type { ImageUpload } from './image-upload.ts';
import { logoPathOf, setLogoPath, setMasterImagePath } from './images.repository.ts';

/** Where a picture is kept: `{kode_toko}/{folder}/{code}.jpg` (SPEC §7). */
export function imageKey(kodeToko: string, folder: string, code: string): string {
  return `${kodeToko}/${folder}/${code}.jpg`;
}

export function createImageService(deps: {
  db: Db;
  files: FileStore;
  masterData: MasterDataService;
  goods: GoodsService;
}) {
  const { db, files, masterData, goods } = deps;

  // Once the database forgets a picture, a file the store failed to delete is only a stray
  // file: the change stands and the user is not told it failed.
  const forget = (key: string) => files.remove(key).catch(() => undefined);

  /** Sets image_path of a master row; false when the row went away meanwhile. */
  async function setMasterImage(
    actor: ShopActor,
    entry: MasterResource,
    id: number,
    code: string,
    before: unknown,
    imagePath: string | null,
    at: Date,
  ): Promise<boolean> {
    return db.transaction(async (tx) => {
      const updated = await setMasterImagePath(tx, entry.key, {
        kodeToko: actor.kodeToko,
        id,
        imagePath,
        userId: actor.userId,
        at,
      });
      if (!updated) return false;
      await recordAudit(tx, {
        ...actor,
        action: imagePath ? 'UPLOAD_IMAGE' : 'DELETE_IMAGE',
        entity: entry.key,
        entityId: code,
        before: { image_path: before ?? null },
        after: { image_path: imagePath },
      });
      return true;
    });
  }

  async function logoPath(kodeToko: string): Promise<string | null> {
    const path = await logoPathOf(db, kodeToko);
    if (path === undefined) throw notFound(TEXTS.shopUnknown);
    return path;
  }

  return {
    /** Stores the picture of a stone attribute (or any master with an image folder); answers its URL. */
    async putMasterImage(actor: ShopActor, entry: MasterResource, id: number, image: ImageUpload) {
      if (!entry.imageFolder) throw new Error(`${entry.key} tidak menyimpan gambar`);
      const row = await masterData.findById(entry, actor.kodeToko, id);
      const code = String(row[entry.codeField]);
      const key = imageKey(actor.kodeToko, entry.imageFolder, code);
      await files.put(key, image.bytes, image.contentType);
      const at = new Date();
      if (!(await setMasterImage(actor, entry, id, code, row.image_path, key, at))) {
        await forget(key);
        throw notFound(`${entry.noun} tidak ditemukan`);
      }
      // A picture kept under an older name is replaced by this one.
      if (row.image_path && row.image_path !== key) await forget(String(row.image_path));
      return { url: versionedUrl(files.url(key), at) };
    },

    /** Forgets the picture first, then removes the file: a stray file is harmless, a broken picture is not. */
    async removeMasterImage(actor: ShopActor, entry: MasterResource, id: number) {
      const row = await masterData.findById(entry, actor.kodeToko, id);
      if (!row.image_path) return;
      const code = String(row[entry.codeField]);
      if (!(await setMasterImage(actor, entry, id, code, row.image_path, null, new Date())))
        throw notFound(`${entry.noun} tidak ditemukan`);
      await forget(String(row.image_path));
    },

    /** The photo of a piece, under its barcode. */
    async putBarangPhoto(actor: ShopActor, id: number, image: ImageUpload) {
      const key = imageKey(actor.kodeToko, 'barang', await goods.barcodeOf(actor.kodeToko, id));
      await files.put(key, image.bytes, image.contentType);
      const { before } = await goods.setPhotoPath(actor, id, key);
      if (before && before !== key) await forget(before);
      return { url: versionedUrl(files.url(key), new Date()) };
    },

    async removeBarangPhoto(actor: ShopActor, id: number) {
      const { before } = await goods.setPhotoPath(actor, id, null);
      if (before) await forget(before);
    },

    async logoUrl(kodeToko: string): Promise<string | null> {
      const path = await logoPath(kodeToko);
      return path ? files.url(path) : null;
    },

    async putLogo(actor: ShopActor, image: ImageUpload) {
      const before = await logoPath(actor.kodeToko);
      const key = imageKey(actor.kodeToko, 'toko', 'logo');
      await files.put(key, image.bytes, image.contentType);
      await db.transaction(async (tx) => {
        await setLogoPath(tx, actor.kodeToko, key);
        await recordAudit(tx, {
          ...actor,
          action: 'UPLOAD_IMAGE',
          entity: 'toko',
          entityId: actor.kodeToko,
          before: { logo_path: before },
          after: { logo_path: key },
        });
      });
      return { url: versionedUrl(files.url(key), new Date()) };
    },

    async removeLogo(actor: ShopActor) {
      const before = await logoPath(actor.kodeToko);
      if (!before) return;
      await db.transaction(async (tx) => {
        await setLogoPath(tx, actor.kodeToko, null);
        await recordAudit(tx, {
          ...actor,
          action: 'DELETE_IMAGE',
          entity: 'toko',
          entityId: actor.kodeToko,
          before: { logo_path: before },
          after: { logo_path: null },
        });
      });
      await forget(before);
    },
  };
}

export type ImageService = ReturnType<typeof createImageService>;
