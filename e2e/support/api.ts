import type { Barang, PenjualanDoc } from '@toko/shared';
import { DEMO_PASSWORD } from './session.ts';

/** Signs in through the API (a test's set-up, not what it tests) and answers the token. */
export async function apiLogin(baseUrl: string, kodeToko: string, userId: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ kode_toko: kodeToko, user_id: userId, password: DEMO_PASSWORD }),
  });
  if (!response.ok)
    throw new Error(`login ${kodeToko}/${userId}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
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
  const call = <T>(method: string, path: string, body?: unknown) =>
    apiCall<T>(baseUrl, ownerToken, method, path, body);
  const { items: pieces } = await call<{ items: Barang[] }>('POST', 'barang', {
    items: names.map((nama_barang) => ({
      kode_group: '750',
      kode_dept: 'CC',
      kode_gudang: 'TOKO',
      kode_baki: 'LT17',
      nama_barang,
      berat: 2.5,
      kadar: 75,
      kadar_cetak: '750',
    })),
  });
  const [piece] = pieces;
  if (!piece) throw new Error('barang tidak tersimpan');
  const sale = await call<PenjualanDoc>('POST', 'penjualan', {
    idempotency_key: idempotencyKey,
    kode_sales: 'S01',
    nama_customer: 'ibu ani',
    items: [{ kode_barcode: piece.kode_barcode, kode_gudang: piece.kode_gudang, kode_baki: piece.kode_baki }],
    bayar: { cash: 10_000_000 },
  });
  await call('POST', 'penjualan/validasi', { no_faktur_group: [sale.no_faktur_group] });
  return { pieces, sale };
}
