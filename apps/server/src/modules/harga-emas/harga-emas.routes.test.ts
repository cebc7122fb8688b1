import { HARGA_EMAS_SYSTEM_USER, type HargaEmasHistoryItem, type HargaEmasRow, TEXTS } from '@toko/shared';
import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { countTill } from '../../../test/till-fixtures.ts';
import { auditLog, closingLog, hargaEmas, masterGroup } from '../../db/schema/index.ts';

let t: TestApp;
let owner: string;
let kasir: string;

const TODAY = '2026-11-22';
const TOMORROW = '2026-11-23';

beforeAll(async () => {
  t = await createTestApp();
  [owner, kasir] = await Promise.all([t.login('PST', 'OWNER'), t.login('PST', 'KASIR')]);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { 'x-auth-token': token } : {} });
const save = (payload: unknown, token = owner) =>
  t.app.inject({
    method: 'POST',
    url: '/api/harga-emas',
    headers: { 'x-auth-token': token },
    payload: payload as Record<string, unknown>,
  });

const item = (kode_group: string, harga_jual: unknown, harga_beli: unknown) => ({
  kode_group,
  harga_jual,
  harga_beli,
});

const byCode = (rows: HargaEmasRow[]) => new Map(rows.map((row) => [row.kode_group, row]));

async function dayPrices(tanggal: string, token = owner): Promise<HargaEmasRow[]> {
  const response = await get(`/api/harga-emas/get/by-tanggal?tanggal=${tanggal}`, token);
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function auditOf(kodeToko: string, entityId: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.kode_toko, kodeToko),
        eq(auditLog.entity, 'harga-emas'),
        eq(auditLog.entity_id, entityId),
      ),
    )
    .orderBy(auditLog.id);
}

describe('access', () => {
  it('refuses every route without a token', async () => {
    for (const url of [
      '/api/harga-emas/today',
      '/api/harga-emas/get/by-tanggal',
      '/api/harga-emas/paginated',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: TEXTS.invalidToken });
    }
    const write = await t.app.inject({ method: 'POST', url: '/api/harga-emas', payload: { tanggal: TODAY } });
    expect(write.statusCode).toBe(401);
    expect(write.json()).toEqual({ message: TEXTS.invalidToken });
  });

  it('lets any signed-in user read the day, but only the menu holder write or see history', async () => {
    expect((await get('/api/harga-emas/today', kasir)).statusCode).toBe(200);
    expect((await get(`/api/harga-emas/get/by-tanggal?tanggal=${TOMORROW}`, kasir)).statusCode).toBe(200);

    const spv = await t.login('PST', 'SPV');
    for (const token of [kasir, spv]) {
      const history = await get('/api/harga-emas/paginated', token);
      expect(history.statusCode).toBe(403);
      expect(history.json()).toEqual({ message: TEXTS.menuForbidden });
      const write = await save(
        { tanggal: TODAY, items: [{ kode_group: '750', harga_jual: 1, harga_beli: 1 }] },
        token,
      );
      expect(write.statusCode).toBe(403);
      expect(write.json()).toEqual({ message: TEXTS.menuForbidden });
    }
  });
});

describe('GET harga-emas/today and get/by-tanggal', () => {
  it("answers today's stored price of every active gold group, purest first", async () => {
    const response = await get('/api/harga-emas/today', kasir);
    const rows = response.json() as HargaEmasRow[];
    // ACC is not gold: it has no gold price.
    expect(rows.map((row) => row.kode_group)).toEqual(['LM', '750', '700', '375']);
    expect(byCode(rows).get('750')).toEqual({
      kode_group: '750',
      nama_group: 'EMAS 18K',
      tanggal: TODAY,
      harga_jual: 1_480_000,
      harga_beli: 1_380_000,
      sumber: 'HARIAN',
      harga_master_jual: 1_480_000,
      harga_master_beli: 1_380_000,
      updated_by: HARGA_EMAS_SYSTEM_USER,
      updated_at: expect.any(String),
    });
    // Without tanggal, by-tanggal reads the shop's tgl_system too.
    expect(await (await get('/api/harga-emas/get/by-tanggal', kasir)).json()).toEqual(rows);
  });

  it('falls back to the master price on a date without prices', async () => {
    const rows = await dayPrices(TOMORROW);
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row.sumber).toBe('MASTER');
      expect(row.tanggal).toBe(TOMORROW);
      expect(row.harga_jual).toBe(row.harga_master_jual);
      expect(row.harga_beli).toBe(row.harga_master_beli);
      expect(row.updated_by).toBeNull();
    }
    expect(byCode(rows).get('LM')).toMatchObject({ harga_jual: 1_950_000, harga_beli: 1_880_000 });
  });

  it('refuses a malformed date', async () => {
    const response = await get('/api/harga-emas/get/by-tanggal?tanggal=22-11-2026', owner);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Tanggal harus berformat yyyy-MM-dd' });
    const impossible = await get('/api/harga-emas/get/by-tanggal?tanggal=2026-02-30', owner);
    expect(impossible.json()).toEqual({ message: 'Tanggal tidak valid' });
  });
});

describe('POST harga-emas', () => {
  it.each([
    [{ items: [item('750', 1, 1)] }, 'Tanggal Harus Diisi'],
    [{ tanggal: '2026-13-01', items: [item('750', 1, 1)] }, 'Tanggal tidak valid'],
    [{ tanggal: TODAY, items: [] }, TEXTS.hargaEmas.itemsKosong],
    [{ tanggal: TODAY }, TEXTS.hargaEmas.itemsKosong],
    [{ tanggal: TODAY, items: [item('750', 1_380_000, 1_480_000)] }, TEXTS.hargaEmas.hargaBeliTerlaluBesar],
    [{ tanggal: TODAY, items: [item('750', -5, 0)] }, 'Harga Jual tidak boleh negatif'],
    [{ tanggal: TODAY, items: [item('750', 1_480_000.5, 0)] }, 'Harga Jual harus bilangan bulat'],
    [{ tanggal: TODAY, items: [item('750', 'abc', 0)] }, 'Harga Jual harus berupa angka'],
    [{ tanggal: TODAY, items: [item('750', 1, null)] }, 'Harga Beli Harus Diisi'],
    [{ tanggal: TODAY, items: [item('', 1, 1)] }, 'Kode Group Harus Diisi'],
    [{ tanggal: TODAY, items: [item('750', 2, 1), item('750', 3, 1)] }, TEXTS.hargaEmas.groupGanda('750')],
  ])('refuses %j with its message', async (payload, message) => {
    const response = await save(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('refuses an unknown, an inactive and a non-gold group, saving nothing', async () => {
    const unknown = await save({ tanggal: TOMORROW, items: [item('750', 2, 1), item('999', 2, 1)] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: TEXTS.hargaEmas.groupTidakDitemukan('999') });
    expect(byCode(await dayPrices(TOMORROW)).get('750')?.sumber).toBe('MASTER');

    const acc = await save({ tanggal: TOMORROW, items: [item('ACC', 2, 1)] });
    expect(acc.json()).toEqual({ message: TEXTS.hargaEmas.groupBukanEmas('ACC') });

    const t3 = await t.login('T3', 'OWNER');
    await t.database.db
      .update(masterGroup)
      .set({ status_aktif: false })
      .where(
        and(eq(masterGroup.kode_toko as AnyPgColumn, 'T3'), eq(masterGroup.kode_group as AnyPgColumn, '375')),
      );
    const inactive = await save({ tanggal: TODAY, items: [item('375', 2, 1)] }, t3);
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json()).toEqual({ message: TEXTS.hargaEmas.groupTidakAktif('375') });
    // An inactive group is no longer offered to the sales screens either.
    const t3Today = (await (await get('/api/harga-emas/today', t3)).json()) as HargaEmasRow[];
    expect(t3Today.map((row) => row.kode_group)).toEqual(['LM', '750', '700']);
  });

  it('refuses a date before tgl_system: past sales already used its price', async () => {
    const response = await save({ tanggal: '2026-11-21', items: [item('750', 1_500_000, 1_400_000)] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: TEXTS.hargaEmas.tanggalLewat('2026-11-21', TODAY) });
    expect(response.json().message).toContain('sudah lewat');
  });

  it("saves a later day's price: that group turns HARIAN, the others stay on the master price", async () => {
    const response = await save({
      tanggal: TOMORROW,
      items: [{ kode_group: '750', harga_jual: '1,495,000', harga_beli: 1_390_000 }],
    });
    expect(response.statusCode).toBe(200);
    const answered = byCode(response.json());
    expect(answered.get('750')).toMatchObject({
      harga_jual: 1_495_000,
      harga_beli: 1_390_000,
      sumber: 'HARIAN',
      updated_by: 'OWNER',
    });

    const readBack = byCode(await dayPrices(TOMORROW, kasir));
    expect(readBack.get('750')).toMatchObject({
      harga_jual: 1_495_000,
      harga_beli: 1_390_000,
      sumber: 'HARIAN',
    });
    expect(readBack.get('LM')).toMatchObject({ harga_jual: 1_950_000, sumber: 'MASTER' });
    // Today's price is untouched.
    expect(byCode(await dayPrices(TODAY)).get('750')?.harga_jual).toBe(1_480_000);

    const audit = await auditOf('PST', `${TOMORROW} 750`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'CREATE', user_id: 'OWNER', before: null });
    expect(JSON.parse(audit[0]?.after ?? '{}')).toEqual({
      tanggal: TOMORROW,
      kode_group: '750',
      harga_jual: 1_495_000,
      harga_beli: 1_390_000,
    });
  });

  it("updates today's prices in place, auditing only the groups whose price changed", async () => {
    const before = byCode(await dayPrices(TODAY));
    const response = await save({
      tanggal: TODAY,
      items: [
        item('LM', before.get('LM')?.harga_jual, before.get('LM')?.harga_beli),
        item('750', 1_495_000, 1_385_000),
      ],
    });
    expect(response.statusCode).toBe(200);

    const after = byCode(await dayPrices(TODAY, kasir));
    expect(after.get('750')).toMatchObject({
      harga_jual: 1_495_000,
      harga_beli: 1_385_000,
      updated_by: 'OWNER',
    });
    // Saved unchanged: now confirmed by the owner, but no price changed.
    expect(after.get('LM')).toMatchObject({ harga_jual: 1_950_000, updated_by: 'OWNER' });
    // Not listed: left as it was.
    expect(after.get('700')).toMatchObject({ harga_jual: 1_380_000, updated_by: HARGA_EMAS_SYSTEM_USER });

    const rows = await t.database.db
      .select()
      .from(hargaEmas)
      .where(
        and(eq(hargaEmas.kode_toko, 'PST'), eq(hargaEmas.tanggal, TODAY), eq(hargaEmas.kode_group, '750')),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ created_by: HARGA_EMAS_SYSTEM_USER, updated_by: 'OWNER' });

    const audit750 = await auditOf('PST', `${TODAY} 750`);
    expect(audit750).toHaveLength(1);
    expect(audit750[0]?.action).toBe('UPDATE');
    expect(JSON.parse(audit750[0]?.before ?? '{}')).toMatchObject({
      harga_jual: 1_480_000,
      harga_beli: 1_380_000,
    });
    expect(JSON.parse(audit750[0]?.after ?? '{}')).toMatchObject({
      harga_jual: 1_495_000,
      harga_beli: 1_385_000,
    });
    expect(await auditOf('PST', `${TODAY} LM`)).toHaveLength(0);
  });
});

describe('GET harga-emas/paginated', () => {
  it('lists the stored history newest first, with paging and search by group', async () => {
    const response = await get('/api/harga-emas/paginated?skip=0&limit=3', owner);
    expect(response.statusCode).toBe(200);
    const page = response.json() as { data: HargaEmasHistoryItem[]; count: number };
    // Tomorrow's 750 and today's four groups.
    expect(page.count).toBe(5);
    expect(page.data.map((row) => `${row.tanggal} ${row.kode_group}`)).toEqual([
      `${TOMORROW} 750`,
      `${TODAY} LM`,
      `${TODAY} 750`,
    ]);
    expect(page.data[0]).toEqual({
      tanggal: TOMORROW,
      kode_group: '750',
      nama_group: 'EMAS 18K',
      harga_jual: 1_495_000,
      harga_beli: 1_390_000,
      updated_by: 'OWNER',
      updated_at: expect.any(String),
    });

    const next = (await (await get('/api/harga-emas/paginated?skip=3&limit=3', owner)).json()) as {
      data: HargaEmasHistoryItem[];
    };
    expect(next.data.map((row) => row.kode_group)).toEqual(['700', '375']);

    const byName = (await (await get('/api/harga-emas/paginated?search=logam', owner)).json()) as {
      data: HargaEmasHistoryItem[];
      count: number;
    };
    expect(byName.count).toBe(1);
    expect(byName.data[0]?.kode_group).toBe('LM');
    const byGroup = (await (await get('/api/harga-emas/paginated?search=750', owner)).json()) as {
      count: number;
    };
    expect(byGroup.count).toBe(2);
  });

  it('shows each shop only its own prices', async () => {
    const t2 = await t.login('T2', 'OWNER');
    const page = (await (await get('/api/harga-emas/paginated?limit=50', t2)).json()) as {
      data: HargaEmasHistoryItem[];
    };
    expect(page.data.every((row) => row.tanggal === TODAY)).toBe(true);
    expect(
      byCode((await (await get('/api/harga-emas/today', t2)).json()) as HargaEmasRow[]).get('750')
        ?.harga_jual,
    ).toBe(1_480_000);
  });
});

describe('closing the day (Tutup Toko)', () => {
  it("copies the closed day's prices to the next day where none were entered ahead", async () => {
    const t2 = await t.login('T2', 'OWNER');
    expect(
      (
        await save(
          {
            tanggal: TODAY,
            items: [item('750', 1_500_000, 1_400_000), item('700', 1_390_000, 1_300_000)],
          },
          t2,
        )
      ).statusCode,
    ).toBe(200);
    // LM's next price was entered ahead: the closing must keep it.
    expect(
      (await save({ tanggal: TOMORROW, items: [item('LM', 2_000_000, 1_900_000)] }, t2)).statusCode,
    ).toBe(200);
    // 375 has no price today (the master price applied): nothing to carry.
    await t.database.db
      .delete(hargaEmas)
      .where(
        and(eq(hargaEmas.kode_toko, 'T2'), eq(hargaEmas.tanggal, TODAY), eq(hargaEmas.kode_group, '375')),
      );

    await countTill(t, t2);
    const close = await t.app.inject({
      method: 'POST',
      url: '/api/system/close',
      headers: { 'x-auth-token': t2 },
      payload: { PROSES: 'close' },
    });
    expect(close.statusCode).toBe(200);
    expect(close.json().tgl_system).toBe(TOMORROW);

    const next = await t.login('T2', 'OWNER');
    const today = (await (await get('/api/harga-emas/today', next)).json()) as HargaEmasRow[];
    const prices = byCode(today);
    expect(today.every((row) => row.tanggal === TOMORROW)).toBe(true);
    expect(prices.get('750')).toMatchObject({
      harga_jual: 1_500_000,
      harga_beli: 1_400_000,
      sumber: 'HARIAN',
      updated_by: HARGA_EMAS_SYSTEM_USER,
    });
    expect(prices.get('700')).toMatchObject({ harga_jual: 1_390_000, sumber: 'HARIAN' });
    expect(prices.get('LM')).toMatchObject({
      harga_jual: 2_000_000,
      harga_beli: 1_900_000,
      updated_by: 'OWNER',
    });
    expect(prices.get('375')).toMatchObject({ harga_jual: 760_000, sumber: 'MASTER' });

    // The closed day is now in the past: its prices can no longer change.
    const late = await save({ tanggal: TODAY, items: [item('750', 1, 1)] }, next);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: TEXTS.hargaEmas.tanggalLewat(TODAY, TOMORROW) });

    // The prices the closed day sold at are kept in its closing log.
    const [log] = await t.database.db.select().from(closingLog).where(eq(closingLog.kode_toko, 'T2'));
    expect(JSON.parse(log?.summary ?? '{}').harga_emas).toMatchObject({
      tanggal: TODAY,
      disalin_ke: TOMORROW,
      jumlah_disalin: 2,
      harga: expect.arrayContaining([
        { kode_group: '750', harga_jual: 1_500_000, harga_beli: 1_400_000, sumber: 'HARIAN' },
        { kode_group: '375', harga_jual: 760_000, harga_beli: 650_000, sumber: 'MASTER' },
      ]),
    });

    // Other shops are untouched.
    expect(byCode(await dayPrices(TOMORROW)).get('700')?.sumber).toBe('MASTER');
  });
});
