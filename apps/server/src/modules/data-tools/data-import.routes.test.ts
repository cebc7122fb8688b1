import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  IMPORT_CALLS,
  IMPORT_CHUNK_ROWS,
  type ImportJob,
  type ImportType,
  importRecords,
  TEXT_NOT_ALLOWED,
  TEXTS,
} from '@toko/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPart, importRows, waitForJob } from '../../../test/import-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { TEST_TODAY, testNow } from '../../../test/test-clock.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { auditLog, importJob, importStaging, masterGroup, masterJenis } from '../../db/schema/index.ts';
import { SERVER_TEXTS } from '../../texts.ts';

const T = SERVER_TEXTS.dataImport;

let t: TestApp;
let owner: string;
let kasir: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, kasir] = await Promise.all([t.login('PST', 'OWNER'), t.login('PST', 'KASIR')]);
});
afterAll(async () => {
  await t.close();
});

const list = async (path: string, token = owner) => {
  const response = await t.call('GET', path, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Record<string, unknown>[];
};
const byCode = (rows: Record<string, unknown>[], field: string) =>
  new Map(rows.map((row) => [row[field], row]));

const groups = [
  {
    kode_group: 'IMP1',
    nama_group: 'EMAS IMPORT, SATU',
    jenis_group: 'EMAS',
    harga: '1000000',
    harga_modal: '900000',
    persentase: '2,5',
    status_aktif: 'true',
  },
  {
    kode_group: 'imp2',
    nama_group: 'EMAS IMPORT DUA',
    jenis_group: '',
    harga: '',
    harga_modal: '',
    status_aktif: '',
  },
];

describe('the framework', () => {
  it('refuses every import call without a token (401) and without the Import Data menu (403)', async () => {
    for (const type of ['master_group', 'keuangan_cash', 'barang_summary'] as ImportType[]) {
      expect((await importPart(t, undefined, type, {}, groups)).statusCode).toBe(401);
      const refused = await importPart(t, kasir, type, {}, groups);
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({
        status: 403,
        body: { message: TEXTS.menuForbidden },
      });
    }
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await t.call('GET', `import-data/${id}`)).statusCode).toBe(401);
    expect((await t.call('GET', `import-data/${id}`, kasir)).statusCode).toBe(403);
  });

  it('answers bad parts with 4xx and an Indonesian message, never a 500', async () => {
    const cases: [ImportType, Record<string, unknown>, number, string][] = [
      ['keuangan_cash', { type: undefined }, 400, T.typeCash],
      ['keuangan_cash', { type: 'master_group' }, 400, T.typeCash],
      ['master_group', { type: 'master_jenis' }, 400, T.typeTidakCocok('master_jenis')],
      ['master_group', { import_id: 'bukan-uuid' }, 400, ''],
      ['master_group', { baris_awal: 1 }, 400, ''],
    ];
    for (const [type, body, status, message] of cases) {
      const { path, key } = IMPORT_CALLS[type];
      const response = await t.call('POST', path, owner, { [key]: groups, ...body });
      expect(response.statusCode, response.body).toBe(status);
      if (message) expect(response.json().message).toBe(message);
      else expect(response.json().message).toMatch(/\S/);
    }
    const notRows = await t.call('POST', 'group/truncate', owner, { data_groups: 'IMP1' });
    expect(notRows.statusCode).toBe(400);
    const tooMany = await importPart(
      t,
      owner,
      'master_group',
      {},
      Array.from({ length: IMPORT_CHUNK_ROWS + 1 }, () => groups[0] ?? {}),
    );
    expect({ status: tooMany.statusCode, body: tooMany.json() }).toEqual({
      status: 400,
      body: { message: T.terlaluBanyakBaris(IMPORT_CHUNK_ROWS) },
    });
    const poll = await t.call('GET', 'import-data/bukan-uuid', owner);
    expect({ status: poll.statusCode, body: poll.json() }).toEqual({
      status: 400,
      body: { message: T.tidakDitemukan },
    });
    const unknown = await t.call('GET', 'import-data/00000000-0000-4000-8000-000000000000', owner);
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({
      status: 404,
      body: { message: T.tidakDitemukan },
    });
  });

  it('refuses a part over the size limit with 413 and a clear message', async () => {
    const big = { kode_group: 'BIG', nama_group: 'X'.repeat(6 * 1024 * 1024) };
    const response = await importPart(t, owner, 'master_group', {}, [big, big]);
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 413,
      body: { message: SERVER_TEXTS.http.bodyTerlaluBesar(10) },
    });
  });

  it('refuses a type the shop may not import: TRA imports penjualan only (SPEC §6)', async () => {
    await t.database.db.execute(sql`insert into toko (kode_toko, nama_toko, alamat_toko, tgl_system, time_zone)
      select 'TRA', 'Toko Emas Tra', 'Jl. Tra 1', tgl_system, time_zone from toko where kode_toko = 'PST'`);
    await t.database.db.execute(sql`insert into users (kode_toko, user_id, user_name, level, password_hash)
      select 'TRA', user_id, user_name, level, password_hash from users where kode_toko = 'PST' and user_id = 'OWNER'`);
    const tra = await t.login('TRA', 'OWNER');
    for (const type of ['master_group', 'keuangan_non_cash', 'barang_summary'] as ImportType[]) {
      const response = await importPart(t, tra, type, {}, groups);
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 403,
        body: { message: TEXTS.dataTools.hanyaPenjualan('TRA') },
      });
    }
    const jobs = await t.database.db.select().from(importJob).where(eq(importJob.kode_toko, 'TRA'));
    expect(jobs).toEqual([]);
  });

  it('refuses writes during the date block like every other write', async () => {
    t.setNow(new Date(`${TEST_TODAY.slice(0, 8)}23T09:00:00+07:00`));
    try {
      const morning = await t.login('PST', 'OWNER');
      const response = await importPart(t, morning, 'master_group', {}, groups);
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 403,
        body: { message: TEXTS.dateBlockedWrite },
      });
    } finally {
      t.setNow(testNow());
    }
  });
});

async function master(token = owner) {
  return list('group/get/all', token);
}

describe('master_group', () => {
  it('imports a file: new groups on the group list, persentase 0 when missing, defaults of SPEC §5', async () => {
    const run = await importRows(t, owner, 'master_group', groups);
    expect(run.job).toMatchObject({
      status: 'SELESAI',
      baru: 2,
      diubah: 0,
      message: TEXTS.dataTools.berhasilImport,
      baris_diterima: 2,
      baris_total: 2,
    });
    const rows = byCode(await master(), 'kode_group');
    expect(rows.get('IMP1')).toMatchObject({
      nama_group: 'EMAS IMPORT, SATU',
      harga: 1_000_000,
      harga_modal: 900_000,
      persentase: 2.5,
    });
    expect(rows.get('IMP2')).toMatchObject({
      nama_group: 'EMAS IMPORT DUA',
      jenis_group: 'EMAS',
      harga: 0,
      harga_modal: 0,
      persentase: 0,
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'import_data'), eq(auditLog.entity_id, run.job?.import_id ?? '')));
    expect(audit).toMatchObject({ action: 'IMPORT', user_id: 'OWNER', kode_toko: 'PST' });
    expect(JSON.parse(String(audit?.after))).toEqual({ type: 'master_group', baris: 2, baru: 2, diubah: 0 });
    // Nothing stays staged.
    expect(await t.database.db.select().from(importStaging)).toEqual([]);
  });

  it('the same file twice creates nothing new; a changed row updates its group, keeping what the file lacks', async () => {
    const again = await importRows(t, owner, 'master_group', groups);
    expect(again.job).toMatchObject({ status: 'SELESAI', baru: 0, diubah: 0 });
    await t.database.db
      .update(masterGroup)
      .set({ kadar: '75' })
      .where(and(eq(masterGroup.kode_toko, 'PST'), eq(masterGroup.kode_group, 'IMP1')));
    const changed = await importRows(t, owner, 'master_group', [
      { ...groups[0], harga: '1100000' },
      groups[1] ?? {},
    ]);
    expect(changed.job).toMatchObject({ status: 'SELESAI', baru: 0, diubah: 1 });
    const rows = byCode(await master(), 'kode_group');
    expect(rows.get('IMP1')).toMatchObject({ harga: 1_100_000, kadar: 75 });
    const count = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(masterGroup)
      .where(eq(masterGroup.kode_group, 'IMP1'));
    expect(count[0]?.n).toBe(1);
  });

  it('a file with one bad row changes nothing and names its row', async () => {
    const before = await master();
    const run = await importRows(t, owner, 'master_group', [
      { ...groups[0], nama_group: 'BERUBAH' },
      { kode_group: 'IMP3', nama_group: 'BARU', harga: 'seribu' },
    ]);
    expect({ status: run.response.statusCode, body: run.response.json() }).toMatchObject({
      status: 400,
      body: { message: T.baris(3, T.bukanAngka('harga')), status: 'GAGAL' },
    });
    expect(await master()).toEqual(before);
    const job = await waitForJob(t, owner, run.response.json().import_id);
    expect(job).toMatchObject({ status: 'GAGAL', message: T.baris(3, T.bukanAngka('harga')) });
  });

  it('a key twice in one file refuses the file at its second row', async () => {
    const run = await importRows(t, owner, 'master_group', [
      groups[0] ?? {},
      { kode_group: 'IMP9', nama_group: 'X' },
      { ...groups[0] },
    ]);
    expect(run.job).toMatchObject({ status: 'GAGAL', message: T.baris(4, T.gandaDalamFile('IMP1', 2)) });
    expect(byCode(await master(), 'kode_group').has('IMP9')).toBe(false);
  });

  it('drops a malformed last row as SPEC §5 says (the page’s importRecords), and imports the rest', async () => {
    const records = importRecords([
      ['\uFEFFKode Group', 'Nama Group', 'Harga'],
      ['IMP5', 'LIMA', '5000'],
      ['TOTAL 1 BARIS'],
    ]);
    expect(records).toEqual([{ kode_group: 'IMP5', nama_group: 'LIMA', harga: '5000' }]);
    const run = await importRows(t, owner, 'master_group', records);
    expect(run.job).toMatchObject({ status: 'SELESAI', baru: 1 });
  });
});

describe('parts', () => {
  const many = Array.from({ length: 25 }, (_, index) => ({
    kode_group: `P${index}`,
    nama_group: `PART ${index}`,
  }));

  it('a multi-part file is staged part by part and written once, all together', async () => {
    const run = await importRows(t, owner, 'master_group', many, 10);
    expect(run.job).toMatchObject({ status: 'SELESAI', baru: 25, baris_diterima: 25, baris_total: 25 });
    expect(
      [...byCode(await master(), 'kode_group').keys()].filter((code) => String(code).startsWith('P')),
    ).toHaveLength(25);
  });

  it('refuses a part out of order, a part after the end, another type, another user, and fails the job on a bad part', async () => {
    const first = await importPart(
      t,
      owner,
      'master_jenis',
      { baris_awal: 2, baris_total: 4, selesai: false },
      [
        { kode_dept: 'IJ1', nama_dept: 'JENIS 1', kode_group: 'IMP1' },
        { kode_dept: 'IJ2', nama_dept: 'JENIS 2', kode_group: 'IMP1' },
      ],
    );
    expect(first.statusCode, first.body).toBe(200);
    const job = first.json() as ImportJob;
    expect(job).toMatchObject({ status: 'UNGGAH', baris_diterima: 2, baris_total: 4 });
    const rest = [{ kode_dept: 'IJ3', nama_dept: 'JENIS 3', kode_group: 'IMP1' }];
    const skipped = await importPart(
      t,
      owner,
      'master_jenis',
      { import_id: job.import_id, baris_awal: 5 },
      rest,
    );
    expect({ status: skipped.statusCode, body: skipped.json() }).toEqual({
      status: 409,
      body: { message: T.tidakBerurutan(4) },
    });
    const repeated = await importPart(
      t,
      owner,
      'master_jenis',
      { import_id: job.import_id, baris_awal: 2 },
      rest,
    );
    expect(repeated.statusCode).toBe(409);
    const otherType = await importPart(
      t,
      owner,
      'master_group',
      { import_id: job.import_id, baris_awal: 4 },
      rest,
    );
    expect({ status: otherType.statusCode, body: otherType.json() }).toEqual({
      status: 400,
      body: { message: T.bukanTypeIni('master_jenis') },
    });
    const su = await t.login('PST', 'SU');
    const otherUser = await importPart(
      t,
      su,
      'master_jenis',
      { import_id: job.import_id, baris_awal: 4 },
      rest,
    );
    expect({ status: otherUser.statusCode, body: otherUser.json() }).toEqual({
      status: 404,
      body: { message: T.tidakDitemukan },
    });
    const t2 = await t.login('T2', 'OWNER');
    expect((await t.call('GET', `import-data/${job.import_id}`, t2)).statusCode).toBe(404);

    const last = await importPart(
      t,
      owner,
      'master_jenis',
      { import_id: job.import_id, baris_awal: 4 },
      rest,
    );
    expect(last.statusCode, last.body).toBe(200);
    expect(await waitForJob(t, owner, job.import_id)).toMatchObject({ status: 'SELESAI', baru: 3 });
    const after = await importPart(
      t,
      owner,
      'master_jenis',
      { import_id: job.import_id, baris_awal: 5 },
      rest,
    );
    expect({ status: after.statusCode, body: after.json() }).toEqual({
      status: 409,
      body: { message: T.sudahSelesai },
    });
    expect(byCode(await list('jenis/get/all'), 'kode_dept').get('IJ3')).toMatchObject({ kode_group: 'IMP1' });

    // A bad second part fails the whole job: the first part's staged rows go with it.
    const open = (
      await importPart(t, owner, 'master_jenis', { selesai: false }, [
        { kode_dept: 'IJ8', nama_dept: 'X', kode_group: 'IMP1' },
      ])
    ).json() as ImportJob;
    const bad = await importPart(t, owner, 'master_jenis', { import_id: open.import_id, baris_awal: 3 }, [
      { kode_dept: '', nama_dept: 'X' },
    ]);
    expect({ status: bad.statusCode, message: bad.json().message }).toEqual({
      status: 400,
      message: T.baris(3, T.harusDiisi('kode_dept')),
    });
    expect(await waitForJob(t, owner, open.import_id)).toMatchObject({ status: 'GAGAL' });
    expect(
      await t.database.db.select().from(importStaging).where(eq(importStaging.import_id, open.import_id)),
    ).toEqual([]);
    const retry = await importPart(
      t,
      owner,
      'master_jenis',
      { import_id: open.import_id, baris_awal: 3 },
      rest,
    );
    expect(retry.statusCode).toBe(409);
  });

  it('a jenis naming an unknown group fails the file at that row, writing nothing', async () => {
    const run = await importRows(t, owner, 'master_jenis', [
      { kode_dept: 'IJ5', nama_dept: 'JENIS 5', kode_group: 'IMP1' },
      { kode_dept: 'IJ6', nama_dept: 'JENIS 6', kode_group: 'ZZZ' },
    ]);
    expect(run.job).toMatchObject({ status: 'GAGAL', message: T.baris(3, T.tidakTerdaftar('Group', 'ZZZ')) });
    const jenis = await t.database.db.select().from(masterJenis).where(eq(masterJenis.kode_dept, 'IJ5'));
    expect(jenis).toEqual([]);
  });

  it('a job a crash left open becomes GAGAL when the server starts', async () => {
    const open = (
      await importPart(t, owner, 'master_gudang', { selesai: false }, [
        { kode_gudang: 'G9', nama_gudang: 'G' },
      ])
    ).json() as ImportJob;
    const [proses] = await t.database.db
      .insert(importJob)
      .values({
        kode_toko: 'PST',
        type: 'master_gudang',
        user_id: 'OWNER',
        status: 'PROSES',
        baris_diterima: 1,
      })
      .returning();
    const fresh = (
      await importPart(t, owner, 'master_gudang', { selesai: false }, [
        { kode_gudang: 'G8', nama_gudang: 'G' },
      ])
    ).json() as ImportJob;
    // Idle past IMPORT_IDLE_MS: nobody is sending or writing them any more.
    await t.database.db
      .update(importJob)
      .set({ updated_at: sql`now() - interval '10 minutes'` })
      .where(sql`${importJob.id} in (${open.import_id}, ${proses?.id})`);

    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toko-restart-'));
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'web'),
    });
    const restarted = await buildApp({ ...config, now: testNow }, t.database);
    await restarted.app.ready();
    await restarted.app.close();

    for (const id of [open.import_id, proses?.id ?? '']) {
      expect(await waitForJob(t, owner, id)).toMatchObject({ status: 'GAGAL', message: T.terhenti });
    }
    expect(
      await t.database.db.select().from(importStaging).where(eq(importStaging.import_id, open.import_id)),
    ).toEqual([]);
    // A job idle past the limit is failed by the poll too, without waiting for a start.
    const [stale] = await t.database.db
      .insert(importJob)
      .values({
        kode_toko: 'PST',
        type: 'master_gudang',
        user_id: 'OWNER',
        status: 'PROSES',
        updated_at: sql`now() - interval '10 minutes'`,
      })
      .returning();
    expect((await t.call('GET', `import-data/${stale?.id}`, owner)).json()).toMatchObject({
      status: 'GAGAL',
      message: T.terhenti,
    });
    // A job still being sent is left alone.
    const still = await t.call('GET', `import-data/${fresh.import_id}`, owner);
    expect(still.json()).toMatchObject({ status: 'UNGGAH' });
  });
});

describe('the other masters', () => {
  it('master_sales, master_gudang and master_baki land on their screens’ lists, upserted by code', async () => {
    const sales = await importRows(t, owner, 'master_sales', [
      { kode_sales: 'S01', nama_sales: 'RINA', status_aktif: '' },
      { kode_sales: 'S09', nama_sales: 'Dewi Anggraini' },
    ]);
    // S01 is the demo's: its name and status are the file's already, its phone (not in the file) stays.
    expect(sales.job).toMatchObject({ status: 'SELESAI', baru: 1, diubah: 0 });
    const salesRows = byCode(await list('sales/get/all'), 'kode_sales');
    // Mixed case in the file is stored as Master Sales' own screen stores what is typed.
    expect(salesRows.get('S09')).toMatchObject({ nama_sales: 'DEWI ANGGRAINI' });
    expect(salesRows.get('S01')).toMatchObject({ nama_sales: 'RINA', no_hp: '081234567801' });

    const gudang = await importRows(t, owner, 'master_gudang', [
      { kode_gudang: 'GDX', nama_gudang: 'GUDANG IMPORT', status_aktif: 'Y' },
    ]);
    expect(gudang.job).toMatchObject({ status: 'SELESAI', baru: 1 });
    expect(byCode(await list('gudang/get/all'), 'kode_gudang').get('GDX')).toMatchObject({
      nama_gudang: 'GUDANG IMPORT',
    });

    const baki = await importRows(t, owner, 'master_baki', [
      {
        kode_baki: 'BX1',
        nama_baki: 'BAKI IMPORT',
        kode_gudang: 'GDX',
        berat_bandrol: '0,05',
        berat_baki: '98.250',
      },
      {
        kode_baki: 'BX2',
        nama_baki: 'BAKI NONAKTIF',
        kode_gudang: 'GDX',
        berat_baki: '10',
        status_aktif: 'TIDAK',
      },
    ]);
    expect(baki.job).toMatchObject({ status: 'SELESAI', baru: 2 });
    const bakiRows = byCode(await list('baki/get/all'), 'kode_baki');
    expect(bakiRows.get('BX1')).toMatchObject({ kode_gudang: 'GDX', berat_bandrol: 0.05, berat_baki: 98.25 });
    // An inactive tray is not offered to the counters, but it is stored.
    expect(bakiRows.has('BX2')).toBe(false);
    const [stored] = (
      (await t.database.db.execute(
        sql`select status_aktif from master_baki where kode_toko = 'PST' and kode_baki = 'BX2'`,
      )) as unknown as {
        rows: { status_aktif: boolean }[];
      }
    ).rows;
    expect(stored?.status_aktif).toBe(false);

    const unknownGudang = await importRows(t, owner, 'master_baki', [
      { kode_baki: 'BX3', nama_baki: 'X', kode_gudang: 'NOPE', berat_baki: '1' },
    ]);
    expect(unknownGudang.job).toMatchObject({
      status: 'GAGAL',
      message: T.baris(2, T.tidakTerdaftar('Gudang', 'NOPE')),
    });
    const badWeight = await importRows(t, owner, 'master_baki', [
      { kode_baki: 'BX3', nama_baki: 'X', kode_gudang: 'GDX', berat_baki: '1.2345' },
    ]);
    expect(badWeight.response.json().message).toBe(T.baris(2, T.bukanBerat('berat_baki')));
  });

  it('refuses a row the master’s own screen would refuse, naming its row and column, writing nothing', async () => {
    const good = { kode_baki: 'BY1', nama_baki: 'BAKI BAIK', kode_gudang: 'TOKO', berat_baki: '50' };
    const cases: [Record<string, string>, string, string][] = [
      [{ nama_baki: 'BAKI\nPECAH' }, 'nama_baki', TEXT_NOT_ALLOWED],
      [{ nama_baki: 'BAKI\tTAB' }, 'nama_baki', TEXT_NOT_ALLOWED],
      [
        { kode_baki: 'BY 2' },
        'kode_baki',
        'Kode Baki hanya boleh huruf, angka, titik, strip dan garis bawah',
      ],
    ];
    for (const [values, column, reason] of cases) {
      const row = { ...good, kode_baki: 'BY2', ...values };
      // The screen itself refuses the same values.
      const screen = await t.call('POST', 'baki', owner, {
        ...row,
        berat_baki: Number(row.berat_baki),
      });
      expect([values, screen.statusCode, screen.json().message]).toEqual([values, 400, reason]);
      const run = await importRows(t, owner, 'master_baki', [good, row]);
      expect({ values, status: run.response.statusCode, message: run.response.json().message }).toEqual({
        values,
        status: 400,
        message: T.baris(3, T.tidakSesuaiMaster(column, reason)),
      });
    }
    const sales = await importRows(t, owner, 'master_sales', [
      { kode_sales: 'S77', nama_sales: 'RINA\r\nDEWI' },
    ]);
    expect(sales.response.json().message).toBe(
      T.baris(2, T.tidakSesuaiMaster('nama_sales', TEXT_NOT_ALLOWED)),
    );
    const stored = (await list('baki/get/all')).map((record) => record.kode_baki);
    expect(stored).not.toContain('BY1');
    expect(stored).not.toContain('BY2');
    expect((await list('sales/get/all')).map((record) => record.kode_sales)).not.toContain('S77');
  });
});
