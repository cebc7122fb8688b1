import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppError } from '@toko/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { loadConfig, type S3Config } from '../config.ts';
import { createS3FileStore } from './file-store-s3.ts';

const ACCESS_KEY = 'AKIATOKOEMASTEST';
const SECRET_KEY = 'rahasia/toko+emas/1234567890abcdefghij';
const REGION = 'ap-southeast-3';

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * AWS Signature Version 4 as its documentation writes it, independent of the
 * library under test: what an S3 server computes to check a request.
 */
function expectedSignature(request: {
  method: string;
  path: string;
  query: string;
  headers: Record<string, string>;
  signedHeaders: string[];
  payloadHash: string;
  amzDate: string;
  region: string;
  secret: string;
}): string {
  const canonicalHeaders = request.signedHeaders
    .map((name) => `${name}:${(request.headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const canonicalRequest = [
    request.method,
    request.path,
    request.query,
    canonicalHeaders,
    request.signedHeaders.join(';'),
    request.payloadHash,
  ].join('\n');
  const day = request.amzDate.slice(0, 8);
  const scope = `${day}/${request.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', request.amzDate, scope, sha256(canonicalRequest)].join('\n');
  let key = hmac(`AWS4${request.secret}`, day);
  for (const part of [request.region, 's3', 'aws4_request']) key = hmac(key, part);
  return createHmac('sha256', key).update(stringToSign).digest('hex');
}

interface Received {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  signatureOk: boolean;
}

/** A bucket on 127.0.0.1 that checks signatures the way S3 does and keeps objects in memory. */
function fakeS3(bucket: string) {
  const objects = new Map<string, { body: Buffer; type: string; etag: string; cacheControl: string }>();
  const received: Received[] = [];
  let failNext = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', 'http://x');
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([name, value]) => [name, String(value)]),
      );
      const match =
        /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
          headers.authorization ?? '',
        );
      const payloadHash = headers['x-amz-content-sha256'] ?? '';
      const signatureOk =
        !!match &&
        match[1] === ACCESS_KEY &&
        match[3] === REGION &&
        (headers['x-amz-date'] ?? '').startsWith(match[2] ?? '-') &&
        payloadHash === sha256(body) &&
        match[4]?.split(';').includes('host') === true &&
        match[5] ===
          expectedSignature({
            method: req.method ?? '',
            path: url.pathname,
            query: url.search.slice(1),
            headers,
            signedHeaders: match[4]?.split(';') ?? [],
            payloadHash,
            amzDate: headers['x-amz-date'] ?? '',
            region: REGION,
            secret: SECRET_KEY,
          });
      received.push({
        method: req.method ?? '',
        path: url.pathname,
        headers: req.headers,
        body,
        signatureOk,
      });

      if (failNext > 0) {
        failNext--;
        res.writeHead(503).end('<Error><Code>SlowDown</Code></Error>');
        return;
      }
      if (!signatureOk) {
        res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      const prefix = `/${bucket}/`;
      if (!url.pathname.startsWith(prefix)) {
        res.writeHead(404).end('<Error><Code>NoSuchBucket</Code></Error>');
        return;
      }
      const key = url.pathname.slice(prefix.length);
      const stored = objects.get(key);
      switch (req.method) {
        case 'PUT': {
          const etag = `"${createHash('md5').update(body).digest('hex')}"`;
          objects.set(key, {
            body,
            type: headers['content-type'] ?? 'binary/octet-stream',
            etag,
            cacheControl: headers['cache-control'] ?? '',
          });
          res.writeHead(200, { ETag: etag }).end();
          return;
        }
        case 'GET':
          if (!stored) {
            res
              .writeHead(404, { 'Content-Type': 'application/xml' })
              .end('<Error><Code>NoSuchKey</Code></Error>');
          } else if (headers['if-none-match'] === stored.etag) {
            res.writeHead(304, { ETag: stored.etag }).end();
          } else {
            res
              .writeHead(200, {
                'Content-Type': stored.type,
                'Content-Length': stored.body.length,
                ETag: stored.etag,
                'Last-Modified': new Date(0).toUTCString(),
              })
              .end(stored.body);
          }
          return;
        case 'HEAD':
          res.writeHead(stored ? 200 : 404, stored ? { ETag: stored.etag } : {}).end();
          return;
        case 'DELETE':
          objects.delete(key);
          res.writeHead(204).end();
          return;
        default:
          res.writeHead(405).end();
      }
    });
  });

  return {
    objects,
    received,
    failNextRequests(count: number) {
      failNext = count;
    },
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

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
