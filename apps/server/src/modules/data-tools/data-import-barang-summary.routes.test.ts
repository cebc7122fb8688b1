import { type ReportPage, TEXTS } from '@toko/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRows } from '../../../test/import-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { TEST_TODAY } from '../../../test/test-clock.ts';
import { SERVER_TEXTS } from '../../texts.ts';

const T = SERVER_TEXTS.dataImport;
const DAY1 = '2026-10-01';
const DAY2 = '2026-10-02';

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('PST', 'OWNER');
});
afterAll(async () => {
  await t.close();
});

const PAIRS = ['awal', 'in', 'out', 'tambah', 'hancur', 'jual', 'beli', 'akhir'];
/** A summary line as the old system exports it: every pair, grams with decimals. */
const line = (tanggal: string, kode_group: string, values: Record<string, string>) => ({
  tanggal,
  kode_dept: 'CC',
  kode_group,
  kode_gudang: 'TOKO',
  kode_toko: 'PST',
  ...Object.fromEntries(
    PAIRS.flatMap((pair) => [
      [`stock_${pair}`, '0'],
      [`berat_${pair}`, '0'],
    ]),
  ),
  ...values,
});

const file = [
  line(DAY1, '750', {
    stock_awal: '10',
    berat_awal: '25.500',
    stock_jual: '2',
    berat_jual: '5.1',
    stock_akhir: '8',
    berat_akhir: '20.4',
  }),
  line(DAY2, '750', {
    stock_awal: '8',
    berat_awal: '20,4',
    stock_beli: '1',
    berat_beli: '3.25',
    stock_akhir: '9',
    berat_akhir: '23.65',
  }),
  line(DAY1, '375', {
    kode_dept: 'AT',
    stock_awal: '4',
    berat_awal: '8',
    stock_akhir: '4',
    berat_akhir: '8',
  }),
];

async function report(name: string, body: object): Promise<ReportPage> {
  const response = await t.call('POST', `laporan/${name}`, owner, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('barang_summary', () => {
  it('lands in the Laporan Barang Summary of its days: a period’s awal, movements and akhir, and day by day', async () => {
    const run = await importRows(t, owner, 'barang_summary', file);
    expect(run.job).toMatchObject({
      status: 'SELESAI',
      baru: 3,
      diubah: 0,
      message: TEXTS.dataTools.berhasilImport,
    });

    const period = await report('barang-sumary', { tgl_from: DAY1, tgl_to: DAY2 });
    const row750 = period.data.find((row) => row.kode_group === '750');
    expect(row750).toMatchObject({
      kode_gudang: 'TOKO',
      kode_baki: '-',
      stock_awal: 10,
      berat_awal: 25.5,
      stock_jual: 2,
      berat_jual: 5.1,
      stock_beli: 1,
      berat_beli: 3.25,
      stock_akhir: 9,
      berat_akhir: 23.65,
    });
    expect(period.data.find((row) => row.kode_group === '375')).toMatchObject({
      stock_awal: 4,
      stock_akhir: 4,
      berat_akhir: 8,
    });

    const daily = await report('barang-sumary-periode', { tgl_from: DAY1, tgl_to: DAY2 });
    expect(
      daily.data
        .filter((row) => row.kode_group === '750')
        .map((row) => [row.tanggal, row.stock_awal, row.stock_akhir, row.berat_akhir]),
    ).toEqual([
      [DAY1, 10, 8, 20.4],
      [DAY2, 8, 9, 23.65],
    ]);
    // Another period does not see them.
    const other = await report('barang-sumary', { tgl_from: '2026-09-01', tgl_to: '2026-09-30' });
    expect(other.data.filter((row) => row.kode_baki === '-')).toEqual([]);
  });

  it('the same file twice creates nothing new', async () => {
    expect((await importRows(t, owner, 'barang_summary', file)).job).toMatchObject({
      status: 'SELESAI',
      baru: 0,
      diubah: 0,
    });
    const [count] = (
      (await t.database.db.execute(sql`select count(*)::int as n from barang_summary_import`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(count?.n).toBe(3);
  });

  it('refuses a row that does not balance, of another shop, or not before the business date, naming it', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ stock_awal: '1', stock_akhir: '2' }, DAY1, T.summaryTidakSeimbang('stock')],
      [{ berat_awal: '1.5', berat_akhir: '1.4' }, DAY1, T.summaryTidakSeimbang('berat')],
      [{ kode_toko: 'T2' }, DAY1, T.bukanTokoIni('T2', 'PST')],
      [{}, TEST_TODAY, T.bukanSebelumTanggalSystem(TEST_TODAY, TEST_TODAY)],
      [{ berat_awal: '1.2345', berat_akhir: '1.2345' }, DAY1, T.bukanBerat('berat_awal')],
      [{ kode_gudang: '' }, DAY1, T.harusDiisi('kode_gudang')],
    ];
    for (const [values, tanggal, reason] of cases) {
      const run = await importRows(t, owner, 'barang_summary', [file[0] ?? {}, line(tanggal, '700', values)]);
      expect({ status: run.response.statusCode, message: run.response.json().message }).toEqual({
        status: 400,
        message: T.baris(3, reason),
      });
    }
    const twice = await importRows(t, owner, 'barang_summary', [file[0] ?? {}, file[1] ?? {}, file[0] ?? {}]);
    expect(twice.job).toMatchObject({
      status: 'GAGAL',
      message: T.baris(4, T.gandaDalamFile(`${DAY1} / TOKO / 750 / CC`, 2)),
    });
  });

  it('refuses a day this system already holds stock balances of', async () => {
    const [day] = (
      (await t.database.db.execute(
        sql`select min(tanggal)::text as tanggal from barang_saldo where kode_toko = 'PST'`,
      )) as unknown as {
        rows: { tanggal: string | null }[];
      }
    ).rows;
    if (!day?.tanggal || day.tanggal >= TEST_TODAY) {
      await t.database.db.execute(sql`insert into barang_saldo (kode_toko, tanggal, kode_barcode, kode_gudang, kode_baki)
        values ('PST', '2026-11-10', '99990001', 'TOKO', 'CC01')`);
    }
    const held = day?.tanggal && day.tanggal < TEST_TODAY ? day.tanggal : '2026-11-10';
    const run = await importRows(t, owner, 'barang_summary', [line(held, '750', {})]);
    expect(run.job).toMatchObject({ status: 'GAGAL', message: T.baris(2, T.sudahTercatat(held)) });
  });
});
