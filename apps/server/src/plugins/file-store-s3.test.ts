import { AppError } from '@toko/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_KEY, expectedSignature, fakeS3, REGION, SECRET_KEY, sha256 } from '../../test/fake-s3.ts';
import { createTestApp } from '../../test/test-app.ts';
import { loadConfig, type S3Config } from '../config.ts';
import { createS3FileStore } from './file-store-s3.ts';

const s3 = fakeS3('toko-gambar');
let endpoint: string;

beforeAll(async () => {
  endpoint = await s3.start();
});
afterAll(async () => {
  await s3.stop();
});
beforeEach(() => {
  s3.received.length = 0;
  s3.objects.clear();
});

function settings(extra: Partial<S3Config> = {}): S3Config {
  return {
    kind: 's3',
    endpoint,
    bucket: 'toko-gambar',
    region: REGION,
    accessKeyId: ACCESS_KEY,
    secretAccessKey: SECRET_KEY,
    pathStyle: true,
    publicUrl: undefined,
    ...extra,
  };
}

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 0xff, 0xd9]);

describe('the reference signature', () => {
  it("matches AWS's documented example (GET /test.txt of examplebucket)", () => {
    expect(
      expectedSignature({
        method: 'GET',
        path: '/test.txt',
        query: '',
        headers: {
          host: 'examplebucket.s3.amazonaws.com',
          range: 'bytes=0-9',
          'x-amz-content-sha256': sha256(''),
          'x-amz-date': '20130524T000000Z',
        },
        signedHeaders: ['host', 'range', 'x-amz-content-sha256', 'x-amz-date'],
        payloadHash: sha256(''),
        amzDate: '20130524T000000Z',
        region: 'us-east-1',
        secret: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      }),
    ).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
  });
});

describe('S3 file store', () => {
  it('puts an object with a valid signature, its type and no-cache', async () => {
    const store = createS3FileStore(settings());
    await store.put('PST/batu-shape/RD.jpg', JPEG, 'image/jpeg');
    const [put] = s3.received;
    expect(put?.method).toBe('PUT');
    expect(put?.path).toBe('/toko-gambar/PST/batu-shape/RD.jpg');
    expect(put?.signatureOk).toBe(true);
    expect(put?.body.equals(JPEG)).toBe(true);
    expect(s3.objects.get('PST/batu-shape/RD.jpg')).toMatchObject({
      type: 'image/jpeg',
      cacheControl: 'no-cache',
    });
  });

  it('reads it back, conditionally, and removes it (twice is fine)', async () => {
    const store = createS3FileStore(settings());
    await store.put('PST/toko/logo.jpg', JPEG, 'image/jpeg');
    const read = await store.fetchObject('PST/toko/logo.jpg');
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer()).equals(JPEG)).toBe(true);
    const etag = read.headers.get('etag') ?? '';
    const again = await store.fetchObject('PST/toko/logo.jpg', { 'if-none-match': etag });
    expect(again.status).toBe(304);

    await store.remove('PST/toko/logo.jpg');
    await store.remove('PST/toko/logo.jpg');
    expect(s3.objects.size).toBe(0);
    expect((await store.fetchObject('PST/toko/logo.jpg')).status).toBe(404);
    expect(s3.received.every((request) => request.signatureOk)).toBe(true);
  });

  it('tells whether an object is there', async () => {
    const store = createS3FileStore(settings());
    expect(await store.exists('PST/service/a.jpg')).toBe(false);
    await store.put('PST/service/a.jpg', JPEG, 'image/jpeg');
    expect(await store.exists('PST/service/a.jpg')).toBe(true);
    expect(s3.received.map((request) => [request.method, request.signatureOk])).toEqual([
      ['HEAD', true],
      ['PUT', true],
      ['HEAD', true],
    ]);
    await expect(store.exists('PST/../x.jpg')).rejects.toThrow('Nama berkas tidak valid');
  });

  it('keeps a path under the endpoint, and builds virtual-host addresses when asked', () => {
    expect(createS3FileStore(settings({ endpoint: `${endpoint}/s3/` })).objectUrl('PST/a.jpg')).toBe(
      `${endpoint}/s3/toko-gambar/PST/a.jpg`,
    );
    expect(
      createS3FileStore(
        settings({ endpoint: 'https://s3.ap-southeast-3.amazonaws.com', pathStyle: false }),
      ).objectUrl('PST/a.jpg'),
    ).toBe('https://toko-gambar.s3.ap-southeast-3.amazonaws.com/PST/a.jpg');
  });

  it('hands out the public address when there is one, else the server proxy', () => {
    expect(createS3FileStore(settings()).url('PST/batu-shape/RD.jpg')).toBe('/files/PST/batu-shape/RD.jpg');
    expect(
      createS3FileStore(settings({ publicUrl: 'https://gambar.toko.example/' })).url('PST/batu-shape/RD.jpg'),
    ).toBe('https://gambar.toko.example/PST/batu-shape/RD.jpg');
  });

  it('refuses unsafe keys before any request', async () => {
    const store = createS3FileStore(settings());
    await expect(store.put('../etc/passwd', JPEG, 'image/jpeg')).rejects.toThrow('Nama berkas tidak valid');
    expect(() => store.url('PST/../x.jpg')).toThrow();
    expect(s3.received).toHaveLength(0);
  });

  it('retries a busy store, and reports a refusal as a store failure', async () => {
    const store = createS3FileStore(settings(), { retries: 2 });
    s3.failNextRequests(2);
    await store.put('PST/a.jpg', JPEG, 'image/jpeg');
    expect(s3.received).toHaveLength(3);

    const wrongSecret = createS3FileStore(settings({ secretAccessKey: 'salah' }));
    const failure = await wrongSecret.put('PST/b.jpg', JPEG, 'image/jpeg').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).statusCode).toBe(502);

    const unreachable = createS3FileStore(settings({ endpoint: 'http://127.0.0.1:9' }), { retries: 0 });
    await expect(unreachable.remove('PST/a.jpg')).rejects.toBeInstanceOf(AppError);
  });
});

describe('configuration', () => {
  const base = { DATA_DIR: '/tmp/toko-config-test' };
  it('is local unless FILE_STORE=s3, which needs a bucket and keys', () => {
    expect(loadConfig(base).fileStore).toEqual({ kind: 'local' });
    expect(() => loadConfig({ ...base, FILE_STORE: 'ftp' })).toThrow("FILE_STORE harus 'local' atau 's3'");
    expect(() => loadConfig({ ...base, FILE_STORE: 's3' })).toThrow('S3_BUCKET wajib diisi');
    expect(
      loadConfig({
        ...base,
        FILE_STORE: 's3',
        S3_BUCKET: 'b',
        S3_REGION: 'auto',
        S3_ENDPOINT: 'https://akun.r2.cloudflarestorage.com/',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        S3_PUBLIC_URL: 'https://gambar.toko.example',
      }).fileStore,
    ).toEqual({
      kind: 's3',
      endpoint: 'https://akun.r2.cloudflarestorage.com',
      bucket: 'b',
      region: 'auto',
      accessKeyId: 'k',
      secretAccessKey: 's',
      pathStyle: true,
      publicUrl: 'https://gambar.toko.example',
    });
    expect(
      loadConfig({
        ...base,
        FILE_STORE: 's3',
        S3_BUCKET: 'b',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
      }).fileStore,
    ).toMatchObject({ endpoint: 'https://s3.us-east-1.amazonaws.com', region: 'us-east-1' });
    expect(() =>
      loadConfig({
        ...base,
        FILE_STORE: 's3',
        S3_BUCKET: 'b',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        S3_ENDPOINT: 'minio:9000',
      }),
    ).toThrow('S3_ENDPOINT bukan alamat http(s)');
  });
});

describe('the app on an S3 store', () => {
  const env = () => ({
    FILE_STORE: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: 'toko-gambar',
    S3_REGION: REGION,
    S3_ACCESS_KEY_ID: ACCESS_KEY,
    S3_SECRET_ACCESS_KEY: SECRET_KEY,
  });
  const boundary = 'b0undary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    JPEG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);

  it('uploads to the bucket and streams the file back at /files', async () => {
    const t = await createTestApp({ env: env() });
    try {
      const token = await t.login('PST', 'OWNER');
      const posted = await t.app.inject({
        method: 'POST',
        url: '/api/toko/logo',
        headers: { 'x-auth-token': token, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
      expect(posted.statusCode, posted.body).toBe(200);
      expect((posted.json() as { url: string }).url).toMatch(/^\/files\/PST\/toko\/logo\.jpg\?v=/);
      expect(s3.objects.get('PST/toko/logo.jpg')?.body.equals(JPEG)).toBe(true);

      const served = await t.app.inject({ method: 'GET', url: '/files/PST/toko/logo.jpg' });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(JPEG)).toBe(true);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['cache-control']).toBe('no-cache');
      const revalidated = await t.app.inject({
        method: 'GET',
        url: '/files/PST/toko/logo.jpg',
        headers: { 'if-none-match': String(served.headers.etag) },
      });
      expect(revalidated.statusCode).toBe(304);

      for (const url of ['/files/PST/toko/none.jpg', '/files/PST/toko/', '/files/PST/x.tmp']) {
        const missing = await t.app.inject({ method: 'GET', url });
        expect(missing.statusCode, url).toBe(404);
        expect(missing.json()).toEqual({ message: 'Data tidak ditemukan' });
      }

      const removed = await t.app.inject({
        method: 'DELETE',
        url: '/api/toko/logo',
        headers: { 'x-auth-token': token },
      });
      expect(removed.statusCode).toBe(200);
      expect(s3.objects.size).toBe(0);
    } finally {
      await t.close();
    }
  });

  it('answers the public address and lets the page load images from it', async () => {
    const t = await createTestApp({ env: { ...env(), S3_PUBLIC_URL: 'https://gambar.toko.example/toko' } });
    try {
      const token = await t.login('PST', 'OWNER');
      const posted = await t.app.inject({
        method: 'POST',
        url: '/api/toko/logo',
        headers: { 'x-auth-token': token, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
      expect((posted.json() as { url: string }).url).toMatch(
        /^https:\/\/gambar\.toko\.example\/toko\/PST\/toko\/logo\.jpg\?v=/,
      );
      const csp = String(
        (await t.app.inject({ method: 'GET', url: '/config.json' })).headers['content-security-policy'],
      );
      expect(csp).toContain("img-src 'self' data: blob: https://gambar.toko.example");
    } finally {
      await t.close();
    }
  });

  it('answers 502, not 500, when the bucket refuses', async () => {
    const t = await createTestApp({ env: { ...env(), S3_SECRET_ACCESS_KEY: 'salah' } });
    try {
      const token = await t.login('PST', 'OWNER');
      const posted = await t.app.inject({
        method: 'POST',
        url: '/api/toko/logo',
        headers: { 'x-auth-token': token, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
      expect(posted.statusCode).toBe(502);
      expect(posted.json()).toEqual({ message: 'Gagal menyimpan gambar ke penyimpanan file' });
      expect(
        (
          await t.app.inject({ method: 'GET', url: '/api/toko/logo', headers: { 'x-auth-token': token } })
        ).json(),
      ).toEqual({ url: null });
    } finally {
      await t.close();
    }
  });
});
