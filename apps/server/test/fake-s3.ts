import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A bucket on 127.0.0.1 for the S3 file store's tests and the backups of a shop on S3.

export const ACCESS_KEY = 'AKIATOKOEMASTEST';
export const SECRET_KEY = 'rahasia/toko+emas/1234567890abcdefghij';
export const REGION = 'ap-southeast-3';

export const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * AWS Signature Version 4 as its documentation writes it, independent of the
 * library under test: what an S3 server computes to check a request.
 */
export function expectedSignature(request: {
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
export function fakeS3(bucket: string) {
  const objects = new Map<string, { body: Buffer; type: string; etag: string; cacheControl: string }>();
  const received: Received[] = [];
  let failNext = 0;
  let pageSize = 1000;

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
      // ListObjectsV2, `pageSize` keys a page, continued with the offset as the token.
      if (key === '' && req.method === 'GET' && url.searchParams.get('list-type') === '2') {
        const keys = [...objects.keys()].sort();
        const from = Number(url.searchParams.get('continuation-token') ?? 0);
        const page = keys.slice(from, from + pageSize);
        const more = from + pageSize < keys.length;
        res
          .writeHead(200, { 'Content-Type': 'application/xml' })
          .end(
            `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name>` +
              page
                .map((each) => `<Contents><Key>${each.replaceAll('&', '&amp;')}</Key></Contents>`)
                .join('') +
              `<IsTruncated>${more}</IsTruncated>` +
              (more ? `<NextContinuationToken>${from + pageSize}</NextContinuationToken>` : '') +
              '</ListBucketResult>',
          );
        return;
      }
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
    /** Keys per page of a listing (S3's is 1000): small, so a test sees the pages continue. */
    listPageSize(size: number) {
      pageSize = size;
    },
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
