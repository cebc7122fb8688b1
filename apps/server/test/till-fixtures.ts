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
