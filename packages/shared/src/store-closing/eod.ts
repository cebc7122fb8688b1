import { z } from 'zod';
import { formatRupiah } from '../common/format.ts';
import { BALANCE_COLUMNS, type StockBalance } from '../goods/stock-balance.ts';
import { PANTAUAN_JENIS, PANTAUAN_JENIS_KODE, type PantauanJenis } from '../pantauan/pantauan-jenis.ts';
import { type StatusKind, status, statusLabel } from '../texts/status.ts';

/**
 * Laporan EOD (DOMAIN.md §7 step 7, §10): the summary the closing stores for each shop and
 * day, as typed lines. `bagian` is the part of the day, `kelompok` what the line is about (a
 * group, a kategori, an account, a document), `pos` which figure. Pieces and counts in `qty`,
 * milligrams in `berat`, rupiah in `awal`, `masuk`, `keluar` and `saldo`.
 */
export const EOD_BAGIAN = [
  'BARANG',
  'KAS',
  'METODE',
  'SALDO',
  'HITUNG KAS',
  'DOKUMEN',
  'HUTANG',
  'HARGA',
  'PANTAUAN',
] as const;
export type EodBagian = (typeof EOD_BAGIAN)[number];

export const eodLineSchema = z.object({
  urut: z.number().int(),
  bagian: z.enum(EOD_BAGIAN),
  kelompok: z.string(),
  pos: z.string(),
  uraian: z.string(),
  qty: z.number().int(),
  berat: z.number().int(),
  awal: z.number().int(),
  masuk: z.number().int(),
  keluar: z.number().int(),
  saldo: z.number().int(),
});
export type EodLine = z.infer<typeof eodLineSchema>;

/**
 * Whose words a document's state is read in. A sale's, a buyback's and a trade-in's state is
 * its validation (or BATAL when cancelled), a loan payment's is its kind (or BATAL).
 */
const DOKUMEN_STATUS: Record<string, StatusKind> = {
  PENJUALAN: 'validasi',
  PEMBELIAN: 'validasi',
  TUKAR: 'validasi',
  TITIPAN: 'titipan',
  PESANAN: 'pesanan',
  SERVICE: 'service',
  HUTANG: 'hutang',
  'BAYAR HUTANG': 'bayarHutang',
};

/** "Penjualan: Sudah Validasi", not "PENJUALAN DONE": the codes stay in `kelompok` and `pos`. */
function dokumenUraian(dokumen: string, code: string): string {
  const kind = DOKUMEN_STATUS[dokumen];
  const word = code === 'BATAL' ? status.hutang.BATAL : kind ? statusLabel(kind, code) : code;
  return `${statusLabel('dokumen', dokumen)}: ${word}`;
}

/** The lines' `kelompok` for the stock of every group together. */
export const EOD_SEMUA_GROUP = 'SEMUA';

/** What each balance column means to a shop reading the summary. */
const BARANG_URAIAN: Record<(typeof BALANCE_COLUMNS)[number] | 'akhir', string> = {
  awal: 'Stok awal',
  in: 'Masuk (pindah / terima)',
  out: 'Keluar (pindah / kirim)',
  tambah: 'Tambah barang',
  beli: 'Beli (pembelian)',
  jual: 'Jual',
  hancur: 'Hancur',
  susut: 'Susut cucian',
  akhir: 'Stok akhir',
};

/** The pledged gold of one moment or movement of the day (DOMAIN.md §9 stock hutang). */
export interface HutangFigure {
  /** Loans. */
  jumlah: number;
  /** Pieces pledged. */
  barang: number;
  /** Milligrams pledged. */
  berat: number;
  /** Rupiah lent. */
  pokok: number;
}

/** The day's count of the till (Hitung Kas, issue 29) as the closing found it. */
export interface EodHitungKas {
  kas_buku: number;
  jumlah_hitung: number;
  selisih: number;
  dihitung_oleh: string;
  hitungan_ke: number;
  otorisasi_oleh: string | null;
  alasan: string;
}

/** The day's figures the closing reads from the ledgers, before they become lines. */
export interface EodFigures {
  /** The day's stock balance per group, as barang_saldo sums it. */
  barang: { kode_group: string; balance: StockBalance }[];
  /** keuangan of the day per kategori and jenis (CASH, TRANSFER, DEBET, CREDIT). */
  kas: { kategori: string; jenis: string; masuk: number; keluar: number }[];
  /** keuangan_saldo of the day per account. */
  saldo: { akun: string; awal: number; masuk: number; keluar: number; akhir: number }[];
  /** Documents of the day by state. */
  dokumen: { dokumen: string; status: string; jumlah: number }[];
  hutang: Record<'awal' | 'masuk' | 'keluar' | 'akhir', HutangFigure>;
  /** The day's gold prices per group. */
  harga: { kode_group: string; harga_jual: number; harga_beli: number }[];
  /** The day's count of the till, null when nobody counted it. */
  hitungKas: EodHitungKas | null;
  /** The day's exceptions (Pantauan) per kind that had any. */
  pantauan: { jenis: PantauanJenis; jumlah: number; nilai: number }[];
}

type Draft = Omit<EodLine, 'urut' | 'qty' | 'berat' | 'awal' | 'masuk' | 'keluar' | 'saldo'> &
  Partial<Pick<EodLine, 'qty' | 'berat' | 'awal' | 'masuk' | 'keluar' | 'saldo'>>;

/** Sums one figure of many into another, by key, keeping the keys' first-seen order. */
function sumBy<T>(rows: readonly T[], key: (row: T) => string, add: (into: T | undefined, row: T) => T) {
  const sums = new Map<string, T>();
  for (const row of rows) sums.set(key(row), add(sums.get(key(row)), row));
  return sums;
}

function barangLines(barang: EodFigures['barang']): Draft[] {
  const total: StockBalance = Object.fromEntries(
    [...BALANCE_COLUMNS, 'akhir' as const].map((column) => [
      column,
      {
        stock: barang.reduce((sum, row) => sum + row.balance[column].stock, 0),
        berat: barang.reduce((sum, row) => sum + row.balance[column].berat, 0),
      },
    ]),
  ) as StockBalance;
  const groups = [...barang].sort((a, b) => a.kode_group.localeCompare(b.kode_group));
  return [{ kode_group: EOD_SEMUA_GROUP, balance: total }, ...groups].flatMap(({ kode_group, balance }) =>
    [...BALANCE_COLUMNS, 'akhir' as const]
      // A movement nobody made that day says nothing; the balances are always shown.
      .filter(
        (column) =>
          column === 'awal' ||
          column === 'akhir' ||
          balance[column].stock !== 0 ||
          balance[column].berat !== 0,
      )
      .map((column) => ({
        bagian: 'BARANG' as const,
        kelompok: kode_group,
        pos: column,
        uraian: `${kode_group === EOD_SEMUA_GROUP ? 'Semua group' : `Group ${kode_group}`}: ${BARANG_URAIAN[column]}`,
        qty: balance[column].stock,
        berat: balance[column].berat,
      })),
  );
}

function kasLines(kas: EodFigures['kas']): Draft[] {
  const add = (into: EodFigures['kas'][number] | undefined, row: EodFigures['kas'][number]) => ({
    ...row,
    masuk: (into?.masuk ?? 0) + row.masuk,
    keluar: (into?.keluar ?? 0) + row.keluar,
  });
  const sorted = [...kas].sort(
    (a, b) => a.kategori.localeCompare(b.kategori) || a.jenis.localeCompare(b.jenis),
  );
  const perKategori = [...sumBy(sorted, (row) => row.kategori, add).values()].map((row) => ({
    bagian: 'KAS' as const,
    kelompok: row.kategori,
    pos: 'KATEGORI',
    uraian: row.kategori,
    masuk: row.masuk,
    keluar: row.keluar,
  }));
  const byJenis = [...kas].sort((a, b) => a.jenis.localeCompare(b.jenis));
  const perJenis = [...sumBy(byJenis, (row) => row.jenis, add).values()].map((row) => ({
    bagian: 'METODE' as const,
    kelompok: row.jenis,
    pos: 'JENIS',
    uraian: row.jenis,
    masuk: row.masuk,
    keluar: row.keluar,
  }));
  return [...perKategori, ...perJenis];
}

/** The longest uraian the summary keeps (its column's width). */
const URAIAN_MAX = 120;

/**
 * The till's count against the book (issue 29): the book, the drawer, and the difference the
 * cash book took as SELISIH KAS with who authorised it and why; a day nobody counted says so.
 */
function hitungKasLines(count: EodFigures['hitungKas']): Draft[] {
  const line = (pos: string, uraian: string, figures: Partial<Draft>): Draft => ({
    bagian: 'HITUNG KAS',
    kelompok: 'KAS',
    pos,
    uraian: uraian.length > URAIAN_MAX ? `${uraian.slice(0, URAIAN_MAX - 1)}…` : uraian,
    ...figures,
  });
  if (!count) return [line('BELUM', 'Kas tidak dihitung hari ini', {})];
  const consent = count.otorisasi_oleh ? `, otorisasi ${count.otorisasi_oleh}: ${count.alasan}` : '';
  return [
    line('BUKU', 'Kas buku saat dihitung', { saldo: count.kas_buku }),
    line('HITUNG', `Uang dihitung oleh ${count.dihitung_oleh} (hitungan ke-${count.hitungan_ke})`, {
      saldo: count.jumlah_hitung,
    }),
    line('SELISIH', `Selisih kas${consent}`, {
      masuk: Math.max(count.selisih, 0),
      keluar: Math.max(-count.selisih, 0),
    }),
  ];
}

/** The day's exceptions per kind, as Pantauan lists them; a day without any says so. */
function pantauanLines(pantauan: EodFigures['pantauan']): Draft[] {
  if (pantauan.length === 0) {
    return [{ bagian: 'PANTAUAN', kelompok: 'SEMUA', pos: 'JUMLAH', uraian: 'Tidak ada pengecualian' }];
  }
  return PANTAUAN_JENIS_KODE.flatMap((jenis) => {
    const found = pantauan.find((row) => row.jenis === jenis);
    if (!found) return [];
    const rupiah = found.nilai === 0 ? '' : ` (${formatRupiah(found.nilai)})`;
    return [
      {
        bagian: 'PANTAUAN' as const,
        kelompok: jenis,
        pos: 'JUMLAH',
        uraian: `Pantauan: ${PANTAUAN_JENIS[jenis]}${rupiah}`,
        qty: found.jumlah,
      },
    ];
  });
}

const HUTANG_URAIAN = {
  awal: 'awal',
  masuk: 'masuk (hutang baru)',
  keluar: 'keluar (lunas, perpanjang, lelang)',
  akhir: 'akhir',
} as const;

function hutangLines(hutang: EodFigures['hutang']): Draft[] {
  const poses = ['awal', 'masuk', 'keluar', 'akhir'] as const;
  // Rupiah of the balances sit in awal/saldo, of the movements in masuk/keluar, so each
  // column reads as the cash book's: akhir = awal + masuk - keluar.
  const rupiah = (pos: (typeof poses)[number], pokok: number) =>
    pos === 'awal' ? { awal: pokok } : pos === 'akhir' ? { saldo: pokok } : { [pos]: pokok };
  return poses.flatMap((pos) => [
    {
      bagian: 'HUTANG' as const,
      kelompok: 'NOTA',
      pos,
      uraian: `Hutang ${HUTANG_URAIAN[pos]}`,
      qty: hutang[pos].jumlah,
      ...rupiah(pos, hutang[pos].pokok),
    },
    {
      bagian: 'HUTANG' as const,
      kelompok: 'BARANG',
      pos,
      uraian: `Barang gadai ${HUTANG_URAIAN[pos]}`,
      qty: hutang[pos].barang,
      berat: hutang[pos].berat,
    },
  ]);
}

/**
 * The day's figures as the stored lines, numbered in reading order: stock per group (all
 * groups first), cash per kategori then per method, balances per account, documents by
 * state, pledged gold, the day's prices.
 */
export function eodLines(figures: EodFigures): EodLine[] {
  const drafts: Draft[] = [
    ...barangLines(figures.barang),
    ...kasLines(figures.kas),
    ...[...figures.saldo]
      .sort((a, b) => a.akun.localeCompare(b.akun))
      .map((row) => ({
        bagian: 'SALDO' as const,
        kelompok: row.akun,
        pos: 'AKUN',
        uraian: `Saldo ${row.akun}`,
        awal: row.awal,
        masuk: row.masuk,
        keluar: row.keluar,
        saldo: row.akhir,
      })),
    ...hitungKasLines(figures.hitungKas),
    ...[...figures.dokumen]
      .sort((a, b) => a.dokumen.localeCompare(b.dokumen) || a.status.localeCompare(b.status))
      .map((row) => ({
        bagian: 'DOKUMEN' as const,
        kelompok: row.dokumen,
        pos: row.status,
        uraian: dokumenUraian(row.dokumen, row.status),
        qty: row.jumlah,
      })),
    ...hutangLines(figures.hutang),
    ...[...figures.harga]
      .sort((a, b) => a.kode_group.localeCompare(b.kode_group))
      .flatMap((row) => [
        {
          bagian: 'HARGA' as const,
          kelompok: row.kode_group,
          pos: 'JUAL',
          uraian: `Harga jual ${row.kode_group} / gram`,
          saldo: row.harga_jual,
        },
        {
          bagian: 'HARGA' as const,
          kelompok: row.kode_group,
          pos: 'BELI',
          uraian: `Harga beli ${row.kode_group} / gram`,
          saldo: row.harga_beli,
        },
      ]),
    ...pantauanLines(figures.pantauan),
  ];
  return drafts.map((draft, index) => ({
    qty: 0,
    berat: 0,
    awal: 0,
    masuk: 0,
    keluar: 0,
    saldo: 0,
    ...draft,
    urut: index + 1,
  }));
}
