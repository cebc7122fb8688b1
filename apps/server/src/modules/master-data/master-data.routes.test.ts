import { MASTER_RESOURCES, type MasterRecord, masterResource, TEXTS } from '@toko/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog, masterTableOf } from '../../db/schema/index.ts';

let t: TestApp;
let owner: string;
let kasir: string;
let ownerT2: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, kasir, ownerT2] = await Promise.all([
    t.login('PST', 'OWNER'),
    t.login('PST', 'KASIR'),
    t.login('T2', 'OWNER'),
  ]);
});
afterAll(async () => {
  await t.close();
});

const call: TestApp['call'] = (...args) => t.call(...args);

describe.each(MASTER_RESOURCES.map((entry) => [entry.key, entry] as const))('master %s', (_key, entry) => {
  it('refuses every path without a token', async () => {
    for (const [method, url] of [
      ['GET', entry.readPath],
      ['GET', `${entry.writePath}/paginated`],
      ['POST', entry.writePath],
      ['PUT', `${entry.writePath}/1`],
      ['DELETE', `${entry.writePath}/1`],
    ] as const) {
      const response = await call(
        method,
        url,
        undefined,
        method === 'POST' || method === 'PUT' ? {} : undefined,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ message: TEXTS.invalidToken });
    }
  });

  it('lets a cashier read the choosers but not the master list or any write', async () => {
    const read = await call('GET', entry.readPath, kasir);
    expect(read.statusCode).toBe(200);
    expect((read.json() as MasterRecord[]).length).toBeGreaterThan(0);
    for (const [method, url] of [
      ['GET', `${entry.writePath}/paginated`],
      ['POST', entry.writePath],
      ['PUT', `${entry.writePath}/1`],
      ['DELETE', `${entry.writePath}/1`],
    ] as const) {
      const response = await call(method, url, kasir, method === 'POST' || method === 'PUT' ? {} : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual({ message: TEXTS.menuForbidden });
    }
  });

  it('answers an empty body with the first field rule, in Indonesian', async () => {
    const response = await call('POST', entry.writePath, owner, {});
    expect(response.statusCode).toBe(400);
    const codeField = entry.fields[0];
    expect(response.json()).toEqual({ message: `${codeField?.label} Harus Diisi` });
  });

  it('pages all records of the shop only', async () => {
    const response = await call('GET', `${entry.writePath}/paginated?skip=0&limit=2`, owner);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { data: MasterRecord[]; count: number };
    expect(body.data.length).toBeLessThanOrEqual(2);
    expect(body.count).toBeGreaterThan(0);
    const t2 = (await call('GET', `${entry.writePath}/paginated?limit=500`, ownerT2)).json() as {
      data: MasterRecord[];
    };
    const pstIds = new Set(
      (
        (await call('GET', `${entry.writePath}/paginated?limit=500`, owner)).json() as {
          data: MasterRecord[];
        }
      ).data.map((row) => row.id),
    );
    expect(t2.data.some((row) => pstIds.has(row.id))).toBe(false);
  });
});

describe('stone attribute messages (SPEC §5)', () => {
  it.each([
    ['batu-shape', 'Kode Shape Harus Diisi', 'Nama Shape Harus Diisi', 'kode_shape'],
    ['batu-color', 'Kode Color Harus Diisi', 'Nama Color Harus Diisi', 'kode_color'],
    ['batu-clarity', 'Kode Clarity Harus Diisi', 'Nama Clarity Harus Diisi', 'kode_clarity'],
  ])('%s', async (path, codeMessage, nameMessage, codeField) => {
    expect((await call('POST', path, owner, {})).json()).toEqual({ message: codeMessage });
    expect((await call('POST', path, owner, { [codeField]: 'X1' })).json()).toEqual({ message: nameMessage });
  });
});

describe('group: create, read, update, deactivate, delete', () => {
  let id = 0;

  it('creates a group with upper-cased codes and exact prices', async () => {
    const response = await call('POST', 'group', owner, {
      kode_group: '585',
      nama_group: 'emas 14k',
      jenis_group: 'EMAS',
      kadar: 58.5,
      harga: '1,150,000',
      harga_modal: 1_050_000,
    });
    expect(response.statusCode).toBe(200);
    const record = response.json() as MasterRecord;
    id = record.id;
    expect(record).toMatchObject({
      kode_group: '585',
      nama_group: 'EMAS 14K',
      kadar: 58.5,
      harga: 1_150_000,
      harga_modal: 1_050_000,
      persentase: 0,
      status_aktif: true,
    });
    const chooser = (await call('GET', 'group/get/all', kasir)).json() as MasterRecord[];
    expect(chooser.map((row) => row.kode_group)).toContain('585');
  });

  it('refuses a duplicate code with a message, not a 500', async () => {
    const response = await call('POST', 'group', owner, {
      kode_group: '585',
      nama_group: 'LAGI',
      kadar: 58.5,
      harga: 1,
      harga_modal: 1,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Kode Group 585 sudah ada' });
  });

  it('allows the same code in another shop', async () => {
    const response = await call('POST', 'group', ownerT2, {
      kode_group: '585',
      nama_group: 'EMAS 14K',
      kadar: 58.5,
      harga: 1_150_000,
      harga_modal: 1_050_000,
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses negative prices, too many decimals and a wrong enum', async () => {
    const base = { kode_group: '999X', nama_group: 'X', kadar: 99, harga: 1, harga_modal: 1 };
    expect((await call('POST', 'group', owner, { ...base, harga: -5 })).json()).toEqual({
      message: 'Harga Jual / Gram tidak boleh negatif',
    });
    expect((await call('POST', 'group', owner, { ...base, kadar: 75.1234 })).json()).toEqual({
      message: 'Kadar (%) maksimal 3 angka di belakang koma',
    });
    expect((await call('POST', 'group', owner, { ...base, harga: 'abc' })).json()).toEqual({
      message: 'Harga Jual / Gram harus berupa angka',
    });
    expect((await call('POST', 'group', owner, { ...base, jenis_group: 'PERAK' })).json()).toEqual({
      message: 'Jenis Group Harus Dipilih',
    });
  });

  it('updates, keeps the code and records before and after in the audit log', async () => {
    const response = await call('PUT', `group/${id}`, owner, {
      kode_group: '585',
      nama_group: 'EMAS 14K',
      kadar: 58.5,
      harga: 1_160_000,
      harga_modal: 1_050_000,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ harga: 1_160_000 });
    const renamed = await call('PUT', `group/${id}`, owner, {
      kode_group: '586',
      nama_group: 'EMAS 14K',
      kadar: 58.5,
      harga: 1,
      harga_modal: 1,
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toEqual({ message: 'Kode Group tidak dapat diubah' });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'group'), eq(auditLog.entity_id, '585'), eq(auditLog.action, 'UPDATE')));
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]?.before ?? '{}').harga).toBe(1_150_000);
    expect(JSON.parse(audit[0]?.after ?? '{}').harga).toBe(1_160_000);
    expect(audit[0]?.user_id).toBe('OWNER');
  });

  it('answers another shop’s id and a malformed id without touching anything', async () => {
    expect((await call('DELETE', `group/${id}`, ownerT2)).statusCode).toBe(404);
    const malformed = await call('DELETE', 'group/abc', owner);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'ID tidak valid' });
  });

  it('hides a deactivated group from the choosers but keeps it in the master list', async () => {
    await call('PUT', `group/${id}`, owner, {
      kode_group: '585',
      nama_group: 'EMAS 14K',
      kadar: 58.5,
      harga: 1_160_000,
      harga_modal: 1_050_000,
      status_aktif: false,
    });
    const chooser = (await call('GET', 'group/get/all', owner)).json() as MasterRecord[];
    expect(chooser.map((row) => row.kode_group)).not.toContain('585');
    const page = (await call('GET', 'group/paginated?search=585', owner)).json() as { data: MasterRecord[] };
    expect(page.data).toHaveLength(1);
    expect(page.data[0]?.status_aktif).toBe(false);
    // A jenis cannot be put under an inactive group.
    const jenis = await call('POST', 'jenis', owner, { kode_dept: 'CX', nama_dept: 'X', kode_group: '585' });
    expect(jenis.json()).toEqual({ message: 'Group 585 tidak aktif' });
  });

  it('deletes an unused group', async () => {
    const response = await call('DELETE', `group/${id}`, owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: TEXTS.deleted });
  });
});

describe('records in use', () => {
  it('refuses to delete a group still used by jenis, naming where', async () => {
    const groups = (await call('GET', 'group/paginated?search=750', owner)).json() as {
      data: MasterRecord[];
    };
    const group750 = groups.data.find((row) => row.kode_group === '750');
    const response = await call('DELETE', `group/${group750?.id}`, owner);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(
      /^Group 750 masih digunakan di Master Jenis \(\d+ data\)\. Nonaktifkan saja/,
    );
  });

  it('refuses to delete or deactivate a standard gudang', async () => {
    const gudang = (await call('GET', 'gudang/paginated?search=TITIP', owner)).json() as {
      data: MasterRecord[];
    };
    const titip = gudang.data.find((row) => row.kode_gudang === 'TITIP');
    const remove = await call('DELETE', `gudang/${titip?.id}`, owner);
    expect(remove.statusCode).toBe(409);
    expect(remove.json()).toEqual({ message: 'Gudang standar TITIP tidak dapat dihapus' });
    const deactivate = await call('PUT', `gudang/${titip?.id}`, owner, {
      kode_gudang: 'TITIP',
      nama_gudang: 'BARANG TITIPAN',
      status_aktif: false,
    });
    expect(deactivate.json()).toEqual({ message: 'Gudang standar TITIP tidak dapat dinonaktifkan' });
  });

  it('refuses a reference to a record that does not exist', async () => {
    const response = await call('POST', 'baki', owner, {
      kode_baki: 'X1',
      nama_baki: 'X',
      kode_gudang: 'TIDAKADA',
      berat_baki: 10,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Gudang TIDAKADA tidak ditemukan' });
  });
});

describe('weights, conditions and special reads', () => {
  it('keeps tray weights in milligrams and answers grams', async () => {
    const response = await call('POST', 'baki', owner, {
      kode_baki: 'AT02',
      nama_baki: 'ETALASE ANTING',
      kode_gudang: 'TOKO',
      berat_baki: '87.125',
      berat_bandrol: 0.05,
    });
    expect(response.json()).toMatchObject({ berat_baki: 87.125, berat_bandrol: 0.05 });
    const table = masterTableOf('baki');
    const [row] = await t.database.db
      .select({ mg: table.berat_baki })
      .from(table)
      .where(and(eq(table.kode_toko, 'PST'), eq(table.kode_baki, 'AT02')));
    expect(row?.mg).toBe(87_125);
    expect(
      (
        await call('POST', 'baki', owner, {
          kode_baki: 'AT03',
          nama_baki: 'X',
          kode_gudang: 'TOKO',
          berat_baki: 1.2345,
        })
      ).json(),
    ).toEqual({
      message: 'Berat Baki (gram) maksimal 3 angka di belakang koma',
    });
  });

  it('checks that a buyback condition carries the value of its type', async () => {
    const missing = await call('POST', 'parabeli', owner, {
      kode_kondisi: 'PECAH',
      nama_kondisi: 'PECAH',
      type_kondisi: 'RP',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'Potongan Rp / Gram Harus Diisi untuk tipe RP' });
    const ok = await call('POST', 'parabeli', owner, {
      kode_kondisi: 'PECAH',
      nama_kondisi: 'PECAH',
      type_kondisi: 'RP',
      rupiah_per_gram: 120_000,
    });
    expect(ok.json()).toMatchObject({ type_kondisi: 'RP', rupiah_per_gram: 120_000, persentase: 0 });
  });

  it('refuses the special reads without a token', async () => {
    for (const path of [
      'gudang/get/all/master',
      'baki/ready',
      'baki/get/by-kode-gudang/TOKO',
      'jenis/get/berlian',
    ]) {
      const response = await call('GET', path);
      expect(response.statusCode, path).toBe(401);
      expect(response.json()).toEqual({ message: TEXTS.invalidToken });
    }
  });

  it('lists trays by gudang, ready trays, every gudang and the diamond jenis', async () => {
    const beli = (await call('GET', 'baki/get/by-kode-gudang/beli', kasir)).json() as MasterRecord[];
    expect(beli.map((row) => row.kode_baki)).toEqual(['B01']);
    const ready = (await call('GET', 'baki/ready', kasir)).json() as MasterRecord[];
    expect(ready.map((row) => row.kode_baki)).toContain('LT17');
    const gudang = (await call('GET', 'gudang/get/all/master', kasir)).json() as MasterRecord[];
    expect(gudang.map((row) => row.kode_gudang)).toEqual(
      expect.arrayContaining(['TOKO', 'BELI', 'TITIP', 'HANCUR']),
    );
    const berlian = (await call('GET', 'jenis/get/berlian', kasir)).json() as MasterRecord[];
    expect(berlian.map((row) => row.kode_dept)).toEqual(['CCB']);
  });

  it('writes Jenis Batu at the spec paths: POST, PUT /{id}, DELETE /{id}', async () => {
    const created = (
      await call('POST', 'parameter-berlian', owner, { jenis_batu: 'opal', nama_batu: 'Opal' })
    ).json() as MasterRecord;
    expect(created).toMatchObject({ jenis_batu: 'OPAL', nama_batu: 'OPAL' });
    const updated = await call('PUT', `parameter-berlian/${created.id}`, owner, {
      jenis_batu: 'OPAL',
      nama_batu: 'OPAL HITAM',
    });
    expect(updated.json()).toMatchObject({ nama_batu: 'OPAL HITAM' });
    expect((await call('DELETE', `parameter-berlian/${created.id}`, owner)).statusCode).toBe(200);
    // BERLIAN is used by the diamond master, so it stays.
    const list = (await call('GET', 'parameter-berlian', owner)).json() as MasterRecord[];
    const berlian = list.find((row) => row.jenis_batu === 'BERLIAN');
    const refused = await call('DELETE', `parameter-berlian/${berlian?.id}`, owner);
    expect(refused.json()).toEqual({
      message: 'Jenis Batu BERLIAN masih digunakan di Master Batu Berlian (2 data).',
    });
  });
});

describe('10,000 records page on the server', () => {
  it('answers one page and the count, and searches across all of them', async () => {
    const entry = masterResource('sales');
    const table = masterTableOf(entry.key);
    const values = Array.from({ length: 10_000 }, (_, index) => ({
      kode_toko: 'T3',
      kode_sales: `B${String(index).padStart(5, '0')}`,
      nama_sales: `SALES NOMOR ${index}`,
    }));
    for (let start = 0; start < values.length; start += 2_000) {
      await t.database.db.insert(table).values(values.slice(start, start + 2_000));
    }
    const ownerT3 = await t.login('T3', 'OWNER');
    const page = (await call('GET', 'sales/paginated?skip=5000&limit=25', ownerT3)).json() as {
      data: MasterRecord[];
      count: number;
    };
    expect(page.count).toBe(10_003); // the three demo sales people too
    expect(page.data).toHaveLength(25);
    // Codes sort B00000 … B09999, then the demo S01 … S03.
    expect(page.data[0]?.kode_sales).toBe('B05000');
    const search = (await call('GET', 'sales/paginated?search=nomor%209999', ownerT3)).json() as {
      data: MasterRecord[];
      count: number;
    };
    expect(search.count).toBe(1);
    expect(search.data[0]?.kode_sales).toBe('B09999');
    const [{ n } = { n: 0 }] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(table.kode_toko, 'T3'));
    expect(n).toBe(10_003);
  });

  it('refuses a page larger than 500 and a negative skip', async () => {
    expect((await call('GET', 'sales/paginated?limit=100000', owner)).statusCode).toBe(400);
    expect((await call('GET', 'sales/paginated?skip=-1', owner)).statusCode).toBe(400);
  });
});
