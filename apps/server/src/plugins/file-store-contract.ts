// What every file store (local folder, S3 bucket) promises, apart from how it stores:
// its own module, so the stores import it without importing each other.

/**
 * Where images live: `{kode_toko}/{folder}/{code}.jpg`. The local folder is the
 * default; an S3-compatible store can stand in behind the same interface.
 */
export interface FileStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** Whether a stored file is there under that key (a document naming an uploaded photo checks it). */
  exists(key: string): Promise<boolean>;
  /** The address the browser downloads the file from. */
  url(key: string): string;
}

const SAFE_KEY = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;

/** Keys are built by the server from validated codes; this refuses anything that could leave the folder. */
export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Nama berkas tidak valid: ${key}`);
}

export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.split('/').some((part) => part === '..' || part === '.');
}
