import { type Keuangan, type SaldoKas, TEXTS, type UangKasResult } from '@toko/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { TEST_TODAY } from '../../../test/test-clock.ts';
import { closeDay } from '../../../test/till-fixtures.ts';
import { keuangan, keuanganSaldo } from '../../db/schema/index.ts';

let t: TestApp;
let owner: string;
let kasir: string;
const REKENING = '9876543210';
const day = TEST_TODAY.slice(2).replaceAll('-', '');

let key = 0;
const nextKey = () => `kas-key-${++key}-xxxx`;

async function saldo(token: string, query = ''): Promise<Record<string, SaldoKas>> {
  const response = await t.call('GET', `cash/saldo${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return Object.fromEntries((response.json() as SaldoKas[]).map((row) => [row.akun, row]));
}

async function post(path: string, token: string, body: object) {
  return t.call('POST', path, token, { idempotency_key: nextKey(), ...body });
}

beforeAll(async () => {
  t = await createTestApp();
  [owner, kasir] = await Promise.all([t.login('PST', 'OWNER'), t.login('PST', 'KASIR')]);
});
afterAll(async () => {
  await t.close();
});

describe('Uang Kas', () => {
  it('needs a token, the menu and a valid entry', async () => {
    const body = { kode_transaksi: 'MODAL', jumlah: 1_000 };
    expect((await post('cash/uang-kas', '', body)).statusCode).toBe(401);
    const denied = await post('cash/uang-kas', kasir, body);
    expect({ status: denied.statusCode, body: denied.json() }).toEqual({
      status: 403,
      body: { message: TEXTS.menuForbidden },
    });
    expect((await t.call('GET', 'cash/paginated', kasir)).statusCode).toBe(403);
    expect((await t.call('GET', 'cash/saldo', kasir)).statusCode).toBe(403);
    const cases: [string, object, string][] = [
      ['cash/uang-kas', { kode_transaksi: 'MODAL', jumlah: 0 }, TEXTS.cash.jumlah],
      ['cash/uang-kas', { jumlah: 1_000 }, TEXTS.cash.jenisTransaksi],
      ['cash/uang-kas', { kode_transaksi: 'MODAL', jumlah: 1.5 }, 'Jumlah harus bilangan bulat'],
      [
        'cash/uang-kas',
        { kode_transaksi: 'ARISAN', jumlah: 1_000 },
        'Kode Transaksi ARISAN tidak ditemukan atau tidak aktif',
      ],
      ['cash/tambah-bank', { jumlah: 1_000 }, TEXTS.cash.rekening],
      [
        'cash/ambil-bank',
        { no_rekening: '000', jumlah: 1_000 },
        'Rekening 000 tidak ditemukan atau tidak aktif',
      ],
    ];
    for (const [path, extra, message] of cases) {
      const response = await post(path, owner, extra);
      expect({ path, status: response.statusCode, body: response.json() }).toEqual({
        path,
        status: 400,
        body: { message },
      });
    }
    expect((await t.call('GET', 'cash/saldo?tanggal=kemarin', owner)).statusCode).toBe(400);
  });

  it('books money into and out of the till, never more out than it holds; a retry books once', async () => {
    const modal = await post('cash/uang-kas', owner, { kode_transaksi: 'modal', jumlah: 5_000_000 });
    expect(modal.statusCode, modal.body).toBe(200);
    const result = modal.json() as UangKasResult;
    expect(result.no_ref).toBe(`PST-UK-${day}-0001`);
    expect(result.rows).toEqual([
      expect.objectContaining({
        kategori: 'MODAL',
        jenis: 'CASH',
        jumlah_in: 5_000_000,
        jumlah_out: 0,
        keterangan: 'SETORAN MODAL',
        tanggal: TEST_TODAY,
      }),
    ]);
    const body = {
      idempotency_key: 'listrik-bulan-ini',
      kode_transaksi: 'LISTRIK',
      jumlah: 750_000,
      keterangan: 'PLN November',
    };
    const listrik = await t.call('POST', 'cash/uang-kas', owner, body);
    expect(listrik.statusCode, listrik.body).toBe(200);
    expect((await t.call('POST', 'cash/uang-kas', owner, body)).json()).toEqual(listrik.json());
    expect((await saldo(owner)).KAS).toEqual({
      akun: 'KAS',
      nama: 'KAS TOKO',
      awal: 0,
      masuk: 5_000_000,
      keluar: 750_000,
      akhir: 4_250_000,
    });
    const tooMuch = await post('cash/uang-kas', owner, { kode_transaksi: 'GAJI', jumlah: 4_250_001 });
    expect({ status: tooMuch.statusCode, body: tooMuch.json() }).toEqual({
      status: 400,
      body: { message: TEXTS.cash.kasTidakCukup('Rp 4,250,000', 'Rp 4,250,001') },
    });
  });

  it('moves money between the till and a bank account, both balances to the rupiah', async () => {
    const tambah = await post('cash/tambah-bank', owner, { no_rekening: REKENING, jumlah: 3_000_000 });
    expect(tambah.statusCode, tambah.body).toBe(200);
    expect(
      (tambah.json() as UangKasResult).rows.map((row) => [
        row.kategori,
        row.jenis,
        row.jumlah_in,
        row.jumlah_out,
      ]),
    ).toEqual([
      ['TAMBAH UANG BANK', 'CASH', 0, 3_000_000],
      ['TAMBAH UANG BANK', 'TRANSFER', 3_000_000, 0],
    ]);
    expect((tambah.json() as UangKasResult).rows[0]?.keterangan).toBe(`SETOR KE REKENING ${REKENING}`);
    const ambil = await post('cash/ambil-bank', owner, { no_rekening: REKENING, jumlah: 1_000_000 });
    expect(ambil.statusCode, ambil.body).toBe(200);
    const tooMuch = await post('cash/ambil-bank', owner, { no_rekening: REKENING, jumlah: 2_000_001 });
    expect(tooMuch.json()).toEqual({
      message: TEXTS.cash.saldoKurang(`Rekening ${REKENING}`, 'Rp 2,000,000'),
    });
    const balances = await saldo(owner);
    expect(balances.KAS?.akhir).toBe(2_250_000);
    expect(balances[REKENING]).toMatchObject({
      nama: 'TOKO EMAS PUSAT (MANDIRI)',
      masuk: 3_000_000,
      keluar: 1_000_000,
      akhir: 2_000_000,
    });
  });

  it('lists the cash book newest first, paged, by method and by receipt or note', async () => {
    const all = await t.call('GET', 'cash/paginated?limit=3', owner);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().count).toBe(6);
    expect((all.json().data as Keuangan[]).map((row) => row.deskripsi)).toEqual([
      `PST-UB-${day}-0002`,
      `PST-UB-${day}-0002`,
      `PST-UB-${day}-0001`,
    ]);
    const transfers = await t.call('GET', 'cash/paginated?jenis=TRANSFER', owner);
    expect((transfers.json().data as Keuangan[]).map((row) => row.jumlah_in - row.jumlah_out)).toEqual([
      -1_000_000, 3_000_000,
    ]);
    const pln = await t.call('GET', 'cash/paginated?search=pln', owner);
    expect((pln.json().data as Keuangan[]).map((row) => row.kategori)).toEqual(['LISTRIK']);
  });

  it('freezes the balances at closing: the next day opens with awal = akhir', async () => {
    const closed = await closeDay(t, owner);
    expect(closed.statusCode, closed.body).toBe(200);
    const frozen = await t.database.db
      .select()
      .from(keuanganSaldo)
      .where(and(eq(keuanganSaldo.kode_toko, 'PST'), eq(keuanganSaldo.tanggal, TEST_TODAY)));
    expect(frozen.map((row) => [row.akun, row.awal, row.masuk, row.keluar, row.akhir]).sort()).toEqual([
      [REKENING, 0, 3_000_000, 1_000_000, 2_000_000],
      ['KAS', 0, 6_000_000, 3_750_000, 2_250_000],
    ]);
    const nextDay = await t.login('PST', 'OWNER');
    const balances = await saldo(nextDay);
    expect(balances.KAS).toMatchObject({ awal: 2_250_000, masuk: 0, keluar: 0, akhir: 2_250_000 });
    expect(balances[REKENING]).toMatchObject({ awal: 2_000_000, akhir: 2_000_000 });
    // A closed day still answers as it was.
    expect((await saldo(nextDay, `?tanggal=${TEST_TODAY}`)).KAS?.akhir).toBe(2_250_000);
    const rows = await t.database.db.select().from(keuangan).where(eq(keuangan.kode_toko, 'PST'));
    expect(rows).toHaveLength(6);
  });
});
