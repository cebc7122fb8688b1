import { type Barang, type ReportPage, type ReportRow, TEXTS, type TimbangBaki } from '@toko/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPieces, RING, scanned } from '../../../test/goods-fixtures.ts';
import { createTestApp, grantMenus, type TestApp } from '../../../test/test-app.ts';
import { TEST_TODAY } from '../../../test/test-clock.ts';

/** The Barang movement reports (issue 12), each over the real ledger of two shops. */
const BARANG_REPORTS = [
  'terima-barang-supplier',
  'terima-barang',
  'tambah-barang',
  'barang-detail',
  'buku-berlian',
  'timbang-baki',
  'hancur-barang',
  'pindah-barang',
] as const;

let t: TestApp;
let owner: string;
let kasir: string;
let ownerT2: string;
let spvT2: string;
const today = { tgl_from: TEST_TODAY, tgl_to: TEST_TODAY };
/** What each shop did today, as the API answered it. */
const done: Record<
  string,
  { added: Barang[]; received: Barang[]; moved: Barang; destroyed: Barang; timbang: TimbangBaki }
> = {};
let inTransit: Barang;

async function ok(token: string, path: string, body?: object) {
  const response = await t.call('POST', path, token, body);
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  return response.json();
}
async function report(token: string, name: string, body: object = {}): Promise<ReportPage> {
  return (await ok(token, `laporan/${name}`, { ...today, limit: 500, ...body })) as ReportPage;
}
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const grams = (milligrams: unknown) => Number(milligrams) / 1000;
const sumOf = (pieces: { berat: number }[]) =>
  Math.round(pieces.reduce((sum, p) => sum + p.berat * 1000, 0)) / 1000;

/** A day in one shop: Tambah Data Barang, a Penerimaan, a Pindah, a Hancur and a Timbang Baki. */
async function dayOf(token: string, kodeToko: string) {
  const added = await addPieces(t, token, [
    {
      nama_barang: `CINCIN BERLIAN ${kodeToko}`,
      berat: 2.5,
      atribut: [
        { nama_atribut: 'BERLIAN', berat_atribut: 0.05, harga_atribut: 2_000_000 },
        { nama_atribut: 'ZIRKON', berat_atribut: 0.02, harga_atribut: 150_000 },
      ],
    },
    { nama_barang: `CINCIN PINDAH ${kodeToko}`, berat: 3.27 },
    { nama_barang: `CINCIN HANCUR ${kodeToko}`, berat: 1.234 },
    { nama_barang: `CINCIN KIRIM ${kodeToko}`, berat: 1.5 },
    { nama_barang: `CINCIN JALAN ${kodeToko}`, berat: 2.05 },
  ]);
  const [, moved, destroyed] = added as [Barang, Barang, Barang];
  const penerimaan = (await ok(token, 'penerimaan-barang', {
    sumber: 'SUPPLIER',
    nama_supplier: 'pt emas murni',
    no_faktur_supplier: `inv-${kodeToko}`,
    keterangan: '',
    items: [
      { ...RING, nama_barang: `CINCIN SUPPLIER ${kodeToko}`, berat: 1.111 },
      {
        ...RING,
        kode_group: '700',
        kode_dept: 'KL',
        kode_baki: 'KLDLM',
        nama_barang: 'KALUNG',
        berat: 7.007,
      },
    ],
  })) as { items: Barang[] };
  await ok(token, 'pindah-barang', {
    items: [scanned(moved)],
    kode_gudang_tujuan: 'TOKO',
    kode_baki_tujuan: 'LT17',
  });
  await ok(token, 'hancur-barang', {
    kode_kondisi: 'RUSAK',
    keterangan: 'Patah',
    items: [scanned(destroyed)],
    otorisasi: { user_id: 'SPV', password: 'demo1234', alasan: 'Patah, dilebur' },
  });
  const started = (await ok(token, 'timbang-baki/mulai', {
    kode_gudang: 'TOKO',
    kode_baki: 'LT17',
  })) as TimbangBaki;
  const timbang = (await ok(token, `timbang-baki/${started.id}/simpan`, {
    berat_timbang: Math.round((started.berat_seharusnya + 0.02) * 1000) / 1000,
    keterangan: 'cek sore',
  })) as TimbangBaki;
  done[kodeToko] = { added, received: penerimaan.items, moved, destroyed, timbang };
}

/** A shipment from one shop to the other, taken into the receiver's tray CC01. */
async function ship(from: string, to: string, piece: Barang, receive: boolean) {
  const sent = (await ok(from, 'kirim-barang', {
    kode_toko_tujuan: to,
    keterangan: '',
    items: [scanned(piece)],
  })) as {
    no_kirim: string;
  };
  if (receive) {
    await ok(to === 'T2' ? ownerT2 : owner, 'terima-barang', {
      no_kirim: sent.no_kirim,
      kode_gudang: 'TOKO',
      kode_baki: 'CC01',
      barcodes: [piece.kode_barcode],
    });
  }
}

beforeAll(async () => {
  t = await createTestApp();
  [owner, kasir, ownerT2] = await Promise.all([
    t.login('PST', 'OWNER'),
    t.login('PST', 'KASIR'),
    t.login('T2', 'OWNER'),
  ]);
  await dayOf(owner, 'PST');
  await dayOf(ownerT2, 'T2');
  const pst = done.PST?.added as Barang[];
  const t2 = done.T2?.added as Barang[];
  // PST sends one ring to T2, which takes it in, and a second still on the road; T2 sends one back.
  await ship(owner, 'T2', pst[3] as Barang, true);
  inTransit = pst[4] as Barang;
  await ship(owner, 'T2', inTransit, false);
  await ship(ownerT2, 'PST', t2[3] as Barang, true);
  await grantMenus(
    t,
    ownerT2,
    'SPV',
    BARANG_REPORTS.map((name) => `laporan-${name}`),
  );
  spvT2 = await t.login('T2', 'SPV');
});
afterAll(async () => {
  await t.close();
});

describe('Barang reports: access and scope', () => {
  it('need a token, the menu of the report and a period that runs forward', async () => {
    for (const name of BARANG_REPORTS) {
      expect((await t.call('POST', `laporan/${name}`, undefined, today)).statusCode, name).toBe(401);
      const denied = await t.call('POST', `laporan/${name}`, kasir, today);
      expect({ name, status: denied.statusCode, body: denied.json() }).toEqual({
        name,
        status: 403,
        body: { message: TEXTS.menuForbidden },
      });
      const reversed = await t.call('POST', `laporan/${name}`, owner, {
        tgl_from: '2026-11-23',
        tgl_to: TEST_TODAY,
      });
      expect({ name, status: reversed.statusCode, body: reversed.json() }).toEqual({
        name,
        status: 400,
        body: { message: TEXTS.report.rangeReversed },
      });
    }
  });

  it('keep each shop to its own rows; an owner asks for the whole chain and gets a shop column', async () => {
    const withoutShop = ({ kode_toko: _shop, ...row }: ReportRow) => row;
    for (const name of BARANG_REPORTS) {
      const chain = await report(owner, name, { kode_toko: 'SEMUA' });
      expect(chain.kode_toko, name).toBe('SEMUA');
      const of = (kode: string) => chain.data.filter((row) => row.kode_toko === kode).map(withoutShop);
      expect(new Set(chain.data.map((row) => row.kode_toko)), name).toEqual(new Set(['PST', 'T2']));
      const [pst, t2] = [await report(owner, name), await report(spvT2, name)];
      expect(pst.data, name).toEqual(of('PST'));
      expect(t2.data, name).toEqual(of('T2'));
      expect(t2.data[0], name).not.toHaveProperty('kode_toko');
      expect(chain.count, name).toBe(pst.count + t2.count);
      const refused = await t.call('POST', `laporan/${name}`, spvT2, { ...today, kode_toko: 'PST' });
      expect({ name, status: refused.statusCode }).toEqual({ name, status: 403 });
    }
    // Not a barcode of PST's own goods reaches T2's reports.
    const pstOnly = [done.PST?.added[0], done.PST?.moved, done.PST?.destroyed].map((p) => p?.kode_barcode);
    for (const name of BARANG_REPORTS) {
      const barcodes = (await report(spvT2, name)).data.map((row) => row.kode_barcode);
      for (const barcode of pstOnly) expect(barcodes, name).not.toContain(barcode);
    }
  });
});

describe('Barang reports equal the ledger they summarise', () => {
  it('tambah-barang: every piece added today (Tambah Data Barang and Penerimaan), the balance’s tambah', async () => {
    const page = await report(owner, 'tambah-barang');
    const pieces = [...(done.PST?.added ?? []), ...(done.PST?.received ?? [])];
    expect(page.count).toBe(pieces.length);
    expect(page.totals).toEqual({ qty: pieces.length, berat: sumOf(pieces) });
    const [balance] = await rows<{ stock: string; berat: string }>(sql`
      select sum(stock_tambah)::bigint as stock, sum(berat_tambah)::bigint as berat from barang_saldo
      where kode_toko = 'PST' and tanggal = ${TEST_TODAY}`);
    expect(page.totals).toEqual({ qty: Number(balance?.stock), berat: grams(balance?.berat) });
    expect(page.data.find((row) => row.kode_barcode === done.PST?.moved.kode_barcode)).toMatchObject({
      tanggal: TEST_TODAY,
      no_ref: 'PST-TB-261122-0001',
      nama_barang: 'CINCIN PINDAH PST',
      kode_group: '750',
      kode_dept: 'CC',
      kode_gudang: 'TOKO',
      // Where it was added, though it has moved since.
      kode_baki: 'CC01',
      kadar_cetak: '750',
      qty: 1,
      berat: 3.27,
      input_by: 'OWNER',
    });
    const kalung = await report(owner, 'tambah-barang', { filters: { baki: 'KLDLM' } });
    expect(kalung.data.map((row) => [row.nama_barang, row.no_ref])).toEqual([
      ['KALUNG', 'PST-PN-261122-0001'],
    ]);
  });

  it('terima-barang-supplier: the lines of each Penerimaan Barang, as its header counts them', async () => {
    const page = await report(owner, 'terima-barang-supplier');
    const [header] = await rows<{ jumlah: number; berat: number }>(sql`
      select sum(jumlah)::int as jumlah, sum(berat)::int as berat from penerimaan_barang
      where kode_toko = 'PST' and tgl_system = ${TEST_TODAY}`);
    expect(page.totals).toEqual({ qty: header?.jumlah, berat: grams(header?.berat) });
    expect(page.totals.berat).toBe(8.118);
    expect(page.data[0]).toMatchObject({
      tanggal: TEST_TODAY,
      no_penerimaan: 'PST-PN-261122-0001',
      sumber: 'SUPPLIER',
      nama_supplier: 'PT EMAS MURNI',
      no_faktur_supplier: 'INV-PST',
      nama_barang: 'CINCIN SUPPLIER PST',
      kode_baki: 'CC01',
      input_by: 'OWNER',
    });
    expect((await report(owner, 'terima-barang-supplier', { filters: { group: '700' } })).totals.berat).toBe(
      7.007,
    );
  });

  it('terima-barang: shipments addressed to the shop, received or still on the road', async () => {
    const page = await report(spvT2, 'terima-barang');
    const [sent] = await rows<{ jumlah: number; berat: number }>(sql`
      select sum(jumlah)::int as jumlah, sum(berat)::int as berat from kirim_barang where kode_toko_tujuan = 'T2'`);
    expect(page.totals).toEqual({ qty: sent?.jumlah, berat: grams(sent?.berat) });
    expect(page.totals).toEqual({ qty: 2, berat: 3.55 });
    const received = await report(spvT2, 'terima-barang', { filters: { status: 'TERIMA' } });
    expect(received.data).toEqual([
      expect.objectContaining({
        tanggal: TEST_TODAY,
        tgl_kirim: TEST_TODAY,
        no_kirim: 'PST-KB-261122-0001',
        dari_toko: 'PST',
        no_terima: 'T2-TM-261122-0001',
        kode_barcode: done.PST?.added[3]?.kode_barcode,
        kode_gudang: 'TOKO',
        kode_baki: 'CC01',
        berat: 1.5,
        status: 'TERIMA',
        diterima_by: 'OWNER',
      }),
    ]);
    // What was taken in is the `in` the receipt booked.
    const [booked] = await rows<{ berat: number }>(sql`
      select sum(berat)::int as berat from barang_mutasi where kode_toko = 'T2' and no_ref = 'T2-TM-261122-0001'`);
    expect(received.totals.berat).toBe(grams(booked?.berat));
    const onTheRoad = await report(spvT2, 'terima-barang', { filters: { status: 'KIRIM' } });
    expect(onTheRoad.data).toEqual([
      expect.objectContaining({
        kode_barcode: inTransit.kode_barcode,
        no_terima: '',
        kode_gudang: '',
        status: 'KIRIM',
      }),
    ]);
    expect((await report(spvT2, 'terima-barang', { filters: { status: 'SEMUA' } })).count).toBe(2);
  });

  it('barang-detail: each barcode in each place, adding up to the day’s balance and the pieces in stock', async () => {
    const page = await report(owner, 'barang-detail');
    const [balance] = await rows<Record<string, string>>(sql`
      select sum(stock_awal)::bigint as stock_awal, sum(berat_awal)::bigint as berat_awal,
        sum(stock_in + stock_tambah + stock_beli)::bigint as stock_masuk,
        sum(berat_in + berat_tambah + berat_beli)::bigint as berat_masuk,
        sum(stock_out + stock_jual + stock_hancur + stock_susut)::bigint as stock_keluar,
        sum(berat_out + berat_jual + berat_hancur + berat_susut)::bigint as berat_keluar,
        sum(stock_akhir)::bigint as stock_akhir, sum(berat_akhir)::bigint as berat_akhir
      from barang_saldo where kode_toko = 'PST' and tanggal = ${TEST_TODAY}`);
    const expected = Object.fromEntries(
      Object.entries(balance ?? {}).map(([key, value]) => [
        key,
        key.startsWith('berat') ? grams(value) : Number(value),
      ]),
    );
    expect(page.totals).toEqual(expected);
    const [stock] = await rows<{ stock: number; berat: number }>(sql`
      select sum(stock)::int as stock, sum(berat)::int as berat from barang where kode_toko = 'PST' and stock > 0`);
    expect({ qty: page.totals.stock_akhir, berat: page.totals.berat_akhir }).toEqual({
      qty: stock?.stock,
      berat: grams(stock?.berat),
    });
    // The moved ring: out of CC01, into LT17.
    const moved = page.data.filter((row) => row.kode_barcode === done.PST?.moved.kode_barcode);
    expect(
      moved.map((row) => [
        row.kode_baki,
        row.stock_masuk,
        row.stock_keluar,
        row.stock_akhir,
        row.berat_akhir,
      ]),
    ).toEqual([
      ['CC01', 1, 1, 0, 0],
      ['LT17', 1, 0, 1, 3.27],
    ]);
    expect(page.data.find((row) => row.kode_barcode === done.PST?.destroyed.kode_barcode)).toMatchObject({
      stock_keluar: 1,
      stock_akhir: 0,
      status: 'HANCUR',
    });
    // Sent to T2: gone from PST, whose copy of the card says so.
    expect(page.data.find((row) => row.kode_barcode === done.PST?.added[3]?.kode_barcode)).toMatchObject({
      stock_akhir: 0,
      status: 'KIRIM',
    });
    expect((await report(owner, 'barang-detail', { filters: { baki: 'LT17' } })).totals.stock_akhir).toBe(1);
  });

  it('barang-detail over several days: awal of the first day, akhir of the last', async () => {
    // T3's ledger, written as the closing leaves it: a ring added on the 20th, sold on the 21st.
    await rows(sql`insert into barang (kode_toko, kode_barcode, kode_group, kode_dept, kode_gudang, kode_baki,
        nama_barang, berat, berat_asli, stock, status, tgl_masuk, created_by, updated_by)
      values ('T3', '99990001', '750', 'CC', 'TOKO', 'CC01', 'CINCIN LAMA', 2000, 2000, 0, 'TERJUAL', '2026-11-20', 'OWNER', 'OWNER')`);
    await rows(sql`insert into barang_saldo (kode_toko, tanggal, kode_barcode, kode_gudang, kode_baki,
        stock_awal, berat_awal, stock_tambah, berat_tambah, stock_jual, berat_jual, stock_akhir, berat_akhir)
      values ('T3', '2026-11-20', '99990001', 'TOKO', 'CC01', 0, 0, 1, 2000, 0, 0, 1, 2000),
        ('T3', '2026-11-21', '99990001', 'TOKO', 'CC01', 1, 2000, 0, 0, 1, 2000, 0, 0)`);
    const cases: [string, string, number[]][] = [
      ['2026-11-20', '2026-11-21', [0, 1, 1, 0]],
      ['2026-11-20', '2026-11-20', [0, 1, 0, 1]],
      ['2026-11-21', '2026-11-21', [1, 0, 1, 0]],
    ];
    for (const [tgl_from, tgl_to, [awal, masuk, keluar, akhir]] of cases) {
      const page = await report(owner, 'barang-detail', { tgl_from, tgl_to, kode_toko: 'T3' });
      expect(page.data, `${tgl_from}..${tgl_to}`).toEqual([
        expect.objectContaining({
          kode_barcode: '99990001',
          stock_awal: awal,
          stock_masuk: masuk,
          stock_keluar: keluar,
          stock_akhir: akhir,
          berat_akhir: (akhir ?? 0) * 2,
          status: 'TERJUAL',
        }),
      ]);
    }
  });

  it('buku-berlian: one row per stone, each piece counted once in the totals', async () => {
    const page = await report(owner, 'buku-berlian');
    const [stones] = await rows<{ pieces: number; berat: number; berat_atribut: number; harga: string }>(sql`
      select count(distinct b.id)::int as pieces, (select sum(berat)::int from barang where id in
          (select barang_id from barang_atribut) and kode_toko = 'PST') as berat,
        sum(a.berat_atribut)::int as berat_atribut, sum(a.harga_atribut)::bigint as harga
      from barang b join barang_atribut a on a.barang_id = b.id where b.kode_toko = 'PST'`);
    expect(page.totals).toEqual({
      qty: stones?.pieces,
      berat: grams(stones?.berat),
      berat_atribut: grams(stones?.berat_atribut),
      harga_atribut: Number(stones?.harga),
    });
    expect(page.totals).toEqual({ qty: 1, berat: 2.5, berat_atribut: 0.07, harga_atribut: 2_150_000 });
    expect(
      page.data.map((row) => [row.nama_atribut, row.berat_atribut, row.harga_atribut, row.berat]),
    ).toEqual([
      ['BERLIAN', 0.05, 2_000_000, 2.5],
      ['ZIRKON', 0.02, 150_000, null],
    ]);
    expect(page.data[0]).toMatchObject({
      tanggal: TEST_TODAY,
      kode_baki: 'CC01',
      kadar_cetak: '750',
      status: 'READY',
    });
    expect((await report(owner, 'buku-berlian', { search: 'berlian pst' })).totals.berat).toBe(2.5);
  });

  it('timbang-baki: the figures of each finished weighing, as they were weighed', async () => {
    const page = await report(owner, 'timbang-baki');
    const weighed = done.PST?.timbang as TimbangBaki;
    expect(page.data).toEqual([
      {
        tanggal: TEST_TODAY,
        waktu: weighed.selesai_at,
        kode_gudang: 'TOKO',
        kode_baki: 'LT17',
        qty: weighed.jumlah,
        berat_barang: weighed.berat_barang,
        berat_atribut: weighed.berat_atribut,
        berat_plastik: weighed.berat_plastik,
        berat_bandrol: weighed.berat_bandrol,
        berat_baki: weighed.berat_baki,
        berat_seharusnya: weighed.berat_seharusnya,
        berat_timbang: weighed.berat_timbang,
        selisih: weighed.selisih,
        hasil: 'OK',
        keterangan: 'cek sore',
        input_by: 'OWNER',
      },
    ]);
    expect(page.totals).toMatchObject({ selisih: 0.02, berat_timbang: weighed.berat_timbang });
    expect(weighed.berat_barang).toBe(3.27);
  });

  it('hancur-barang: the destroyed pieces with their condition and consent, the balance’s hancur', async () => {
    const page = await report(owner, 'hancur-barang');
    const [balance] = await rows<{ stock: string; berat: string }>(sql`
      select sum(stock_hancur)::bigint as stock, sum(berat_hancur)::bigint as berat from barang_saldo
      where kode_toko = 'PST' and tanggal = ${TEST_TODAY}`);
    expect(page.totals).toEqual({ qty: Number(balance?.stock), berat: grams(balance?.berat) });
    expect(page.data).toEqual([
      {
        tanggal: TEST_TODAY,
        no_hancur: 'PST-HC-261122-0001',
        kode_barcode: done.PST?.destroyed.kode_barcode,
        nama_barang: 'CINCIN HANCUR PST',
        kode_group: '750',
        kode_gudang: 'TOKO',
        kode_baki: 'CC01',
        kode_kondisi: 'RUSAK',
        qty: 1,
        berat: 1.234,
        keterangan: 'Patah',
        otorisasi_by: 'SPV',
        input_by: 'OWNER',
      },
    ]);
  });

  it('pindah-barang: each piece moved, from where to where; gudang and baki match either end', async () => {
    const page = await report(owner, 'pindah-barang');
    const [moves] = await rows<{ stock: number; berat: number }>(sql`
      select sum(stock)::int as stock, sum(berat)::int as berat from barang_mutasi
      where kode_toko = 'PST' and kolom = 'out' and no_ref like 'PST-PB-%'`);
    expect(page.totals).toEqual({ qty: moves?.stock, berat: grams(moves?.berat) });
    expect(page.data).toEqual([
      {
        tanggal: TEST_TODAY,
        no_pindah: 'PST-PB-261122-0001',
        kode_barcode: done.PST?.moved.kode_barcode,
        nama_barang: 'CINCIN PINDAH PST',
        kode_group: '750',
        gudang_asal: 'TOKO',
        baki_asal: 'CC01',
        gudang_tujuan: 'TOKO',
        baki_tujuan: 'LT17',
        qty: 1,
        berat: 3.27,
        input_by: 'OWNER',
      },
    ]);
    for (const baki of ['CC01', 'LT17']) {
      expect((await report(owner, 'pindah-barang', { filters: { baki } })).count, baki).toBe(1);
    }
    expect((await report(owner, 'pindah-barang', { filters: { baki: 'KLDLM' } })).count).toBe(0);
  });

  it('exports a report of the whole chain with its shop column and totals row', async () => {
    const response = await t.call('POST', 'laporan/buku-berlian/export', owner, {
      ...today,
      kode_toko: 'SEMUA',
      format: 'csv',
    });
    expect(response.statusCode, response.body).toBe(200);
    const lines = response.body
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[4]?.startsWith('Toko,Tanggal Masuk,Kode Barcode')).toBe(true);
    expect(lines.slice(5, -1)).toHaveLength(4);
    expect(lines.at(-1)?.split(',')[9]).toBe('5');
  });
});
