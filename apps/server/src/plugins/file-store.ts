import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where images live: `{kode_toko}/{folder}/{code}.jpg`. The local folder is the
 * default; an S3-compatible store can stand in behind the same interface.
 */
export interface FileStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** The address the browser downloads the file from. */
  url(key: string): string;
}

/** Keys are built by the server from validated codes; this refuses anything that could leave the folder. */
export function assertSafeKey(key: string): void {
  if (
    !/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(key) ||
    key.split('/').some((part) => part === '..' || part === '.')
  ) {
    throw new Error(`Nama berkas tidak valid: ${key}`);
  }
}

export function createLocalFileStore(root: string): FileStore {
  return {
    async put(key, body) {
      assertSafeKey(key);
      const target = path.join(root, key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Write then rename, so a reader never sees half a picture.
      const temporary = `${target}.${process.pid}.tmp`;
      await fs.writeFile(temporary, body);
      await fs.rename(temporary, target);
    },
    async remove(key) {
      assertSafeKey(key);
      await fs.rm(path.join(root, key), { force: true });
    },
    url: (key) => `/files/${key}`,
  };
}
