import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MASTER_RESOURCES, type MasterRecord, masterResource, TEXTS } from '@toko/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPieces, pieceByBarcode } from '../../../test/goods-fixtures.ts';
import { file, multipart, SAMPLE } from '../../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog, masterTableOf } from '../../db/schema/index.ts';
import { SERVER_TEXTS } from '../../texts.ts';
import { IMAGE_MAX_BYTES } from './image-upload.ts';

let t: TestApp;
const fileStoreDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toko-files-'));
let owner: string;
let kasir: string;
let ownerT2: string;

beforeAll(async () => {
  t = await createTestApp({ env: { FILE_STORE_DIR: fileStoreDir } });
  [owner, kasir, ownerT2] = await Promise.all([
    t.login('PST', 'OWNER'),
    t.login('PST', 'KASIR'),
    t.login('T2', 'OWNER'),
  ]);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(fileStoreDir, { recursive: true, force: true });
});

const IMAGE_MASTERS = MASTER_RESOURCES.filter((entry) => entry.imageFolder);
const shape = masterResource('shape');

function upload(url: string, token: string | undefined, body = file(SAMPLE.jpeg)) {
  return t.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    headers: { ...body.headers, ...(token ? { 'x-auth-token': token } : {}) },
    payload: body.payload,
  });
}

const call = (method: 'GET' | 'DELETE', url: string, token?: string) =>
  t.app.inject({ method, url, headers: token ? { 'x-auth-token': token } : {} });

async function recordByCode(token: string, entry = shape, code = 'RD'): Promise<MasterRecord> {
  const response = await call('GET', `/api/${entry.writePath}/paginated?limit=500`, token);
  const found = (response.json() as { data: MasterRecord[] }).data.find(
    (row) => row[entry.codeField] === code,
  );
  if (!found) throw new Error(`${entry.key} ${code} tidak ada di seed`);
  return found;
}

describe('who may upload', () => {
  it.each(IMAGE_MASTERS.map((entry) => [entry.key, entry] as const))(
    '%s: refuses a missing token and a cashier without the menu',
    async (_key, entry) => {
      for (const response of [
        await upload(`${entry.writePath}/1/image`, undefined),
        await call('DELETE', `/api/${entry.writePath}/1/image`),
      ]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: TEXTS.invalidToken });
      }
      for (const response of [
        await upload(`${entry.writePath}/1/image`, kasir),
        await call('DELETE', `/api/${entry.writePath}/1/image`, kasir),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: TEXTS.menuForbidden });
      }
    },
  );

  it('shop logo: reading needs a sign-in, changing needs Setting Toko', async () => {
    expect((await call('GET', '/api/toko/logo')).statusCode).toBe(401);
    expect((await upload('toko/logo', undefined)).statusCode).toBe(401);
    expect((await call('DELETE', '/api/toko/logo')).statusCode).toBe(401);
    expect((await call('GET', '/api/toko/logo', kasir)).json()).toEqual({ url: null });
    expect((await upload('toko/logo', kasir)).statusCode).toBe(403);
    expect((await call('DELETE', '/api/toko/logo', kasir)).statusCode).toBe(403);
  });
});

describe('bad uploads answer 400 with a message', () => {
  let id: number;
  beforeAll(async () => {
    id = (await recordByCode(owner)).id;
  });

  const expectBad = async (response: Awaited<ReturnType<typeof upload>>, message: string) => {
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ message });
  };

  it('no file at all', async () => {
    const url = `/api/batu-shape/${id}/image`;
    await expectBad(
      await t.app.inject({ method: 'POST', url, headers: { 'x-auth-token': owner } }),
      SERVER_TEXTS.image.noFile,
    );
    await expectBad(
      await t.app.inject({ method: 'POST', url, headers: { 'x-auth-token': owner }, payload: { file: 'x' } }),
      SERVER_TEXTS.image.noFile,
    );
    await expectBad(
      await t.app.inject({
        method: 'POST',
        url,
        headers: { 'x-auth-token': owner, 'content-type': 'image/jpeg' },
        payload: SAMPLE.jpeg,
      }),
      SERVER_TEXTS.image.noFile,
    );
    await expectBad(await upload(`batu-shape/${id}/image`, owner, multipart([])), SERVER_TEXTS.image.noFile);
    await expectBad(
      await upload(`batu-shape/${id}/image`, owner, multipart([{ name: 'nama', data: 'RD' }])),
      SERVER_TEXTS.image.noFile,
    );
    await expectBad(
      await upload(`batu-shape/${id}/image`, owner, file(SAMPLE.jpeg, 'image/jpeg', 'gambar')),
      SERVER_TEXTS.image.noFile,
    );
    await expectBad(
      await upload(`batu-shape/${id}/image`, owner, file(Buffer.alloc(0))),
      SERVER_TEXTS.image.noFile,
    );
  });

  it('not a JPG, PNG or WEBP, whatever the browser claims', async () => {
    const bad = [
      file(SAMPLE.gif, 'image/jpeg'),
      file(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'),
      file(Buffer.from('%PDF-1.7'), 'image/png'),
      file(SAMPLE.jpeg, 'image/gif'),
      file(SAMPLE.png, 'text/html'),
    ];
    for (const body of bad)
      await expectBad(await upload(`batu-shape/${id}/image`, owner, body), SERVER_TEXTS.image.notAnImage);
  });

  it('more than one picture', async () => {
    const two = multipart([
      { name: 'file', data: SAMPLE.jpeg, filename: 'a.jpg', type: 'image/jpeg' },
      { name: 'file', data: SAMPLE.png, filename: 'b.png', type: 'image/png' },
    ]);
    await expectBad(await upload(`batu-shape/${id}/image`, owner, two), SERVER_TEXTS.image.oneFile);
  });

  it('larger than 2 MB', async () => {
    const big = Buffer.concat([SAMPLE.jpeg, Buffer.alloc(IMAGE_MAX_BYTES)]);
    await expectBad(await upload(`batu-shape/${id}/image`, owner, file(big)), SERVER_TEXTS.image.tooLarge);
  });

  it('a broken multipart body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/batu-shape/${id}/image`,
      headers: { 'x-auth-token': owner, 'content-type': 'multipart/form-data; boundary=abc' },
      payload: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n\xff\xd8\xff',
    });
    await expectBad(response, TEXTS.invalidInput);
  });

  it('a bad id, and a record of another shop', async () => {
    await expectBad(await upload('batu-shape/abc/image', owner), 'ID tidak valid');
    const notFound = await upload(`batu-shape/${id}/image`, ownerT2);
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toEqual({ message: 'Shape tidak ditemukan' });
    const gone = await call('DELETE', `/api/batu-shape/999999/image`, owner);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Shape tidak ditemukan' });
  });
});

describe('a stone attribute picture', () => {
  const key = 'PST/batu-shape/RD.jpg';

  it('is stored as {kode_toko}/{folder}/{code}.jpg, served at /files and named in the record', async () => {
    const { id } = await recordByCode(owner);
    const response = await upload(`batu-shape/${id}/image`, owner);
    expect(response.statusCode, response.body).toBe(200);
    const { url } = response.json() as { url: string };
    expect(url).toMatch(/^\/files\/PST\/batu-shape\/RD\.jpg\?v=[0-9a-z]+$/);

    const served = await call('GET', url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(SAMPLE.jpeg)).toBe(true);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('no-cache');
    expect(served.headers.etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: `/files/${key}`,
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    // Lists name the same versioned address the upload answered, so a replaced picture is fetched anew.
    expect((await recordByCode(owner)).image_url).toBe(url);
    const chooser = (await call('GET', '/api/batu-shape', kasir)).json() as MasterRecord[];
    expect(chooser.find((row) => row.kode_shape === 'RD')?.image_url).toBe(url);

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'shape'), eq(auditLog.action, 'UPLOAD_IMAGE')));
    expect(audit?.entity_id).toBe('RD');
  });

  it('is replaced in place by the next upload, any of the three formats', async () => {
    const { id } = await recordByCode(owner);
    for (const [sample, type] of [
      [SAMPLE.png, 'image/png'],
      [SAMPLE.webp, 'image/webp'],
      [SAMPLE.jpeg, 'application/octet-stream'],
    ] as const) {
      const response = await upload(`batu-shape/${id}/image`, owner, file(sample, type));
      expect(response.statusCode, response.body).toBe(200);
      const served = await call('GET', `/files/${key}`);
      expect(served.rawPayload.equals(sample)).toBe(true);
    }
    const folder = path.dirname(storedPath(key));
    expect(fs.readdirSync(folder)).toEqual(['RD.jpg']);
  });

  it('is removed with its file, and the record then has no image_url', async () => {
    const { id } = await recordByCode(owner);
    const response = await call('DELETE', `/api/batu-shape/${id}/image`, owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: TEXTS.deleted });
    expect(fs.existsSync(storedPath(key))).toBe(false);
    const served = await call('GET', `/files/${key}`);
    expect(served.statusCode).toBe(404);
    expect(served.json()).toEqual({ message: TEXTS.notFound });
    expect((await recordByCode(owner)).image_url).toBeNull();
    // Removing again is no error.
    expect((await call('DELETE', `/api/batu-shape/${id}/image`, owner)).statusCode).toBe(200);
  });

  it('goes with the record when the record is deleted', async () => {
    const color = masterResource('color');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/batu-color',
      headers: { 'x-auth-token': owner },
      payload: { kode_color: 'ZZ', nama_color: 'UJI GAMBAR' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json() as MasterRecord;
    expect((await upload(`batu-color/${id}/image`, owner)).statusCode).toBe(200);
    expect(fs.existsSync(storedPath('PST/batu-color/ZZ.jpg'))).toBe(true);
    expect((await call('DELETE', `/api/${color.writePath}/${id}`, owner)).statusCode).toBe(200);
    expect(fs.existsSync(storedPath('PST/batu-color/ZZ.jpg'))).toBe(false);
  });

  it('of each shop lives in its own folder', async () => {
    const { id } = await recordByCode(ownerT2);
    const response = await upload(`batu-shape/${id}/image`, ownerT2, file(SAMPLE.png, 'image/png'));
    expect((response.json() as { url: string }).url).toMatch(/^\/files\/T2\/batu-shape\/RD\.jpg\?v=/);
    const table = masterTableOf('shape');
    const [row] = await t.database.db.select().from(table).where(eq(table.id, id));
    expect(row?.image_path).toBe('T2/batu-shape/RD.jpg');
  });
});

describe('GET /files', () => {
  it('lists nothing and leaves nothing but stored pictures', async () => {
    fs.mkdirSync(path.dirname(storedPath('PST/batu-shape/X.tmp')), { recursive: true });
    fs.writeFileSync(storedPath('PST/batu-shape/X.tmp'), 'half');
    fs.writeFileSync(storedPath('PST/batu-shape/X.jpg.1.2.tmp'), 'half');
    for (const url of [
      '/files/',
      '/files/PST',
      '/files/PST/',
      '/files/PST/batu-shape/',
      '/files/PST/batu-shape/X.tmp',
      '/files/PST/batu-shape/X.jpg.1.2.tmp',
      '/files/../package.json',
      '/files/%2e%2e/%2e%2e/package.json',
      '/files/PST/batu-shape/TIDAKADA.jpg',
    ]) {
      const response = await call('GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ message: TEXTS.notFound });
    }
  });
});

describe('the shop logo', () => {
  it('is uploaded, read, served and removed', async () => {
    const posted = await upload('toko/logo', owner, file(SAMPLE.png, 'image/png'));
    expect(posted.statusCode, posted.body).toBe(200);
    expect((posted.json() as { url: string }).url).toMatch(/^\/files\/PST\/toko\/logo\.jpg\?v=/);
    expect((await call('GET', '/api/toko/logo', kasir)).json()).toEqual({ url: '/files/PST/toko/logo.jpg' });
    expect((await call('GET', '/files/PST/toko/logo.jpg')).rawPayload.equals(SAMPLE.png)).toBe(true);
    // Another shop's logo is its own.
    expect((await call('GET', '/api/toko/logo', ownerT2)).json()).toEqual({ url: null });

    await expectBadLogo();

    const removed = await call('DELETE', '/api/toko/logo', owner);
    expect(removed.json()).toEqual({ message: TEXTS.deleted });
    expect((await call('GET', '/api/toko/logo', kasir)).json()).toEqual({ url: null });
    expect((await call('GET', '/files/PST/toko/logo.jpg')).statusCode).toBe(404);
  });

  async function expectBadLogo() {
    const response = await upload('toko/logo', owner, file(SAMPLE.gif, 'image/gif'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: SERVER_TEXTS.image.notAnImage });
    // The stored logo is untouched by a refused upload.
    expect((await call('GET', '/files/PST/toko/logo.jpg')).rawPayload.equals(SAMPLE.png)).toBe(true);
  }
});

function storedPath(key: string): string {
  return path.join(fileStoreDir, key);
}

describe('photo of a piece (Data Barang)', () => {
  it('is stored under the barcode, shown on the piece, replaced and removed; only by Data Barang', async () => {
    const [piece] = await addPieces(t, owner, [{ nama_barang: 'LIONTIN FOTO' }]);
    if (!piece) throw new Error('no piece');
    expect((await upload(`barang/${piece.id}/photo`, undefined)).statusCode).toBe(401);
    expect((await upload(`barang/${piece.id}/photo`, kasir)).statusCode).toBe(403);
    expect((await upload(`barang/${piece.id}/photo`, ownerT2)).statusCode).toBe(404);

    const response = await upload(`barang/${piece.id}/photo`, owner);
    expect(response.statusCode, response.body).toBe(200);
    const key = `PST/barang/${piece.kode_barcode}.jpg`;
    expect(fs.readFileSync(path.join(fileStoreDir, key))).toEqual(SAMPLE.jpeg);
    const shown = await pieceByBarcode(t, owner, piece.kode_barcode);
    expect(shown.photo_url).toMatch(new RegExp(`/files/${key}\\?v=\\d+$`));
    const served = await call('GET', new URL(shown.photo_url ?? '', 'http://x').pathname);
    expect(served.statusCode).toBe(200);

    expect((await call('DELETE', `/api/barang/${piece.id}/photo`, owner)).statusCode).toBe(200);
    expect((await pieceByBarcode(t, owner, piece.kode_barcode)).photo_url).toBeNull();
    expect(fs.existsSync(path.join(fileStoreDir, key))).toBe(false);
  });
});
