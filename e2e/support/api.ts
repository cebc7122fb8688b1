import type { Barang, Keuangan, PageResult, PembelianDoc, PembelianNota, PenjualanDoc } from '@toko/shared';
import { DEMO_PASSWORD } from './session.ts';

/**
 * Signs in through the API (a test's set-up, not what it tests) and answers the token with
 * the user the server sends back (its shop's date: tgl_system).
 */
export async function apiSignIn(
  baseUrl: string,
  kodeToko: string,
  userId: string,
): Promise<{ token: string; user: { tgl_system: string } }> {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ kode_toko: kodeToko, user_id: userId, password: DEMO_PASSWORD }),
  });
  if (!response.ok)
    throw new Error(`login ${kodeToko}/${userId}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { token: string; user: { tgl_system: string } };
}

/** Signs in through the API and answers the token. */
export async function apiLogin(baseUrl: string, kodeToko: string, userId: string): Promise<string> {
  return (await apiSignIn(baseUrl, kodeToko, userId)).token;
}

/** One API request as a signed-in user; a refusal fails the test with the server's answer. */
export async function apiCall<T>(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method,
    headers: { 'x-auth-token': token, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export type ApiCaller = <T>(method: string, path: string, body?: unknown, token?: string) => Promise<T>;

/**
 * `apiCall` bound to a test file's server and the user it mostly acts as (both set in its
 * beforeAll, hence the getter); another user's token may be given last.
 */
export function apiCaller(to: () => { baseUrl: string; token: string }): ApiCaller {
  return <T>(method: string, path: string, body?: unknown, token = to().token) =>
    apiCall<T>(to().baseUrl, token, method, path, body);
}

/**
 * A gold piece as `POST barang` takes it, into the TOKO store: 750 is 18K (75 % gold),
 * 700 is 70 %. Its ongkos is per gram; 0 is what the server takes for a piece sent without.
 */
export function goldPiece(
  nama_barang: string,
  kode_group: '750' | '700',
  kode_dept: string,
  kode_baki: string,
  berat: number,
  ongkos = 0,
) {
  return {
    kode_group,
    kode_dept,
    kode_gudang: 'TOKO',
    kode_baki,
    nama_barang,
    berat,
    kadar: kode_group === '750' ? 75 : 70,
    kadar_cetak: kode_group,
    ongkos_type: 'GRAM',
    ongkos,
  };
}

/** A piece as a sale's line names it: what the counter's scan finds. */
export function scanned(piece: Barang) {
  return { kode_barcode: piece.kode_barcode, kode_gudang: piece.kode_gudang, kode_baki: piece.kode_baki };
}

/** Who a set-up's sale or buyback is for, and its idempotency key. */
export interface ApiCustomer {
  idempotency_key: string;
  kode_sales: string;
  nama_customer: string;
  kode_member?: string;
}

/**
 * A sale of `pieces` at the counter through the API (a test's set-up), paid in cash, then
 * validated by the caller's user unless `validate` is false (a sale left waiting).
 */
export async function apiSale(
  call: ApiCaller,
  pieces: readonly Barang[],
  sale: ApiCustomer & { cash: number },
  validate = true,
): Promise<PenjualanDoc> {
  const { cash, ...customer } = sale;
  const doc = await call<PenjualanDoc>('POST', 'penjualan', {
    ...customer,
    items: pieces.map(scanned),
    bayar: { cash },
  });
  if (validate) await call('POST', 'penjualan/validasi', { no_faktur_group: [doc.no_faktur_group] });
  return doc;
}

/**
 * Buys sold pieces back by their receipts, kondisi MULUS, at the counter's price (10 % off
 * the receipt price, rounded up to 500), paid in cash and validated: they wait in gudang BELI.
 */
export async function apiBuyBackMulus(
  call: ApiCaller,
  pieces: readonly Barang[],
  customer: ApiCustomer,
): Promise<PembelianDoc> {
  let total = 0;
  for (const piece of pieces) {
    const nota = await call<PembelianNota>('GET', `pembelian/nota/${piece.kode_barcode}`);
    total += Math.ceil((nota.harga_nota * 0.9) / 500) * 500;
  }
  const doc = await call<PembelianDoc>('POST', 'pembelian', {
    ...customer,
    items: pieces.map((piece) => ({
      kode_barcode: piece.kode_barcode,
      berat: piece.berat,
      kode_kondisi: 'MULUS',
    })),
    bayar: { cash: total },
  });
  await call('POST', 'pembelian/validasi', { no_faktur_group: [doc.no_faktur_group] });
  return doc;
}

/**
 * The cash book's rows of one document (its number in deskripsi), summed in and out by
 * `key`: the category alone, or with its kind when one category runs both ways.
 */
export async function cashOf(
  call: ApiCaller,
  no: string,
  key: (row: Keuangan) => string = (row) => row.kategori,
): Promise<Record<string, { in: number; out: number }>> {
  const book = await call<PageResult<Keuangan>>('GET', 'cash/paginated?limit=100');
  const rows: Record<string, { in: number; out: number }> = {};
  for (const row of book.data.filter((entry) => entry.deskripsi === no)) {
    const sum = rows[key(row)] ?? { in: 0, out: 0 };
    rows[key(row)] = { in: sum.in + row.jumlah_in, out: sum.out + row.jumlah_out };
  }
  return rows;
}

/**
 * Puts opening cash into the owner's till (Uang Kas MODAL), as a shop does before its
 * first payout: the till refuses cash out beyond what it holds (decision 033).
 */
export async function apiOpenTill(baseUrl: string, ownerToken: string, jumlah = 100_000_000): Promise<void> {
  await apiCall(baseUrl, ownerToken, 'POST', 'cash/uang-kas', {
    idempotency_key: `e2e-modal-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    kode_transaksi: 'MODAL',
    jumlah,
    keterangan: 'modal awal',
  });
}

/**
 * Counts the till as exactly what the book says (Hitung Kas without a difference), as a shop
 * does before Tutup Toko when the drawer matches: the closing waits for it (issue 29).
 */
export async function apiCountTill(baseUrl: string, token: string): Promise<void> {
  const { kas_buku } = await apiCall<{ kas_buku: number }>(baseUrl, token, 'GET', 'cash/hitung-kas');
  await apiCall(baseUrl, token, 'POST', 'cash/hitung-kas', { kas_buku, pecahan: {}, lain_lain: kas_buku });
}

/** Adds menu items to a user of the owner's shop, the way an owner does on Hak Akses. */
export async function apiGrantMenus(baseUrl: string, ownerToken: string, userId: string, keys: string[]) {
  const users = await apiCall<{ id: number; user_id: string }[]>(baseUrl, ownerToken, 'GET', 'users/get/all');
  const user = users.find((candidate) => candidate.user_id === userId);
  if (!user) throw new Error(`user ${userId} tidak ada`);
  const { menu_keys } = await apiCall<{ menu_keys: string[] }>(
    baseUrl,
    ownerToken,
    'GET',
    `users/${user.id}/menu`,
  );
  await apiCall(baseUrl, ownerToken, 'PUT', `users/${user.id}/menu`, {
    menu_keys: [...new Set([...menu_keys, ...keys])],
  });
}

/**
 * A day's trade as a test's set-up: 2.5 g 750 rings added to tray LT17 of the owner's shop
 * (one per name), the first sold for cash and validated. Answers the pieces and the sale.
 */
export async function apiSoldRing(
  baseUrl: string,
  ownerToken: string,
  names: readonly [string, ...string[]],
  idempotencyKey: string,
): Promise<{ pieces: Barang[]; sale: PenjualanDoc }> {
  const call = apiCaller(() => ({ baseUrl, token: ownerToken }));
  const { items: pieces } = await call<{ items: Barang[] }>('POST', 'barang', {
    items: names.map((nama) => goldPiece(nama, '750', 'CC', 'LT17', 2.5)),
  });
  const [piece] = pieces;
  if (!piece) throw new Error('barang tidak tersimpan');
  const sale = await apiSale(call, [piece], {
    idempotency_key: idempotencyKey,
    kode_sales: 'S01',
    nama_customer: 'ibu ani',
    cash: 10_000_000,
  });
  return { pieces, sale };
}
