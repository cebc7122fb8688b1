import { createHash } from 'node:crypto';
import { AppError } from '@toko/shared';
import { AwsClient } from 'aws4fetch';
import type { S3Config } from '../config.ts';
import { assertSafeKey, type FileStore } from './file-store-contract.ts';

/** The S3 store can also hand a stored object to the server, which streams it at /files/*. */
export interface S3FileStore extends FileStore {
  /** GET of the object, signed; `headers` carries conditional headers (If-None-Match ...). */
  fetchObject(key: string, headers?: Record<string, string>): Promise<Response>;
  /** The signed address of the object in the bucket (what put/remove/fetchObject call). */
  objectUrl(key: string): string;
  /** Every key of the bucket, page by page (ListObjectsV2): what a backup copies. */
  keys(): AsyncGenerator<string>;
}

const XML_ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&apos;': "'",
};
const xmlText = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (entity) => XML_ENTITIES[entity] ?? entity);

const TIMEOUT_MS = 30_000;

export const fileStoreFailed = () => new AppError(502, 'Gagal menyimpan gambar ke penyimpanan file');

/**
 * Any S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Wasabi), spoken to with
 * plain signed HTTP (AWS Signature V4 by aws4fetch) instead of a whole SDK: the
 * store needs three calls.
 */
export function createS3FileStore(settings: S3Config, options: { retries?: number } = {}): S3FileStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: 's3',
    region: settings.region,
    // aws4fetch retries 5xx and 429 itself; a few times is enough for an upload someone waits on.
    retries: options.retries ?? 2,
  });

  const endpoint = new URL(settings.endpoint);
  const basePath = endpoint.pathname.replace(/\/+$/, '');
  const objectUrl = (key: string): string => {
    assertSafeKey(key);
    if (settings.pathStyle) return `${endpoint.origin}${basePath}/${settings.bucket}/${key}`;
    return `${endpoint.protocol}//${settings.bucket}.${endpoint.host}${basePath}/${key}`;
  };
  const bucketUrl = settings.pathStyle
    ? `${endpoint.origin}${basePath}/${settings.bucket}/`
    : `${endpoint.protocol}//${settings.bucket}.${endpoint.host}${basePath}/`;
  const publicBase = settings.publicUrl?.replace(/\/+$/, '');

  /** The payload is signed too (not UNSIGNED-PAYLOAD): plain-HTTP stores such as MinIO on a LAN demand it. */
  async function call(method: string, url: string, init: RequestInit & { body?: Uint8Array } = {}) {
    const headers = new Headers(init.headers);
    headers.set(
      'x-amz-content-sha256',
      createHash('sha256')
        .update(init.body ?? '')
        .digest('hex'),
    );
    try {
      return await client.fetch(url, { ...init, method, headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch {
      throw fileStoreFailed();
    }
  }

  return {
    objectUrl,

    async put(key, body, contentType) {
      const response = await call('PUT', objectUrl(key), {
        body: new Uint8Array(body),
        headers: {
          'Content-Type': contentType,
          // Pictures are replaced under the same name: browsers must revalidate.
          'Cache-Control': 'no-cache',
        },
      });
      await response.body?.cancel();
      if (!response.ok) throw fileStoreFailed();
    },

    async remove(key) {
      const response = await call('DELETE', objectUrl(key));
      await response.body?.cancel();
      // Deleting what is not there is done already.
      if (!response.ok && response.status !== 404) throw fileStoreFailed();
    },

    async exists(key) {
      const response = await call('HEAD', objectUrl(key));
      await response.body?.cancel();
      if (response.ok) return true;
      // A bucket without ListBucket rights answers 403 for a missing object.
      if (response.status === 404 || response.status === 403) return false;
      throw fileStoreFailed();
    },

    url(key) {
      assertSafeKey(key);
      return publicBase ? `${publicBase}/${key}` : `/files/${key}`;
    },

    fetchObject: (key, headers = {}) => call('GET', objectUrl(key), { headers }),

    async *keys() {
      let token: string | undefined;
      do {
        // Parameters in canonical (sorted) order, as the signature lists them.
        const query = new URLSearchParams();
        if (token) query.set('continuation-token', token);
        query.set('list-type', '2');
        const response = await call('GET', `${bucketUrl}?${query}`);
        const xml = await response.text();
        if (!response.ok)
          throw new Error(`Daftar isi bucket ${settings.bucket} tidak terbaca (${response.status})`);
        for (const [, key] of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) yield xmlText(key ?? '');
        token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
          ? xmlText(/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1] ?? '')
          : undefined;
      } while (token);
    },
  };
}
