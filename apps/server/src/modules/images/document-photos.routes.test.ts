import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  HUTANG_MENU,
  type HutangDoc,
  type PesananDoc,
  SERVICE_MENU,
  type ServiceDoc,
  TEXTS,
} from '@toko/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { file, SAMPLE } from '../../../test/multipart.ts';
import { createTestApp, grantMenus, type TestApp } from '../../../test/test-app.ts';
import { pesanan, service } from '../../db/schema/index.ts';
import { SERVER_TEXTS } from '../../texts.ts';

let t: TestApp;
const fileStoreDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toko-doc-photos-'));
let kasir: string;
let ownerT2: string;
let kasirT2: string;
let key = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { FILE_STORE_DIR: fileStoreDir } });
  const owner = await t.login('PST', 'OWNER');
  // This shop's cashier takes orders and repairs in; T2's cashier has neither menu.
  await grantMenus(t, owner, 'KASIR', [
    'transaksi-pesanan',
    'lihat-pesanan',
    SERVICE_MENU.transaksi,
    SERVICE_MENU.lihat,
    HUTANG_MENU.transaksi,
  ]);
  [kasir, ownerT2, kasirT2] = await Promise.all([
    t.login('PST', 'KASIR'),
    t.login('T2', 'OWNER'),
    t.login('T2', 'KASIR'),
  ]);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(fileStoreDir, { recursive: true, force: true });
});

type Folder = 'pesanan' | 'service' | 'hutang';

function upload(folder: Folder, token: string | undefined, body = file(SAMPLE.jpeg)) {
  return t.app.inject({
    method: 'POST',
    url: `/api/${folder}/foto`,
    headers: { ...body.headers, ...(token ? { 'x-auth-token': token } : {}) },
    payload: body.payload,
  });
}

async function uploaded(folder: Folder, token = kasir, sample = SAMPLE.jpeg) {
  const response = await upload(folder, token, file(sample));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { key: string; url: string };
}

const order = (foto: string) => ({
  idempotency_key: `foto-pesanan-${++key}-xxxx`,
  kode_sales: 'S02',
  kode_member: '',
  nama_customer: 'ibu sari',
  no_hp: '0812000111',
  kode_group: '750',
  kode_dept: 'CC',
  deskripsi: 'Cincin seperti contoh foto',
  berat: 5,
  kadar: 75,
  harga_gram: 1_000_000,
  ongkos: 150_000,
  tgl_selesai: '2026-11-29',
  foto,
  dp: 1_000_000,
  bayar: { cash: 1_000_000 },
});

const piece = (nama_barang: string, foto: string) => ({
  nama_barang,
  berat: 3.27,
  kadar: '75%',
  kerusakan: 'Patah',
  ongkos: 100_000,
  foto,
});

const repair = (items: ReturnType<typeof piece>[]) => ({
  idempotency_key: `foto-service-${++key}-xxxx`,
  kode_sales: 'S02',
  kode_member: '',
  nama_customer: 'ibu ratna',
  no_hp: '08123',
  kode_tukang: 'T01',
  tgl_selesai_estimasi: '2026-11-25',
  items,
  dp: 50_000,
  bayar: { cash: 50_000 },
});

const stored = (fileKey: string) => path.join(fileStoreDir, fileKey);
const documentsOf = async (table: typeof pesanan | typeof service) =>
  (await t.database.db.select({ n: count() }).from(table).where(eq(table.kode_toko, 'PST')))[0]?.n;

describe('uploading a document photo', () => {
  it.each(['pesanan', 'service', 'hutang'] as const)(
    '%s: needs a token and the menu that saves the document',
    async (folder) => {
      const anonymous = await upload(folder, undefined);
      expect([anonymous.statusCode, anonymous.json()]).toEqual([401, { message: TEXTS.invalidToken }]);
      const denied = await upload(folder, kasirT2);
      expect([denied.statusCode, denied.json()]).toEqual([403, { message: TEXTS.menuForbidden }]);
      expect(fs.existsSync(stored(`T2/${folder}`))).toBe(false);
    },
  );

  it.each(['pesanan', 'service', 'hutang'] as const)(
    '%s: refuses what is not a picture, storing nothing',
    async (folder) => {
      for (const body of [file(SAMPLE.gif, 'image/jpeg'), file(Buffer.from('%PDF-1.7'), 'image/png')]) {
        const response = await upload(folder, kasir, body);
        expect([response.statusCode, response.json()]).toEqual([
          400,
          { message: SERVER_TEXTS.image.notAnImage },
        ]);
      }
      const none = await upload(folder, kasir, file(SAMPLE.jpeg, 'image/jpeg', 'gambar'));
      expect([none.statusCode, none.json()]).toEqual([400, { message: SERVER_TEXTS.image.noFile }]);
      expect(fs.existsSync(stored(`PST/${folder}`))).toBe(false);
    },
  );

  it('stores each photo under a new random name in the shop folder and serves it', async () => {
    const first = await uploaded('service', kasir, SAMPLE.png);
    const second = await uploaded('service');
    for (const photo of [first, second]) {
      expect(photo.key).toMatch(/^PST\/service\/[0-9a-f]{32}\.jpg$/);
      expect(photo.url).toBe(`/files/${photo.key}`);
    }
    expect(first.key).not.toBe(second.key);
    const served = await t.app.inject({ method: 'GET', url: first.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(SAMPLE.png)).toBe(true);
    expect((await uploaded('pesanan', ownerT2)).key).toMatch(/^T2\/pesanan\/[0-9a-f]{32}\.jpg$/);
  });
});

describe('a document naming its photo', () => {
  it('pesanan: saved with the uploaded key, read back with its address', async () => {
    const photo = await uploaded('pesanan');
    const saved = await t.call('POST', 'pesanan', kasir, order(photo.key));
    expect(saved.statusCode, saved.body).toBe(200);
    const doc = saved.json() as PesananDoc;
    expect([doc.foto, doc.foto_url]).toEqual([photo.key, photo.url]);

    const read = (await t.call('GET', `pesanan/${doc.no_pesanan}`, kasir)).json() as PesananDoc;
    expect([read.foto, read.foto_url]).toEqual([photo.key, photo.url]);
    const listed = (await t.call('GET', 'pesanan/paginated?limit=100', kasir)).json() as {
      data: PesananDoc[];
    };
    expect(listed.data.find((row) => row.no_pesanan === doc.no_pesanan)?.foto_url).toBe(photo.url);

    const plain = (await t.call('POST', 'pesanan', kasir, order(''))).json() as PesananDoc;
    expect([plain.foto, plain.foto_url]).toEqual(['', null]);
  });

  it('service: each piece with its own photo, or none', async () => {
    const [ring, chain] = [await uploaded('service'), await uploaded('service')];
    const saved = await t.call(
      'POST',
      'service',
      kasir,
      repair([piece('cincin', ring.key), piece('kalung', chain.key), piece('gelang', '')]),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const { no_service } = saved.json() as ServiceDoc;
    const read = (await t.call('GET', `service/${no_service}`, kasir)).json() as ServiceDoc;
    expect(read.items.map((item) => [item.nama_barang, item.foto, item.foto_url])).toEqual([
      ['CINCIN', ring.key, ring.url],
      ['KALUNG', chain.key, chain.url],
      ['GELANG', '', null],
    ]);
  });

  it('hutang: each pledged piece with its own photo; a repair’s photo is not a pledge’s', async () => {
    const ring = await uploaded('hutang');
    const pledge = (foto: string) => ({
      idempotency_key: `foto-hutang-${++key}-xxxx`,
      kode_sales: 'S02',
      nama_customer: 'pak budi',
      nik: '3174012345670001',
      items: [
        { kode_group: '750', kode_dept: 'CC', nama_barang: 'cincin', berat: 3.27, kadar: 75, foto },
        { kode_group: '750', kode_dept: 'CC', nama_barang: 'cincin kecil', berat: 1, kadar: 75 },
      ],
      pokok: 1_000_000,
      bayar: { cash: 1_000_000, transfer: 0 },
    });
    const saved = await t.call('POST', 'hutang', kasir, pledge(ring.key));
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as HutangDoc).items.map((item) => [item.foto, item.foto_url])).toEqual([
      [ring.key, ring.url],
      ['', null],
    ]);
    const wrongFolder = await t.call('POST', 'hutang', kasir, pledge((await uploaded('service')).key));
    expect([wrongFolder.statusCode, wrongFolder.json().message]).toEqual([
      400,
      SERVER_TEXTS.image.fotoTidakDitemukan,
    ]);
  });

  it("refuses another shop's photo, another folder's, a missing one or any other path, writing nothing", async () => {
    const otherShop = await uploaded('pesanan', ownerT2);
    const otherShopService = await uploaded('service', ownerT2);
    const ownService = await uploaded('service');
    const ownPesanan = await uploaded('pesanan');
    const missing = `PST/pesanan/${'0'.repeat(32)}.jpg`;
    const pesananBefore = await documentsOf(pesanan);
    const serviceBefore = await documentsOf(service);

    const refused = (response: Awaited<ReturnType<TestApp['call']>>) =>
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 400,
        body: { message: SERVER_TEXTS.image.fotoTidakDitemukan },
      });
    const paths = [
      otherShop.key,
      ownService.key,
      missing,
      'PST/pesanan/../../T2/pesanan/x.jpg',
      `PST/pesanan/${path.basename(otherShop.key)}`,
      'PST/barang/00000001.jpg',
      'PST/toko/logo.jpg',
      '/etc/passwd',
      'https://contoh.example/foto.jpg',
    ];
    for (const foto of paths) refused(await t.call('POST', 'pesanan', kasir, order(foto)));
    for (const foto of [otherShopService.key, ownPesanan.key, `PST/service/${'a'.repeat(32)}.jpg`, 'x']) {
      // One good piece beside it does not let the bad one through.
      refused(await t.call('POST', 'service', kasir, repair([piece('cincin', ''), piece('kalung', foto)])));
    }

    expect(await documentsOf(pesanan)).toBe(pesananBefore);
    expect(await documentsOf(service)).toBe(serviceBefore);
    // The refused photos are where they were; nothing was written in their place.
    expect(fs.existsSync(stored(missing))).toBe(false);
    expect(fs.readFileSync(stored(otherShop.key)).equals(SAMPLE.jpeg)).toBe(true);
  });
});
