import { AKUN_KAS, addDays, akunOf, type DeleteType, type ReportPage, type SaldoKas } from '@toko/shared';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { type Db, rowsOf } from '../db/client.ts';

/** The stock balance's movement columns; `susut` (washing loss) is an outflow beside those the issue names. */
const COLUMNS = ['in', 'out', 'tambah', 'beli', 'jual', 'hancur', 'susut'] as const;
const UNITS = ['stock', 'berat'] as const;

/** What the shop should hold, as a model of it believes (check:books, the property tests). */
export interface ExpectedBooks {
  /** Every piece the model follows, by barcode; berat in milligrams. */
  pieces: ReadonlyMap<
    string,
    { kode_gudang: string; kode_baki: string; berat: number; stock: number; status: string }
  >;
  /** The till's balance (akun KAS) at the end of the business day so far. */
  kas: number;
  /** The shop's bank accounts' balances (by account number), where the model follows them. */
  banks?: ReadonlyMap<string, number>;
}

/** A request as the screens send it, answered through the whole HTTP stack. */
export type ApiCall = (
  method: 'GET' | 'POST',
  path: string,
  body?: object,
) => Promise<LightMyRequestResponse>;

export interface BooksContext {
  db: Db;
  /** Calls `/api/{path}` as a user holding the cash and report menus (an owner). */
  call: ApiCall;
  kodeToko: string;
  /** The shop's business date: the open day. */
  tanggal: string;
}

/**
 * A further check other parts plug in, answering its discrepancies. The EOD summary check
 * ("the EOD summary equals the day's movements", issue 17) belongs here once the summary
 * table exists: pass it as `eodSummary`.
 */
export type BooksCheck = (ctx: BooksContext) => Promise<string[]>;

export interface CheckBooksOptions {
  /** The model's view; omitted, only the books' own consistency is checked. */
  expected?: ExpectedBooks;
  /** Hook: the stored EOD summary of each closed day equals that day's movements and cash. */
  eodSummary?: BooksCheck;
}

const grams = (mg: number) => Math.round(mg) / 1000;

/**
 * Every stock balance row of the open day and the day before follows akhir = awal + in +
 * tambah + beli − out − jual − hancur − susut (older days were checked while they were recent).
 */
async function unbalancedStockRows({ db, kodeToko, tanggal }: BooksContext): Promise<string[]> {
  const found: string[] = [];
  for (const unit of UNITS) {
    const flow = sql.raw(
      `${unit}_awal + ${unit}_in + ${unit}_tambah + ${unit}_beli - ${unit}_out - ${unit}_jual - ${unit}_hancur - ${unit}_susut`,
    );
    const bad = await rowsOf<Record<string, unknown>>(
      db,
      sql`select tanggal::text as tanggal, kode_barcode, kode_gudang, kode_baki, ${sql.raw(`${unit}_akhir`)} as akhir, ${flow} as hitung
        from barang_saldo where kode_toko = ${kodeToko} and ${sql.raw(`${unit}_akhir`)} <> ${flow}
          and tanggal >= (select coalesce(max(tanggal), ${tanggal}) from barang_saldo where kode_toko = ${kodeToko} and tanggal < ${tanggal})`,
    );
    for (const row of bad) {
      found.push(
        `saldo barang ${row.tanggal} ${row.kode_barcode} ${row.kode_gudang}/${row.kode_baki}: ${unit}_akhir ${row.akhir} ≠ awal+in+tambah+beli−out−jual−hancur−susut ${row.hitung}`,
      );
    }
  }
  return found;
}

/** Each column of the day's balance is the sum of the day's movements in it. */
async function movementsMatchBalance({ db, kodeToko, tanggal }: BooksContext): Promise<string[]> {
  const moved = await rowsOf<{ kolom: string; stock: number; berat: number }>(
    db,
    sql`select kolom, sum(stock)::int as stock, sum(berat)::int as berat from barang_mutasi
      where kode_toko = ${kodeToko} and tanggal = ${tanggal} group by kolom`,
  );
  const sums = sql.join(
    COLUMNS.flatMap((column) =>
      UNITS.map((unit) => sql.raw(`coalesce(sum(${unit}_${column}), 0)::int as ${unit}_${column}`)),
    ),
    sql`, `,
  );
  const [balance] = await rowsOf<Record<string, number>>(
    db,
    sql`select ${sums} from barang_saldo where kode_toko = ${kodeToko} and tanggal = ${tanggal}`,
  );
  const found: string[] = [];
  for (const column of COLUMNS) {
    const movement = moved.find((row) => row.kolom === column) ?? { stock: 0, berat: 0 };
    for (const unit of UNITS) {
      const saldo = Number(balance?.[`${unit}_${column}`] ?? 0);
      if (saldo !== movement[unit]) {
        found.push(`kolom ${column} ${tanggal}: saldo ${unit} ${saldo} ≠ jumlah mutasi ${movement[unit]}`);
      }
    }
  }
  return found;
}

/** Per place, the pieces the items table holds in stock are what the day's balance says it ends with. */
async function stockMatchesBalance({ db, kodeToko, tanggal }: BooksContext): Promise<string[]> {
  const places = await rowsOf<{
    tempat: string;
    stock_saldo: number;
    berat_saldo: number;
    stock_barang: number;
    berat_barang: number;
  }>(
    db,
    sql`with saldo as (
        select kode_gudang || '/' || kode_baki as tempat, sum(stock_akhir)::int as stock, sum(berat_akhir)::int as berat
        from barang_saldo where kode_toko = ${kodeToko} and tanggal = ${tanggal} group by 1),
      fisik as (
        select kode_gudang || '/' || kode_baki as tempat, sum(stock)::int as stock, sum(berat)::int as berat
        from barang where kode_toko = ${kodeToko} and stock > 0 group by 1)
      select coalesce(s.tempat, f.tempat) as tempat, coalesce(s.stock, 0) as stock_saldo, coalesce(s.berat, 0) as berat_saldo,
        coalesce(f.stock, 0) as stock_barang, coalesce(f.berat, 0) as berat_barang
      from saldo s full join fisik f on f.tempat = s.tempat
      where coalesce(s.stock, 0) <> coalesce(f.stock, 0) or coalesce(s.berat, 0) <> coalesce(f.berat, 0)`,
  );
  return places.map(
    (row) =>
      `${row.tempat} ${tanggal}: saldo akhir ${row.stock_saldo} pcs ${grams(row.berat_saldo)} g, barang di stok ${row.stock_barang} pcs ${grams(row.berat_barang)} g`,
  );
}

/**
 * After a closing the open day opens with what the day before ended with (awal = akhir), row by
 * row; unless Delete Data removed the day before's rows, leaving an older day to compare with.
 */
async function carriedForward(ctx: BooksContext): Promise<string[]> {
  const { db, kodeToko, tanggal } = ctx;
  const [before] = await rowsOf<{ kemarin: string | null }>(
    db,
    sql`select max(tanggal)::text as kemarin from barang_saldo where kode_toko = ${kodeToko} and tanggal < ${tanggal}`,
  );
  const gap = await deletedPeriods(ctx, 'LAPORAN BARANG SUMMARY');
  if (before?.kemarin && deletedWithin(gap, before.kemarin, addDays(tanggal, -1))) return [];
  const broken = await rowsOf<Record<string, unknown>>(
    db,
    sql`with days as (select distinct tanggal from barang_saldo where kode_toko = ${kodeToko} and tanggal < ${tanggal}),
      pairs as (select ${tanggal}::date as hari, (select max(p.tanggal) from days p where p.tanggal < ${tanggal}) as kemarin)
      select p.hari::text as hari, coalesce(t.kode_barcode, y.kode_barcode) as kode_barcode,
        coalesce(t.kode_gudang, y.kode_gudang) || '/' || coalesce(t.kode_baki, y.kode_baki) as tempat,
        coalesce(y.stock_akhir, 0) as akhir_kemarin, coalesce(t.stock_awal, 0) as awal_hari,
        coalesce(y.berat_akhir, 0) as berat_kemarin, coalesce(t.berat_awal, 0) as berat_awal
      from pairs p
      join barang_saldo y on y.kode_toko = ${kodeToko} and y.tanggal = p.kemarin
      full join barang_saldo t on t.kode_toko = y.kode_toko and t.tanggal = p.hari and t.kode_barcode = y.kode_barcode
        and t.kode_gudang = y.kode_gudang and t.kode_baki = y.kode_baki
      where p.kemarin is not null
        and (coalesce(y.stock_akhir, 0) <> coalesce(t.stock_awal, 0) or coalesce(y.berat_akhir, 0) <> coalesce(t.berat_awal, 0))`,
  );
  return broken.map(
    (row) =>
      `saldo awal ${row.hari} ${row.kode_barcode} ${row.tempat}: ${row.awal_hari} pcs ${row.berat_awal} mg ≠ akhir hari sebelumnya ${row.akhir_kemarin} pcs ${row.berat_kemarin} mg`,
  );
}

/** A period of closed days Delete Data removed one type of rows from, both ends included. */
export interface DeletedPeriod {
  from: string;
  to: string;
}

/**
 * The periods Delete Data removed `type`'s rows from in the shop, read from the audit row each
 * delete writes in its own transaction (decision 025): the books built from those rows stay,
 * the rows do not, so a check that sums them must not look across such a period.
 */
export async function deletedPeriods(
  { db, kodeToko }: BooksContext,
  type: DeleteType,
): Promise<DeletedPeriod[]> {
  const rows = await rowsOf<{ entity_id: string }>(
    db,
    sql`select entity_id from audit_log where kode_toko = ${kodeToko} and action = 'DELETE DATA' and entity = ${type}`,
  );
  return rows.map((row) => {
    const [from = '', to = ''] = row.entity_id.split(' s/d ');
    return { from, to };
  });
}

/** Was `day` in a deleted period? */
export const deletedOn = (periods: readonly DeletedPeriod[], day: string) =>
  periods.some((period) => period.from <= day && day <= period.to);

/** Does a deleted period reach into the days after `after` (none: from the beginning) up to `upTo`? */
export const deletedWithin = (periods: readonly DeletedPeriod[], after: string | undefined, upTo: string) =>
  periods.some((period) => (after === undefined || period.to > after) && period.from <= upTo);

/**
 * Cash: every frozen balance follows akhir = awal + masuk − keluar, opens with the previous
 * frozen akhir, and is that akhir plus the ledger's rows in between (the first one: every row
 * up to its day; the shop opened with nothing). A stretch whose ledger rows Delete Data removed
 * is not summed: the delete froze the balance of its last day first, and the chain goes on from
 * there. The open day's balance on the cash screen is the last frozen akhir plus the ledger since.
 */
async function cashBalances(
  ctx: BooksContext,
): Promise<{ found: string[]; kas: number; accounts: Map<string, number> }> {
  const { db, kodeToko, tanggal } = ctx;
  const found: string[] = [];
  const frozen = await rowsOf<{
    tanggal: string;
    akun: string;
    awal: number;
    masuk: number;
    keluar: number;
    akhir: number;
  }>(
    db,
    sql`select tanggal::text as tanggal, akun, awal::bigint as awal, masuk::bigint as masuk, keluar::bigint as keluar,
      akhir::bigint as akhir from keuangan_saldo where kode_toko = ${kodeToko} order by akun, tanggal`,
  );
  const ledger = await rowsOf<{
    tanggal: string;
    jenis: string;
    no_rekening: string;
    masuk: number;
    keluar: number;
  }>(
    db,
    sql`select tanggal::text as tanggal, jenis, no_rekening, sum(jumlah_in)::bigint as masuk, sum(jumlah_out)::bigint as keluar
      from keuangan where kode_toko = ${kodeToko} group by 1, 2, 3 order by 1`,
  );
  const deleted = await deletedPeriods(ctx, 'KEUANGAN');
  const byAccount = new Map<string, { tanggal: string; masuk: number; keluar: number }[]>();
  for (const row of ledger) {
    const akun = akunOf(row) ?? AKUN_KAS;
    byAccount.set(akun, [
      ...(byAccount.get(akun) ?? []),
      { tanggal: row.tanggal, masuk: Number(row.masuk), keluar: Number(row.keluar) },
    ]);
  }
  /** The ledger's net for `akun` on the days after `after` (none: from the beginning) up to `upTo`. */
  const between = (akun: string, after: string | undefined, upTo: string, inclusive: boolean) =>
    (byAccount.get(akun) ?? [])
      .filter((row) => after === undefined || row.tanggal > after)
      .filter((row) => (inclusive ? row.tanggal <= upTo : row.tanggal < upTo))
      .reduce((sum, row) => sum + row.masuk - row.keluar, 0);
  const lastFrozen = new Map<string, { tanggal: string; akhir: number }>();
  for (const raw of frozen) {
    const row = {
      ...raw,
      awal: Number(raw.awal),
      masuk: Number(raw.masuk),
      keluar: Number(raw.keluar),
      akhir: Number(raw.akhir),
    };
    const label = `saldo ${row.akun} ${row.tanggal}`;
    const previous = lastFrozen.get(row.akun);
    if (row.akhir !== row.awal + row.masuk - row.keluar) {
      found.push(
        `${label}: akhir ${row.akhir} ≠ awal ${row.awal} + masuk ${row.masuk} − keluar ${row.keluar}`,
      );
    }
    if (previous && row.awal !== previous.akhir) {
      found.push(`${label}: awal ${row.awal} ≠ akhir ${previous.tanggal} ${previous.akhir}`);
    }
    if (!deletedWithin(deleted, previous?.tanggal, row.tanggal)) {
      const fromLedger = (previous?.akhir ?? 0) + between(row.akun, previous?.tanggal, row.tanggal, true);
      if (row.akhir !== fromLedger) found.push(`${label}: akhir ${row.akhir} ≠ buku kas ${fromLedger}`);
    }
    lastFrozen.set(row.akun, { tanggal: row.tanggal, akhir: row.akhir });
  }
  const response = await ctx.call('GET', `cash/saldo?tanggal=${tanggal}`);
  const screen = response.json() as SaldoKas[];
  let kas = 0;
  const accounts = new Map<string, number>();
  for (const balance of screen) {
    accounts.set(balance.akun, balance.akhir);
    const base = [...frozen].reverse().find((row) => row.akun === balance.akun && row.tanggal < tanggal);
    const opening = Number(base?.akhir ?? 0);
    const awal = opening + between(balance.akun, base?.tanggal, tanggal, false);
    const akhir = opening + between(balance.akun, base?.tanggal, tanggal, true);
    if (balance.akun === AKUN_KAS) kas = balance.akhir;
    if (balance.akhir !== balance.awal + balance.masuk - balance.keluar) {
      found.push(`saldo ${balance.akun} hari ini: akhir ${balance.akhir} ≠ awal + masuk − keluar`);
    }
    if (balance.awal !== awal || balance.akhir !== akhir) {
      found.push(
        `saldo ${balance.akun} hari ini: layar ${balance.awal} → ${balance.akhir}, buku kas ${awal} → ${akhir}`,
      );
    }
  }
  return { found, kas, accounts };
}

async function reportTotals(ctx: BooksContext, name: string): Promise<Record<string, number>> {
  const response = await ctx.call('POST', `laporan/${name}`, {
    tgl_from: ctx.tanggal,
    tgl_to: ctx.tanggal,
    limit: 1,
  });
  if (response.statusCode !== 200)
    throw new Error(`laporan/${name}: ${response.statusCode} ${response.body}`);
  return (response.json() as ReportPage).totals as Record<string, number>;
}

/** Report totals are the sums of the ledgers they summarise, for the open day. */
async function reportsMatchLedgers(ctx: BooksContext): Promise<string[]> {
  const { db, kodeToko, tanggal } = ctx;
  const found: string[] = [];
  const [cash] = await rowsOf<{ masuk: number; keluar: number }>(
    db,
    sql`select coalesce(sum(jumlah_in), 0)::bigint as masuk, coalesce(sum(jumlah_out), 0)::bigint as keluar
      from keuangan where kode_toko = ${kodeToko} and tanggal = ${tanggal} and jenis = 'CASH'`,
  );
  const kas = await reportTotals(ctx, 'transaksi-keuangan-cash');
  for (const key of ['masuk', 'keluar'] as const) {
    if (Number(kas[key] ?? 0) !== Number(cash?.[key] ?? 0)) {
      found.push(`laporan transaksi-keuangan-cash ${key} ${kas[key]} ≠ buku kas ${cash?.[key]}`);
    }
  }

  const sums = sql.join(
    ['awal', ...COLUMNS.filter((column) => column !== 'susut'), 'akhir'].flatMap((column) =>
      UNITS.map((unit) => sql.raw(`coalesce(sum(${unit}_${column}), 0)::int as ${unit}_${column}`)),
    ),
    sql`, `,
  );
  const [saldo] = await rowsOf<Record<string, number>>(
    db,
    sql`select ${sums} from barang_saldo where kode_toko = ${kodeToko} and tanggal = ${tanggal}`,
  );
  const summary = await reportTotals(ctx, 'barang-sumary');
  for (const [key, value] of Object.entries(saldo ?? {})) {
    const expected = key.startsWith('berat_') ? grams(Number(value)) : Number(value);
    if (Math.abs(Number(summary[key] ?? 0) - expected) > 0.0005) {
      found.push(`laporan barang-sumary ${key} ${summary[key]} ≠ saldo barang ${expected}`);
    }
  }

  const [sold] = await rowsOf<{ total: number; berat: number }>(
    db,
    sql`select coalesce(sum(d.harga_jual), 0)::bigint as total, coalesce(sum(d.berat), 0)::bigint as berat
      from penjualan p join penjualan_detail d on d.no_faktur_group = p.no_faktur_group
      where p.kode_toko = ${kodeToko} and p.tgl_system = ${tanggal} and p.status_valid = 'DONE' and d.status = 'OK'`,
  );
  const penjualan = await reportTotals(ctx, 'transaksi-penjualan');
  if (Number(penjualan.harga_jual ?? 0) !== Number(sold?.total ?? 0)) {
    found.push(
      `laporan transaksi-penjualan harga_jual ${penjualan.harga_jual} ≠ baris terjual ${sold?.total}`,
    );
  }
  if (Math.abs(Number(penjualan.berat ?? 0) - grams(Number(sold?.berat ?? 0))) > 0.0005) {
    found.push(
      `laporan transaksi-penjualan berat ${penjualan.berat} ≠ baris terjual ${grams(Number(sold?.berat ?? 0))}`,
    );
  }
  return found;
}

/** The model's pieces against the items table: place, weight, stock and status. */
async function piecesMatchModel({ db, kodeToko }: BooksContext, expected: ExpectedBooks): Promise<string[]> {
  const stored = await rowsOf<{
    kode_barcode: string;
    kode_gudang: string;
    kode_baki: string;
    berat: number;
    stock: number;
    status: string;
  }>(
    db,
    sql`select kode_barcode, kode_gudang, kode_baki, berat, stock, status from barang where kode_toko = ${kodeToko}`,
  );
  const byBarcode = new Map(stored.map((row) => [row.kode_barcode, row]));
  const found: string[] = [];
  for (const [barcode, piece] of expected.pieces) {
    const row = byBarcode.get(barcode);
    if (!row) {
      found.push(`barang ${barcode}: model menyimpannya, database tidak`);
      continue;
    }
    for (const key of ['kode_gudang', 'kode_baki', 'berat', 'stock', 'status'] as const) {
      if (String(row[key]) !== String(piece[key])) {
        found.push(`barang ${barcode} ${key}: database ${row[key]}, model ${piece[key]}`);
      }
    }
  }
  for (const row of stored) {
    if (!expected.pieces.has(row.kode_barcode))
      found.push(`barang ${row.kode_barcode}: di database, tidak di model`);
  }
  return found;
}

/**
 * Do the books balance? Checks the shop's stock balance and cash book against themselves,
 * the items table, the reports that summarise them and, given one, a model of what the shop
 * should hold. Answers every discrepancy in words, none when the books balance.
 */
export async function checkBooks(ctx: BooksContext, options: CheckBooksOptions = {}): Promise<string[]> {
  const cash = await cashBalances(ctx);
  const found = [
    ...(await unbalancedStockRows(ctx)),
    ...(await movementsMatchBalance(ctx)),
    ...(await stockMatchesBalance(ctx)),
    ...(await carriedForward(ctx)),
    ...cash.found,
    ...(await reportsMatchLedgers(ctx)),
  ];
  if (options.expected) {
    found.push(...(await piecesMatchModel(ctx, options.expected)));
    if (cash.kas !== options.expected.kas)
      found.push(`saldo KAS ${cash.kas} ≠ model ${options.expected.kas}`);
    for (const [akun, saldo] of options.expected.banks ?? []) {
      const shown = cash.accounts.get(akun) ?? 0;
      if (shown !== saldo) found.push(`saldo ${akun} ${shown} ≠ model ${saldo}`);
    }
  }
  if (options.eodSummary) found.push(...(await options.eodSummary(ctx)));
  return found;
}
