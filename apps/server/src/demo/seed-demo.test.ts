import type { HutangDoc, PageResult, SaldoKas } from '@toko/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerReconciles } from '../../test/ledger-check.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_TIME_ZONE, TEST_TODAY, testNow } from '../../test/test-clock.ts';
import { barang, keuanganSaldo, paraSystem, toko, userMenu, users } from '../db/schema/index.ts';
import { DEMO_SHOPS, DEMO_USERS, seedDemo } from './seed-demo.ts';
import { DEMO_KAS_AWAL } from './seed-demo-cash.ts';
import { seedDemoLoans } from './seed-demo-loans.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function counts() {
  const count = async (table: typeof toko | typeof users | typeof userMenu | typeof paraSystem) => {
    const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
    return row?.n;
  };
  return {
    toko: await count(toko),
    users: await count(users),
    menu: await count(userMenu),
    para: await count(paraSystem),
  };
}

describe('demo seed', () => {
  it('creates the demo chain: every shop with every demo user', async () => {
    const before = await counts();
    expect(before.toko).toBe(DEMO_SHOPS.length);
    expect(before.users).toBe(DEMO_SHOPS.length * DEMO_USERS.length);
  });

  it('is idempotent and never overwrites what a shop changed', async () => {
    await t.database.db
      .update(toko)
      .set({ nama_toko: 'Toko Emas Pusat Baru' })
      .where(eq(toko.kode_toko, 'PST'));
    const before = await counts();
    await seedDemo(t.database.db, { timeZone: TEST_TIME_ZONE, now: testNow() });
    expect(await counts()).toEqual(before);
    const [pst] = await t.database.db.select().from(toko).where(eq(toko.kode_toko, 'PST'));
    expect(pst?.nama_toko).toBe('Toko Emas Pusat Baru');
  });

  it('fills the trays of every demo shop through the ledger, once', async () => {
    const pieces = async () => {
      const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(barang);
      return row?.n;
    };
    // The first run above added them (the test template starts without goods).
    const after = await pieces();
    expect(after).toBeGreaterThanOrEqual(DEMO_SHOPS.length * 10);
    await seedDemo(t.database.db, { timeZone: TEST_TIME_ZONE, now: testNow() });
    expect(await pieces()).toBe(after);
    for (const shop of DEMO_SHOPS) await expectLedgerReconciles(t.database.db, shop.kode_toko, '2026-11-22');
    const list = (
      await t.call('GET', 'barang/paginated?kode_baki=CC01', await t.login('PST', 'OWNER'))
    ).json();
    expect(list.count).toBe(6);
  });

  it('opens day one with cash in every till, frozen as yesterday’s closing would, once', async () => {
    // The first run above seeded it (the test template starts with an empty till).
    for (const shop of DEMO_SHOPS) {
      const owner = await t.login(shop.kode_toko, 'OWNER');
      const saldo = (await t.call('GET', 'cash/saldo', owner)).json() as SaldoKas[];
      expect(saldo.find((row) => row.akun === 'KAS')).toMatchObject({
        awal: DEMO_KAS_AWAL,
        akhir: DEMO_KAS_AWAL,
      });
    }
    const frozen = async () => (await t.database.db.select().from(keuanganSaldo)).length;
    const before = await frozen();
    await seedDemo(t.database.db, { timeZone: TEST_TIME_ZONE, now: testNow() });
    expect(await frozen()).toBe(before);
  });

  it('fills the pawn counter of day one: loans running, paid on, redeemed and overdue, once', async () => {
    await seedDemoLoans(t.app, t.database.db);
    const owner = await t.login('PST', 'OWNER');
    const page = (await t.call('GET', 'hutang/paginated?limit=50', owner)).json() as PageResult<HutangDoc>;
    expect(page.count).toBe(4);
    const byName = Object.fromEntries(page.data.map((doc) => [doc.nama_customer, doc]));
    expect(byName['IBU SARI WULANDARI']).toMatchObject({ status: 'OPEN', status_valid: 'DONE' });
    expect(byName['BAPAK ANDI PRATAMA']?.pembayaran?.map((row) => row.jenis)).toEqual(['BUNGA']);
    expect(byName['IBU RINA MARLINA']).toMatchObject({ status: 'LUNAS' });
    expect((byName['BAPAK JOKO SUSILO']?.tgl_jatuh_tempo ?? '') < TEST_TODAY).toBe(true);
    // The payouts came out of the opening cash, and the cash book reconciles with the loans.
    const saldo = (await t.call('GET', 'cash/saldo', owner)).json() as SaldoKas[];
    expect(saldo.find((row) => row.akun === 'KAS')?.akhir).toBeGreaterThan(0);
    for (const shop of DEMO_SHOPS) await expectLedgerReconciles(t.database.db, shop.kode_toko, TEST_TODAY);
    await seedDemoLoans(t.app, t.database.db);
    expect(((await t.call('GET', 'hutang/paginated', owner)).json() as PageResult<HutangDoc>).count).toBe(4);
  });
});

describe('demo passwords', () => {
  it('gives every demo account its own salt, so no two share a hash', async () => {
    const rows = await t.database.db.select({ hash: users.password_hash }).from(users);
    expect(rows.length).toBe(DEMO_SHOPS.length * DEMO_USERS.length);
    expect(new Set(rows.map((row) => row.hash)).size).toBe(rows.length);
    const salts = rows.map((row) => row.hash.split('$')[4]);
    expect(new Set(salts).size).toBe(rows.length);
  });
});
