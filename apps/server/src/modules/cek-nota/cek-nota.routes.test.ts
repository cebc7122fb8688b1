import {
  type Barang,
  type CekNota,
  cekNotaApi,
  cekNotaTokenOf,
  type HutangDoc,
  type PembelianDoc,
  type PembelianNota,
  type PenjualanDoc,
  TEXTS,
} from '@toko/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPieces, scanned } from '../../../test/goods-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { TEST_TODAY } from '../../../test/test-clock.ts';
import { openTill } from '../../../test/till-fixtures.ts';

/**
 * Cek Nota (issue 30) through the real HTTP stack and database: a receipt's QR link opens it
 * for anyone, with nothing of the customer; a token changed by one character, rewritten to
 * another receipt or shop, or a guessed number is "Nota tidak dikenali"; the estimate is what
 * Transaksi Pembelian offers for the piece; a cancelled line shows BATAL; the buyback counter
 * takes the QR where it takes a barcode. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const CUSTOMER = { nama_customer: 'ibu rahasia', no_hp: '081299887766', alamat_customer: 'jl. melati 7' };
const OTORISASI = { user_id: 'SPV', password: 'demo1234', alasan: 'salah ambil' };
let t: TestApp;
let owner: string;
let key = 0;
/** The sale of three pieces the tests read, its token, and the pieces. */
let sale: PenjualanDoc;
let token = '';
let pieces: Barang[] = [];

async function ok<T>(auth: string, method: 'GET' | 'POST' | 'PUT', path: string, body?: object): Promise<T> {
  const response = await t.call(method, path, auth, body);
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  return response.json() as T;
}
/** The page's answer as a customer's phone asks it: no sign-in. */
const cek = (candidate: string) => t.app.inject({ method: 'GET', url: `/api/${cekNotaApi(candidate)}` });
const tokenOf = (link: string | undefined) => cekNotaTokenOf(link ?? '') ?? '';

async function sell(items: Barang[]): Promise<PenjualanDoc> {
  const doc = await ok<PenjualanDoc>(owner, 'POST', 'penjualan', {
    idempotency_key: `cek-nota-${++key}-xxxx`,
    kode_sales: 'S01',
    ...CUSTOMER,
    items: items.map(scanned),
    bayar: { cash: 100_000_000 },
  });
  await ok(owner, 'POST', 'penjualan/validasi', { no_faktur_group: [doc.no_faktur_group] });
  return doc;
}

async function expectUnknown(candidate: string) {
  const response = await cek(candidate);
  expect({ status: response.statusCode, body: response.json() }, candidate).toEqual({
    status: 404,
    body: { message: TEXTS.cekNota.tidakDikenali },
  });
}

/** The token's signed part rewritten, its signature kept: what a forger would try. */
function rewritten(original: string, rewrite: (payload: string) => string): string {
  const [payload = '', signature = ''] = original.split('.');
  const text = rewrite(Buffer.from(payload, 'base64url').toString('utf8'));
  return `${Buffer.from(text).toString('base64url')}.${signature}`;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('PST', 'OWNER');
  await openTill(t, owner);
  await ok(owner, 'POST', 'harga-emas', {
    tanggal: TEST_TODAY,
    items: [{ kode_group: '750', harga_jual: 1_500_000, harga_beli: 1_400_000 }],
  });
  pieces = await addPieces(t, owner, [
    { nama_barang: 'CINCIN SEGRAM', berat: 1 },
    { nama_barang: 'GELANG DUA GRAM', berat: 2 },
    { nama_barang: 'LIONTIN SALAH', berat: 1.5 },
  ]);
  sale = await sell(pieces);
  const read = await ok<PenjualanDoc>(owner, 'GET', `penjualan/${sale.no_faktur_group}`);
  token = tokenOf(read.cek_nota);
});
afterAll(async () => {
  await t.close();
});

describe('Cek Nota', () => {
  it('gives a sale read by its number the link its QR code prints, signed, not its number', async () => {
    expect(sale.cek_nota).toMatch(/^\/cek-nota\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
    expect(token).not.toBe('');
    expect(token).not.toContain(sale.no_faktur_group);
    // The same receipt always carries the same link: a reprint's QR is the first one's.
    const again = await ok<PenjualanDoc>(owner, 'GET', `penjualan/${sale.no_faktur_group}`);
    expect(again.cek_nota).toBe(sale.cek_nota);
  });

  it('shows the receipt to anyone holding the link, and nothing of the customer', async () => {
    const response = await cek(token);
    expect(response.statusCode, response.body).toBe(200);
    const nota = response.json() as CekNota;
    expect(Object.keys(nota).sort()).toEqual(
      [
        'alamat_toko',
        'baris',
        'batal',
        'hutang',
        'jam',
        'jenis',
        'logo_url',
        'nama_toko',
        'nomor',
        'perkiraan',
        'tanggal',
        'total',
      ].sort(),
    );
    expect(nota).toMatchObject({
      jenis: 'PENJUALAN',
      nama_toko: 'Toko Emas Pusat',
      nomor: sale.no_faktur_group,
      tanggal: TEST_TODAY,
      batal: false,
      total: sale.total,
      hutang: null,
    });
    expect(nota.baris.map((line) => [line.nama_barang, line.berat, line.harga, line.batal])).toEqual(
      sale.items.map((line) => [line.nama_barang, line.berat, line.harga_jual, false]),
    );
    for (const line of nota.baris)
      expect(Object.keys(line).sort()).toEqual(
        ['batal', 'berat', 'dibeli_kembali', 'harga', 'kadar_cetak', 'nama_barang', 'perkiraan'].sort(),
      );
    // No personal data anywhere in the answer, in any field.
    for (const secret of [...Object.values(CUSTOMER), 'S01', sale.input_by])
      expect(response.body.toLowerCase()).not.toContain(secret.toLowerCase());
    expect(response.headers['cache-control']).toBe('public, max-age=5');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a token with one character changed, rewritten to another receipt or shop, or a guessed number', async () => {
    const [payload = '', signature = ''] = token.split('.');
    const swap = (text: string, at: number) => {
      const other = text[at] === 'A' ? 'B' : 'A';
      return `${text.slice(0, at)}${other}${text.slice(at + 1)}`;
    };
    // Every position of both parts: base64 decodes some changed last characters to the same bytes.
    for (let at = 0; at < payload.length; at += 1) await expectUnknown(`${swap(payload, at)}.${signature}`);
    for (let at = 0; at < signature.length; at += 1) await expectUnknown(`${payload}.${swap(signature, at)}`);
    // Another receipt of this shop, the same number at another shop, another kind of receipt.
    const other = await sell(await addPieces(t, owner, [{ nama_barang: 'CINCIN LAIN', berat: 1 }]));
    await expectUnknown(
      rewritten(token, (text) => text.replace(sale.no_faktur_group, other.no_faktur_group)),
    );
    await expectUnknown(rewritten(token, (text) => text.replaceAll('PST', 'T2')));
    await expectUnknown(rewritten(token, (text) => `H${text.slice(1)}`));
    // Guesses: the receipt number itself, an empty signature, rubbish, something very long.
    for (const guess of [
      sale.no_faktur_group,
      `${payload}.`,
      'abc',
      'x'.repeat(90),
      `${payload}.${'A'.repeat(22)}`,
    ])
      await expectUnknown(guess);
    // Past the router's limit on a path part: refused before any lookup, never a 500.
    expect((await cek('x'.repeat(500))).statusCode).toBe(414);
    // The other receipt's own link is fine.
    expect((await cek(tokenOf(other.cek_nota))).statusCode).toBe(200);
  });

  it('estimates the buyback as Transaksi Pembelian offers it, from the least cut to the most', async () => {
    const before = (await cek(token)).json() as CekNota;
    const [segram, gelang] = before.baris;
    // At Rp 1,500,000 a gram the least cut is MULUS (PER GRAM), Rp 50,000 a gram; the most is RUSAK, 15 %.
    const bought = await ok<PembelianDoc>(owner, 'POST', 'pembelian', {
      idempotency_key: `cek-beli-${++key}-xxxx`,
      kode_sales: 'S01',
      nama_customer: 'ibu rahasia',
      items: [
        { kode_barcode: pieces[0]?.kode_barcode, berat: 1, kode_kondisi: 'MULUS-RP' },
        { kode_barcode: pieces[1]?.kode_barcode, berat: 2, kode_kondisi: 'RUSAK' },
      ],
      bayar: { cash: (segram?.perkiraan?.max ?? 0) + (gelang?.perkiraan?.min ?? 0) },
    });
    expect(bought.items.map((line) => line.harga_system)).toEqual([
      segram?.perkiraan?.max,
      gelang?.perkiraan?.min,
    ]);
    expect(segram?.perkiraan).toEqual({ min: 1_275_000, max: 1_450_000 });
    expect(before.perkiraan).toEqual({
      min: before.baris.reduce((sum, line) => sum + (line.perkiraan?.min ?? 0), 0),
      max: before.baris.reduce((sum, line) => sum + (line.perkiraan?.max ?? 0), 0),
    });
    // Bought back: the receipt says so and estimates only what the customer still holds.
    const after = (await cek(token)).json() as CekNota;
    expect(after.baris.map((line) => [line.dibeli_kembali, line.perkiraan === null])).toEqual([
      [true, true],
      [true, true],
      [false, false],
    ]);
    expect(after.perkiraan).toEqual(after.baris[2]?.perkiraan);
  });

  it('marks a cancelled line BATAL, without an estimate or a place in the total', async () => {
    const liontin = sale.items[2];
    await ok(owner, 'POST', 'penjualan/batal', {
      no_faktur_jual: liontin?.no_faktur_jual,
      otorisasi: OTORISASI,
    });
    const nota = (await cek(token)).json() as CekNota;
    expect(nota.baris[2]).toMatchObject({ nama_barang: 'LIONTIN SALAH', batal: true, perkiraan: null });
    expect(nota.batal).toBe(false);
    expect(nota.total).toBe(sale.total - (liontin?.harga_jual ?? 0));
    expect(nota.perkiraan).toBeNull();
  });

  it('takes a receipt’s QR code at the buyback counter: the pieces still to buy back, from this shop only', async () => {
    const [ring] = await addPieces(t, owner, [{ nama_barang: 'CINCIN QR', berat: 1 }]);
    const two = await sell([ring as Barang]);
    const scan = (auth: string, candidate: string) => t.call('GET', `pembelian/nota-qr/${candidate}`, auth);
    const notas = await ok<PembelianNota[]>(owner, 'GET', `pembelian/nota-qr/${tokenOf(two.cek_nota)}`);
    expect(notas.map((nota) => [nota.kode_barcode, nota.no_faktur_jual])).toEqual([
      [ring?.kode_barcode, two.items[0]?.no_faktur_jual],
    ]);
    // The first sale: two pieces came back, the third was cancelled.
    const none = await scan(owner, token);
    expect([none.statusCode, none.json().message]).toEqual([
      409,
      TEXTS.cekNota.semuaSudahDibeli(sale.no_faktur_group),
    ]);
    // Another shop's counter, a forged token, no token at all.
    const t2 = await t.login('T2', 'OWNER');
    for (const [auth, candidate] of [
      [t2, token],
      [owner, rewritten(token, (text) => text.replace(sale.no_faktur_group, two.no_faktur_group))],
      [owner, 'PST-FJ-261122-0001'],
    ] as const) {
      const refused = await scan(auth, candidate);
      expect([refused.statusCode, refused.json().message]).toEqual([404, TEXTS.cekNota.bukanNotaToko]);
    }
    expect((await t.call('GET', `pembelian/nota-qr/${token}`, undefined)).statusCode).toBe(401);
    // A cashier without the buyback menu (the demo KASIR) may not scan it either.
    const denied = await scan(await t.login('PST', 'KASIR'), token);
    expect([denied.statusCode, denied.json()]).toEqual([403, { message: TEXTS.menuForbidden }]);
  });

  it('shows a pawn slip: its pieces, principal, due date and standing, and nothing of the customer', async () => {
    const loan = await ok<HutangDoc>(owner, 'POST', 'hutang', {
      idempotency_key: `cek-hutang-${++key}-xxxx`,
      kode_sales: 'S02',
      ...CUSTOMER,
      nik: '3174012345670001',
      items: [{ kode_group: '750', kode_dept: 'CC', nama_barang: 'cincin gadai', berat: 3.27, kadar: 75 }],
      pokok: 2_000_000,
      jangka_bulan: 4,
      bayar: { cash: 2_000_000, transfer: 0 },
    });
    const response = await cek(tokenOf(loan.cek_nota));
    expect(response.statusCode, response.body).toBe(200);
    const nota = response.json() as CekNota;
    expect(nota).toMatchObject({
      jenis: 'HUTANG',
      nomor: loan.no_hutang,
      total: 2_000_000,
      perkiraan: null,
      hutang: { status: TEXTS.status.hutang.OPEN, tgl_jatuh_tempo: loan.tgl_jatuh_tempo },
    });
    expect(nota.baris).toEqual([
      expect.objectContaining({ nama_barang: loan.items[0]?.nama_barang, berat: 3.27, perkiraan: null }),
    ]);
    for (const secret of [...Object.values(CUSTOMER), '3174012345670001'])
      expect(response.body.toLowerCase()).not.toContain(secret.toLowerCase());
    // A loan's token does not open the buyback counter.
    const scanned = await t.call('GET', `pembelian/nota-qr/${tokenOf(loan.cek_nota)}`, owner);
    expect(scanned.statusCode).toBe(404);
  });
});
