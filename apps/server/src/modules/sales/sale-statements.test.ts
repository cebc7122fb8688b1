import type { Barang } from '@toko/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPieces, scanned } from '../../../test/goods-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * What a cash sale asks PostgreSQL, statement by statement: at 50 cashiers the server's
 * time goes per statement (decision 031), so a statement added to the sale's path must be
 * a decision, not an accident. PostgreSQL only: the statements are counted on its driver.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('the statements of a cash sale', () => {
  let t: TestApp;
  let kasir: string;
  let pieces: Barang[];

  beforeAll(async () => {
    t = await createTestApp();
    const owner = await t.login('PST', 'OWNER');
    kasir = await t.login('PST', 'KASIR');
    pieces = await addPieces(t, owner, [{ nama_barang: 'SATU' }, { nama_barang: 'DUA' }]);
  });
  afterAll(async () => {
    await t.close();
  });

  const sale = (piece: Barang, key: string) => ({
    idempotency_key: key,
    kode_sales: 'S01',
    nama_customer: 'ibu ani',
    items: [scanned(piece)],
    bayar: { cash: 20_000_000 },
  });

  async function statementsOf(send: () => Promise<{ statusCode: number }>): Promise<string[]> {
    const seen: string[] = [];
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const text = args[0] as string | { text: string };
      seen.push(typeof text === 'string' ? text : text.text);
      return (query as (...rest: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    try {
      expect((await send()).statusCode).toBe(200);
    } finally {
      pg.Client.prototype.query = query;
    }
    return seen;
  }

  it('is 6 statements once the shop references are in memory, the answer built from the rows written', async () => {
    // The first sale of the sign-in reads the references; the second finds them in memory.
    await statementsOf(() => t.call('POST', 'penjualan', kasir, sale(pieces[0] as Barang, 'pernyataan-1')));
    const statements = await statementsOf(() =>
      t.call('POST', 'penjualan', kasir, sale(pieces[1] as Barang, 'pernyataan-2')),
    );
    const shape = statements.map((text) => text.replace(/\s+/g, ' ').slice(0, 60));
    expect(shape, shape.join('\n')).toHaveLength(6);
    expect(shape[0]).toMatch(/from "auth_epoch"/);
    // A new sale's key is not looked up: a retry fails on it and is answered then.
    expect(shape.slice(1)).toEqual([
      'begin',
      expect.stringMatching(/^select "tgl_system" from "toko"/),
      expect.stringMatching(/^with "locked" as \(select "id"/),
      expect.stringMatching(/^with "taken_number" as \(insert into "nomor_urut"/),
      'commit',
    ]);
    // The pieces are locked and held by one statement.
    expect(statements[3]).toMatch(/for update of "barang"\), "held" as \(update "barang" set "status"/);
    expect(statements.some((text) => /master_|harga_emas/.test(text))).toBe(false);
  });
});
