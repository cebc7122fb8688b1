import { describe, expect, it } from 'vitest';
import { applyMovement, emptyBalance } from '../goods/stock-balance.ts';
import { EOD_SEMUA_GROUP, type EodFigures, eodLineSchema, eodLines } from './eod.ts';

const nothing = { jumlah: 0, barang: 0, berat: 0, pokok: 0 };
const quiet: EodFigures = {
  barang: [],
  kas: [],
  saldo: [],
  dokumen: [],
  hutang: { awal: nothing, masuk: nothing, keluar: nothing, akhir: nothing },
  harga: [],
  hitungKas: null,
  pantauan: [],
};

describe('eodLines', () => {
  it('sums the groups into the SEMUA lines and shows only the movements that happened', () => {
    let ring = emptyBalance({ stock: 5, berat: 12_500 });
    ring = applyMovement(ring, 'jual', { stock: 1, berat: 2_500 });
    ring = applyMovement(ring, 'beli', { stock: 1, berat: 3_270 });
    let chain = emptyBalance({ stock: 1, berat: 10_500 });
    chain = applyMovement(chain, 'hancur', { stock: 1, berat: 10_500 });
    const lines = eodLines({
      ...quiet,
      barang: [
        { kode_group: '750', balance: ring },
        { kode_group: '700', balance: chain },
      ],
    });
    const of = (kelompok: string) =>
      lines
        .filter((line) => line.bagian === 'BARANG' && line.kelompok === kelompok)
        .map((line) => [line.pos, line.qty, line.berat]);
    expect(of(EOD_SEMUA_GROUP)).toEqual([
      ['awal', 6, 23_000],
      ['beli', 1, 3_270],
      ['jual', 1, 2_500],
      ['hancur', 1, 10_500],
      ['akhir', 5, 13_270],
    ]);
    // All groups first, then each group by code.
    expect([
      ...new Set(lines.filter((line) => line.bagian === 'BARANG').map((line) => line.kelompok)),
    ]).toEqual([EOD_SEMUA_GROUP, '700', '750']);
    expect(of('700')).toEqual([
      ['awal', 1, 10_500],
      ['hancur', 1, 10_500],
      ['akhir', 0, 0],
    ]);
    expect(lines.find((line) => line.kelompok === '750' && line.pos === 'jual')?.uraian).toBe(
      'Group 750: Jual',
    );
  });

  it('sums cash per kategori and per method, keeps balances, documents, pledged gold and prices', () => {
    const lines = eodLines({
      ...quiet,
      kas: [
        { kategori: 'PENJUALAN', jenis: 'TRANSFER', masuk: 3_000_000, keluar: 0 },
        { kategori: 'PENJUALAN', jenis: 'CASH', masuk: 5_003_500, keluar: 0 },
        { kategori: 'PEMBELIAN', jenis: 'CASH', masuk: 0, keluar: 4_000_000 },
      ],
      saldo: [{ akun: 'KAS', awal: 10_000_000, masuk: 5_003_500, keluar: 4_000_000, akhir: 11_003_500 }],
      dokumen: [{ dokumen: 'PENJUALAN', status: 'DONE', jumlah: 2 }],
      hutang: {
        awal: { jumlah: 2, barang: 3, berat: 20_000, pokok: 15_000_000 },
        masuk: { jumlah: 1, barang: 1, berat: 3_270, pokok: 2_000_000 },
        keluar: nothing,
        akhir: { jumlah: 3, barang: 4, berat: 23_270, pokok: 17_000_000 },
      },
      harga: [{ kode_group: 'LM', harga_jual: 1_950_000, harga_beli: 1_880_000 }],
      hitungKas: {
        kas_buku: 11_013_500,
        jumlah_hitung: 11_003_500,
        selisih: -10_000,
        dihitung_oleh: 'KASIR',
        hitungan_ke: 2,
        otorisasi_oleh: 'SPV',
        alasan: 'UANG KEMBALIAN KURANG',
      },
      pantauan: [
        { jenis: 'SELISIH_KAS', jumlah: 1, nilai: -10_000 },
        { jenis: 'HARGA_BAWAH', jumlah: 2, nilai: 150_000 },
      ],
    });
    const shown = lines
      .filter((line) => line.bagian !== 'BARANG')
      .map(({ bagian, uraian, qty, berat, awal, masuk, keluar, saldo }) => [
        bagian,
        uraian,
        qty,
        berat,
        awal,
        masuk,
        keluar,
        saldo,
      ]);
    expect(shown).toEqual([
      ['KAS', 'PEMBELIAN', 0, 0, 0, 0, 4_000_000, 0],
      ['KAS', 'PENJUALAN', 0, 0, 0, 8_003_500, 0, 0],
      ['METODE', 'CASH', 0, 0, 0, 5_003_500, 4_000_000, 0],
      ['METODE', 'TRANSFER', 0, 0, 0, 3_000_000, 0, 0],
      ['SALDO', 'Saldo KAS', 0, 0, 10_000_000, 5_003_500, 4_000_000, 11_003_500],
      ['HITUNG KAS', 'Kas buku saat dihitung', 0, 0, 0, 0, 0, 11_013_500],
      ['HITUNG KAS', 'Uang dihitung oleh KASIR (hitungan ke-2)', 0, 0, 0, 0, 0, 11_003_500],
      ['HITUNG KAS', 'Selisih kas, otorisasi SPV: UANG KEMBALIAN KURANG', 0, 0, 0, 0, 10_000, 0],
      ['DOKUMEN', 'Penjualan: Sudah Validasi', 2, 0, 0, 0, 0, 0],
      ['HUTANG', 'Hutang awal', 2, 0, 15_000_000, 0, 0, 0],
      ['HUTANG', 'Barang gadai awal', 3, 20_000, 0, 0, 0, 0],
      ['HUTANG', 'Hutang masuk (hutang baru)', 1, 0, 0, 2_000_000, 0, 0],
      ['HUTANG', 'Barang gadai masuk (hutang baru)', 1, 3_270, 0, 0, 0, 0],
      ['HUTANG', 'Hutang keluar (lunas, perpanjang, lelang)', 0, 0, 0, 0, 0, 0],
      ['HUTANG', 'Barang gadai keluar (lunas, perpanjang, lelang)', 0, 0, 0, 0, 0, 0],
      ['HUTANG', 'Hutang akhir', 3, 0, 0, 0, 0, 17_000_000],
      ['HUTANG', 'Barang gadai akhir', 4, 23_270, 0, 0, 0, 0],
      ['HARGA', 'Harga jual LM / gram', 0, 0, 0, 0, 0, 1_950_000],
      ['HARGA', 'Harga beli LM / gram', 0, 0, 0, 0, 0, 1_880_000],
      ['PANTAUAN', 'Pantauan: Jual di bawah harga sistem (Rp 150,000)', 2, 0, 0, 0, 0, 0],
      ['PANTAUAN', 'Pantauan: Selisih kas (Rp -10,000)', 1, 0, 0, 0, 0, 0],
    ]);
  });

  it('numbers the lines from 1 in reading order, each a valid line; a quiet day still has its balances', () => {
    const lines = eodLines(quiet);
    expect(lines.map((line) => line.urut)).toEqual(lines.map((_, index) => index + 1));
    for (const line of lines) expect(eodLineSchema.parse(line)).toEqual(line);
    expect(lines.map((line) => `${line.kelompok} ${line.pos}`)).toEqual([
      'SEMUA awal',
      'SEMUA akhir',
      'KAS BELUM',
      'NOTA awal',
      'BARANG awal',
      'NOTA masuk',
      'BARANG masuk',
      'NOTA keluar',
      'BARANG keluar',
      'NOTA akhir',
      'BARANG akhir',
      'SEMUA JUMLAH',
    ]);
  });
});
