import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

let key = 0;

/**
 * Puts opening cash into the till of the token's shop (Uang Kas MODAL), as a shop does
 * before its first payout: the till refuses cash out beyond what it holds (decision 033).
 */
export async function openTill(t: TestApp, ownerToken: string, jumlah = 100_000_000): Promise<void> {
  const response = await t.call('POST', 'cash/uang-kas', ownerToken, {
    idempotency_key: `fixture-modal-${++key}-xxxx`,
    kode_transaksi: 'MODAL',
    jumlah,
    keterangan: 'modal awal',
  });
  expect(response.statusCode, response.body).toBe(200);
}

/**
 * Counts the till of the token's shop as exactly what the book says (Hitung Kas, no selisih),
 * as a shop does before Tutup Toko when the drawer matches: the closing waits for a count by
 * default (issue 29). Answers the book's cash.
 */
export async function countTill(t: TestApp, token: string): Promise<number> {
  const status = await t.call('GET', 'cash/hitung-kas', token);
  expect(status.statusCode, status.body).toBe(200);
  const { kas_buku } = status.json() as { kas_buku: number };
  const counted = await t.call('POST', 'cash/hitung-kas', token, {
    kas_buku,
    pecahan: {},
    lain_lain: kas_buku,
  });
  expect(counted.statusCode, counted.body).toBe(200);
  return kas_buku;
}

/** Tutup Toko as a shop does it: the till counted first, then the closing; its answer. */
export async function closeDay(t: TestApp, token: string) {
  await countTill(t, token);
  return t.call('POST', 'system/close', token, { PROSES: 'close' });
}
